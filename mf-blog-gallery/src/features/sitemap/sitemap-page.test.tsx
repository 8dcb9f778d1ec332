// The matchers are registered by the Jest setup; this import brings their types to `tsc`.
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { blogCategories, type BlogPostMeta } from 'shared-types';

import { blogPosts } from '../../content/posts';
import SitemapPage from './sitemap-page';

function renderSitemapPage(posts?: readonly BlogPostMeta[]) {
  return render(
    <MemoryRouter initialEntries={['/sitemap']}>
      <SitemapPage posts={posts} />
    </MemoryRouter>,
  );
}

function linksIn(listName: string) {
  return within(screen.getByRole('list', { name: listName })).getAllByRole('link');
}

describe('SitemapPage', () => {
  it('shows one page heading', () => {
    renderSitemapPage();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Site Map' })).toBeInTheDocument();
  });

  it('links to every main page', () => {
    renderSitemapPage();

    expect(linksIn('Main Pages').map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/about',
      '/tours',
      '/blog',
      '/gallery',
      '/contact',
      '/booking',
      '/press-kit',
      '/in-the-news',
    ]);
  });

  it('links to the four tour pages', () => {
    renderSitemapPage();

    const links = linksIn('Tours');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/tours/brooklyn-heights',
      '/tours/financial-district',
      '/tours/lower-east-side',
      '/tours/private-tours',
    ]);
    expect(
      screen.getByRole('link', { name: 'Brooklyn Heights Historical Cat Tour' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Private Tours' })).toBeVisible();
  });

  it('links every one of the 12 blog posts to /blog?post=<id> with its excerpt, date and category', () => {
    renderSitemapPage();

    const posts = within(screen.getByRole('list', { name: 'Blog Posts' })).getAllByRole('listitem');
    expect(posts).toHaveLength(12);
    posts.forEach((item, index) => {
      const post = blogPosts[index]!;
      expect(within(item).getByRole('link', { name: post.title })).toHaveAttribute(
        'href',
        `/blog?post=${post.id}`,
      );
      expect(within(item).getByText(post.excerpt)).toBeInTheDocument();
      expect(within(item).getByText(post.category)).toBeInTheDocument();
      expect(item.querySelector('time')).toHaveAttribute('datetime', post.date);
    });
  });

  it('shows post dates as a visitor reads them', () => {
    renderSitemapPage();

    const jerryFox = screen.getByRole('link', {
      name: 'Jerry Fox: The Blind Cat Who Saved Brooklyn Borough Hall',
    });
    expect(jerryFox).toHaveAttribute('href', '/blog?post=jerry-fox-saves-brooklyn-borough-hall');
    expect(jerryFox.closest('li')).toHaveTextContent('January 7, 2025 · History');
  });

  it('says so when there are no blog posts', () => {
    renderSitemapPage([]);

    expect(screen.getByText('No blog posts available')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Blog Posts' })).not.toBeInTheDocument();
    expect(linksIn('Main Pages')).toHaveLength(9);
  });

  it('sets the page title and description', () => {
    renderSitemapPage();

    expect(document.title).toMatch(/^Site Map/);
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('blog'),
    );
  });
});

describe('blogPosts', () => {
  it('bundles 12 posts dated 2025-01-05 to 2025-01-19 with read times of 4 to 8 minutes', () => {
    const dates = blogPosts.map((post) => post.date).sort();

    expect(blogPosts).toHaveLength(12);
    expect(dates[0]).toBe('2025-01-05');
    expect(dates.at(-1)).toBe('2025-01-19');
    blogPosts.forEach((post) => {
      expect(post.readTime).toBeGreaterThanOrEqual(4);
      expect(post.readTime).toBeLessThanOrEqual(8);
    });
  });

  it('uses every category and has unique ids, one being the Jerry Fox story', () => {
    const ids = blogPosts.map((post) => post.id);

    expect(new Set(blogPosts.map((post) => post.category))).toEqual(new Set(blogCategories));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain('jerry-fox-saves-brooklyn-borough-hall');
  });
});
