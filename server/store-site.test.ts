import request from 'supertest';

import { cacheControl } from 'shared-types';

import { createStoreSiteApp, type StoredObject } from './store-site';

/** A stage's bucket as the release pointers leave it. */
function bucket(): Map<string, StoredObject> {
  const html = (text: string): StoredObject => ({
    body: Buffer.from(text),
    cacheControl: cacheControl.revalidate,
    contentType: 'text/html; charset=utf-8',
  });
  return new Map<string, StoredObject>([
    ['index.html', html('<title>shell</title>')],
    ['pages/index.html', html('<title>home, prerendered</title>')],
    ['pages/contact.html', html('<title>contact, release 2</title>')],
    [
      'pages/blog/post/ships-cats-of-new-york-harbor.html',
      html('<title>ships’ cats, prerendered</title>'),
    ],
    ['pages/404.html', html('<title>not found</title>')],
    [
      'main.0123456789ab.js',
      {
        body: Buffer.from('console.log(1)'),
        cacheControl: cacheControl.immutable,
        contentType: 'application/javascript',
      },
    ],
    [
      'remotes/forms/mf-manifest.json',
      {
        body: Buffer.from('{"metaData":{"publicPath":"/remotes/forms/releases/2/"}}'),
        cacheControl: cacheControl.revalidate,
        contentType: 'application/json',
      },
    ],
    [
      'remotes/forms/releases/2/remoteEntry.js',
      {
        body: Buffer.from('var forms;'),
        cacheControl: cacheControl.immutable,
        contentType: 'application/javascript',
      },
    ],
  ]);
}

describe("a local stage's site, served from its bucket through the edge function", () => {
  const objects = bucket();
  const app = createStoreSiteApp((key) => Promise.resolve(objects.get(key)));

  it('answers a page address with the prerendered page the pointer copied', async () => {
    const response = await request(app).get('/contact');
    expect(response.status).toBe(200);
    expect(response.text).toContain('contact, release 2');
    expect(response.headers['cache-control']).toBe(cacheControl.revalidate);
  });

  it("answers a query page with that query value's page", async () => {
    const response = await request(app).get('/blog?post=ships-cats-of-new-york-harbor');
    expect(response.text).toContain('ships’ cats');
  });

  it('answers a legacy address with 301, as the edge does', async () => {
    const response = await request(app).get('/about-us?ref=flyer');
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/about?ref=flyer');
  });

  it('answers an unknown page address with the not-found page and 404', async () => {
    const response = await request(app).get('/no-such-page');
    expect(response.status).toBe(404);
    expect(response.text).toContain('not found');
  });

  it("serves a remote's pointer and its release's files with their stored headers", async () => {
    const manifest = await request(app).get('/remotes/forms/mf-manifest.json');
    expect(manifest.body).toEqual({ metaData: { publicPath: '/remotes/forms/releases/2/' } });
    const entry = await request(app).get('/remotes/forms/releases/2/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe(cacheControl.immutable);
    expect(entry.headers['content-type']).toContain('application/javascript');
  });

  it('answers a key the bucket lacks with 404, and never serves a source map', async () => {
    expect((await request(app).get('/remotes/forms/releases/1/remoteEntry.js')).status).toBe(404);
    objects.set('main.0123456789ab.js.map', { body: Buffer.from('{}') });
    expect((await request(app).get('/main.0123456789ab.js.map')).status).toBe(404);
  });

  it('refuses a method the site does not take', async () => {
    expect((await request(app).post('/contact')).status).toBe(405);
  });
});
