/** @jest-environment node */
// The local stages' canary alarm: the rule the AWS alarm evaluates, over a stage's telemetry,
// against a store of the test's own.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { definitionOf, ROLLBACK_RECORD } from 'release';
import {
  getObject,
  openReleaseStore,
  readCanaryPointer,
  releaseStoreSettings,
  writeCanaryPointer,
} from 'release/pipeline';

import { checkCanaries, type TelemetryCounts } from './watcher';

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe("the local stages' canary alarm", () => {
  const forms = definitionOf('forms');
  let store: Awaited<ReturnType<typeof openReleaseStore>>;
  let settings: ReturnType<typeof releaseStoreSettings>;
  const bucket = () => settings.stages['local-staging'].bucket;

  beforeAll(async () => {
    settings = {
      ...releaseStoreSettings(os.tmpdir(), { RELEASE_STORE_PORT: String(await freePort()) }),
      directory: fs.mkdtempSync(path.join(os.tmpdir(), 'watcher-store-')),
    };
    store = await openReleaseStore(settings);
    await writeCanaryPointer(store.s3, bucket(), forms, {
      section: 'forms',
      stable: 'v1',
      canary: 'v2',
      percent: 25,
    });
  });
  afterAll(async () => {
    await store.stop();
  });
  const check = (rows: TelemetryCounts[], notified: string[] = []) =>
    checkCanaries({
      s3: store.s3,
      settings,
      stages: ['local-staging'],
      telemetry: () => rows,
      notify: (sent) => notified.push(sent.reason),
    });

  it('leaves a canary that errs no more than the stable release running', async () => {
    expect(
      await check([
        { section: 'forms', version: 'v2', pageViews: 20, errors: 1, fallbacks: 0 },
        { section: 'forms', version: 'v1', pageViews: 60, errors: 2, fallbacks: 1 },
      ]),
    ).toEqual([]);
    expect((await readCanaryPointer(store.s3, bucket(), forms))?.canary).toBe('v2');
  });

  it('rolls a failing canary back by itself and records why', async () => {
    const notified: string[] = [];
    const [rollback] = await check(
      [
        { section: 'forms', version: 'v2', pageViews: 10, errors: 12, fallbacks: 4 },
        { section: 'forms', version: 'v1', pageViews: 30, errors: 0, fallbacks: 0 },
      ],
      notified,
    );
    expect(rollback).toMatchObject({ section: 'forms', canary: 'v2', stable: 'v1' });
    // More failures than page views: a page's error and then its fallback.
    expect(notified).toEqual([
      '16 errors and fallbacks in 10 page views (1.60 a page view) against 0.00 a page view for v1',
    ]);
    expect(await readCanaryPointer(store.s3, bucket(), forms)).toEqual({
      section: 'forms',
      stable: 'v1',
    });
    const record = await getObject(
      store.s3,
      bucket(),
      `remotes/forms/releases/v2/${ROLLBACK_RECORD}`,
    );
    expect(JSON.parse(record!.body.toString('utf8'))).toMatchObject({ canary: 'v2' });
  });

  it("ends every member of a train's canary when one member fails", async () => {
    const blog = definitionOf('blogGallery');
    const train = ['forms', 'blog-gallery'];
    for (const definition of [forms, blog]) {
      await writeCanaryPointer(store.s3, bucket(), definition, {
        section: definition.name,
        stable: 'v1',
        canary: 't1',
        percent: 10,
        train,
      });
    }
    const notified: string[] = [];
    const rollbacks = await check(
      [
        { section: 'forms', version: 't1', pageViews: 10, errors: 9, fallbacks: 0 },
        { section: 'forms', version: 'v1', pageViews: 30, errors: 0, fallbacks: 0 },
      ],
      notified,
    );
    expect(rollbacks.map((rollback) => [rollback.section, rollback.canary])).toEqual([
      ['forms', 't1'],
      ['blog-gallery', 't1'],
    ]);
    expect(notified[1]).toMatch(/^forms, of its train: 9 errors and fallbacks/);
    expect(await readCanaryPointer(store.s3, bucket(), blog)).toEqual({
      section: 'blog-gallery',
      stable: 'v1',
    });
  });
});
