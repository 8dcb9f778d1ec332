import { blogPostIndex } from './blog-posts';
import { appRoutes, paths } from './routes';
import { NOT_FOUND_PAGE_FILE, sitePages } from './site-pages';

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
});
