import { render } from '@testing-library/react';

import { siteConfig } from '../../../config/runtime-config';
import { PageMeta } from './page-meta';

const head = (selector: string) => document.head.querySelector(selector);
const content = (selector: string) => head(selector)?.getAttribute('content');

describe('PageMeta', () => {
  it('sets the title, the description and the canonical link on the site URL', () => {
    render(<PageMeta title="Tours" description="Walking tours about cats." path="/tours" />);
    expect(document.title).toBe('Tours');
    expect(content('meta[name="description"]')).toBe('Walking tours about cats.');
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', `${siteConfig.siteUrl}/tours`);
    expect(head('meta[name="robots"]')).toBeNull();
  });

  it('describes the link preview, its picture the one of the kind of page', () => {
    render(<PageMeta title="Tours" description="Walking tours about cats." path="/tours" />);
    expect(content('meta[property="og:title"]')).toBe('Tours');
    expect(content('meta[property="og:description"]')).toBe('Walking tours about cats.');
    expect(content('meta[property="og:type"]')).toBe('website');
    expect(content('meta[property="og:url"]')).toBe(`${siteConfig.siteUrl}/tours`);
    expect(content('meta[property="og:image"]')).toBe(`${siteConfig.siteUrl}/social/tours.png`);
    expect(content('meta[property="og:image:width"]')).toBe('1200');
    expect(content('meta[property="og:image:height"]')).toBe('630');
    expect(content('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(content('meta[name="twitter:image"]')).toBe(`${siteConfig.siteUrl}/social/tours.png`);
  });

  it('gives a blog post its own address, the post picture and the article type', () => {
    render(
      <PageMeta
        title="Ships’ cats"
        description="Cats ashore."
        path="/blog?post=ships-cats-of-new-york-harbor"
        type="article"
      />,
    );
    const url = `${siteConfig.siteUrl}/blog?post=ships-cats-of-new-york-harbor`;
    expect(head('link[rel="canonical"]')).toHaveAttribute('href', url);
    expect(content('meta[property="og:url"]')).toBe(url);
    expect(content('meta[property="og:type"]')).toBe('article');
    expect(content('meta[property="og:image"]')).toBe(`${siteConfig.siteUrl}/social/post.png`);
  });

  it('keeps a page out of indexes when asked, and names no address for a page without one', () => {
    render(<PageMeta title="Page Not Found" description="No such page." noIndex />);
    expect(content('meta[name="robots"]')).toBe('noindex, nofollow');
    expect(head('link[rel="canonical"]')).toBeNull();
    expect(head('meta[property="og:url"]')).toBeNull();
    expect(content('meta[property="og:image"]')).toBe(`${siteConfig.siteUrl}/social/site.png`);
  });
});
