import { render, screen } from '@testing-library/react';

import { Section } from './section';

describe('Section', () => {
  it('is a region named by its h2 title, with a subtitle and a tone', () => {
    render(
      <Section id="tours" title="Our Tours" subtitle="Three neighbourhoods" tone="brand">
        <p>Content</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Our Tours' });
    expect(region).toHaveAttribute('id', 'tours');
    expect(region).toHaveAttribute('data-tone', 'brand');
    expect(region).toHaveClass('section', 'tone-brand');
    expect(screen.getByRole('heading', { level: 2, name: 'Our Tours' })).toBeInTheDocument();
    expect(screen.getByText('Three neighbourhoods')).toBeInTheDocument();
  });

  it('takes an h3 and a width', () => {
    const { container } = render(
      <Section title="Details" headingLevel={3} width="narrow">
        text
      </Section>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Details' })).toBeInTheDocument();
    expect(container.querySelector('.width-narrow')).not.toBeNull();
  });
});
