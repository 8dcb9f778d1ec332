import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';

import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('lists the trail and marks the last item as the current page', () => {
    render(
      <MemoryRouter>
        <Breadcrumb
          items={[
            { name: 'Home', path: '/' },
            { name: 'Tours', path: '/tours' },
            { name: 'Financial District Tour', path: '/tours/financial-district' },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(nav.querySelector('ol')).not.toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Tours' })).toHaveAttribute('href', '/tours');
    expect(screen.getByText('Financial District Tour')).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('link', { name: 'Financial District Tour' })).not.toBeInTheDocument();
  });

  it('replaces the history entry through the links of items marked so, before the code too', async () => {
    const user = userEvent.setup();
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <Breadcrumb
              items={[
                { name: 'Home', path: '/' },
                { name: 'Blog', path: '/blog', replace: true },
                { name: 'A post', path: '/blog?post=a' },
              ]}
            />
          ),
        },
      ],
      { initialEntries: ['/sitemap', '/blog?post=a'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    // The page's early-input script reads the mark before the code has arrived.
    expect(screen.getByRole('link', { name: 'Blog' })).toHaveAttribute('data-history', 'replace');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('data-history');

    await user.click(screen.getByRole('link', { name: 'Blog' }));
    expect(router.state.location.pathname).toBe('/blog');
    await act(() => router.navigate(-1));
    expect(router.state.location.pathname).toBe('/sitemap');
  });

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumb items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
