import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { replayEarlyInput, type EarlyEvent } from './early-input';

/** The layout's header: a control of its own, hydrated before the page's content. */
function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <header>
      <button type="button" id="menu" onClick={() => setMenuOpen((open) => !open)}>
        {menuOpen ? 'Close menu' : 'Open menu'}
      </button>
    </header>
  );
}

/** A page's content with the kinds of field the prerendered pages have. */
function Content({ onSearch }: { onSearch: (query: string) => void }) {
  const [query, setQuery] = useState('');
  const [guests, setGuests] = useState('8');
  const [agreed, setAgreed] = useState(false);
  const [tour, setTour] = useState('');
  return (
    <main id="main-content">
      <form
        id="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(query);
        }}
      >
        <label>
          Search
          <input value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <label>
          Guests
          <input type="number" value={guests} onChange={(event) => setGuests(event.target.value)} />
        </label>
        <label>
          I agree
          <input
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
          />
        </label>
        <select aria-label="Tour" value={tour} onChange={(event) => setTour(event.target.value)}>
          <option value="">Choose</option>
          <option value="brooklyn">Brooklyn Heights</option>
        </select>
        <button id="send">Search</button>
      </form>
      <output id="state">{`${query}|${guests}|${String(agreed)}|${tour}`}</output>
    </main>
  );
}

function Page({ onSearch }: { onSearch: (query: string) => void }) {
  return (
    <div>
      <Header />
      <Content onSearch={onSearch} />
    </div>
  );
}

function prerender(onSearch: (query: string) => void) {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(<Page onSearch={onSearch} />);
  document.body.append(root);
  return root;
}

const field = (root: HTMLElement, selector: string) =>
  root.querySelector<HTMLInputElement & HTMLSelectElement>(selector)!;

afterEach(() => {
  document.body.innerHTML = '';
  delete window.__earlyInput;
});

it("hands what was typed and chosen before hydration to the components' state", async () => {
  const root = prerender(() => undefined);
  // The visitor, before the code arrived.
  field(root, 'input:not([type])').value = 'brook';
  field(root, 'input[type="number"]').value = '12';
  field(root, 'input[type="checkbox"]').checked = true;
  field(root, 'select').value = 'brooklyn';

  await act(async () => {
    hydrateRoot(root, <Page onSearch={() => undefined} />);
  });
  // Hydration keeps what the fields show, but the state has not seen it.
  expect(root.querySelector('#state')).toHaveTextContent('|8|false|');
  expect(field(root, 'input:not([type])')).toHaveValue('brook');

  act(() => replayEarlyInput(root, 'page'));
  expect(root.querySelector('#state')).toHaveTextContent('brook|12|true|brooklyn');
  expect(field(root, 'input:not([type])')).toHaveValue('brook');
  expect(field(root, 'input[type="checkbox"]')).toBeChecked();
});

it('replays held clicks and submissions in order, each part once it is hydrated', async () => {
  const searched: string[] = [];
  const root = prerender((query) => searched.push(query));
  field(root, 'input:not([type])').value = 'cats';
  const events: EarlyEvent[] = [
    { type: 'submit', target: root.querySelector('form')!, submitter: null },
    { type: 'click', target: root.querySelector('#menu')! },
  ];
  window.__earlyInput = { events };
  await act(async () => {
    hydrateRoot(root, <Page onSearch={(query) => searched.push(query)} />);
  });

  const replayPart = async (part: 'layout' | 'page') => {
    // The fields are told at once and rendered; the held events follow in the next task.
    act(() => replayEarlyInput(root, part));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  await replayPart('layout');
  expect(root.querySelector('#menu')).toHaveTextContent('Close menu');
  expect(searched).toEqual([]);
  expect(events).toHaveLength(1);

  await replayPart('page');
  expect(searched).toEqual(['cats']);
  expect(events).toHaveLength(0);
});

it('drops what was held on a part of the page that was rendered afresh', async () => {
  const root = prerender(() => undefined);
  const gone = root.querySelector('#menu')!;
  const click = jest.fn();
  gone.addEventListener('click', click);
  window.__earlyInput = { events: [{ type: 'click', target: gone }] };
  gone.remove();
  replayEarlyInput(root, 'page');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(click).not.toHaveBeenCalled();
});
