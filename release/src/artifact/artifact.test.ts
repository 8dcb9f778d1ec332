import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { S3Client } from '@aws-sdk/client-s3';
import { cacheControl } from 'shared-types';

import { findSection } from '../model/sections';
import {
  getObject,
  isStageSpecific,
  OBJECT_READS,
  planRelease,
  unservedPrecache,
} from './artifact';

const sectionDefinition = (name: string) => findSection(name)!;

function build(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe("a release's upload plan", () => {
  it("puts a remote's whole build under its release folder, immutable, entry points last", () => {
    const dir = build({
      'mf-manifest.json': JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [] }),
      'remoteEntry.js': 'var forms;',
      'pages/contact.html': '<title>contact</title>',
      '123.abcdef012345.js': 'chunk',
      '123.abcdef012345.js.map': '{}',
      'mf-stats.json': '{}',
    });
    const plan = planRelease(sectionDefinition('forms'), '2', dir);
    expect(plan.map((object) => object.key)).toEqual([
      'remotes/forms/releases/2/123.abcdef012345.js',
      'remotes/forms/releases/2/pages/contact.html',
      'remotes/forms/releases/2/remoteEntry.js',
      'remotes/forms/releases/2/mf-manifest.json',
    ]);
    expect(new Set(plan.map((object) => object.cacheControl))).toEqual(
      new Set([cacheControl.immutable]),
    );
    const manifest = JSON.parse(plan.at(-1)!.body.toString('utf8')) as {
      metaData: { publicPath: string };
    };
    expect(manifest.metaData.publicPath).toBe('/remotes/forms/releases/2/');
  });

  it("puts the shell's hashed files at the root and its entry points in its release folder", () => {
    const dir = build({
      'index.html': '<title>shell</title>',
      'sw.js': 'self;',
      'robots.txt': 'Sitemap: http://127.0.0.1:8081/sitemap.xml',
      'pages/index.html': '<title>home</title>',
      'server/prerender.js': 'module.exports = {};',
      'main.0123456789ab.js': 'main',
      'favicon.ico': 'ico',
    });
    const plan = planRelease(sectionDefinition('shell'), '7', dir);
    const byKey = Object.fromEntries(plan.map((object) => [object.key, object.cacheControl]));
    expect(byKey).toEqual({
      'main.0123456789ab.js': cacheControl.immutable,
      'favicon.ico': cacheControl.short,
      'releases/7/server/prerender.js': cacheControl.immutable,
      'releases/7/pages/index.html': cacheControl.immutable,
      'releases/7/robots.txt': cacheControl.immutable,
      'releases/7/sw.js': cacheControl.immutable,
      'releases/7/index.html': cacheControl.immutable,
      'releases/7/shell-release.json': cacheControl.immutable,
    });
    expect(plan.slice(-2).map((object) => object.key)).toEqual([
      'releases/7/index.html',
      'releases/7/shell-release.json',
    ]);
  });

  it("names in the shell's pointer the build its index.html names, and none for a build without", () => {
    const pointerOf = (indexHtml: string) => {
      const plan = planRelease(sectionDefinition('shell'), '8', build({ 'index.html': indexHtml }));
      return JSON.parse(plan.at(-1)!.body.toString('utf8')) as unknown;
    };
    expect(pointerOf('<meta name=shell-build content=0f3a9c><title>shell</title>')).toEqual({
      version: '8',
      path: '/releases/8/',
      build: '0f3a9c',
    });
    expect(pointerOf('<title>shell</title>')).toEqual({ version: '8', path: '/releases/8/' });
  });

  it('refuses a remote build without its manifest', () => {
    const dir = build({ 'remoteEntry.js': 'var forms;' });
    expect(() => planRelease(sectionDefinition('forms'), '2', dir)).toThrow(
      /has no mf-manifest.json: build mf-forms first/,
    );
  });
});

