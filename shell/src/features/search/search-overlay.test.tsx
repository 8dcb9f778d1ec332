import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { business } from 'shared-types';

import { SearchOverlay } from './search-overlay';

function Harness() {
  const [open, setOpen] = useState(true);
  const location = useLocation();
  return (
    <>
      <p data-testid="path">{location.pathname}</p>
      <button type="button" onClick={() => setOpen(!open)}>
        Toggle search
      </button>
      <SearchOverlay open={open} onOpenChange={setOpen} />
    </>
  );
}

function renderOverlay() {
  const router = createMemoryRouter([{ path: '*', element: <Harness /> }], {
    initialEntries: ['/about'],
  });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => jest.useRealTimers());

describe('the search overlay', () => {
  it('is a modal whose box, with its placeholder, is focused after 100 ms', () => {
    expect(business.search.focusDelayMs).toBe(100);
    jest.useFakeTimers();
    renderOverlay();
    const dialog = screen.getByRole('dialog', { name: 'Search the site' });
    expect(dialog).toBeInTheDocument();
    const box = within(dialog).getByRole('searchbox', { name: 'Search the site' });
    expect(box).toHaveAttribute('placeholder', 'Search tours, blog posts, pages...');
    act(() => jest.advanceTimersByTime(99));
    expect(box).not.toHaveFocus();
    act(() => jest.advanceTimersByTime(1));
    expect(box).toHaveFocus();
  });

  it('shows the hint and a results area at most 15rem high', () => {
    renderOverlay();
    expect(screen.getByText('Press Enter to search or click on a result')).toBeInTheDocument();
    const results = screen.getByRole('status').parentElement;
    expect(results).toHaveStyle({ maxHeight: '15rem' });
  });

  it('lists nothing for one character, then tagged results, tours first', async () => {
    const user = userEvent.setup();
    renderOverlay();
    const box = screen.getByRole('searchbox');
    await user.type(box, 'o');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
    expect(screen.queryByText(/No results found/)).not.toBeInTheDocument();
    await user.type(box, 'u');
    const list = screen.getByRole('list', { name: 'Search results' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Private Cat ToursTour', '/tours/private-tours'],
      ['About UsPage', '/about'],
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('2 results');
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.type(screen.getByRole('searchbox'), 'Zebra');
    expect(screen.getByRole('status')).toHaveTextContent('No results found for "Zebra"');
  });

  it('goes to a clicked result and closes', async () => {
    const user = userEvent.setup();
    const router = renderOverlay();
    await user.type(screen.getByRole('searchbox'), 'gall');
    await user.click(screen.getByRole('link', { name: /Gallery/ }));
    expect(router.state.location.pathname).toBe('/gallery');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('goes to the first result on Enter, and does nothing on Enter without results', async () => {
    const user = userEvent.setup();
    const router = renderOverlay();
    const box = screen.getByRole('searchbox');
    await user.type(box, 'zz{Enter}');
    expect(router.state.location.pathname).toBe('/about');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.clear(box);
    await user.type(box, 'heights{Enter}');
    expect(router.state.location.pathname).toBe('/tours/brooklyn-heights');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('clears the query and results when toggled', async () => {
    const user = userEvent.setup();
    renderOverlay();
    await user.type(screen.getByRole('searchbox'), 'blog');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle search' }));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument();
  });
});
