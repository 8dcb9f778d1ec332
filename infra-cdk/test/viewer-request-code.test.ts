import {
  appRoutes,
  BLOG_POST_REDIRECT_PREFIX,
  prerenderedPageFile,
  redirectTable,
  resolveRedirect,
} from 'shared-types';

import {
  buildViewerRequestCode,
  CLOUDFRONT_FUNCTION_MAX_BYTES,
} from '../lib/edge/viewer-request-code';
import {
  isResponse,
  loadHandler,
  viewerRequestEvent,
  type ViewerRequest,
  type ViewerResponse,
} from './support/cloudfront-function';

const code = buildViewerRequestCode();
const handler = loadHandler(code);

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

/** The URI forwarded to the origin. */
function forwardedUri(uri: string, search = ''): string {
  const result = run(uri, search);
  if (isResponse(result)) throw new Error(`${uri} was answered with ${result.statusCode}`);
  return result.uri;
}

describe('the viewer-request function generated from the shared redirect table', () => {
  it('fits the 10 KB limit of CloudFront Functions', () => {
    expect(Buffer.byteLength(code, 'utf8')).toBeLessThan(CLOUDFRONT_FUNCTION_MAX_BYTES);
  });

  it('embeds every row of the table', () => {
    for (const rule of redirectTable) {
      expect(code).toContain(JSON.stringify(rule.from));
    }
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

  it.each([
    ['/', '/pages/index.html'],
    ['/tours', '/pages/tours.html'],
    ['/tours/brooklyn-heights', '/pages/tours/brooklyn-heights.html'],
    ['/blog', '/pages/blog.html'],
    ['/blog/', '/pages/blog.html'],
    ['/contact', '/pages/contact.html'],
  ])('serves the route %s from its prerendered page %s', (uri, page) => {
    expect(forwardedUri(uri)).toBe(page);
  });

  it('serves every route of the site from the page the prerender writes for it', () => {
    for (const route of appRoutes) {
      expect(forwardedUri(route.path)).toBe(`/${prerenderedPageFile(route.path)}`);
    }
  });

  it.each(['/unknown/page', '/tours/nowhere', '/Tours'])(
    'serves the extension-less path %s, no route of the site, from /index.html',
    (uri) => {
      expect(forwardedUri(uri)).toBe('/index.html');
    },
  );

  it('keeps the query of a rewritten path for the SPA', () => {
    const result = run('/blog', '?post=some-post');
    expect(isResponse(result)).toBe(false);
    expect((result as ViewerRequest).querystring).toEqual({ post: { value: 'some-post' } });
  });

  it.each([
    '/main.3f9a2c1b.js',
    '/styles.abc123.css',
    '/sw.js',
    '/favicon.svg',
    '/images/cat.webp',
  ])('leaves the file %s alone', (uri) => {
    expect(forwardedUri(uri)).toBe(uri);
  });

  it.each([
    '/remotes/forms/remoteEntry.js',
    '/remotes/home-tours/mf-manifest.json',
    '/remotes/forms/',
  ])('leaves the remote path %s alone', (uri) => {
    expect(forwardedUri(uri)).toBe(uri);
  });

  it('leaves /api/ paths alone', () => {
    expect(forwardedUri('/api/contact')).toBe('/api/contact');
  });

  it('follows the first row when a table repeats a path', () => {
    const custom = loadHandler(
      buildViewerRequestCode({
        redirects: [
          { from: '/old', to: '/first' },
          { from: '/old', to: '/second' },
        ],
      }),
    );
    const result = custom(viewerRequestEvent('/old'));
    expect(isResponse(result) && result.headers.location?.value).toBe('/first');
  });
});
