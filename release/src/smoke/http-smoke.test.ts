/** @jest-environment node */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { PRERENDERED_BUILDS_META, remoteNames, remoteOf, remotes, sitePages } from 'shared-types';
import { remoteBuildOf } from 'site-rules';

import type { StoredObject } from '../targets/bucket-site';
import { serveTestSite, type TestSite } from '../test-support/stage-site';
import { pageAssets, prerenderedBuilds, smokeStage } from './http-smoke';

const listen = (server: Server) =>
  new Promise<string>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
    });
  });

/** A composed stage as the pointers leave it: every remote's release, every page prerendered. */
function composedStage(): Map<string, StoredObject> {
  const objects = new Map<string, StoredObject>();
  const put = (key: string, text: string) => objects.set(key, { body: Buffer.from(text) });
  put('main.0123456789ab.js', 'main');
  const builds: Record<string, string> = {};
  for (const name of remoteNames) {
    const base = `/remotes/${remotes[name].publicDir}/releases/1/`;
    const manifest = {
      metaData: { publicPath: base, remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ assets: { js: { sync: ['page.abcdef012345.js'] }, css: { sync: [] } } }],
    };
    put(`remotes/${remotes[name].publicDir}/mf-manifest.json`, JSON.stringify(manifest));
    put(`${base.slice(1)}remoteEntry.js`, 'var remote;');
    put(`${base.slice(1)}page.abcdef012345.js`, 'page');
    builds[name] = remoteBuildOf(manifest)!;
  }
  for (const page of sitePages) {
    const remote = page.route.owner === 'shell' ? undefined : remoteOf(page.route.owner);
    const meta = remote
      ? `<meta name="${PRERENDERED_BUILDS_META}" content="${JSON.stringify({ [remote]: builds[remote] }).replaceAll('"', '&quot;')}">`
      : '';
    put(
      page.file,
      `<html><head>${meta}<script defer src="/main.0123456789ab.js"></script></head>` +
        `<body><div id="root" data-prerendered="${page.route.path}"><main>page</main></div></body></html>`,
    );
  }
  return objects;
}

describe('the smoke of a composed stage', () => {
  const objects = composedStage();
  const sent: string[] = [];
  const json = (response: ServerResponse, value: unknown) =>
    response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(value));
  let site: TestSite;
  const ses = createServer((_request, response) => {
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ emails: sent.map((text) => ({ body: { text } })) }));
  });
  let siteUrl: string;
  let sesUrl: string;

  beforeAll(async () => {
    site = await serveTestSite(
      (key) => Promise.resolve(objects.get(key)),
      (request, body, response) => {
        if (request.url === '/api/form-token') json(response, { token: 'token' });
        else if (request.url === '/api/contact') {
          sent.push((JSON.parse(body) as { message: string }).message);
          json(response, { ok: true });
        } else response.writeHead(404).end();
      },
    );
    siteUrl = site.url;
    sesUrl = await listen(ses);
  });
  afterAll(async () => {
    await site.close();
    ses.close();
  });

  it('passes when every page, file and entry answers and the contact message arrives', async () => {
    const result = await smokeStage({ siteUrl, sesUrl, mailTimeoutMs: 2000 });
    expect(result.failures).toEqual([]);
    expect(result.passed).toBe(true);
    expect(result.checked).toBeGreaterThan(sitePages.length);
    expect(sent).toHaveLength(1);
  });

  it('checks a remote just switched at the pages its release claims', async () => {
    const formsPages = sitePages
      .filter((page) => page.route.owner.startsWith('forms/'))
      .map((page) => page.route.path)
      .filter((path) => path !== '/press-kit');
    const switched = { remote: 'forms' as const, pages: [...formsPages, '/gift-cards'] };
    // The release's routes file is not published: the edge does not serve the page it added.
    const unpublished = await smokeStage({ siteUrl, sesUrl, switched, mailTimeoutMs: 2000 });
    expect(unpublished.failures).toEqual(['/gift-cards answered 404']);

    const contact = objects.get('pages/contact.html')!.body.toString('utf8');
    objects.set('pages/gift-cards.html', {
      body: Buffer.from(
        contact.replace('data-prerendered="/contact"', 'data-prerendered="/gift-cards"'),
      ),
    });
    objects.set('remotes/forms/routes.json', {
      body: Buffer.from(
        JSON.stringify({
          section: 'forms',
          routes: switched.pages.map((path) => ({ path, page: 'SomePage', title: path })),
        }),
      ),
    });
    try {
      const served = await smokeStage({ siteUrl, sesUrl, switched, mailTimeoutMs: 2000 });
      expect(served.failures).toEqual([]);
      // /press-kit, which the release no longer claims, answers 404 and is not asked for.
      expect((await fetch(`${siteUrl}/press-kit`)).status).toBe(404);
    } finally {
      objects.delete('remotes/forms/routes.json');
      objects.delete('pages/gift-cards.html');
    }
  });

  it('fails on a remote entry that is missing and a page rendered from another build, naming both', async () => {
    objects.delete('remotes/forms/releases/1/remoteEntry.js');
    const contact = sitePages.find((page) => page.url === '/contact')!;
    objects.set(contact.file, {
      body: Buffer.from(
        `<meta name="${PRERENDERED_BUILDS_META}" content="{&quot;forms&quot;:&quot;stale&quot;}"><div data-prerendered="/contact"></div>`,
      ),
    });
    const result = await smokeStage({ siteUrl, sesUrl, remotes: ['forms'], mailTimeoutMs: 2000 });
    expect(result.passed).toBe(false);
    expect(result.failures).toEqual(
      expect.arrayContaining([
        '/remotes/forms/releases/1/remoteEntry.js answered 404',
        expect.stringMatching(/^\/contact was rendered from forms build stale, the site serves /),
      ]),
    );
  });
});

describe("a page's parts the smoke reads", () => {
  it('reads the builds a prerendered page names', () => {
    expect(
      prerenderedBuilds(
        `<meta name="${PRERENDERED_BUILDS_META}" content="{&quot;forms&quot;:&quot;a1b2&quot;}">`,
      ),
    ).toEqual({ forms: 'a1b2' });
  });

  it('lists same-origin scripts and style sheets, not links to pages or other hosts', () => {
    expect(
      pageAssets(
        '<script src="/main.1.js"></script><link rel="stylesheet" href="/a.css">' +
          '<link rel="canonical" href="/contact"><script src="https://cdn.example/x.js"></script>',
      ),
    ).toEqual(['/main.1.js', '/a.css']);
  });
});
