// Keeps what a visitor does on a prerendered page before its code has taken it over. The page
// paints from its HTML and style sheets, and its scripts start after that (start-after-paint.js):
// until React has hydrated a part of the page, a button there has no handler yet and a tap on it
// would be lost. This script runs before the first paint (the page's head loads it render-blocking
// but without blocking the parser). It holds back a click on a button, and the submission of a form
// that only the code sends (one without an `action`), in the parts not hydrated yet, and keeps
// them in order in `window.__earlyInput.events`; the app replays them once each part is hydrated
// (shell/src/lib/early-input.ts). Links, native disclosures and typing need none of this: they
// work, or keep what was typed, on their own. Two things the HTML cannot say are done here, at
// once, until the code answers for itself: a link marked `data-history="replace"` (opening or
// closing a blog post) replaces the page's history entry instead of adding one, and the keys of
// a group marked `data-focus-keys` (the FAQ's questions) move the focus between its items.
(function () {
  'use strict';
  var events = [];
  window.__earlyInput = { events: events };

  /** Whether the part of the page holding `element` still waits for its code. */
  function awaitsCode(element) {
    var root = document.getElementById('root');
    if (!root || !root.contains(element) || !root.hasAttribute('data-prerendered')) return false;
    // The page's content is hydrated last, behind its own boundary; `data-hydrated` says it is.
    if (root.hasAttribute('data-hydrated')) return false;
    var main = document.getElementById('main-content');
    if (main && main.contains(element)) return true;
    // The layout around it (header, footer) is hydrated with the page's root.
    return !root.hasAttribute('data-layout-hydrated');
  }

  function hold(event, entry) {
    // Neither the browser's default nor React, if it already listens, acts on it now.
    event.preventDefault();
    event.stopImmediatePropagation();
    events.push(entry);
  }

  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var control = target && target.closest ? target.closest('button, [role="button"]') : null;
      // A submit button's click leads to the form's submit event, which is held below.
      if (!control || control.type === 'submit' || control.disabled) return;
      if (awaitsCode(control)) hold(event, { type: 'click', target: control });
    },
    true,
  );

  document.addEventListener(
    'click',
    function (event) {
      var target = event.target;
      var link = target && target.closest ? target.closest('a[data-history="replace"]') : null;
      // A modified or other-button click opens a new tab or window; the browser does that.
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      if (event.altKey || event.defaultPrevented || !awaitsCode(link)) return;
      if (link.target && link.target !== '_self') return;
      if (link.origin !== location.origin) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      location.replace(link.href);
    },
    true,
  );

  /** Where each key moves the focus among `count` items from `index`. */
  var focusMoves = {
    ArrowDown: function (index, count) {
      return (index + 1) % count;
    },
    ArrowUp: function (index, count) {
      return (index - 1 + count) % count;
    },
    Home: function () {
      return 0;
    },
    End: function (_index, count) {
      return count - 1;
    },
  };

  document.addEventListener(
    'keydown',
    function (event) {
      var move = focusMoves[event.key];
      var target = event.target;
      if (!move || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      var group = target && target.closest ? target.closest('[data-focus-keys]') : null;
      if (!group || !awaitsCode(group)) return;
      var items = Array.prototype.slice.call(
        group.querySelectorAll(group.getAttribute('data-focus-keys')),
      );
      var index = items.indexOf(target);
      if (index < 0) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      items[move(index, items.length)].focus();
    },
    true,
  );

  document.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (!form || form.hasAttribute('action') || !awaitsCode(form)) return;
      hold(event, { type: 'submit', target: form, submitter: event.submitter || null });
    },
    true,
  );
})();
