/** @jest-environment node */
// The one pipeline against the local target: the S3 emulator, and each stage's site served from
// its bucket through the edge's code, as the local stage server serves it. The tools build
// nothing and write a page per prerender; the smoke says what each test wants.
import fs from 'node:fs';

import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { sectionRoutesOf, type SectionRoutes } from 'shared-types';

import { getObject, sha256 } from '../artifact/artifact';
import {
  releaseRecordSchema,
  smokeRecordSchema,
  type ContractRecord,
} from '../model/release-record';
import { definitionOf, type Section } from '../model/sections';
import type { LocalStage } from '../model/stage';
import { readCanaryPointer } from '../targets/canary-store';
import { localTarget } from '../targets/local-target';
import {
  openTestStages,
  testTools,
  writeBuild,
  type TestStages,
} from '../test-support/test-stages';
import { ContractRefusal, GateRefusal } from './contract-gate';
import {
  promoteCanary,
  promoteSection,
  PromotionRefusal,
  releaseSection,
  rollbackSection,
  SmokeFailure,
  type PipelineTools,
} from './pipeline';
import { RouteRefusal } from './route-gate';
import { servedRelease } from './site';
import type { StageTarget } from './target';

jest.setTimeout(60_000);

const shellContract: ContractRecord = {
  version: '1.2.0',
  provides: { 'shell/ui': ['Button', 'PageMeta'], 'shell/router': ['Link'] },
};
const formsContract: ContractRecord = {
  version: '1.2.0',
  imports: { 'shell/ui': ['Button', 'PageMeta'], 'shell/router': ['Link'] },
};

const shellBuild = (siteUrl: string) =>
  writeBuild({
    'index.html': '<title>shell</title>',
    'sw.js': 'self;',
    'robots.txt': `Sitemap: ${siteUrl}/sitemap.xml\n`,
    'server/prerender.js': 'module.exports = {};',
    'main.0123456789ab.js': 'main',
    'routes.json': JSON.stringify(sectionRoutesOf('shell')),
  });
const formsBuild = (routes: SectionRoutes | string = sectionRoutesOf('forms')) =>
  writeBuild({
    'mf-manifest.json': JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [] }),
    'remoteEntry.js': 'var forms;',
    '123.abcdef012345.js': 'chunk',
    'routes.json': typeof routes === 'string' ? routes : JSON.stringify(routes),
  });
/** The forms build's routes, with `extra` claimed too. */
const formsClaiming = (...extra: { path: string; page: string; title: string }[]) => {
  const own = sectionRoutesOf('forms');
  return { ...own, routes: [...own.routes, ...extra] };
};

