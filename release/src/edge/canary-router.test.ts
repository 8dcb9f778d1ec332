import { sitePages } from 'shared-types';

import { CANARY_BUCKET_COOKIE } from '../model/canary-pointer';
import {
  buildSiteRouterCode,
  CLOUDFRONT_FUNCTION_MAX_BYTES,
  KVS_PRELUDE,
} from './site-router-code';
import {
  loadEdge,
  viewerRequestEvent,
  type ViewerRequest,
} from './test-support/cloudfront-function';

const code = buildSiteRouterCode();
const edgeWith = (values: Record<string, unknown>) => loadEdge(code, values);

const canaryAt25 = { forms: { stable: 'v1', canary: 'v2', percent: 25 } };

describe('the canary routing of the edge function', () => {
  it('imports the key value store associated with the function and stays under 10 KB', () => {
    expect(code.startsWith(`${KVS_PRELUDE}\nconst KVS = cf.kvs();`)).toBe(true);
    expect(Buffer.byteLength(code, 'utf8')).toBeLessThan(CLOUDFRONT_FUNCTION_MAX_BYTES);
  });

  it("sends a visitor whose bucket is below the share to the canary's manifest and pages", async () => {
    const edge = edgeWith(canaryAt25);
    expect((await edge.request('/remotes/forms/mf-manifest.json', 'id', 24)).uri).toBe(
      '/remotes/forms/releases/v2/mf-manifest.json',
    );
    expect((await edge.request('/contact', 'id', 0)).uri).toBe(
      '/remotes/forms/releases/v2/pages/contact.html',
    );
  });

  it('sends a canary visitor to the canary from the pointer of a later major version too', async () => {
    const edge = edgeWith(canaryAt25);
    expect((await edge.request('/remotes/forms/contract-2/mf-manifest.json', 'id', 24)).uri).toBe(
      '/remotes/forms/releases/v2/mf-manifest.json',
    );
    expect((await edge.request('/remotes/forms/contract-2/mf-manifest.json', 'id', 25)).uri).toBe(
      '/remotes/forms/contract-2/mf-manifest.json',
    );
  });

  it("sends a canary visitor to the canary's copy of a page the stable release added", async () => {
    const edge = edgeWith({
      ...canaryAt25,
      'forms.routes': ['/contact', '/gift-cards', '/in-the-news', '/petition-jerry-fox'],
    });
    expect((await edge.request('/gift-cards', 'id', 3)).uri).toBe(
      '/remotes/forms/releases/v2/pages/gift-cards.html',
    );
    expect((await edge.request('/gift-cards', 'id', 80)).uri).toBe('/pages/gift-cards.html');
  });

  it("sends a canary visitor to the canary's page of a query value, as its release renders it", async () => {
    const edge = edgeWith({ 'blog-gallery': { stable: 'v1', canary: 'v2', percent: 25 } });
    const post = sitePages.find((page) => page.query)!;
    const event = viewerRequestEvent(post.route.path, `?${post.query!.param}=${post.query!.value}`);
    event.request.cookies[CANARY_BUCKET_COOKIE] = { value: '5' };
    const routed = (await edge.handler({
      ...event,
      context: { ...event.context, requestId: 'p' },
    })) as ViewerRequest;
    expect(routed.uri).toBe(`/remotes/blog-gallery/releases/v2/${post.file}`);
  });

  it("leaves every other visitor, and the other sections' addresses, on the stable pointer", async () => {
    const edge = edgeWith(canaryAt25);
    expect((await edge.request('/remotes/forms/mf-manifest.json', 'id', 25)).uri).toBe(
      '/remotes/forms/mf-manifest.json',
    );
    expect((await edge.request('/contact', 'id', 99)).uri).toBe('/pages/contact.html');
    expect((await edge.request('/about', 'id', 0)).uri).toBe('/pages/about.html');
    expect((await edge.request('/remotes/forms/releases/v1/remoteEntry.js', 'id', 0)).uri).toBe(
      '/remotes/forms/releases/v1/remoteEntry.js',
    );
  });

  it('routes nothing without a canary, or with a pointer it must not trust', async () => {
    for (const values of [
      {},
      { forms: { stable: 'v1' } },
      { forms: { stable: 'v1', canary: '../../index.html', percent: 25 } },
      { forms: { stable: 'v1', canary: 'v2', percent: 0 } },
    ]) {
      const edge = edgeWith(values);
      expect((await edge.request('/contact', 'id', 0)).uri).toBe('/pages/contact.html');
    }
  });

  it("gives a train's canary to the same share of visitors in every member, or to nobody", async () => {
    const train = ['forms', 'blog-gallery'];
    const member = (canary: string) => ({ stable: 'v1', canary, percent: 30, train });
    const manifests = async (edge: ReturnType<typeof edgeWith>, bucket: number) =>
      Promise.all(
        ['forms', 'blog-gallery'].map(
          async (section) =>
            (await edge.request(`/remotes/${section}/mf-manifest.json`, 'id', bucket)).uri,
        ),
      );
    const both = edgeWith({ forms: member('t1'), 'blog-gallery': member('t1') });
    for (let bucket = 0; bucket < 100; bucket += 1) {
      expect(await manifests(both, bucket)).toEqual(
        bucket < 30
          ? [
              '/remotes/forms/releases/t1/mf-manifest.json',
              '/remotes/blog-gallery/releases/t1/mf-manifest.json',
            ]
          : ['/remotes/forms/mf-manifest.json', '/remotes/blog-gallery/mf-manifest.json'],
      );
    }
    // While one member's pointer is not yet written (or already ended), or names another
    // release, nobody gets any member.
    for (const partner of [undefined, { stable: 'v1' }, member('t0')]) {
      const half = edgeWith({
        forms: member('t1'),
        ...(partner ? { 'blog-gallery': partner } : {}),
      });
      expect(await manifests(half, 0)).toEqual([
        '/remotes/forms/mf-manifest.json',
        '/remotes/blog-gallery/mf-manifest.json',
      ]);
      expect((await half.request('/contact', 'id', 0)).uri).toBe('/pages/contact.html');
    }
  });

  it('holds a switch back whose members return to releases of their own, by the train', async () => {
    const train = ['forms', 'blog-gallery'];
    const held = (canary: string, trainVersion: string) => ({
      stable: 't9',
      canary,
      percent: 100,
      train,
      trainVersion,
    });
    const edge = edgeWith({ forms: held('f3', 't9'), 'blog-gallery': held('b7', 't9') });
    expect((await edge.request('/remotes/forms/mf-manifest.json', 'id', 99)).uri).toBe(
      '/remotes/forms/releases/f3/mf-manifest.json',
    );
    expect((await edge.request('/blog', 'id', 99)).uri).toBe(
      '/remotes/blog-gallery/releases/b7/pages/blog.html',
    );
    // Another train's hold in one member: nobody is held.
    const other = edgeWith({ forms: held('f3', 't9'), 'blog-gallery': held('b7', 't8') });
    expect((await other.request('/remotes/forms/mf-manifest.json', 'id', 0)).uri).toBe(
      '/remotes/forms/mf-manifest.json',
    );
  });

  it("holds the shell's pages and files with the train's remotes, all of them or none", async () => {
    const hold = (canary: string, train: string[]) => ({
      stable: 'old',
      canary,
      percent: 100,
      train,
      trainVersion: 't5',
    });
    const shell = hold('t5', ['shell', 'forms', 'blog-gallery']);
    const forms = hold('t5', ['forms', 'blog-gallery']);
    const blog = hold('t5', ['forms', 'blog-gallery']);
    const addresses = [
      '/booking',
      '/',
      '/no-such-page',
      '/shell-release.json',
      '/sw.js',
      '/contact',
      '/remotes/blog-gallery/mf-manifest.json',
    ];
    const visit = async (edge: ReturnType<typeof edgeWith>) => {
      const uris = [];
      for (const uri of addresses) uris.push((await edge.request(uri, 'id', 99)).uri);
      return uris;
    };
    expect(await visit(edgeWith({ shell, forms, 'blog-gallery': blog }))).toEqual([
      '/releases/t5/pages/booking.html',
      '/pages/index.html',
      '/releases/t5/pages/404.html',
      '/releases/t5/shell-release.json',
      '/releases/t5/sw.js',
      '/remotes/forms/releases/t5/pages/contact.html',
      '/remotes/blog-gallery/releases/t5/mf-manifest.json',
    ]);
    const unheld = [
      '/pages/booking.html',
      '/pages/index.html',
      '/pages/404.html',
      '/shell-release.json',
      '/sw.js',
      '/pages/contact.html',
      '/remotes/blog-gallery/mf-manifest.json',
    ];
    // While any member's pointer is not yet written (or already ended), nobody is held: not the
    // remotes without the shell, nor the shell without a remote.
    expect(await visit(edgeWith({ shell, forms }))).toEqual(unheld);
    expect(await visit(edgeWith({ shell, forms: { stable: 't5' }, 'blog-gallery': blog }))).toEqual(
      unheld,
    );
    // The shell's pointer is written first and ended last: without it, the remotes' pointers are
    // a train of remotes, which holds them alone.
    expect(await visit(edgeWith({ forms, 'blog-gallery': blog }))).toEqual([
      ...unheld.slice(0, 5),
      '/remotes/forms/releases/t5/pages/contact.html',
      '/remotes/blog-gallery/releases/t5/mf-manifest.json',
    ]);
    // A held page is a page: 200 and no-cache, not the not-found answer. The files come from the
    // release's immutable copies, answered no-cache too: no browser keeps the held one after.
    const edge = edgeWith({ shell, forms, 'blog-gallery': blog });
    for (const uri of ['/booking', '/shell-release.json', '/sw.js']) {
      const routed = await edge.request(uri, 'e', 1);
      for (const request of [viewerRequestEvent(uri).request, routed]) {
        const response = await edge.response(request, 'e');
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']?.value).toBe('no-cache');
      }
    }
  });

  it("gives a first visit the bucket of its request id, and sets it as the page's cookie", async () => {
    const edge = edgeWith({ forms: { stable: 'v1', canary: 'v2', percent: 50 } });
    const seen = new Set<string>();
    for (let visit = 0; visit < 40; visit += 1) {
      const id = `request-${visit}`;
      const routed = await edge.request('/contact', id);
      const response = await edge.response(routed, id);
      const bucket = Number(response.cookies?.[CANARY_BUCKET_COOKIE]?.value);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(100);
      expect(response.cookies?.[CANARY_BUCKET_COOKIE]?.attributes).toContain('Path=/');
      // The page was chosen with the bucket the cookie now holds.
      expect(routed.uri).toBe(
        bucket < 50 ? '/remotes/forms/releases/v2/pages/contact.html' : '/pages/contact.html',
      );
      seen.add(routed.uri);
    }
    expect(seen.size).toBe(2);
  });

  it('keeps a cookie it set, and sets none on files', async () => {
    const edge = edgeWith(canaryAt25);
    const withCookie = await edge.request('/contact', 'a', 3);
    expect((await edge.response(withCookie, 'a')).cookies?.[CANARY_BUCKET_COOKIE]).toBeUndefined();
    const script = await edge.request('/main.0123456789ab.js', 'b');
    expect((await edge.response(script, 'b')).cookies?.[CANARY_BUCKET_COOKIE]).toBeUndefined();
  });

  it('answers pages and manifests no-cache, so no browser keeps a release across assignments', async () => {
    const edge = edgeWith(canaryAt25);
    for (const uri of ['/contact', '/remotes/forms/mf-manifest.json']) {
      const routed = await edge.request(uri, 'c', 1);
      for (const request of [viewerRequestEvent(uri).request, routed]) {
        expect((await edge.response(request, 'c')).headers['cache-control']?.value).toBe(
          'no-cache',
        );
      }
    }
    const chunk = await edge.request('/remotes/forms/releases/v2/remoteEntry.js', 'd', 1);
    expect((await edge.response(chunk, 'd')).headers['cache-control']).toBeUndefined();
  });
});
