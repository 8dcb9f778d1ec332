/** @jest-environment node */
// A release train against the local target: the S3 emulator and each stage's site served from
// its bucket through the edge's code. The tools build nothing and write a page per prerender.
import { sectionRoutesOf } from 'shared-types';

import { getObject } from '../artifact/artifact';
import { CANARY_BUCKET_COOKIE } from '../model/canary-pointer';
import { releaseRecordSchema, type ContractRecord } from '../model/release-record';
import { definitionOf, type Section } from '../model/sections';
import { readCanaryPointer } from '../targets/canary-store';
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
import {
  promoteCanaryTrain,
  promoteTrain,
  releaseTrain,
  rollbackTrain,
  TrainSmokeFailure,
} from './train';

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

/** Tools whose smoke fails with what `fails` says, when it says something. */
const trainTools = (fails: () => string | undefined) =>
  testTools({
    contract: () => {
      throw new Error('every member names its contract');
    },
    smoke: () => {
      const failure = fails();
      return failure
        ? { passed: false, checked: 1, failures: [failure] }
        : { passed: true, checked: 3, failures: [] };
    },
  });

/** Local staging's address and bucket, and the release of a section it serves. */
const stageReads = (stages: () => TestStages) => {
  const site = () => stages().settings.stages['local-staging'].siteUrl;
  return {
    site,
    bucket: () => stages().settings.stages['local-staging'].bucket,
    served: async (section: Section) => {
      const release = await servedRelease(site(), section);
      return release.state === 'served' ? release.version : undefined;
    },
  };
};

