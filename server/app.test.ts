import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import request from 'supertest';

import { cacheControl, defaultExternalHosts } from 'shared-types';
import { HTTPS_ONLY, securityHeaderFields, securityHeadersFor } from 'site-rules';

import { createSiteApp } from './app';

const { immutable: IMMUTABLE, revalidate: NO_CACHE, short: SHORT } = cacheControl;

function makeLayout() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const shellDir = path.join(root, 'shell');
  const formsDir = path.join(root, 'forms');
  fs.mkdirSync(shellDir);
  fs.mkdirSync(formsDir);
  fs.writeFileSync(path.join(shellDir, 'index.html'), '<!doctype html><title>shell</title>');
  fs.mkdirSync(path.join(shellDir, 'pages', 'tours'), { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'pages', 'tours.html'), '<title>tours, prerendered</title>');
  fs.writeFileSync(
    path.join(shellDir, 'pages', 'tours', 'brooklyn-heights.html'),
    '<title>brooklyn heights, prerendered</title>',
  );
  fs.mkdirSync(path.join(shellDir, 'pages', 'blog', 'post'), { recursive: true });
  fs.writeFileSync(path.join(shellDir, 'pages', 'blog.html'), '<title>blog, prerendered</title>');
  fs.writeFileSync(
    path.join(shellDir, 'pages', 'blog', 'post', 'ships-cats-of-new-york-harbor.html'),
    '<title>ships’ cats, prerendered</title>',
  );
  fs.writeFileSync(
    path.join(shellDir, 'pages', '404.html'),
    '<title>not found, prerendered</title>',
  );
  fs.writeFileSync(path.join(shellDir, 'main.0123456789ab.js'), 'console.log("main");'.repeat(100));
  fs.writeFileSync(path.join(shellDir, 'sitemap.xml'), '<urlset></urlset>');
  fs.writeFileSync(path.join(shellDir, 'favicon.ico'), 'ico');
  fs.writeFileSync(path.join(formsDir, 'mf-manifest.json'), '{"id":"forms"}');
  fs.writeFileSync(path.join(formsDir, 'remoteEntry.js'), 'var forms;');
  fs.writeFileSync(path.join(formsDir, '123.abcdef012345.js'), 'chunk');
  fs.writeFileSync(path.join(formsDir, '123.abcdef012345.js.map'), '{"sources":["secret.ts"]}');
  fs.writeFileSync(path.join(formsDir, 'mf-stats.json'), '{"sources":[]}');
  fs.writeFileSync(path.join(shellDir, 'main.0123456789ab.js.map'), '{"sources":["main.ts"]}');
  return { shellDir, remoteDirs: { forms: formsDir } };
}

