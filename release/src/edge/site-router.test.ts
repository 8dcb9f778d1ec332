import {
  BLOG_POST_REDIRECT_PREFIX,
  NOT_FOUND_PAGE_FILE,
  remoteOf,
  remotes,
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

function run(uri: string, search = ''): Promise<ViewerRequest | ViewerResponse> {
  return handler(viewerRequestEvent(uri, search));
}

/** The Location the function answers with, or null when it forwards the request. */
async function locationOf(uri: string, search = ''): Promise<string | null> {
  const result = await run(uri, search);
  if (!isResponse(result)) return null;
  expect(result.statusCode).toBe(301);
  return result.headers.location?.value ?? null;
}

/** The request the function forwards to the cache and the bucket. */
async function forwarded(uri: string, search = ''): Promise<ViewerRequest> {
  const result = await run(uri, search);
  if (isResponse(result)) throw new Error(`${uri} was answered with ${result.statusCode}`);
  return result;
}

/**
 * What the viewer gets for `uri` when the bucket answers the forwarded request with `status`.
 * CloudFront hands the response function the request either as the viewer sent it or as it was
 * rewritten; the status must come out the same either way.
 */
async function statusSeen(uri: string, search = '', status = 200): Promise<number> {
  const requests = [viewerRequestEvent(uri, search).request, await forwarded(uri, search)];
  const statuses: number[] = [];
  for (const request of requests) {
    statuses.push(
      ((await handler(viewerResponseEvent(request, status))) as ViewerResponse).statusCode,
    );
  }
  expect(statuses[0]).toBe(statuses[1]);
  return statuses[0]!;
}

describe('the site function built from site-router.js and the shared route data', () => {
  it('fits the 10 KB limit of CloudFront Functions', async () => {
    expect(Buffer.byteLength(code, 'utf8')).toBeLessThan(CLOUDFRONT_FUNCTION_MAX_BYTES);
  });

  it('carries every redirect row and every prerendered page as data', () => {
    const data = siteRouterData();
    for (const rule of redirectTable) expect(data.redirects[rule.from]).toBeDefined();
    for (const page of sitePages) {
      expect(data.pages[page.route.path]).toBe(
        page.route.owner === 'shell' ? '' : remotes[remoteOf(page.route.owner)].publicDir,
      );
      if (page.query) expect(data.queryPages[page.route.path]?.values).toContain(page.query.value);
    }
  });

  describe("a remote's pages, as its last release listed them in the key value store", () => {
    const formsPaths = sitePages
      .filter((page) => page.route.owner !== 'shell' && remoteOf(page.route.owner) === 'forms')
      .map((page) => page.route.path);
    const edgeWith = (values: Record<string, unknown>) => loadHandler(code, values);
    const send = async (edge: ReturnType<typeof edgeWith>, uri: string) => {
      const request = (await edge(viewerRequestEvent(uri))) as ViewerRequest;
      const statuses: number[] = [];
      for (const seen of [viewerRequestEvent(uri).request, request]) {
        const response = (await edge(viewerResponseEvent(seen))) as ViewerResponse;
        statuses.push(response.statusCode);
      }
      return { uri: request.uri, statuses };
    };

    it('serves a page the release added, which the site was deployed without', async () => {
      const edge = edgeWith({ 'forms.routes': [...formsPaths, '/gift-cards'] });
      expect(await send(edge, '/gift-cards/')).toEqual({
        uri: '/pages/gift-cards.html',
        statuses: [200, 200],
      });
      expect(await send(loadHandler(code), '/gift-cards')).toEqual({
        uri: notFoundPage,
        statuses: [404, 404],
      });
    });

    it('answers a page the release removed with the not-found page and 404', async () => {
      const edge = edgeWith({ 'forms.routes': formsPaths.filter((path) => path !== '/press-kit') });
      expect(await send(edge, '/press-kit')).toEqual({ uri: notFoundPage, statuses: [404, 404] });
      expect((await send(edge, '/contact')).uri).toBe('/pages/contact.html');
      // The other remotes keep the site's data until their releases list their own.
      expect((await send(edge, '/about')).uri).toBe('/pages/about.html');
    });

    it("never lets a list take the shell's page or a redirect's source", async () => {
      const edge = edgeWith({ 'forms.routes': [...formsPaths, '/booking', '/about-us'] });
      expect((await send(edge, '/booking')).uri).toBe('/pages/booking.html');
      const redirect = await edge(viewerRequestEvent('/about-us'));
      expect(isResponse(redirect) && redirect.statusCode).toBe(301);
    });

    it("keeps the site's data for a value that is no list", async () => {
      const edge = edgeWith({ 'forms.routes': { '/gift-cards': true } });
      expect((await send(edge, '/contact')).uri).toBe('/pages/contact.html');
      expect((await send(edge, '/gift-cards')).uri).toBe(notFoundPage);
    });
  });

  describe.each(redirectTable.map((rule) => [rule.from, rule.to]))('%s', (from, to) => {
    it(`answers 301 to ${to}, as resolveRedirect does`, async () => {
      expect(await locationOf(from)).toBe(to);
      expect(await locationOf(from)).toBe(resolveRedirect(from));
    });

    it('keeps the query string', async () => {
      const search = '?utm_source=newsletter&ref=a%20b';
      expect(await locationOf(from, search)).toBe(`${to}${search}`);
      expect(await locationOf(from, search)).toBe(resolveRedirect(from, search));
    });

    it('also redirects with a trailing slash and in capitals', async () => {
      expect(await locationOf(`${from}/`)).toBe(resolveRedirect(`${from}/`));
      expect(await locationOf(from.toUpperCase())).toBe(resolveRedirect(from.toUpperCase()));
      expect(await locationOf(`${from}/`)).toBe(to);
    });
  });

  it('sends /blog/{id} to /blog?post={id}, keeping other query values', async () => {
    const id = 'jerry-fox-saves-brooklyn-borough-hall';
    expect(await locationOf(`${BLOG_POST_REDIRECT_PREFIX}${id}`)).toBe(`/blog?post=${id}`);
    expect(await locationOf(`/blog/${id}/`, '?utm_source=x')).toBe(`/blog?post=${id}&utm_source=x`);
  });

  it.each([
    ['/blog/some-post', ''],
    ['/blog/Some-Post', '?a=1&b=2'],
    ['/blog/post%20with%20space', ''],
    ['/blog/bad%E0%A4%A', ''],
    ['/blog/x', '?post=old&keep=1'],
    ['/BLOG/x', ''],
  ])('matches resolveRedirect for %s%s', async (uri, search) => {
    expect(await locationOf(uri, search)).toBe(resolveRedirect(uri, search));
  });

  it('repeats a repeated query name (multiValue)', async () => {
    expect(await locationOf('/photos', '?tag=cats&tag=history')).toBe(
      '/gallery?tag=cats&tag=history',
    );
    expect(await locationOf('/photos', '?tag=cats&tag=history')).toBe(
      resolveRedirect('/photos', '?tag=cats&tag=history'),
    );
  });

  it('writes a name without a value as the bare name', async () => {
    expect(await locationOf('/press', '?print')).toBe('/press-kit?print');
  });

  describe.each(sitePages.map((page) => [page.url, page]))('%s', (url, page) => {
    const [pathname, search = ''] = url.split('?');

    it(`is served from ${page.file} with status 200`, async () => {
      expect((await forwarded(pathname!, search)).uri).toBe(`/${page.file}`);
      expect(await statusSeen(pathname!, search)).toBe(200);
    });
  });

  it.each([
    ['/', '/pages/index.html'],
    ['/tours/', '/pages/tours.html'],
    ['/blog', '/pages/blog.html'],
    ['/blog/', '/pages/blog.html'],
  ])('serves %s from %s', async (uri, file) => {
    expect((await forwarded(uri)).uri).toBe(file);
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
  ])('serves /blog%s from %s, keeping the query for the page', async (search, file) => {
    const request = await forwarded('/blog', search);
    expect(request.uri).toBe(file);
    expect(request.querystring).toEqual(viewerRequestEvent('/blog', search).request.querystring);
    expect(await statusSeen('/blog', search)).toBe(200);
  });

  it.each(['/unknown/page', '/tours/nowhere', '/Tours', '/404', '/old-page.html', '/blog/a/b'])(
    'answers %s, which no page, redirect or file has, with the not-found page and 404',
    async (uri) => {
      expect((await forwarded(uri)).uri).toBe(notFoundPage);
      expect(await statusSeen(uri)).toBe(404);
      expect(findSitePage(uri)).toBeUndefined();
      expect(resolveRedirect(uri)).toBeNull();
    },
  );

  it('leaves a 304 of the not-found page alone: the browser’s copy already says 404', async () => {
    expect(await statusSeen('/unknown/page', '', 304)).toBe(304);
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
  ])('forwards %s as it is, and its answer unchanged', async (uri) => {
    expect((await forwarded(uri)).uri).toBe(uri);
    expect(await statusSeen(uri)).toBe(200);
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
  ])('agrees with shared-types on %s', async (uri) => {
    const page = findSitePage(uri);
    const expected = !isPageAddress(uri)
      ? uri
      : resolveRedirect(uri) !== null
        ? null
        : `/${page?.file ?? NOT_FOUND_PAGE_FILE}`;
    if (expected === null) expect(await locationOf(uri)).toBe(resolveRedirect(uri));
    else expect((await forwarded(uri)).uri).toBe(expected);
  });

  it('follows the first row when a table repeats a path', async () => {
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
    const result = await custom(viewerRequestEvent('/old'));
    expect(isResponse(result) && result.headers.location?.value).toBe('/first');
  });
});
