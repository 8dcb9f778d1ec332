/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import request from 'supertest';

import { CANARY_BUCKET_COOKIE } from 'release';

import { createStoreSiteApp } from '../../server/store-site';
import type { PrerenderSources, Section } from '../prerender/prerender-section';
import { getObject, sectionDefinition, servedVersion } from '../release-store/artifact';
import type { ContractRecord } from '../release-store/contract-gate';
import { releaseLocal, type LocalReleaseWorld } from '../release-store/local-release';
import type { LocalStage } from '../release-store/local-stages';
import { openTestStore, testWorld, writeBuild, type TestStore } from '../release-store/test-world';
import {
  canaryPercentOf,
  promoteCanaryLocal,
  readCanaryPointer,
  releaseCanaryLocal,
  ROLLBACK_RECORD,
} from './local-canary';
import { checkCanaries, type TelemetryCounts } from './watcher';

const contract: ContractRecord = {
  version: '1.2.0',
  provides: { 'shell/ui': ['PageMeta'] },
  imports: { 'shell/ui': ['PageMeta'] },
};
const STAGE: LocalStage = 'local-staging';

describe('a canary on a local stage, against the S3 emulator', () => {
  const repoRoot = path.resolve(__dirname, '../..');
  const forms = sectionDefinition('forms');
  let test: TestStore;
  let world: LocalReleaseWorld;
  let app: ReturnType<typeof createStoreSiteApp>;
  const rendered = new Map<string, string>();

  const formsBuild = (label: string) =>
    writeBuild({
      'mf-manifest.json': JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [] }),
      'remoteEntry.js': `var forms = '${label}';`,
    });
  const releaseForms = (version: string, percent?: number) => {
    const options = {
      section: 'forms' as Section,
      stage: STAGE,
      version,
      repoRoot,
      skipBuild: true,
      buildDir: formsBuild(version),
      contract,
    };
    return percent === undefined
      ? releaseLocal(options, world)
      : releaseCanaryLocal({ ...options, percent }, world);
  };
  /** What a visitor in `bucket` gets: the contact page's text and the manifest's release. */
  const visitor = async (bucket: number) => {
    const cookie = `${CANARY_BUCKET_COOKIE}=${bucket}`;
    const page = await request(app).get('/contact').set('Cookie', cookie);
    const manifest = await request(app)
      .get('/remotes/forms/mf-manifest.json')
      .set('Cookie', cookie);
    return {
      page: page.text,
      release: (JSON.parse(manifest.text) as { metaData: { publicPath: string } }).metaData
        .publicPath,
      cacheControl: [page.headers['cache-control'], manifest.headers['cache-control']],
    };
  };

  beforeAll(async () => {
    test = await openTestStore(repoRoot);
    const { settings, store } = test;
    world = testWorld(test, {
      smoke: () => Promise.resolve({ passed: true, checked: 1, failures: [] }),
      // Each release's contact page says which release rendered it.
      prerender: (_section: Section, { outDir }: PrerenderSources) => {
        const file = path.join(outDir!, 'pages', 'contact.html');
        fs.mkdirSync(path.dirname(file), { recursive: true });
        const label = rendered.get(outDir!) ?? 'unknown';
        fs.writeFileSync(file, `<title>contact of ${label}</title>`);
        return Promise.resolve([file]);
      },
    });
    const bucket = settings.stages[STAGE].bucket;
    app = createStoreSiteApp((key) => getObject(store.s3, bucket, key));
    await releaseLocal(
      {
        section: 'shell',
        stage: STAGE,
        version: 'v0',
        repoRoot,
        skipBuild: true,
        buildDir: writeBuild({
          'index.html': '<title>shell</title>',
          'sw.js': 'self;',
          'server/prerender.js': 'module.exports = {};',
          'robots.txt': `Sitemap: ${settings.stages[STAGE].siteUrl}/sitemap.xml\n`,
        }),
        contract,
      },
      world,
    );
  });

  afterAll(async () => {
    await test.store.stop();
  });

  /** Releases forms `version`, its page naming it. */
  const labelled = async (version: string, percent?: number) => {
    const original = world.prerender!;
    world = {
      ...world,
      prerender: (section, sources) => {
        rendered.set(sources.outDir!, version);
        return original(section, sources);
      },
    };
    try {
      return await releaseForms(version, percent);
    } finally {
      world = { ...world, prerender: original };
    }
  };

  it('refuses a share outside 1-99 with what it takes', () => {
    expect(() => canaryPercentOf('100')).toThrow('a whole number from 1 to 99');
    expect(() => canaryPercentOf('ten')).toThrow('not "ten"');
  });

  it("serves the canary's page and code to its share only, the stable pointer unmoved", async () => {
    await labelled('v1');
    const pointer = await labelled('v2', 25);
    expect(pointer).toMatchObject({ section: 'forms', stable: 'v1', canary: 'v2', percent: 25 });
    expect(await servedVersion(world.s3, world.settings.stages[STAGE].bucket, forms)).toBe('v1');

    const inCanary = await visitor(24);
    expect(inCanary.page).toContain('contact of v2');
    expect(inCanary.release).toBe('/remotes/forms/releases/v2/');
    expect(inCanary.cacheControl).toEqual(['no-cache', 'no-cache']);
    const outside = await visitor(25);
    expect(outside.page).toContain('contact of v1');
    expect(outside.release).toBe('/remotes/forms/releases/v1/');
  });

  it('gives a first visitor a bucket cookie', async () => {
    const response = await request(app).get('/contact');
    expect(response.headers['set-cookie']?.[0]).toMatch(
      new RegExp(`^${CANARY_BUCKET_COOKIE}=\\d{1,2}; Path=/`),
    );
  });

  it('refuses a second canary while one runs', async () => {
    await expect(labelled('v3', 10)).rejects.toThrow('v2 already runs as a canary');
  });

  it('leaves a canary that errs no more than the stable release running', async () => {
    const telemetry = (): TelemetryCounts[] => [
      { section: 'forms', version: 'v2', pageViews: 20, errors: 1, fallbacks: 0 },
      { section: 'forms', version: 'v1', pageViews: 60, errors: 2, fallbacks: 1 },
    ];
    expect(await checkCanaries({ world, stages: [STAGE], telemetry })).toEqual([]);
    expect((await readCanaryPointer(world, STAGE, forms))?.canary).toBe('v2');
  });

  it('rolls a failing canary back by itself and records the notification', async () => {
    const notified: string[] = [];
    const telemetry = (): TelemetryCounts[] => [
      { section: 'forms', version: 'v2', pageViews: 10, errors: 12, fallbacks: 4 },
      { section: 'forms', version: 'v1', pageViews: 30, errors: 0, fallbacks: 0 },
    ];
    const [notification] = await checkCanaries({
      world,
      stages: [STAGE],
      telemetry,
      notify: (sent) => notified.push(sent.reason),
    });
    expect(notification).toMatchObject({ section: 'forms', canary: 'v2', stable: 'v1' });
    // More failures than page views: a page's error and then its fallback.
    expect(notified).toEqual([
      '16 errors and fallbacks in 10 page views (1.60 a page view) against 0.00 a page view for v1',
    ]);
    expect(await readCanaryPointer(world, STAGE, forms)).toEqual({
      section: 'forms',
      stable: 'v1',
    });
    const record = await getObject(
      world.s3,
      world.settings.stages[STAGE].bucket,
      `remotes/forms/releases/v2/${ROLLBACK_RECORD}`,
    );
    expect(JSON.parse(record!.body.toString('utf8'))).toMatchObject({ canary: 'v2' });
    expect((await visitor(0)).page).toContain('contact of v1');
  });

  it('promotes a canary to every visitor', async () => {
    await labelled('v4', 50);
    await expect(promoteCanaryLocal({ section: 'forms', stage: STAGE }, world)).resolves.toBe('v4');
    expect(await readCanaryPointer(world, STAGE, forms)).toEqual({
      section: 'forms',
      stable: 'v4',
    });
    for (const bucket of [0, 99]) expect((await visitor(bucket)).page).toContain('contact of v4');
    await expect(promoteCanaryLocal({ section: 'forms', stage: STAGE }, world)).rejects.toThrow(
      'runs no canary',
    );
  });
});
