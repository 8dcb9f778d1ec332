import { BLOG_POST_REDIRECT_PREFIX, redirectTable } from 'shared-types';

import { resolveRedirect } from './redirects';

// Written out from the site's list of legacy addresses on purpose, not derived from `redirectTable`.
const specRows: readonly (readonly [from: string, to: string])[] = [
  ['/sitemap.html', '/sitemap'],
  ['/financial-district-cat-tour', '/tours/financial-district'],
  ['/financial-district', '/tours/financial-district'],
  ['/brooklyn-heights-cat-tour', '/tours/brooklyn-heights'],
  ['/brooklyn-heights', '/tours/brooklyn-heights'],
  ['/brooklyn', '/tours/brooklyn-heights'],
  ['/lower-east-side-cat-tour', '/tours/lower-east-side'],
  ['/lower-east-side', '/tours/lower-east-side'],
  ['/private-cat-tours', '/tours/private-tours'],
  ['/private-tours', '/tours/private-tours'],
  ['/tour', '/tours'],
  ['/cat-tours', '/tours'],
  ['/tourinfo', '/tours'],
  ['/cat-tour', '/tours'],
  ['/cats', '/'],
  ['/index.html', '/'],
  ['/index.php', '/'],
  ['/home', '/'],
  ['/about-us', '/about'],
  ['/about-peggy', '/about'],
  ['/about.html', '/about'],
  ['/contactus', '/contact'],
  ['/contact-us', '/contact'],
  ['/contact.html', '/contact'],
  ['/book', '/booking'],
  ['/book-a-tour', '/booking'],
  ['/book-tour', '/booking'],
  ['/reserve', '/booking'],
  ['/reservation', '/booking'],
  ['/press', '/press-kit'],
  ['/media', '/press-kit'],
  ['/news', '/in-the-news'],
  ['/media-coverage', '/in-the-news'],
  ['/photo', '/gallery'],
  ['/photos', '/gallery'],
  ['/image', '/gallery'],
  ['/images', '/gallery'],
  ['/gallery.html', '/gallery'],
  ['/articles', '/blog'],
  ['/stories', '/blog'],
  ['/post', '/blog'],
  ['/posts', '/blog'],
  ['/blog.html', '/blog'],
];

describe('resolveRedirect', () => {
  test.each(specRows)('%s redirects to %s', (from, to) => {
    expect(resolveRedirect(from)).toBe(to);
  });

  test.each(specRows)('%s/ with a trailing slash redirects to %s too', (from, to) => {
    expect(resolveRedirect(`${from}/`)).toBe(to);
  });

  test('the table holds exactly these rows, one per legacy path', () => {
    expect(redirectTable.map((rule) => [rule.from, rule.to])).toEqual(specRows);
    expect(new Set(redirectTable.map((rule) => rule.from)).size).toBe(redirectTable.length);
  });

  test('keeps the query string, with or without its leading question mark', () => {
    expect(resolveRedirect('/about-us', '?utm_source=flyer&x=1')).toBe(
      '/about?utm_source=flyer&x=1',
    );
    expect(resolveRedirect('/book', 'itemId=577800')).toBe('/booking?itemId=577800');
    expect(resolveRedirect('/home', '?')).toBe('/');
  });

  test('ignores trailing slashes, including repeated ones', () => {
    expect(resolveRedirect('/about-us/')).toBe('/about');
    expect(resolveRedirect('/about-us//', '?a=b')).toBe('/about?a=b');
  });

  test('matches legacy paths whatever their letter case, as the router does', () => {
    expect(resolveRedirect('/About-Us')).toBe('/about');
    expect(resolveRedirect('/INDEX.HTML')).toBe('/');
  });

  test('moves a blog post URL to the post query', () => {
    expect(BLOG_POST_REDIRECT_PREFIX).toBe('/blog/');
    expect(resolveRedirect('/blog/some-id')).toBe('/blog?post=some-id');
    expect(resolveRedirect('/blog/jerry-fox-saves-brooklyn-borough-hall/')).toBe(
      '/blog?post=jerry-fox-saves-brooklyn-borough-hall',
    );
  });

  test('keeps the other query values of a blog post URL', () => {
    expect(resolveRedirect('/blog/x', '?ref=y')).toBe('/blog?post=x&ref=y');
    expect(resolveRedirect('/blog/x', 'ref=y&utm=z')).toBe('/blog?post=x&ref=y&utm=z');
  });

  test('lets the id in the path win over a post value in the query', () => {
    expect(resolveRedirect('/blog/x', '?post=old&ref=y')).toBe('/blog?post=x&ref=y');
  });

  test('encodes the post id once, keeping its case', () => {
    expect(resolveRedirect('/blog/Caf%C3%A9 Cats')).toBe('/blog?post=Caf%C3%A9%20Cats');
    expect(resolveRedirect('/blog/a&b=c')).toBe('/blog?post=a%26b%3Dc');
    expect(resolveRedirect('/blog/100%')).toBe('/blog?post=100%25');
  });

  test.each(['/blog', '/blog/', '/about', '/unknown', '/', '/tours', '/blog/a/b', '/blogs/x'])(
    '%s is not a redirect',
    (pathname) => {
      expect(resolveRedirect(pathname)).toBeNull();
    },
  );

  test('is self-contained, so the CloudFront generator can serialise it', () => {
    const source = resolveRedirect.toString();
    expect(source).not.toMatch(/URLSearchParams|require\(|import\(/);
  });
});
