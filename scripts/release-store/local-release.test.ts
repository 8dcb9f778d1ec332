/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';

import { PutObjectCommand } from '@aws-sdk/client-s3';

import type { PrerenderSources, Section } from '../prerender/prerender-section';
import { getObject, releaseRecord, sectionDefinition, servedVersion, sha256 } from './artifact';
import { ContractRefusal, type ContractRecord } from './contract-gate';
import {
  promoteLocal,
  PromotionRefusal,
  releaseLocal,
  rollbackLocal,
  SmokeFailure,
  type LocalReleaseWorld,
} from './local-release';
import type { LocalStage } from './local-stages';
import type { SmokeResult, SmokeTarget } from './smoke';
import { openTestStore, testWorld, writeBuild, type TestStore } from './test-world';

const shellContract: ContractRecord = {
  version: '1.2.0',
  provides: { 'shell/ui': ['Button', 'PageMeta'], 'shell/router': ['Link'] },
};
const formsContract: ContractRecord = {
  version: '1.2.0',
  imports: { 'shell/ui': ['Button', 'PageMeta'], 'shell/router': ['Link'] },
};

describe('releases on the local stages, against the S3 emulator', () => {
  const repoRoot = path.resolve(__dirname, '../..');
  let test: TestStore;
  let world: LocalReleaseWorld;
  let smokeFails = false;
  let renders = 0;
  const smoked: SmokeTarget[] = [];
  const forms = sectionDefinition('forms');
  const shell = sectionDefinition('shell');

  const shellBuild = (siteUrl: string) =>
    writeBuild({
      'index.html': '<title>shell</title>',
      'sw.js': 'self;',
      'robots.txt': `Sitemap: ${siteUrl}/sitemap.xml\n`,
      'server/prerender.js': 'module.exports = {};',
      'main.0123456789ab.js': 'main',
    });
  const formsBuild = writeBuild({
    'mf-manifest.json': JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [] }),
    'remoteEntry.js': 'var forms;',
    '123.abcdef012345.js': 'chunk',
  });
  const release = (section: Section, stage: LocalStage, version: string, more = {}) =>
    releaseLocal(
      {
        section,
        stage,
        version,
        repoRoot,
        skipBuild: true,
        buildDir:
          section === 'shell' ? shellBuild(world.settings.stages[stage].siteUrl) : formsBuild,
        contract: section === 'shell' ? shellContract : formsContract,
        ...more,
      },
      world,
    );
  const served = (stage: LocalStage, section = forms) =>
    servedVersion(world.s3, world.settings.stages[stage].bucket, section);

  beforeAll(async () => {
    test = await openTestStore(repoRoot);
    world = testWorld(test, {
      smoke: (target): Promise<SmokeResult> => {
        smoked.push(target);
        return Promise.resolve(
          smokeFails
            ? {
                passed: false,
                checked: 3,
                failures: ['/remotes/forms/remoteEntry.js answered 404'],
              }
            : { passed: true, checked: 3, failures: [] },
        );
      },
      // A section's pages name the site they were rendered for, as the shell's do, and say
      // which render they came from.
      prerender: (_section: Section, { outDir, siteUrl }: PrerenderSources) => {
        renders += 1;
        const file = path.join(outDir!, 'pages', 'contact.html');
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(
          file,
          `<link rel="canonical" href="${siteUrl}/contact"><!-- render ${renders} -->`,
        );
        return Promise.resolve([file]);
      },
    });
    await release('shell', 'local-staging', '20261124-000000-a');
    await release('forms', 'local-staging', '20261124-000000-a');
    await promoteLocal(
      { section: 'shell', version: '20261124-000000-a', from: 'local-staging', to: 'local-prod' },
      world,
    );
  });

  afterAll(async () => {
    await test.store.stop();
  });

  it("switches the pointer to a new release, keeping the previous release's files", async () => {
    await release('forms', 'local-staging', '20261124-000001-b');
    expect(await served('local-staging')).toBe('20261124-000001-b');
    const bucket = world.settings.stages['local-staging'].bucket;
    const pointer = await getObject(world.s3, bucket, 'remotes/forms/mf-manifest.json');
    expect(JSON.parse(pointer!.body.toString('utf8'))).toMatchObject({
      metaData: { publicPath: '/remotes/forms/releases/20261124-000001-b/' },
    });
    expect(
      await getObject(world.s3, bucket, 'remotes/forms/releases/20261124-000000-a/remoteEntry.js'),
    ).toBeDefined();
    expect(smoked.at(-1)).toMatchObject({
      siteUrl: world.settings.stages['local-staging'].siteUrl,
    });
  });

  it("promotes the shell's code byte for byte, rewriting only the files that name the site", async () => {
    const [staging, prod] = (['local-staging', 'local-prod'] as const).map(
      (stage) => world.settings.stages[stage],
    );
    const record = await releaseRecord(world.s3, prod!.bucket, shell, '20261124-000000-a');
    expect(record!.promotedFrom).toEqual({ stage: 'local-staging', siteUrl: staging!.siteUrl });
    for (const key of [
      'main.0123456789ab.js',
      'sw.js',
      'releases/20261124-000000-a/index.html',
      'releases/20261124-000000-a/server/prerender.js',
    ]) {
      const [from, to] = await Promise.all(
        [staging!, prod!].map((stage) => getObject(world.s3, stage.bucket, key)),
      );
      expect(to!.body.equals(from!.body)).toBe(true);
    }
    const robots = await getObject(world.s3, prod!.bucket, 'robots.txt');
    expect(robots!.body.toString('utf8')).toBe(`Sitemap: ${prod!.siteUrl}/sitemap.xml\n`);
    expect(await served('local-prod', shell)).toBe('20261124-000000-a');
  });

  it("promotes staging's bytes to prod, rewriting only the pages' site address", async () => {
    const result = await promoteLocal(
      { section: 'forms', version: '20261124-000001-b', from: 'local-staging', to: 'local-prod' },
      world,
    );
    expect(result).toMatchObject({ identical: 3, stageSpecific: 1 });
    expect(await served('local-prod')).toBe('20261124-000001-b');
    const staging = await releaseRecord(
      world.s3,
      world.settings.stages['local-staging'].bucket,
      forms,
      '20261124-000001-b',
    );
    const entry = 'remotes/forms/releases/20261124-000001-b/remoteEntry.js';
    expect(result.record.files[entry]).toBe(staging!.files[entry]);
    const page = await getObject(
      world.s3,
      world.settings.stages['local-prod'].bucket,
      'pages/contact.html',
    );
    expect(page!.body.toString('utf8')).toContain(world.settings.stages['local-prod'].siteUrl);
    expect(result.record.promotedFrom).toEqual({
      stage: 'local-staging',
      siteUrl: world.settings.stages['local-staging'].siteUrl,
    });
  });

  it('refuses to promote a release whose bytes differ from its record, writing nothing', async () => {
    await release('forms', 'local-staging', '20261124-000002-c');
    await world.s3.send(
      new PutObjectCommand({
        Bucket: world.settings.stages['local-staging'].bucket,
        Key: 'remotes/forms/releases/20261124-000002-c/remoteEntry.js',
        Body: 'var tampered;',
      }),
    );
    await expect(
      promoteLocal(
        { section: 'forms', version: '20261124-000002-c', from: 'local-staging', to: 'local-prod' },
        world,
      ),
    ).rejects.toThrow(
      'remotes/forms/releases/20261124-000002-c/remoteEntry.js (sha256 differs); nothing was written to local-prod',
    );
    expect(
      await releaseRecord(
        world.s3,
        world.settings.stages['local-prod'].bucket,
        forms,
        '20261124-000002-c',
      ),
    ).toBeUndefined();
  });

  it('switches back by itself when the smoke fails, and then refuses to promote that release', async () => {
    const before = await served('local-staging');
    smokeFails = true;
    try {
      await expect(release('forms', 'local-staging', '20261124-000003-d')).rejects.toThrow(
        SmokeFailure,
      );
    } finally {
      smokeFails = false;
    }
    expect(await served('local-staging')).toBe(before);
    await expect(
      promoteLocal(
        { section: 'forms', version: '20261124-000003-d', from: 'local-staging', to: 'local-prod' },
        world,
      ),
    ).rejects.toThrow(PromotionRefusal);
  });

  it('refuses a shell that drops a name a deployed remote imports, switching nothing', async () => {
    const before = await served('local-staging', shell);
    const contract = {
      version: '2.0.0',
      provides: { 'shell/ui': ['Button'], 'shell/router': ['Link'] },
    };
    const attempt = release('shell', 'local-staging', '20261124-000004-e', { contract });
    await expect(attempt).rejects.toThrow(ContractRefusal);
    await expect(attempt).rejects.toThrow(/forms 20261124-\S+ \(deployed\).*shell\/ui: PageMeta/);
    expect(await served('local-staging', shell)).toBe(before);
  });

  it('refuses a remote built against a contract the deployed shell does not provide', async () => {
    const before = await served('local-staging');
    const contract = { version: '2.0.0', imports: { 'shell/ui': ['Button', 'ReviewStars'] } };
    await expect(
      release('forms', 'local-staging', '20261124-000005-f', { contract }),
    ).rejects.toThrow(
      'forms 20261124-000005-f cannot run on the deployed shell 20261124-000000-a: it was built ' +
        'against shell contract 2.0.0, the shell provides 1.2.0; the shell does not provide shell/ui: ReviewStars',
    );
    expect(await served('local-staging')).toBe(before);
  });

  it('rolls a stage back to a published release, its pages prerendered anew', async () => {
    const bucket = world.settings.stages['local-staging'].bucket;
    const pageKey = 'remotes/forms/releases/20261124-000000-a/pages/contact.html';
    const before = await getObject(world.s3, bucket, pageKey);
    const result = await rollbackLocal(
      { section: 'forms', version: '20261124-000000-a', stage: 'local-staging' },
      world,
    );
    expect(result).toEqual({ pages: 1 });
    expect(await served('local-staging')).toBe('20261124-000000-a');
    const page = await getObject(world.s3, bucket, pageKey);
    expect(page!.body.toString('utf8')).toBe(
      `<link rel="canonical" href="${world.settings.stages['local-staging'].siteUrl}/contact">` +
        `<!-- render ${renders} -->`,
    );
    expect(page!.body.equals(before!.body)).toBe(false);
    const atRoot = await getObject(world.s3, bucket, 'pages/contact.html');
    expect(atRoot!.body.equals(page!.body)).toBe(true);
    const record = await releaseRecord(world.s3, bucket, forms, '20261124-000000-a');
    expect(record!.files[pageKey]).toBe(sha256(page!.body));
    await expect(
      rollbackLocal(
        { section: 'forms', version: '20990101-000000-z', stage: 'local-staging' },
        world,
      ),
    ).rejects.toThrow(
      'forms 20990101-000000-z is not published on local-staging; nothing was switched.',
    );
  });

  it("releases the shell's one build to any stage, giving only its site files the stage's address", async () => {
    const built = 'http://localhost:8080';
    const buildDir = shellBuild(built);
    fs.writeFileSync(path.join(buildDir, 'sitemap.xml'), `<loc>${built}/tours</loc>`);
    await release('shell', 'local-staging', '20261124-000002-one-build', { buildDir });
    const { bucket, siteUrl } = world.settings.stages['local-staging'];
    const read = async (key: string) =>
      (await getObject(world.s3, bucket, key))!.body.toString('utf8');
    expect(await read('robots.txt')).toBe(`Sitemap: ${siteUrl}/sitemap.xml\n`);
    expect(await read('sitemap.xml')).toBe(`<loc>${siteUrl}/tours</loc>`);
    expect(await read('main.0123456789ab.js')).toBe('main');
    expect(fs.readFileSync(path.join(buildDir, 'robots.txt'), 'utf8')).toContain(built);
  });
});
