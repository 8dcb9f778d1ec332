import fs from 'node:fs';
import path from 'node:path';

const source = fs.readFileSync(path.join(__dirname, 'capture-early-input.js'), 'utf8');

/** A prerendered page: a header button, the page's own button and form, a link. */
function prerenderedPage() {
  document.body.innerHTML = `
    <div id="root" data-prerendered="/tours">
      <header><button type="button" id="search">Search</button></header>
      <main id="main-content">
        <button type="button" id="play"><span id="play-icon">▶</span></button>
        <form id="search-form"><input name="q"><button id="go">Go</button></form>
        <form id="newsletter" action="https://newsletter.example/subscribe"><button id="join">Join</button></form>
        <a href="#faq" id="faq-link">FAQ</a>
      </main>
    </div>`;
  const root = document.getElementById('root')!;
  const reached: string[] = [];
  // React listens on the root; whatever gets there would be handled (or lost) now.
  root.addEventListener('click', (event) => reached.push(`click ${(event.target as Element).id}`));
  root.addEventListener('submit', (event) => {
    event.preventDefault();
    reached.push(`submit ${(event.target as Element).id}`);
  });
  return { root, reached };
}

const held = () =>
  (window.__earlyInput?.events ?? []).map((event) => `${event.type} ${event.target.id}`);
const click = (id: string) => document.getElementById(id)!.click();

// Installed once, as the page's head does; each test has a fresh page and queue.
beforeAll(() => new Function(source)());
beforeEach(() => window.__earlyInput!.events.splice(0));

it('holds a click on a button anywhere in the page until its part is hydrated', () => {
  const { root, reached } = prerenderedPage();
  click('search');
  click('play-icon');
  expect(held()).toEqual(['click search', 'click play']);
  expect(reached).toEqual([]);

  // The layout is hydrated: the header answers for itself, the page's content still waits.
  root.setAttribute('data-layout-hydrated', '');
  click('search');
  click('play');
  expect(reached).toEqual(['click search']);
  expect(held()).toEqual(['click search', 'click play', 'click play']);

  root.setAttribute('data-hydrated', '');
  click('play');
  expect(reached).toEqual(['click search', 'click play']);
});

it('lets links do what they do, and holds only the forms that only the code can send', () => {
  const { reached } = prerenderedPage();
  click('faq-link');
  expect(reached).toEqual(['click faq-link']);

  click('go');
  expect(held()).toEqual(['submit search-form']);
  expect(window.__earlyInput!.events[0]).toMatchObject({
    submitter: document.getElementById('go'),
  });
  click('join');
  expect(reached).toEqual(['click faq-link', 'click go', 'click join', 'submit newsletter']);
});

it('leaves a page that was not prerendered alone', () => {
  const { root, reached } = prerenderedPage();
  root.removeAttribute('data-prerendered');
  click('play');
  expect(reached).toEqual(['click play']);
  expect(held()).toEqual([]);
});

it('follows a link marked to replace the history entry in place, until its part is hydrated', () => {
  const { root, reached } = prerenderedPage();
  document
    .getElementById('main-content')!
    .insertAdjacentHTML(
      'beforeend',
      '<a href="#stories" id="replacing" data-history="replace">Stories</a>' +
        '<a href="#stories" id="replacing-new-tab" data-history="replace" target="_blank">New tab</a>',
    );
  const entries = history.length;

  click('replacing');
  expect(location.hash).toBe('#stories');
  expect(history.length).toBe(entries);
  // The code would follow it too: it never sees the click.
  expect(reached).toEqual([]);

  location.hash = '';
  click('replacing-new-tab');
  expect(reached).toEqual(['click replacing-new-tab']);

  root.setAttribute('data-hydrated', '');
  click('replacing');
  expect(reached).toEqual(['click replacing-new-tab', 'click replacing']);
});

it('moves the focus among the items of a keyed group with the arrows, Home and End, until hydrated', () => {
  const { root } = prerenderedPage();
  document.getElementById('main-content')!.insertAdjacentHTML(
    'beforeend',
    `<div id="faq" data-focus-keys=":scope > details > summary">
       <details><summary id="q1">One</summary></details>
       <details><summary id="q2">Two</summary><p><a href="#x" id="inside">x</a></p></details>
       <details><summary id="q3">Three</summary></details>
     </div>`,
  );
  const press = (key: string) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    document.activeElement!.dispatchEvent(event);
    return event.defaultPrevented;
  };
  const focus = (id: string) => document.getElementById(id)!.focus();
  const focused = () => document.activeElement?.id;

  focus('q1');
  expect(press('ArrowDown')).toBe(true);
  expect(focused()).toBe('q2');
  press('ArrowDown');
  press('ArrowDown');
  expect(focused()).toBe('q1');
  press('ArrowUp');
  expect(focused()).toBe('q3');
  press('Home');
  expect(focused()).toBe('q1');
  press('End');
  expect(focused()).toBe('q3');

  // Other keys, and the keys on anything but a question, are the browser's.
  expect(press('Enter')).toBe(false);
  focus('inside');
  expect(press('ArrowDown')).toBe(false);
  expect(focused()).toBe('inside');

  // Once hydrated the accordion's own code answers.
  root.setAttribute('data-hydrated', '');
  focus('q1');
  expect(press('ArrowDown')).toBe(false);
  expect(focused()).toBe('q1');
});
