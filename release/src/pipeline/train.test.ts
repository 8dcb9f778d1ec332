/** @jest-environment node */
// A release train against the local target: the S3 emulator and each stage's site served from
// its bucket through the edge's code. The tools build nothing and write a page per prerender.
import { sectionRoutesOf } from 'shared-types';

import { getObject } from '../artifact/artifact';
import { releaseRecordSchema, type ContractRecord } from '../model/release-record';
import type { Section } from '../model/sections';
import { localTarget } from '../targets/local-target';
import {
  openTestStages,
  testTools,
  writeBuild,
  type TestStages,
} from '../test-support/test-stages';
import { ContractRefusal, GateRefusal } from './contract-gate';
import { promoteSection, releaseSection } from './pipeline';
import { servedRelease } from './site';
import type { StageTarget } from './target';
import { promoteTrain, releaseTrain, rollbackTrain, TrainSmokeFailure } from './train';

jest.setTimeout(60_000);

/** The shell's contract at `version`, with or without PageMeta. */
const shellContract = (version: string, pageMeta = true): ContractRecord => ({
  version,
  provides: {
    'shell/ui': pageMeta ? ['Button', 'PageMeta'] : ['Button'],
    'shell/router': ['Link'],
  },
});
/** A remote's contract at `version`, importing PageMeta or not. */
const remoteContract = (version: string, pageMeta = true): ContractRecord => ({
  version,
  imports: { 'shell/ui': pageMeta ? ['Button', 'PageMeta'] : ['Button'], 'shell/router': ['Link'] },
});

const shellBuild = () =>
  writeBuild({
    'index.html': '<title>shell</title>',
    'sw.js': 'self;',
    'server/prerender.js': 'module.exports = {};',
    'main.0123456789ab.js': 'main',
    'routes.json': JSON.stringify(sectionRoutesOf('shell')),
  });
const remoteBuild = (section: 'forms' | 'homeTours') =>
  writeBuild({
    'mf-manifest.json': JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [] }),
    'remoteEntry.js': `var ${section};`,
    '123.abcdef012345.js': 'chunk',
    'routes.json': JSON.stringify(sectionRoutesOf(section)),
  });

