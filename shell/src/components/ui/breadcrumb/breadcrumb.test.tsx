import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

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

  it('renders nothing without items', () => {
    const { container } = render(<Breadcrumb items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
