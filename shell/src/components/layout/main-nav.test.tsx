import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';

import { MainNav } from './main-nav';

function Nav({ path }: { path: string }) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <MainNav
        actions={
          <button type="button" aria-label="Search the site">
            S
          </button>
        }
      />
    </MemoryRouter>
  );
}

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

it('marks the current page, and the Tours section on a tour page', () => {
  render(<Nav path="/tours/brooklyn-heights" />);
  expect(within(mainNav()).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  expect(within(mainNav()).getByRole('link', { name: 'About' })).not.toHaveAttribute(
    'aria-current',
  );
  expect(within(mainNav()).getByRole('button', { name: /^Tours/ })).toHaveAttribute(
    'data-current-section',
    'true',
  );
});

it('opens the Tours dropdown from the keyboard: the tour pages and the gift cards in a new tab', async () => {
  const user = userEvent.setup();
  render(<Nav path="/about" />);
  expect(within(mainNav()).getByRole('link', { name: 'About' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await user.tab();
  await user.tab();
  const tours = within(mainNav()).getByRole('button', { name: /^Tours/ });
  expect(tours).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(tours).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByRole('link', { name: 'All Tours' })).toHaveAttribute('href', '/tours');
  expect(screen.getByRole('link', { name: 'Private Tours' })).toHaveAttribute(
    'href',
    '/tours/private-tours',
  );
  expect(screen.getByRole('link', { name: 'Gift Cards (opens in a new tab)' })).toHaveAttribute(
    'target',
    '_blank',
  );

  // Nothing hidden from screen readers is a tab stop while it is open, and Tab goes from the
  // trigger straight into the dropdown.
  const hiddenTabStops = [
    ...mainNav().querySelectorAll<HTMLElement>('[aria-hidden="true"]'),
  ].filter((element) => element.tabIndex >= 0);
  expect(hiddenTabStops).toEqual([]);
  await user.tab();
  expect(screen.getByRole('link', { name: 'All Tours' })).toHaveFocus();
});

it('hydrates its prerendered markup as it is', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Nav path="/tours" />);
  document.body.append(container);
  const prerenderedLink = container.querySelector('a[href="/gallery"]');
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Nav path="/tours" />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(errors).toEqual([]);
  expect(container.querySelector('a[href="/gallery"]')).toBe(prerenderedLink);
  container.remove();
});
