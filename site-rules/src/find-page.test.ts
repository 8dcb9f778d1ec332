import { NOT_FOUND_RENDER_PATH } from 'shared-types';

import { findAppRoute, findSitePage, isPageAddress, normalizePath } from './find-page';

describe('the route of a path', () => {
  it('is found whatever trailing slashes the path has, and is none off the routes', () => {
    expect(findAppRoute('/tours/')?.path).toBe('/tours');
    expect(findAppRoute('/')?.path).toBe('/');
    expect(findAppRoute('/nowhere')).toBeUndefined();
    expect(normalizePath('/blog//')).toBe('/blog');
  });
});

describe('the prerendered page that answers an address', () => {
  it('is the post’s own for a post, under the blog’s folder and dated as the post', () => {
    const page = findSitePage('/blog', '?post=jerry-fox-saves-brooklyn-borough-hall');
    expect(page).toMatchObject({
      url: '/blog?post=jerry-fox-saves-brooklyn-borough-hall',
      file: 'pages/blog/post/jerry-fox-saves-brooklyn-borough-hall.html',
      socialImage: 'post',
      query: { param: 'post', lastModified: '2025-01-07' },
    });
  });

  it('is the route’s page, whatever else its query holds', () => {
    expect(findSitePage('/tours/')?.file).toBe('pages/tours.html');
    expect(findSitePage('/blog', '?category=History')?.file).toBe('pages/blog.html');
    expect(findSitePage('/blog', '?post=no-such-post')?.file).toBe('pages/blog.html');
    expect(findSitePage('/blog', '?utm_source=x&post=financial-district-felines')?.file).toBe(
      'pages/blog/post/financial-district-felines.html',
    );
    expect(findSitePage('/booking', '?itemId=562630')?.file).toBe('pages/booking.html');
  });

  it('is none off the routes, the not-found page’s render path included', () => {
    expect(findSitePage('/nowhere')).toBeUndefined();
    expect(findSitePage(NOT_FOUND_RENDER_PATH)).toBeUndefined();
    expect(findAppRoute(NOT_FOUND_RENDER_PATH)).toBeUndefined();
  });

  it.each([
    ['/', true],
    ['/tours/brooklyn-heights', true],
    ['/about.html', true],
    ['/main.0123456789ab.js', false],
    ['/sitemap.xml', false],
    ['/pages/tours.html', false],
  ])('takes %s for a page address: %s', (address, expected) => {
    expect(isPageAddress(address)).toBe(expected);
  });
});
