import {
  BLOG_POST_REDIRECT_PREFIX,
  NOT_FOUND_PAGE_FILE,
  sitePages,
  redirectTable,
} from 'shared-types';
import { findSitePage, isPageAddress, resolveRedirect } from 'site-rules';

import {
  buildSiteRouterCode,
  CLOUDFRONT_FUNCTION_MAX_BYTES,
  siteRouterData,
} from './site-router-code';
import {
  isResponse,
  loadHandler,
  viewerRequestEvent,
  viewerResponseEvent,
  type ViewerRequest,
  type ViewerResponse,
} from './test-support/cloudfront-function';

const code = buildSiteRouterCode();
const handler = loadHandler(code);
const notFoundPage = `/${NOT_FOUND_PAGE_FILE}`;

function run(uri: string, search = ''): ViewerRequest | ViewerResponse {
  return handler(viewerRequestEvent(uri, search));
}

/** The Location the function answers with, or null when it forwards the request. */
function locationOf(uri: string, search = ''): string | null {
  const result = run(uri, search);
  if (!isResponse(result)) return null;
  expect(result.statusCode).toBe(301);
  return result.headers.location?.value ?? null;
}

/** The request the function forwards to the cache and the bucket. */
function forwarded(uri: string, search = ''): ViewerRequest {
  const result = run(uri, search);
  if (isResponse(result)) throw new Error(`${uri} was answered with ${result.statusCode}`);
  return result;
}

/**
 * What the viewer gets for `uri` when the bucket answers the forwarded request with `status`.
 * CloudFront hands the response function the request either as the viewer sent it or as it was
 * rewritten; the status must come out the same either way.
 */
function statusSeen(uri: string, search = '', status = 200): number {
  const statuses = [viewerRequestEvent(uri, search).request, forwarded(uri, search)].map(
    (request) => (handler(viewerResponseEvent(request, status)) as ViewerResponse).statusCode,
  );
  expect(statuses[0]).toBe(statuses[1]);
  return statuses[0]!;
}

