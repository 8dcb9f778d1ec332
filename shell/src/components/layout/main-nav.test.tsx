import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

import { MainNav } from './main-nav';
import {
  loadNavigationMenuWhenWide,
  navigationMenuPrimitives,
  WIDE_VIEWPORT_QUERY,
} from './navigation-menu-primitives';

// The module keeps the loaded menu for the page's life, so these steps run in order: a narrow
// viewport first, then the widening that loads Radix, then the markup of both compared.

let wide = false;
const changeListeners: ((event: { matches: boolean }) => void)[] = [];

beforeAll(() => {
  Object.assign(window, {
    matchMedia: (query: string) => ({
      get matches() {
        return query === WIDE_VIEWPORT_QUERY && wide;
      },
      media: query,
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => {
        if (query === WIDE_VIEWPORT_QUERY) changeListeners.push(listener);
      },
    }),
  });
});

const paths = ['/', '/about', '/tours', '/tours/brooklyn-heights', '/contact'];

function navMarkup(path: string): string {
  return renderToString(
    <MemoryRouter initialEntries={[path]}>
      <MainNav
        actions={
          <button type="button" aria-label="Search the site">
            S
          </button>
        }
      />
    </MemoryRouter>,
  );
}

const plainMarkup = new Map<string, string>();

it('renders the row without Radix on a narrow viewport, and loads nothing', async () => {
  await loadNavigationMenuWhenWide();
  expect(navigationMenuPrimitives()).toBeUndefined();
  for (const path of paths) plainMarkup.set(path, navMarkup(path));

  render(
    <MemoryRouter initialEntries={['/tours/brooklyn-heights']}>
      <MainNav actions={null} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main' });
  expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  expect(within(nav).getByRole('button', { name: /^Tours/ })).toHaveAttribute(
    'data-current-section',
    'true',
  );
  await userEvent.click(within(nav).getByRole('button', { name: /^Tours/ }));
  expect(within(nav).queryByRole('link', { name: 'All Tours' })).not.toBeInTheDocument();
});

it('swaps Radix in when the viewport widens, and the focused link keeps focus', async () => {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/about']}>
      <MainNav actions={null} />
    </MemoryRouter>,
  );
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const plainAbout = within(nav).getByRole('link', { name: 'About' });
  plainAbout.focus();

  wide = true;
  await act(async () => {
    for (const listener of changeListeners) listener({ matches: true });
    await loadNavigationMenuWhenWide();
  });
  expect(navigationMenuPrimitives()).toBeDefined();

  const about = within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
    name: 'About',
  });
  expect(about).not.toBe(plainAbout);
  expect(about).toHaveFocus();
  expect(about).toHaveAttribute('aria-current', 'page');

  await user.keyboard('{Tab}');
  expect(screen.getByRole('button', { name: /^Tours/ })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('link', { name: 'All Tours' })).toHaveAttribute('href', '/tours');
});

it.each(paths)('renders the same markup with and without Radix at %s', (path) => {
  expect(navigationMenuPrimitives()).toBeDefined();
  expect(navMarkup(path)).toBe(plainMarkup.get(path));
});
