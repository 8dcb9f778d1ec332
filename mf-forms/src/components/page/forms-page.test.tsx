import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';

import { FormsPage } from './forms-page';

const opening = {
  meta: {
    title: 'Tour Feedback Survey | Cat History Walking Tours',
    description: 'Tell us how your tour went.',
    path: '/survey',
    noIndex: true,
  },
  hero: {
    title: 'Tour Feedback Survey',
    subtitle: 'Thank you for walking with us!',
    illustrationAlt: 'A black cat beside a clipboard',
  },
};
const { meta, hero } = opening;
const illustration = '/survey-hero.svg';

describe('FormsPage', () => {
  it("tells search engines the page's meta", () => {
    render(
      <FormsPage opening={opening} illustration={illustration}>
        <p>Thank you for joining us</p>
      </FormsPage>,
    );

    expect(document.title).toBe(meta.title);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      meta.description,
    );
    expect(document.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });

  it('fetches the illustration first, at the size it is drawn at, above the sections', () => {
    render(
      <FormsPage opening={opening} illustration={illustration}>
        <p>Thank you for joining us</p>
      </FormsPage>,
    );

    const title = screen.getByRole('heading', { level: 1, name: hero.title });
    expect(screen.getByText(hero.subtitle)).toBeVisible();
    const image = screen.getByRole('img', { name: hero.illustrationAlt });
    expect(image).toHaveAttribute('src', illustration);
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('width', '1440');
    expect(image).toHaveAttribute('height', '560');
    expect(title.compareDocumentPosition(screen.getByText('Thank you for joining us'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it("writes the page's structured data before the hero, and shows the hero's actions", () => {
    const { container } = render(
      <FormsPage
        opening={opening}
        illustration={illustration}
        structuredData={{ '@context': 'https://schema.org', '@type': 'FAQPage' }}
        heroHeight="medium"
        heroActions={<a href="#faq">Read the FAQ</a>}
      >
        <p>Send us a message</p>
      </FormsPage>,
    );

    const structuredData = container.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(structuredData?.textContent ?? '')).toMatchObject({ '@type': 'FAQPage' });
    const hero = screen.getByRole('heading', { level: 1 }).closest('[data-height]');
    expect(hero).toHaveAttribute('data-height', 'medium');
    expect(structuredData?.nextElementSibling).toBe(hero);
    expect(hero).toContainElement(screen.getByRole('link', { name: 'Read the FAQ' }));
  });
});