describe('the site function built from site-router.js and the shared route data', () => {
  it('fits the 10 KB limit of CloudFront Functions', () => {
    expect(Buffer.byteLength(code, 'utf8')).toBeLessThan(CLOUDFRONT_FUNCTION_MAX_BYTES);
  });

  it('carries every redirect row and every prerendered page as data', () => {
    const data = siteRouterData();
    for (const rule of redirectTable) expect(data.redirects[rule.from]).toBeDefined();
    for (const page of sitePages) expect(code).toContain(JSON.stringify(`/${page.file}`));
  });

  describe.each(redirectTable.map((rule) => [rule.from, rule.to]))('%s', (from, to) => {
    it(`answers 301 to ${to}, as resolveRedirect does`, () => {
      expect(locationOf(from)).toBe(to);
      expect(locationOf(from)).toBe(resolveRedirect(from));
    });

    it('keeps the query string', () => {
      const search = '?utm_source=newsletter&ref=a%20b';
      expect(locationOf(from, search)).toBe(`${to}${search}`);
      expect(locationOf(from, search)).toBe(resolveRedirect(from, search));
    });

    it('also redirects with a trailing slash and in capitals', () => {
      expect(locationOf(`${from}/`)).toBe(resolveRedirect(`${from}/`));
      expect(locationOf(from.toUpperCase())).toBe(resolveRedirect(from.toUpperCase()));
      expect(locationOf(`${from}/`)).toBe(to);
    });
  });

  it('sends /blog/{id} to /blog?post={id}, keeping other query values', () => {
    const id = 'jerry-fox-saves-brooklyn-borough-hall';
    expect(locationOf(`${BLOG_POST_REDIRECT_PREFIX}${id}`)).toBe(`/blog?post=${id}`);
    expect(locationOf(`/blog/${id}/`, '?utm_source=x')).toBe(`/blog?post=${id}&utm_source=x`);
  });

  it.each([
    ['/blog/some-post', ''],
    ['/blog/Some-Post', '?a=1&b=2'],
    ['/blog/post%20with%20space', ''],
    ['/blog/bad%E0%A4%A', ''],
    ['/blog/x', '?post=old&keep=1'],
    ['/BLOG/x', ''],
  ])('matches resolveRedirect for %s%s', (uri, search) => {
    expect(locationOf(uri, search)).toBe(resolveRedirect(uri, search));
  });

  it('repeats a repeated query name (multiValue)', () => {
    expect(locationOf('/photos', '?tag=cats&tag=history')).toBe('/gallery?tag=cats&tag=history');
    expect(locationOf('/photos', '?tag=cats&tag=history')).toBe(
      resolveRedirect('/photos', '?tag=cats&tag=history'),
    );
  });

  it('writes a name without a value as the bare name', () => {
    expect(locationOf('/press', '?print')).toBe('/press-kit?print');
  });

  describe.each(sitePages.map((page) => [page.url, page]))('%s', (url, page) => {
    const [pathname, search = ''] = url.split('?');

    it(`is served from ${page.file} with status 200`, () => {
      expect(forwarded(pathname!, search).uri).toBe(`/${page.file}`);
      expect(statusSeen(pathname!, search)).toBe(200);
    });
  });

  it.each([
    ['/', '/pages/index.html'],
    ['/tours/', '/pages/tours.html'],
    ['/blog', '/pages/blog.html'],
    ['/blog/', '/pages/blog.html'],
  ])('serves %s from %s', (uri, file) => {
    expect(forwarded(uri).uri).toBe(file);
  });

  it.each([
    [
      '?post=working-cats-of-old-new-york&utm_source=x',
      '/pages/blog/post/working-cats-of-old-new-york.html',
    ],
    [
      '?utm_source=x&post=working-cats-of-old-new-york',
      '/pages/blog/post/working-cats-of-old-new-york.html',
    ],
    ['?post=working%2Dcats-of-old-new-york', '/pages/blog/post/working-cats-of-old-new-york.html'],
    ['?post=no-such-post', '/pages/blog.html'],
    ['?category=History', '/pages/blog.html'],
  ])('serves /blog%s from %s, keeping the query for the page', (search, file) => {
    const request = forwarded('/blog', search);
    expect(request.uri).toBe(file);
    expect(request.querystring).toEqual(viewerRequestEvent('/blog', search).request.querystring);
    expect(statusSeen('/blog', search)).toBe(200);
  });

  it.each(['/unknown/page', '/tours/nowhere', '/Tours', '/404', '/old-page.html', '/blog/a/b'])(
    'answers %s, which no page, redirect or file has, with the not-found page and 404',
    (uri) => {
      expect(forwarded(uri).uri).toBe(notFoundPage);
      expect(statusSeen(uri)).toBe(404);
      expect(findSitePage(uri)).toBeUndefined();
      expect(resolveRedirect(uri)).toBeNull();
    },
  );

  it('leaves a 304 of the not-found page alone: the browser’s copy already says 404', () => {
    expect(statusSeen('/unknown/page', '', 304)).toBe(304);
  });

  it.each([
    // Files.
    '/main.3f9a2c1b.js',
    '/styles.abc123.css',
    '/sw.js',
    '/sitemap.xml',
    '/robots.txt',
    '/site.webmanifest',
    '/favicon.ico',
    '/social/home.png',
    '/pages/tours.html',
    '/images/cat.webp',
    // Other behaviours' paths.
    '/remotes/forms/remoteEntry.js',
    '/remotes/home-tours/mf-manifest.json',
    '/remotes/forms/',
    '/api/contact',
    '/api/unknown',
  ])('forwards %s as it is, and its answer unchanged', (uri) => {
    expect(forwarded(uri).uri).toBe(uri);
    expect(statusSeen(uri)).toBe(200);
  });

  it.each([
    '/',
    '/tours/',
    '/blog',
    '/nowhere',
    '/about.html',
    '/pages/blog.html',
    '/favicon.ico',
    '/blog/x/y',
  ])('agrees with shared-types on %s', (uri) => {
    const page = findSitePage(uri);
    const expected = !isPageAddress(uri)
      ? uri
      : resolveRedirect(uri) !== null
        ? null
        : `/${page?.file ?? NOT_FOUND_PAGE_FILE}`;
    if (expected === null) expect(locationOf(uri)).toBe(resolveRedirect(uri));
    else expect(forwarded(uri).uri).toBe(expected);
  });

  it('follows the first row when a table repeats a path', () => {
    const custom = loadHandler(
      buildSiteRouterCode(
        siteRouterData({
          redirects: [
            { from: '/old', to: '/first' },
            { from: '/old', to: '/second' },
          ],
        }),
      ),
    );
    const result = custom(viewerRequestEvent('/old'));
    expect(isResponse(result) && result.headers.location?.value).toBe('/first');
  });
});
