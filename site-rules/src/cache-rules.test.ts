import { cacheControl, HASHED_FILE_GLOB, HASHED_URL_PATTERN } from 'shared-types';

import { cacheControlFor, matchesGlob } from './cache-rules';

const { immutable, revalidate, short } = cacheControl;

describe('the cache rules of a build', () => {
  it.each([
    ['shell', 'index.html', revalidate],
    ['shell', 'sw.js', revalidate],
    ['shell', 'pages/index.html', revalidate],
    ['shell', 'pages/blog/post/ships-cats-of-new-york-harbor.html', revalidate],
    ['shell', 'sitemap.xml', revalidate],
    ['shell', 'robots.txt', revalidate],
    ['shell', 'site.webmanifest', revalidate],
    ['shell', 'main.0123456789ab.js', immutable],
    ['shell', 'main.0123456789ab.js.map', immutable],
    ['shell', '305.3e61fa5d586a.js.LICENSE.txt', immutable],
    ['shell', 'assets/cat.f852b84c45ab.svg', immutable],
    ['shell', 'favicon.ico', short],
    ['shell', 'apple-touch-icon.png', short],
    ['shell', 'social/home.png', short],
    ['shell', 'workbox-a94725a4.js', short],
    ['shell', '/main.0123456789ab.js', immutable],
    ['remote', 'mf-manifest.json', revalidate],
    ['remote', 'remoteEntry.js', revalidate],
    ['remote', '__federation_expose_HomePage.c34e47fff34b.js', immutable],
    ['remote', 'assets/brooklyn-heights-hero.f852b84c45ab.svg', immutable],
    ['remote', 'mf-stats.json', short],
    // A remote has no pages or sitemap of its own: a file of that name is just a file.
    ['remote', 'index.html', short],
    ['remote', 'sitemap.xml', short],
  ] as const)('gives a %s’s %s %s', (role, file, expected) => {
    expect(cacheControlFor(file, role)).toBe(expected);
  });

  it('reads globs as aws s3 sync does: * crosses folders, classes match one character', () => {
    expect(matchesGlob('pages/*', 'pages/blog/post/x.html')).toBe(true);
    expect(matchesGlob('pages/*', 'pagesx/y.html')).toBe(false);
    expect(matchesGlob('index.html', 'pages/index.html')).toBe(false);
    expect(matchesGlob(HASHED_FILE_GLOB, 'a/b.0123456789ab.c')).toBe(true);
    expect(matchesGlob(HASHED_FILE_GLOB, 'b.0123456789a.c')).toBe(false);
    expect(matchesGlob(HASHED_FILE_GLOB, 'b.0123456789ag.c')).toBe(false);
    expect(matchesGlob('site.webmanifest', 'siteXwebmanifest')).toBe(false);
  });

  it('lets the service worker see the same files as content-hashed', () => {
    for (const file of [
      'main.0123456789ab.js',
      'main.0123456789ab.js.map',
      'assets/cat.f852b84c45ab.svg',
      'favicon.ico',
      'workbox-a94725a4.js',
      'remoteEntry.js',
      'pages/blog.html',
    ]) {
      expect(HASHED_URL_PATTERN.test(`https://site.example/${file}`)).toBe(
        matchesGlob(HASHED_FILE_GLOB, file),
      );
    }
  });
});
