import { render } from '@testing-library/react';

import { PageMeta } from './page-meta';

describe('PageMeta', () => {
  it('sets title, description and the Open Graph pair', () => {
    render(<PageMeta title="Tours" description="Walking tours about cats." path="/tours" />);
    expect(document.title).toBe('Tours');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Walking tours about cats.',
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'Tours',
    );
    expect(document.head.querySelector('meta[property="og:description"]')).toHaveAttribute(
      'content',
      'Walking tours about cats.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/tours`,
    );
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('keeps a page out of indexes when asked', () => {
    render(<PageMeta title="Survey" description="Tell us about your tour." noIndex />);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex, nofollow',
    );
  });
});
