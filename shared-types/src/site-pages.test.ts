import { blogPostIndex } from './blog-posts';
import { appRoutes, findAppRoute, paths } from './routes';
import {
  findSitePage,
  isPageAddress,
  NOT_FOUND_PAGE_FILE,
  NOT_FOUND_RENDER_PATH,
  sitePages,
} from './site-pages';

describe('the prerendered pages', () => {
  it('are every route and the blog opened on each post, each in a file of its own', () => {
    expect(sitePages.map((page) => page.url)).toEqual([
      ...appRoutes.flatMap((route) =>
        route.path === paths.blog
          ? [route.path, ...blogPostIndex.map((post) => paths.blogPost(post.id))]
          : [route.path],
      ),
    ]);
    const files = sitePages.map((page) => page.file);
    expect(new Set([...files, NOT_FOUND_PAGE_FILE]).size).toBe(files.length + 1);
  });

  it('write a post’s page under the blog’s folder, dated as the post', () => {
    const page = findSitePage('/blog', '?post=jerry-fox-saves-brooklyn-borough-hall');
    expect(page).toMatchObject({
      url: '/blog?post=jerry-fox-saves-brooklyn-borough-hall',
      file: 'pages/blog/post/jerry-fox-saves-brooklyn-borough-hall.html',
      socialImage: 'post',
      query: { param: 'post', lastModified: '2025-01-07' },
    });
  });

  it('answer a route with its page, whatever else its query holds', () => {
    expect(findSitePage('/tours/')?.file).toBe('pages/tours.html');
    expect(findSitePage('/blog', '?category=History')?.file).toBe('pages/blog.html');
    expect(findSitePage('/blog', '?post=no-such-post')?.file).toBe('pages/blog.html');
    expect(findSitePage('/blog', '?utm_source=x&post=financial-district-felines')?.file).toBe(
      'pages/blog/post/financial-district-felines.html',
    );
    expect(findSitePage('/booking', '?itemId=562630')?.file).toBe('pages/booking.html');
  });

  it('answer nothing off the routes, the not-found page’s render path included', () => {
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
  ])('take %s for a page address: %s', (address, expected) => {
    expect(isPageAddress(address)).toBe(expected);
  });
});
