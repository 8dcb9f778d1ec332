import {
  cacheControl,
  cacheControlFor,
  HASHED_FILE_GLOB,
  HASHED_URL_PATTERN,
  matchesGlob,
  REMOTE_ENTRY_URL_PATTERN,
} from './cache-rules';

const { immutable, revalidate, short } = cacheControl;

describe('the cache rules of a build', () => {
  it.each([
    ['index.html', revalidate],
    ['sw.js', revalidate],
    ['pages/index.html', revalidate],
    ['pages/blog/post/ships-cats-of-new-york-harbor.html', revalidate],
    ['sitemap.xml', revalidate],
    ['robots.txt', revalidate],
    ['site.webmanifest', revalidate],
    ['main.0123456789ab.js', immutable],
    ['main.0123456789ab.js.map', immutable],
    ['305.3e61fa5d586a.js.LICENSE.txt', immutable],
    ['assets/cat.f852b84c45ab.svg', immutable],
    ['favicon.ico', short],
    ['apple-touch-icon.png', short],
    ['social/home.png', short],
    ['workbox-a94725a4.js', short],
    ['/main.0123456789ab.js', immutable],
  ])('gives the shell’s %s %s', (file, expected) => {
    expect(cacheControlFor(file, 'shell')).toBe(expected);
  });

  it.each([
    ['mf-manifest.json', revalidate],
    ['remoteEntry.js', revalidate],
    ['__federation_expose_HomePage.c34e47fff34b.js', immutable],
    ['assets/brooklyn-heights-hero.f852b84c45ab.svg', immutable],
    ['mf-stats.json', short],
    // A remote has no pages or sitemap of its own: a file of that name is just a file.
    ['index.html', short],
    ['sitemap.xml', short],
  ])('gives a remote’s %s %s', (file, expected) => {
    expect(cacheControlFor(file, 'remote')).toBe(expected);
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

  it('lets the service worker find a remote’s entry points', () => {
    expect(REMOTE_ENTRY_URL_PATTERN.test('https://site.example/remotes/forms/remoteEntry.js')).toBe(
      true,
    );
    expect(
      REMOTE_ENTRY_URL_PATTERN.test('https://site.example/remotes/forms/mf-manifest.json'),
    ).toBe(true);
    expect(REMOTE_ENTRY_URL_PATTERN.test('https://site.example/remoteEntry.js')).toBe(false);
  });
});
