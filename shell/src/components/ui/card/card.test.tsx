import { render, screen } from '@testing-library/react';

import { Card } from './card';

describe('Card', () => {
  it('renders the chosen element and merges the class name', () => {
    render(
      <ul>
        <Card as="li" className="tour">
          Tour
        </Card>
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveClass('card', 'tour');
    render(<Card as="article" aria-label="Tour card" />);
    expect(screen.getByRole('article', { name: 'Tour card' })).toHaveClass('card');
  });
});