describe('a release train on the local stages', () => {
  let stages: TestStages;
  let target: StageTarget;
  let smokeFails: string | undefined;
  let tools: ReturnType<typeof testTools>;

  const { bucket, served } = stageReads(() => stages);
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
    tools = trainTools(() => smokeFails);
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
    expect(outcome.smoke?.passed).toBe(true);
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

describe("a train's canary on the local stages", () => {
  let stages: TestStages;
  let target: StageTarget;
  let smokeFails: string | undefined;
  let tools: ReturnType<typeof testTools>;
  const { site, bucket, served } = stageReads(() => stages);
  /** The release of each member a visitor in `bucket` loads. */
  const visitorGets = async (bucketOfVisitor: number) =>
    Promise.all(
      ['forms', 'home-tours'].map(async (dir) => {
        const response = await fetch(`${site()}/remotes/${dir}/mf-manifest.json`, {
          headers: { cookie: `${CANARY_BUCKET_COOKIE}=${bucketOfVisitor}` },
        });
        const manifest = (await response.json()) as { metaData: { publicPath: string } };
        return /\/releases\/([^/]+)\/$/.exec(manifest.metaData.publicPath)?.[1];
      }),
    );
  const pointerOf = (section: Section) =>
    readCanaryPointer(stages.store.s3, bucket(), definitionOf(section));
  const member = (section: 'shell' | 'forms' | 'homeTours') => ({
    section,
    contract: section === 'shell' ? shellContract('1.0.0') : remoteContract('1.0.0'),
    buildDir: section === 'shell' ? shellBuild() : remoteBuild(section),
  });
  const canaryTrain = (version: string, members: ('shell' | 'forms' | 'homeTours')[]) =>
    releaseTrain(
      { version, members: members.map(member), skipBuild: true, canary: 20 },
      target,
      tools,
    );

  beforeAll(async () => {
    stages = await openTestStages();
    target = localTarget({
      stage: 'local-staging',
      settings: stages.settings,
      s3: stages.store.s3,
    });
    tools = trainTools(() => smokeFails);
    for (const section of ['shell', 'forms', 'homeTours'] as const) {
      await releaseSection({ ...member(section), version: 'v1', skipBuild: true }, target, tools);
    }
  });
  beforeEach(() => {
    smokeFails = undefined;
  });
  afterAll(async () => {
    await stages.close();
  });

  it('is refused with the shell, switching nothing', async () => {
    await expect(canaryTrain('t0', ['shell', 'forms'])).rejects.toThrow('The shell runs no canary');
    expect(await pointerOf('forms')).toBeUndefined();
  });

  it('gives the same share of visitors every member, and switches nobody else', async () => {
    const outcome = await canaryTrain('t1', ['forms', 'homeTours']);
    expect(outcome.smoke).toBeUndefined();
    expect(outcome.canary?.map((pointer) => [pointer.section, pointer.percent])).toEqual([
      ['forms', 20],
      ['home-tours', 20],
    ]);
    expect(await served('forms')).toBe('v1');
    expect(await served('homeTours')).toBe('v1');
    for (const visitor of [0, 19]) expect(await visitorGets(visitor)).toEqual(['t1', 't1']);
    for (const visitor of [20, 99]) expect(await visitorGets(visitor)).toEqual(['v1', 'v1']);
  });

  it("ends every member's canary when the promotion's smoke fails", async () => {
    smokeFails = '/contact shows a section fallback in firefox';
    await expect(promoteCanaryTrain({ version: 't1' }, target, tools)).rejects.toThrow(
      TrainSmokeFailure,
    );
    expect(await served('forms')).toBe('v1');
    expect(await served('homeTours')).toBe('v1');
    expect(await pointerOf('forms')).toEqual({ section: 'forms', stable: 'v1' });
    expect(await pointerOf('homeTours')).toEqual({ section: 'home-tours', stable: 'v1' });
    expect(await visitorGets(0)).toEqual(['v1', 'v1']);
  });

  it('promotes a running train canary to everyone, its members switched and smoked together', async () => {
    await canaryTrain('t2', ['forms', 'homeTours']);
    const { members, smoke } = await promoteCanaryTrain({ version: 't2' }, target, tools);
    expect(members).toEqual(['homeTours', 'forms']);
    expect(smoke.passed).toBe(true);
    expect(tools.seen.smokes.at(-1)).toMatchObject({ wholeSite: true });
    expect(await served('forms')).toBe('t2');
    expect(await served('homeTours')).toBe('t2');
    expect(await pointerOf('forms')).toEqual({ section: 'forms', stable: 't2' });
    for (const visitor of [0, 99]) expect(await visitorGets(visitor)).toEqual(['t2', 't2']);
    await expect(promoteCanaryTrain({ version: 't2' }, target, tools)).rejects.toThrow(
      'local-staging runs no canary t2; nothing was promoted.',
    );
  });

  /** A target that records what a visitor gets before and after every pointer it switches. */
  const watching = (visit: () => Promise<(string | undefined)[]>) => {
    const seen: (string | undefined)[][] = [];
    const watched: StageTarget = {
      ...target,
      async switchTo(section, version) {
        seen.push(await visit());
        await target.switchTo(section, version);
        seen.push(await visit());
      },
    };
    return { seen, watched };
  };
  /** The shell's release a visitor in `bucket` gets, then each remote's. */
  const visitorGetsAll = async (bucketOfVisitor: number) => {
    const response = await fetch(`${site()}/shell-release.json`, {
      headers: { cookie: `${CANARY_BUCKET_COOKIE}=${bucketOfVisitor}` },
    });
    const shell = ((await response.json()) as { version: string }).version;
    return [shell, ...(await visitorGets(bucketOfVisitor))];
  };

  it('switches a train of remotes for every visitor at once, and back', async () => {
    const { seen, watched } = watching(() => visitorGets(50));
    // forms shipped alone since: switched back, each member returns to a release of its own.
    await releaseSection({ ...member('forms'), version: 'f2', skipBuild: true }, target, tools);
    await releaseTrain(
      { version: 't3', members: [member('forms'), member('homeTours')], skipBuild: true },
      watched,
      tools,
    );
    // Every visitor gets both new members before the first pointer moves, and never one alone.
    expect(seen).toEqual(Array.from({ length: 4 }, () => ['t3', 't3']));
    expect(await visitorGets(50)).toEqual(['t3', 't3']);
    expect(await pointerOf('forms')).toEqual({ section: 'forms', stable: 't3' });
    seen.length = 0;
    await rollbackTrain({ version: 't3' }, watched, tools);
    expect(seen).toEqual(Array.from({ length: 4 }, () => ['f2', 't2']));
    expect(await visitorGets(50)).toEqual(['f2', 't2']);
  });

  it('switches a train with the shell, within a major version, for every visitor at once', async () => {
    const { seen, watched } = watching(() => visitorGetsAll(50));
    const members = () => [member('shell'), member('forms'), member('homeTours')];
    await releaseTrain({ version: 't6', members: members(), skipBuild: true }, watched, tools);
    // The shell's pages and the remotes move together: never a shell with a remote of another.
    expect(seen).toEqual(Array.from({ length: 6 }, () => ['t6', 't6', 't6']));
    expect(await visitorGetsAll(50)).toEqual(['t6', 't6', 't6']);
    expect(await pointerOf('shell')).toEqual({ section: 'shell', stable: 't6' });
    expect(tools.seen.lines).toContain(
      'Switched shell, home-tours, forms on local-staging for every visitor at once.',
    );
    // Its smoke fails: switched back whole, at once as well.
    seen.length = 0;
    smokeFails = '/booking shows a section fallback in webkit';
    await expect(
      releaseTrain({ version: 't7', members: members(), skipBuild: true }, watched, tools),
    ).rejects.toThrow(TrainSmokeFailure);
    expect(seen.slice(0, 6)).toEqual(Array.from({ length: 6 }, () => ['t7', 't7', 't7']));
    expect(seen.slice(6)).toEqual(Array.from({ length: 6 }, () => ['t6', 't6', 't6']));
    expect(await visitorGetsAll(50)).toEqual(['t6', 't6', 't6']);
  });

  it('refuses to switch a member running a canary under it', async () => {
    await canaryTrain('t4', ['forms', 'homeTours']);
    await expect(
      releaseTrain(
        { version: 't5', members: [member('forms'), member('homeTours')], skipBuild: true },
        target,
        tools,
      ),
    ).rejects.toThrow(
      'home-tours t4 runs as a canary on local-staging: promote it or let it roll back',
    );
    expect(await served('forms')).toBe('t6');
  });
});
