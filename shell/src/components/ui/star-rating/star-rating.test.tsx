import { render, screen } from '@testing-library/react';

import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('reads as "n out of 5 stars" and draws five stars', () => {
    const { container } = render(<StarRating rating={5} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg')).toHaveLength(5);
    expect(container.querySelectorAll('svg.filled')).toHaveLength(5);
  });

  it('rounds the drawing, not the text, and takes a custom label', () => {
    const { container } = render(<StarRating rating={3.6} label="Rated 3.6" />);
    expect(screen.getByRole('img', { name: 'Rated 3.6' })).toBeInTheDocument();
    expect(container.querySelectorAll('svg.filled')).toHaveLength(4);
  });
});
