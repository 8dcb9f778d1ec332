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