describe('a release train on the local stages', () => {
  let stages: TestStages;
  let target: StageTarget;
  let smokeFails: string | undefined;
  let tools: ReturnType<typeof testTools>;

  const site = () => stages.settings.stages['local-staging'].siteUrl;
  const bucket = () => stages.settings.stages['local-staging'].bucket;
  const served = async (section: Section) => {
    const release = await servedRelease(site(), section);
    return release.state === 'served' ? release.version : undefined;
  };
  const manifestAt = async (key: string) => {
    const object = await getObject(stages.store.s3, bucket(), key);
    if (!object) return undefined;
    const manifest = JSON.parse(object.body.toString('utf8')) as {
      metaData: { publicPath: string };
    };
    return /\/releases\/([^/]+)\/$/.exec(manifest.metaData.publicPath)?.[1];
  };
  const member = (section: 'shell' | 'forms' | 'homeTours', contract: ContractRecord) => ({
    section,
    contract,
    buildDir: section === 'shell' ? shellBuild() : remoteBuild(section),
  });

  beforeAll(async () => {
    stages = await openTestStages();
    target = localTarget({
      stage: 'local-staging',
      settings: stages.settings,
      s3: stages.store.s3,
    });
  });
  beforeEach(() => {
    smokeFails = undefined;
    tools = testTools({
      contract: () => {
        throw new Error('every member names its contract');
      },
      smoke: () =>
        smokeFails
          ? { passed: false, checked: 1, failures: [smokeFails] }
          : { passed: true, checked: 3, failures: [] },
    });
  });
  afterAll(async () => {
    await stages.close();
  });

  it('is refused for one section, or a section named twice', async () => {
    await expect(
      releaseTrain(
        { version: 't0', members: [member('shell', shellContract('1.0.0'))], skipBuild: true },
        target,
        tools,
      ),
    ).rejects.toThrow('A train is two sections or more (given: shell)');
  });

  it('ships a major version of the contract that no section could ship alone', async () => {
    for (const [section, contract] of [
      ['shell', shellContract('1.2.0')],
      ['forms', remoteContract('1.2.0')],
    ] as const) {
      await releaseSection(
        { ...member(section, contract), version: 'v1', skipBuild: true },
        target,
        tools,
      );
    }
    // Alone, each side is refused.
    await expect(
      releaseSection(
        { ...member('shell', shellContract('2.0.0', false)), version: 'v2', skipBuild: true },
        target,
        tools,
      ),
    ).rejects.toThrow(ContractRefusal);
    await expect(
      releaseSection(
        { ...member('forms', remoteContract('2.0.0', false)), version: 'v2', skipBuild: true },
        target,
        tools,
      ),
    ).rejects.toThrow(ContractRefusal);

    const outcome = await releaseTrain(
      {
        version: 't2',
        members: [
          member('shell', shellContract('2.0.0', false)),
          member('forms', remoteContract('2.0.0', false)),
        ],
        skipBuild: true,
      },
      target,
      tools,
    );
    expect(outcome.smoke.passed).toBe(true);
    expect(await served('shell')).toBe('t2');
    expect(await served('forms')).toBe('t2');
    // The new forms is pointed at where only a shell of contract 2 looks; the old shell's pages
    // still load the forms they were made with.
    expect(await manifestAt('remotes/forms/contract-2/mf-manifest.json')).toBe('t2');
    expect(await manifestAt('remotes/forms/mf-manifest.json')).toBe('v1');
    // Each member's prerender saw the other member's build, not what the stage served.
    const prerenders = tools.seen.prerenders.filter((request) => request.train);
    expect(prerenders.map((request) => [request.section, Object.keys(request.train!)])).toEqual([
      ['shell', ['forms']],
      ['forms', ['shell']],
    ]);
    // One smoke of the whole site, after both switched.
    expect(tools.seen.smokes.at(-1)).toMatchObject({ section: 'shell', wholeSite: true });
    const record = releaseRecordSchema.parse(
      JSON.parse(
        (await getObject(
          stages.store.s3,
          bucket(),
          'remotes/forms/releases/t2/release.json',
        ))!.body.toString('utf8'),
      ),
    );
    expect(record.train).toEqual({
      version: 't2',
      members: [
        { section: 'shell', previous: 'v1' },
        { section: 'forms', previous: 'v1' },
      ],
    });
  });

  it("promotes the train staging serves to prod as a train, staging's bytes", async () => {
    const prod = localTarget({
      stage: 'local-prod',
      settings: stages.settings,
      s3: stages.store.s3,
    });
    for (const section of ['shell', 'forms'] as const) {
      await promoteSection({ section, version: 'v1' }, prod, target, tools);
    }
    const outcome = await promoteTrain({ version: 't2' }, prod, target, tools);
    expect(outcome.members.map((member) => [member.section, member.previous])).toEqual([
      ['shell', 'v1'],
      ['forms', 'v1'],
    ]);
    const prodSite = stages.settings.stages['local-prod'].siteUrl;
    for (const section of ['shell', 'forms'] as const) {
      const release = await servedRelease(prodSite, section);
      expect(release).toMatchObject({ state: 'served', version: 't2' });
    }
    const prodBucket = stages.settings.stages['local-prod'].bucket;
    for (const key of [
      'remotes/forms/releases/t2/remoteEntry.js',
      'releases/t2/index.html',
      'remotes/forms/contract-2/mf-manifest.json',
    ]) {
      const [staged, promoted] = await Promise.all(
        [bucket(), prodBucket].map((name) => getObject(stages.store.s3, name, key)),
      );
      expect({ key, same: staged!.body.equals(promoted!.body) }).toEqual({ key, same: true });
    }
    expect(outcome.members[1]!.record.train).toEqual({
      version: 't2',
      members: [
        { section: 'shell', previous: 'v1' },
        { section: 'forms', previous: 'v1' },
      ],
    });
  });

  it('refuses a train that a remote left out cannot run with, naming it, switching nothing', async () => {
    const failure = await releaseTrain(
      {
        version: 't3',
        members: [
          member('shell', shellContract('3.0.0', false)),
          member('homeTours', remoteContract('3.0.0', false)),
        ],
        skipBuild: true,
      },
      target,
      tools,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContractRefusal);
    expect((failure as Error).message).toContain('forms t2 (deployed)');
    expect(await served('shell')).toBe('t2');
    expect(await getObject(stages.store.s3, bucket(), 'releases/t3/release.json')).toBeUndefined();
  });

  it('switches the whole train back when its smoke fails', async () => {
    smokeFails = '/contact shows a section fallback in webkit';
    const failure = await releaseTrain(
      {
        version: 't4',
        members: [
          member('shell', shellContract('2.1.0', false)),
          member('forms', remoteContract('2.1.0', false)),
        ],
        skipBuild: true,
      },
      target,
      tools,
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(TrainSmokeFailure);
    expect((failure as Error).message).toContain(
      'Switched the whole train back: shell is back on t2, forms is back on t2',
    );
    expect(await served('shell')).toBe('t2');
    expect(await served('forms')).toBe('t2');
  });

  it('rolls a train back in one command: every member on what it replaced', async () => {
    const { members } = await rollbackTrain({ version: 't2' }, target, tools);
    expect(members).toEqual([
      { section: 'shell', to: 'v1' },
      { section: 'forms', to: 'v1' },
    ]);
    expect(await served('shell')).toBe('v1');
    expect(await served('forms')).toBe('v1');
    expect(tools.seen.smokes.at(-1)).toMatchObject({ wholeSite: true });
    // Once it no longer serves the train, there is nothing of it to roll back.
    await expect(rollbackTrain({ version: 't2' }, target, tools)).rejects.toThrow(GateRefusal);
  });
});