describe('the local production server', () => {
  const layout = makeLayout();
  const { shellDir } = layout;
  const app = createSiteApp(layout);

  it.each([
    // A redirect-table path, keeping the query.
    ['/about-us?ref=flyer', '/about?ref=flyer'],
    // /blog/{id} becomes /blog?post={id}.
    [
      '/blog/jerry-fox-saves-brooklyn-borough-hall',
      '/blog?post=jerry-fox-saves-brooklyn-borough-hall',
    ],
  ])('answers %s with 301 to %s', async (url, location) => {
    const response = await request(app).get(url);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it.each([
    // A route's page, trailing slash or not.
    ['/tours', 'tours, prerendered'],
    ['/tours/', 'tours, prerendered'],
    ['/tours/brooklyn-heights', 'brooklyn heights, prerendered'],
    // The blog opened on a post, from the post's own page; any other query, from the blog's.
    ['/blog?post=ships-cats-of-new-york-harbor', 'ships’ cats, prerendered'],
    ['/blog/?utm_source=x&post=ships-cats-of-new-york-harbor', 'ships’ cats, prerendered'],
    ['/blog?post=no-such-post', 'blog, prerendered'],
    ['/blog?category=History', 'blog, prerendered'],
  ])('serves %s from the prerendered page "%s", never cached', async (url, title) => {
    const response = await request(app).get(url);
    expect(response.status).toBe(200);
    expect(response.text).toContain(`<title>${title}</title>`);
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('never caches a prerendered page asked for by its file', async () => {
    const direct = await request(app).get('/pages/tours.html');
    expect(direct.headers['cache-control']).toBe(NO_CACHE);
  });

  it('answers an address that is neither a page, a redirect nor a file with the not-found page and 404', async () => {
    for (const address of ['/no-such-page', '/tours/nowhere', '/old-page.html', '/blog/a/b']) {
      const response = await request(app).get(address);
      expect(response.status).toBe(404);
      expect(response.text).toContain('<title>not found, prerendered</title>');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
  });

  it("serves a remote's route from the remote's own prerender when it ran after the shell's", async () => {
    const layout = makeLayout();
    const shellPage = path.join(layout.shellDir, 'pages', 'contact.html');
    const formsPage = path.join(layout.remoteDirs.forms, 'pages', 'contact.html');
    fs.writeFileSync(shellPage, '<title>contact, by the shell</title>');
    fs.mkdirSync(path.dirname(formsPage));
    fs.writeFileSync(formsPage, '<title>contact, by the forms release</title>');
    const site = createSiteApp(layout);
    const titleOf = async (url: string) =>
      /<title>([^<]*)<\/title>/.exec((await request(site).get(url)).text)?.[1];

    fs.utimesSync(shellPage, new Date(1_000_000), new Date(1_000_000));
    expect(await titleOf('/contact')).toBe('contact, by the forms release');
    // The shell is released again: its pages are newer.
    fs.utimesSync(formsPage, new Date(500_000), new Date(500_000));
    expect(await titleOf('/contact')).toBe('contact, by the shell');
    // Another remote's prerender never answers for a route it does not own.
    expect(await titleOf('/tours')).toBe('tours, prerendered');
  });

  it("names the shell's build at the root as the release it serves, as a stage's pointer does", async () => {
    const response = await request(app).get('/shell-release.json');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ version: 'local', path: '/' });
    expect(response.headers['cache-control']).toBe(NO_CACHE);
  });

  it('names the build its index.html names, read again at each request', async () => {
    const indexHtml = path.join(shellDir, 'index.html');
    const before = fs.readFileSync(indexHtml, 'utf8');
    try {
      fs.writeFileSync(indexHtml, '<!doctype html><meta name=shell-build content=5eed01><title>');
      expect((await request(app).get('/shell-release.json')).body).toEqual({
        version: 'local',
        path: '/',
        build: '5eed01',
      });
      fs.writeFileSync(indexHtml, '<!doctype html><meta name=shell-build content=5eed02><title>');
      expect((await request(app).get('/shell-release.json')).body.build).toBe('5eed02');
    } finally {
      fs.writeFileSync(indexHtml, before);
    }
  });

  it('serves the shell for a route a build has not prerendered', async () => {
    for (const page of ['/', '/about', '/tours/lower-east-side']) {
      const response = await request(app).get(page);
      expect(response.status).toBe(200);
      expect(response.text).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe(NO_CACHE);
    }
  });

  it.each([
    ['/sitemap.xml', NO_CACHE],
    ['/favicon.ico', SHORT],
    ['/main.0123456789ab.js', IMMUTABLE],
    // A remote's entry points and its chunks, under /remotes/<dir>/.
    ['/remotes/forms/mf-manifest.json', NO_CACHE],
    ['/remotes/forms/remoteEntry.js', NO_CACHE],
    ['/remotes/forms/123.abcdef012345.js', IMMUTABLE],
  ])('serves %s with Cache-Control: %s', async (url, cache) => {
    const response = await request(app).get(url);
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe(cache);
  });

  it('compresses hashed files', async () => {
    const response = await request(app).get('/main.0123456789ab.js').set('Accept-Encoding', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 for a missing file instead of the page', async () => {
    expect((await request(app).get('/missing.0123456789ab.js')).status).toBe(404);
    expect((await request(app).get('/remotes/forms/gone.js')).status).toBe(404);
    expect((await request(app).get('/remotes/home-tours/mf-manifest.json')).status).toBe(404);
  });

  it('never serves a source map or the federation stats, which are build artifacts only', async () => {
    for (const file of [
      '/main.0123456789ab.js.map',
      '/remotes/forms/123.abcdef012345.js.map',
      '/remotes/forms/mf-stats.json',
    ]) {
      const response = await request(app).get(file);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('sources');
    }
  });

  it.each(['/', '/tours', '/main.0123456789ab.js', '/remotes/forms/remoteEntry.js', '/nowhere'])(
    'answers %s with the distribution’s security headers, less what plain http cannot carry',
    async (url) => {
      const response = await request(app).get(url);
      const expected = securityHeaderFields(securityHeadersFor(defaultExternalHosts, 'https'));
      for (const [name, value] of Object.entries(expected)) {
        if (name === HTTPS_ONLY.header) {
          expect(response.headers).not.toHaveProperty(name.toLowerCase());
        } else if (name === 'Content-Security-Policy') {
          expect(`${response.headers[name.toLowerCase()]}; ${HTTPS_ONLY.directive}`).toBe(value);
        } else {
          expect(response.headers[name.toLowerCase()]).toBe(value);
        }
      }
    },
  );
});

describe('the local production server’s errors', () => {
  const failingApi = async () => {
    throw new Error('secret internals at /home/dev/project/lambdas/src/handler.ts:42');
  };
  const app = createSiteApp(makeLayout(), failingApi);

  it.each([
    ['a body in an unknown charset', 'text/plain; charset=klingon', 'hello', undefined, 415],
    ['a gzip body that is not gzip', 'application/json', 'not gzip at all', 'gzip', 400],
    ['an unknown content encoding', 'application/json', '{}', 'br2', 415],
  ])(
    'answers %s on /api/* with a generic JSON body',
    async (_label, type, body, encoding, status) => {
      let call = request(app).post('/api/contact').set('Content-Type', type);
      if (encoding !== undefined) call = call.set('Content-Encoding', encoding);
      const response = await call.send(body);

      expect(response.status).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(Object.keys(response.body as object)).toEqual(['error']);
      expect(response.text).not.toMatch(/at |Error|node_modules|stack/);
    },
  );

  it('answers a handler that throws with a generic 500, keeping the details in the log', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const response = await request(app)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send('{}');

    expect(response.status).toBe(500);
    expect(response.body).toEqual({ error: { message: 'Internal Server Error' } });
    expect(response.text).not.toContain('secret internals');
    expect(String(logged.mock.calls[0]?.[1])).toContain('secret internals');
    logged.mockRestore();
  });

  it.each(['/%ZZ', '/remotes/forms/%E0%A4%A.js', '/tours/%'])(
    'answers a malformed URL (%s) with a plain-text body and no stack trace',
    async (url) => {
      const response = await request(app).get(url);

      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.text).not.toMatch(/at |URIError|node_modules|stack/i);
    },
  );
});