describe("the shell's precache list", () => {
  /** A shell build whose worker precaches `urls`, as workbox writes its list into sw.js. */
  const shellBuild = (urls: string[]) =>
    build({
      'index.html': '<title>shell</title>',
      'main.0123456789ab.js': 'main',
      'pages/offline.html': '<title>offline</title>',
      'routes.json': '{}',
      'sw.js': `self.precache(${JSON.stringify(urls.map((url) => ({ revision: url.endsWith('.html') ? '0f' : null, url })))});`,
    });

  it('is served whole when it lists the root files and the pointer copies', () => {
    const dir = shellBuild(['/main.0123456789ab.js', '/index.html', '/pages/offline.html']);
    expect(unservedPrecache(sectionDefinition('shell'), dir)).toEqual([]);
  });

  it('names a precached file the release keeps in its folder only', () => {
    const dir = shellBuild(['/main.0123456789ab.js', '/routes.json', '/missing.0123456789ab.js']);
    expect(unservedPrecache(sectionDefinition('shell'), dir)).toEqual([
      '/routes.json',
      '/missing.0123456789ab.js',
    ]);
  });
});

describe('isStageSpecific', () => {
  it('names the files that carry the site address, and no code', () => {
    expect(isStageSpecific('remotes/forms/releases/2/pages/contact.html')).toBe(true);
    expect(isStageSpecific('releases/7/sitemap.xml')).toBe(true);
    expect(isStageSpecific('releases/7/robots.txt')).toBe(true);
    expect(isStageSpecific('remotes/forms/releases/2/remoteEntry.js')).toBe(false);
    expect(isStageSpecific('remotes/forms/releases/2/mf-manifest.json')).toBe(false);
  });
});

describe('getObject', () => {
  /** A client whose first `breaks` answers have a body that breaks off as it is read. */
  function clientWhoseBodiesBreak(breaks: number) {
    let reads = 0;
    const send = jest.fn(async () => {
      reads += 1;
      const read = reads;
      return {
        CacheControl: 'no-cache',
        ContentType: 'application/json',
        Body: {
          transformToByteArray: async () => {
            if (read <= breaks) throw Object.assign(new Error('aborted'), { code: 'ECONNRESET' });
            return new TextEncoder().encode('{"stable":"a"}');
          },
        },
      };
    });
    return { s3: { send } as unknown as S3Client, send };
  }

  it('reads an object again when its body broke off', async () => {
    const { s3, send } = clientWhoseBodiesBreak(OBJECT_READS - 1);
    const object = await getObject(s3, 'bucket', 'remotes/forms/canary.json');
    expect(object?.body.toString('utf8')).toBe('{"stable":"a"}');
    expect(object?.cacheControl).toBe('no-cache');
    expect(send).toHaveBeenCalledTimes(OBJECT_READS);
  });

  it('gives up after its reads, naming the object and what broke', async () => {
    const { s3, send } = clientWhoseBodiesBreak(OBJECT_READS);
    await expect(getObject(s3, 'bucket', 'remotes/forms/canary.json')).rejects.toThrow(
      `s3://bucket/remotes/forms/canary.json: its body broke off in each of ${OBJECT_READS} reads (aborted)`,
    );
    expect(send).toHaveBeenCalledTimes(OBJECT_READS);
  });

  it('answers undefined for a missing key, and passes other failures on at once', async () => {
    const missing = {
      send: jest.fn(async () =>
        Promise.reject(Object.assign(new Error('x'), { name: 'NoSuchKey' })),
      ),
    };
    await expect(getObject(missing as unknown as S3Client, 'bucket', 'k')).resolves.toBeUndefined();
    const denied = {
      send: jest.fn(async () =>
        Promise.reject(Object.assign(new Error('denied'), { name: 'AccessDenied' })),
      ),
    };
    await expect(getObject(denied as unknown as S3Client, 'bucket', 'k')).rejects.toThrow('denied');
    expect(denied.send).toHaveBeenCalledTimes(1);
  });
});