describe('the pipeline on the local stages', () => {
  let stages: TestStages;
  let target: Record<LocalStage, StageTarget>;
  let smokeFails: string | undefined;
  let tools: ReturnType<typeof testTools>;

  const bucketOf = (stage: LocalStage) => stages.settings.stages[stage].bucket;
  const siteOf = (stage: LocalStage) => stages.settings.stages[stage].siteUrl;
  const served = async (stage: LocalStage, section: Section = 'forms') => {
    const release = await servedRelease(siteOf(stage), section);
    return release.state === 'served' ? release.version : undefined;
  };
  const object = async (stage: LocalStage, key: string) =>
    (await getObject(stages.store.s3, bucketOf(stage), key))?.body.toString('utf8');
  const release = (
    section: Section,
    version: string,
    more: Partial<Parameters<typeof releaseSection>[0]> = {},
    using: PipelineTools = tools,
  ) =>
    releaseSection(
      {
        section,
        version,
        skipBuild: true,
        buildDir: section === 'shell' ? shellBuild(siteOf('local-staging')) : formsBuild(),
        contract: section === 'shell' ? shellContract : formsContract,
        ...more,
      },
      target['local-staging'],
      using,
    );

  beforeAll(async () => {
    stages = await openTestStages();
    const targetOf = (stage: LocalStage) =>
      localTarget({ stage, settings: stages.settings, s3: stages.store.s3 });
    target = { 'local-staging': targetOf('local-staging'), 'local-prod': targetOf('local-prod') };
  });
  beforeEach(() => {
    smokeFails = undefined;
    tools = testTools({
      contract: (section) => (section === 'shell' ? shellContract : formsContract),
      smoke: () =>
        smokeFails
          ? { passed: false, checked: 1, failures: [smokeFails] }
          : { passed: true, checked: 3, failures: [] },
    });
  });
  afterAll(async () => {
    await stages.close();
  });

  it('refuses a remote before the stage serves a shell, publishing nothing', async () => {
    await expect(release('forms', 'v0')).rejects.toThrow(
      "cannot read the shell's release (the stage serves none) on local-staging",
    );
    expect(await object('local-staging', 'remotes/forms/releases/v0/release.json')).toBeUndefined();
  });

  it('releases: gated, prerendered in a copy of the build, recorded, published, switched, smoked', async () => {
    await release('shell', 'v1');
    const build = formsBuild();
    await release('forms', 'v1', { buildDir: build });
    expect(await served('local-staging')).toBe('v1');
    expect(tools.seen.prerenders.at(-1)).toEqual(
      expect.objectContaining({ section: 'forms', version: 'v1', site: siteOf('local-staging') }),
    );
    // The build itself stays as it was built: the pages went into the release's copy.
    expect(fs.existsSync(`${build}/pages`)).toBe(false);
    const record = releaseRecordSchema.parse(
      JSON.parse((await object('local-staging', 'remotes/forms/releases/v1/release.json'))!),
    );
    expect(record.contract).toEqual(formsContract);
    expect(record.routes).toEqual(sectionRoutesOf('forms'));
    const page = await object('local-staging', 'remotes/forms/releases/v1/pages/forms.html');
    expect(record.files['remotes/forms/releases/v1/pages/forms.html']).toBe(sha256(page!));
    const smoke = smokeRecordSchema.parse(
      JSON.parse((await object('local-staging', 'remotes/forms/releases/v1/smoke.json'))!),
    );
    expect(smoke.passed).toBe(true);
    expect(tools.seen.smokes.at(-1)).toMatchObject({ section: 'forms', remotes: ['forms'] });
  });

  it('refuses to publish a version again: releases are immutable', async () => {
    await expect(release('forms', 'v1')).rejects.toThrow(
      'forms v1 is already published on local-staging; releases are immutable',
    );
  });

  it("gives a build made for another site the stage's address in its site files only", async () => {
    await release('shell', 'v2', { buildDir: shellBuild('https://elsewhere.example') });
    expect(await object('local-staging', 'robots.txt')).toContain(
      `Sitemap: ${siteOf('local-staging')}/sitemap.xml`,
    );
    expect(await object('local-staging', 'main.0123456789ab.js')).toBe('main');
  });

  it('switches back by itself when a smoke fails, recording it, and refuses to promote it', async () => {
    smokeFails = 'the page threw in firefox';
    const failure = await release('forms', 'v3').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SmokeFailure);
    expect((failure as SmokeFailure).message).toContain('Switched forms back to v1');
    expect(await served('local-staging')).toBe('v1');
    const smoke = smokeRecordSchema.parse(
      JSON.parse((await object('local-staging', 'remotes/forms/releases/v3/smoke.json'))!),
    );
    expect(smoke).toMatchObject({
      passed: false,
      failures: ['test smoke: the page threw in firefox'],
    });
    await expect(
      promoteSection(
        { section: 'forms', version: 'v3' },
        target['local-prod'],
        target['local-staging'],
        tools,
      ),
    ).rejects.toThrow('forms v3 has not passed the smoke on local-staging');
  });

  it('switches back when the second smoke fails after the first passed', async () => {
    const browser = {
      name: 'browser smoke',
      run: () =>
        Promise.resolve({ passed: false, checked: 3, failures: ['/contact threw in webkit'] }),
    };
    const failure = await release(
      'forms',
      'v4',
      {},
      { ...tools, smokes: [...tools.smokes, browser] },
    ).catch((error: unknown) => error as SmokeFailure);
    expect((failure as SmokeFailure).result.failures).toEqual([
      'browser smoke: /contact threw in webkit',
    ]);
    expect(await served('local-staging')).toBe('v1');
  });

  it("promotes staging's bytes, the shell's too, rewriting only the files that name the site", async () => {
    await promoteSection(
      { section: 'shell', version: 'v2' },
      target['local-prod'],
      target['local-staging'],
      tools,
    );
    const outcome = await promoteSection(
      { section: 'forms', version: 'v1' },
      target['local-prod'],
      target['local-staging'],
      tools,
    );
    // remoteEntry.js, the chunk, routes.json and the manifest; the page names the site.
    expect(outcome).toMatchObject({ identical: 4, stageSpecific: 1 });
    expect(await served('local-prod')).toBe('v1');
    for (const key of ['remotes/forms/releases/v1/remoteEntry.js', 'main.0123456789ab.js']) {
      expect(await object('local-prod', key)).toBe(await object('local-staging', key));
    }
    expect(await object('local-prod', 'remotes/forms/releases/v1/pages/forms.html')).toContain(
      `href="${siteOf('local-prod')}/forms"`,
    );
    expect(await object('local-prod', 'robots.txt')).toContain(siteOf('local-prod'));
    expect(outcome.record.promotedFrom).toEqual({
      stage: 'local-staging',
      siteUrl: siteOf('local-staging'),
    });
    expect(outcome.record.routes).toEqual(sectionRoutesOf('forms'));
  });

  it('refuses a promotion whose bytes differ from their record, writing nothing', async () => {
    await release('forms', 'v5');
    await stages.store.s3.send(
      new DeleteObjectCommand({
        Bucket: bucketOf('local-staging'),
        Key: 'remotes/forms/releases/v5/remoteEntry.js',
      }),
    );
    await expect(
      promoteSection(
        { section: 'forms', version: 'v5' },
        target['local-prod'],
        target['local-staging'],
        tools,
      ),
    ).rejects.toThrow(
      /not what its record says: remotes\/forms\/releases\/v5\/remoteEntry.js \(missing\)/,
    );
    expect(await object('local-prod', 'remotes/forms/releases/v5/release.json')).toBeUndefined();
  });

  it('refuses a promotion without a smoke record, saying how to get one', async () => {
    await stages.store.s3.send(
      new DeleteObjectCommand({
        Bucket: bucketOf('local-staging'),
        Key: 'remotes/forms/releases/v5/smoke.json',
      }),
    );
    const refusal = await promoteSection(
      { section: 'forms', version: 'v5' },
      target['local-prod'],
      target['local-staging'],
      tools,
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PromotionRefusal);
    expect(String(refusal)).toContain('has no smoke record on local-staging');
    expect(String(refusal)).toContain('release it to local-staging again');
  });

  it('refuses a promotion whose smoke record cannot be read, naming it, writing nothing', async () => {
    await stages.store.s3.send(
      new PutObjectCommand({
        Bucket: bucketOf('local-staging'),
        Key: 'remotes/forms/releases/v5/smoke.json',
        Body: '{"passed":"yes"}',
      }),
    );
    const refusal = await promoteSection(
      { section: 'forms', version: 'v5' },
      target['local-prod'],
      target['local-staging'],
      tools,
    ).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(PromotionRefusal);
    expect(String(refusal)).toContain(
      "local-staging's remotes/forms/releases/v5/smoke.json is not a valid record",
    );
    expect(String(refusal)).toContain('Release it to local-staging again');
    expect(await object('local-prod', 'remotes/forms/releases/v5/release.json')).toBeUndefined();
  });

  it("refuses a shell when a deployed remote's manifest names no release, switching nothing", async () => {
    const key = 'remotes/forms/mf-manifest.json';
    const manifest = await object('local-staging', key);
    const shellBefore = await served('local-staging', 'shell');
    await stages.store.s3.send(
      new PutObjectCommand({ Bucket: bucketOf('local-staging'), Key: key, Body: '{}' }),
    );
    try {
      const refusal = await release('shell', 'v5x').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(GateRefusal);
      expect(String(refusal)).toContain(
        `forms's pointer ${siteOf('local-staging')}/${key} (names no release)`,
      );
      expect(String(refusal)).toContain('--override-gate');
      expect(await served('local-staging', 'shell')).toBe(shellBefore);
      expect(await object('local-staging', 'releases/v5x/release.json')).toBeUndefined();
    } finally {
      await stages.store.s3.send(
        new PutObjectCommand({ Bucket: bucketOf('local-staging'), Key: key, Body: manifest }),
      );
    }
  });

  it('refuses a release whose contract cannot be read from the repository, publishing nothing', async () => {
    const unreadable: PipelineTools = {
      ...tools,
      contractOf: () => {
        throw new Error("ENOENT: no such file or directory, scandir 'shell-contract/types'");
      },
    };
    const refusal = await release('forms', 'v5y', { contract: undefined }, unreadable).catch(
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(GateRefusal);
    expect(String(refusal)).toContain('the contract of forms cannot be read from the repository');
    expect(String(refusal)).toContain('shell-contract/types');
    expect(await served('local-staging')).toBe('v5');
    expect(
      await object('local-staging', 'remotes/forms/releases/v5y/release.json'),
    ).toBeUndefined();
  });

  it('refuses a shell that drops a name a deployed remote imports, switching nothing', async () => {
    const contract = {
      version: '1.3.0',
      provides: { 'shell/ui': ['Button'], 'shell/router': ['Link'] },
    };
    await expect(release('shell', 'v6', { contract })).rejects.toThrow(ContractRefusal);
    expect(await served('local-staging', 'shell')).toBe('v2');
  });

  it('refuses a remote built against a contract the deployed shell does not provide', async () => {
    const contract = { version: '2.0.0', imports: { 'shell/ui': ['ReviewStars'] } };
    await expect(release('forms', 'v7', { contract })).rejects.toThrow(
      'the shell does not provide shell/ui: ReviewStars',
    );
  });

  describe('the addresses a release claims', () => {
    it("refuses a remote that claims the shell's page and a redirect's source, naming both", async () => {
      const build = formsBuild(
        formsClaiming(
          { path: '/booking', page: 'ContactPage', title: 'Booking' },
          { path: '/brooklyn', page: 'ContactPage', title: 'Brooklyn' },
        ),
      );
      const refusal = await release('forms', 'v7r', { buildDir: build }).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(RouteRefusal);
      expect(String(refusal)).toContain(
        'forms v7r claims addresses another section owns; nothing was switched. ' +
          '/booking, which shell v2 (deployed) renders (BookingPage); ' +
          '/brooklyn, which shell v2 (deployed) redirects.',
      );
      expect(await served('local-staging')).toBe('v5');
      expect(
        await object('local-staging', 'remotes/forms/releases/v7r/release.json'),
      ).toBeUndefined();
    });

    it("refuses a shell whose redirect takes a deployed remote's page", async () => {
      const own = sectionRoutesOf('shell');
      const build = shellBuild(siteOf('local-staging'));
      fs.writeFileSync(
        `${build}/routes.json`,
        JSON.stringify({ ...own, redirects: [...(own.redirects ?? []), '/contact'] }),
      );
      await expect(release('shell', 'v7s', { buildDir: build })).rejects.toThrow(
        '/contact, which forms v5 (deployed) renders (ContactPage)',
      );
      expect(await served('local-staging', 'shell')).toBe('v2');
    });

    it("refuses a shell whose worker precaches its routes file, which stays in the release's folder", async () => {
      const build = shellBuild(siteOf('local-staging'));
      fs.writeFileSync(
        `${build}/sw.js`,
        'self.precache([{"revision":null,"url":"/main.0123456789ab.js"},{"revision":"4489","url":"/routes.json"}]);',
      );
      await expect(release('shell', 'v7w', { buildDir: build })).rejects.toThrow(
        "the shell's service worker precaches /routes.json, which the site will not serve",
      );
      expect(await served('local-staging', 'shell')).toBe('v2');
    });

    it('refuses a build without its routes file, or with one that is not what it should be', async () => {
      const without = formsBuild();
      fs.rmSync(`${without}/routes.json`);
      await expect(release('forms', 'v7t', { buildDir: without })).rejects.toThrow(
        `${without}/routes.json is missing: run npm run build -w mf-forms first`,
      );
      await expect(
        release('forms', 'v7u', {
          buildDir: formsBuild({ ...sectionRoutesOf('forms'), section: 'home-tours' }),
        }),
      ).rejects.toThrow("the build's routes.json lists the routes of home-tours, not of forms");
      await expect(
        release('forms', 'v7v', {
          buildDir: formsBuild('{"section":"forms","routes":[{"path":"/Gift"}]}'),
        }),
      ).rejects.toThrow(
        /routes\.json is not a valid record \(routes\.0\.path: a path of lower-case/,
      );
      expect(await served('local-staging')).toBe('v5');
    });
  });

  describe('facing a deployed release without its record', () => {
    beforeAll(async () => {
      await stages.store.s3.send(
        new DeleteObjectCommand({
          Bucket: bucketOf('local-staging'),
          Key: 'releases/v2/release.json',
        }),
      );
    });

    it('refuses the release, naming the record and the ways on, and switches nothing', async () => {
      const refusal = await release('forms', 'v8').catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(GateRefusal);
      expect(String(refusal)).toContain(
        `${siteOf('local-staging')}/releases/v2/release.json (answered 404)`,
      );
      expect(String(refusal)).toContain('release shell to the stage again');
      expect(String(refusal)).toContain('--override-gate');
      expect(await served('local-staging')).toBe('v5');
      expect(
        await object('local-staging', 'remotes/forms/releases/v8/release.json'),
      ).toBeUndefined();
    });

    it('goes on with --override-gate, and the release records why', async () => {
      const { record } = await release('forms', 'v8', {
        overrideGate: 'the shell predates records',
      });
      expect(record.gateOverrides).toEqual(
        ['contract', 'routes'].map((gate) =>
          expect.objectContaining({
            gate,
            reason: 'the shell predates records',
            missing: expect.stringContaining('releases/v2/release.json'),
          }),
        ),
      );
      expect(tools.seen.lines.join('\n')).toContain('going on by --override-gate');
      expect(await served('local-staging')).toBe('v8');
    });
  });

  it('rolls back: the release prerendered anew, its record updated, switched and smoked', async () => {
    await release('shell', 'v9');
    const outcome = await rollbackSection(
      { section: 'forms', version: 'v1' },
      target['local-staging'],
      tools,
    );
    expect(await served('local-staging')).toBe('v1');
    expect(tools.seen.prerenders.at(-1)).toEqual(
      expect.objectContaining({ section: 'forms', pinned: 'v1', checkContract: false }),
    );
    const page = await object('local-staging', 'remotes/forms/releases/v1/pages/forms.html');
    expect(page).toContain('forms v1');
    expect(outcome.record.files['remotes/forms/releases/v1/pages/forms.html']).toBe(sha256(page!));
    expect(outcome.smoke?.passed).toBe(true);
  });

  describe('a canary', () => {
    it('is refused for the shell, and as a first release', async () => {
      await expect(release('shell', 'v10', { canary: 10 })).rejects.toThrow(
        'The shell runs no canary',
      );
    });

    it('is published and pointed at, the stable pointer left where it was', async () => {
      const { canary } = await release('forms', 'v11', { canary: 25 });
      expect(canary).toMatchObject({ section: 'forms', stable: 'v1', canary: 'v11', percent: 25 });
      expect(await served('local-staging')).toBe('v1');
      expect(tools.seen.smokes).toEqual([]);
      await expect(release('forms', 'v12', { canary: 10 })).rejects.toThrow(
        'v11 already runs as a canary',
      );
    });

    it('ends when its promotion fails the smoke: everyone back on the stable release', async () => {
      smokeFails = 'the contact page threw';
      await expect(
        promoteCanary({ section: 'forms' }, target['local-staging'], tools),
      ).rejects.toThrow(SmokeFailure);
      expect(await served('local-staging')).toBe('v1');
      expect(
        await readCanaryPointer(stages.store.s3, bucketOf('local-staging'), definitionOf('forms')),
      ).toEqual({
        section: 'forms',
        stable: 'v1',
      });
    });

    it('is promoted to everyone, its pages prerendered anew', async () => {
      await release('forms', 'v13', { canary: 50 });
      await expect(
        promoteCanary({ section: 'forms' }, target['local-staging'], tools),
      ).resolves.toBe('v13');
      expect(await served('local-staging')).toBe('v13');
      expect(
        await readCanaryPointer(stages.store.s3, bucketOf('local-staging'), definitionOf('forms')),
      ).toEqual({
        section: 'forms',
        stable: 'v13',
      });
      await expect(
        promoteCanary({ section: 'forms' }, target['local-staging'], tools),
      ).rejects.toThrow('runs no canary');
    });
  });

  describe("a remote's own pages", () => {
    const giftCards = { path: '/gift-cards', page: 'GiftCardsPage', title: 'Gift Cards' };
    /** The tools, their forms prerender writing a page for each route of `routes`. */
    const toolsWritingPages = (routes: SectionRoutes) =>
      testTools({
        contract: (section) => (section === 'shell' ? shellContract : formsContract),
        pages: (request) =>
          request.section === 'forms'
            ? routes.routes.map((route) => `pages${route.path}.html`)
            : [`pages/${request.section}.html`],
      });
    const statusOf = async (address: string) =>
      (await fetch(`${siteOf('local-staging')}${address}`, { redirect: 'manual' })).status;

    it('are added and removed by a release of the remote alone, the site stack untouched', async () => {
      const adding = formsClaiming(giftCards);
      expect(await statusOf('/gift-cards')).toBe(404);
      const addingTools = toolsWritingPages(adding);
      await release('forms', 'v7p', { buildDir: formsBuild(adding) }, addingTools);
      // The smokes are asked to check the pages the release claims, the added one among them.
      expect(addingTools.seen.smokes.at(-1)?.pages).toEqual(adding.routes.map((r) => r.path));
      expect(await object('local-staging', 'remotes/forms/routes.json')).toBe(
        JSON.stringify(adding),
      );
      const page = await fetch(`${siteOf('local-staging')}/gift-cards`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<title>forms v7p</title>');
      expect(await statusOf('/contact')).toBe(200);

      const removing = sectionRoutesOf('forms');
      await release(
        'forms',
        'v7q',
        { buildDir: formsBuild(removing) },
        toolsWritingPages(removing),
      );
      expect(await statusOf('/gift-cards')).toBe(404);
      expect(await statusOf('/contact')).toBe(200);
      expect(await served('local-staging')).toBe('v7q');
    });
  });
});
