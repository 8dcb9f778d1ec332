/** @jest-environment node */
// The one pipeline against the AWS target, its clients faked at the edge: SSM answers the stage's
// parameters, STS hands out role credentials, S3 is the emulator, CloudWatch records its calls,
// and `cdk deploy` is stood in for by what the section's stack does with the context it is given
// (read with the app's own schema): its upload writes the release's folder, its pointer switches.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { DeleteAlarmsCommand, PutMetricAlarmCommand } from '@aws-sdk/client-cloudwatch';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { GetParameterCommand } from '@aws-sdk/client-ssm';
import { type AssumeRoleCommand, GetCallerIdentityCommand } from '@aws-sdk/client-sts';
import { cacheControl, sectionRoutesOf } from 'shared-types';

import { getObject, planRelease, publishObjects, putObject, sha256 } from '../artifact/artifact';
import { readSectionDeployContext } from '../model/deploy-context';
import { siteParameterNames } from '../model/names';
import { smokeRecordSchema, type ContractRecord } from '../model/release-record';
import { findSection, KEEP_RELEASES, releasesPrefix, withContractMajor } from '../model/sections';
import type { Stage } from '../model/stage';
import type { Command } from '../pipeline/command';
import { GateRefusal } from '../pipeline/contract-gate';
import { promoteCanary, promoteSection, releaseSection, SmokeFailure } from '../pipeline/pipeline';
import { servedRelease } from '../pipeline/site';
import { releaseTrain } from '../pipeline/train';
import { switchRelease } from '../switch/switch-release';
import { serveTestSite, type TestSite } from '../test-support/stage-site';
import { freePort, testTools, writeBuild } from '../test-support/test-stages';
import { awsTarget, type AwsClients } from './aws-target';
import { releaseStoreSettings } from './local-settings';
import { openReleaseStore, type ReleaseStore } from './local-store';

jest.setTimeout(60_000);

const contract: ContractRecord = {
  version: '1.2.0',
  provides: { 'shell/ui': ['PageMeta'] },
  imports: { 'shell/ui': ['PageMeta'] },
};
const ACCOUNT = '111111111111';

describe('the pipeline on the AWS stages, their clients faked at the edge', () => {
  let store: ReleaseStore;
  const sites: Partial<Record<Stage, TestSite>> = {};
  const bucket = (stage: Stage) => `site-${stage}`;
  let deploys: { stage: string; context: Record<string, string> }[];
  let assumed: string[];
  let alarmCalls: string[];
  let smokeFails: boolean;
  let failAlarm: boolean;
  const s3Credentials: (string | undefined)[] = [];

  /** What the section's stack does on `cdk deploy` with the context it was given. */
  async function fakeCdk(command: Command) {
    const context = Object.fromEntries(
      command.args
        .filter((_arg, index) => command.args[index - 1] === '-c')
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    expect(command.args.slice(0, 3)).toEqual(['npx', 'cdk', 'deploy']);
    const read = readSectionDeployContext((key) => context[key]);
    deploys.push({ stage: read.stage, context });
    // As the deploy app reads it (infra-cdk's section-selection.ts).
    const section = withContractMajor(findSection(read.section)!, read.contractMajor);
    const to = bucket(read.stage);
    if (read.version !== undefined) {
      const dir = read.sourceDir!;
      await publishObjects(
        store.s3,
        to,
        section,
        read.version,
        planRelease(section, read.version, dir),
      );
      await putObject(store.s3, to, {
        key: `${releasesPrefix(section)}${read.version}/release.json`,
        body: fs.readFileSync(path.join(dir, 'release.json')),
        cacheControl: cacheControl.revalidate,
        contentType: 'application/json',
      });
    } else if (read.pagesDir !== undefined) {
      for (const file of [
        'release.json',
        ...fs.readdirSync(path.join(read.pagesDir, 'pages')).map((page) => `pages/${page}`),
      ]) {
        await putObject(store.s3, to, {
          key: `${releasesPrefix(section)}${read.rollback}/${file}`,
          body: fs.readFileSync(path.join(read.pagesDir, file)),
          cacheControl: cacheControl.immutable,
          contentType: 'text/html',
        });
      }
    }
    await switchRelease(store.s3, {
      Bucket: to,
      ReleasesPrefix: releasesPrefix(section),
      Pointer: section.pointer,
      KeepReleases: String(KEEP_RELEASES),
      Version: read.serve ?? read.version ?? read.rollback!,
    });
  }

  function clients(stage: Stage): AwsClients {
    const names = siteParameterNames(stage);
    const parameters: Record<string, string> = {
      [names.siteUrl]: sites[stage]!.url,
      [names.bucketName]: bucket(stage),
      [names.canaryRollbackFunctionArn]: 'arn:aws:lambda:us-east-1:111111111111:function:rollback',
      [names.alarmTopicArn]: 'arn:aws:sns:us-east-1:111111111111:alarms',
    };
    return {
      ssm: {
        send: jest.fn((command: unknown) => {
          const name = (command as GetParameterCommand).input.Name!;
          if (!(command instanceof GetParameterCommand) || !(name in parameters)) {
            return Promise.reject(new Error(`ParameterNotFound: ${name}`));
          }
          return Promise.resolve({ Parameter: { Value: parameters[name] } });
        }) as unknown as AwsClients['ssm']['send'],
      },
      sts: {
        send: jest.fn((command: unknown) => {
          if (command instanceof GetCallerIdentityCommand) {
            return Promise.resolve({ Account: ACCOUNT, Arn: `arn:aws:iam::${ACCOUNT}:user/ci` });
          }
          const roleArn = (command as AssumeRoleCommand).input.RoleArn!;
          assumed.push(roleArn);
          return Promise.resolve({
            Credentials: { AccessKeyId: roleArn.split('/')[1], SecretAccessKey: 'S3RVER' },
          });
        }) as unknown as AwsClients['sts']['send'],
      },
      // The emulator checks signatures, never who signs: the client records whose keys it held.
      s3(credentials) {
        s3Credentials.push(credentials?.accessKeyId);
        return store.s3;
      },
      cloudWatch: () => ({
        send: jest.fn(async (command: unknown) => {
          const pointer = await getObject(store.s3, bucket(stage), 'remotes/forms/canary.json');
          if (command instanceof PutMetricAlarmCommand) {
            alarmCalls.push(
              `put ${command.input.AlarmName} (pointer: ${pointer?.body.toString('utf8').includes('"canary"') ? 'canary' : 'stable'})`,
            );
            if (failAlarm) throw new Error('AccessDenied');
          } else if (command instanceof DeleteAlarmsCommand) {
            alarmCalls.push(`delete ${command.input.AlarmNames!.join()}`);
          }
          return {};
        }) as unknown as ReturnType<AwsClients['cloudWatch']>['send'],
      }),
    };
  }

  const targetOf = (stage: Stage, run = fakeCdk) =>
    awsTarget({ stage, repoRoot: '/repo', clients: clients(stage), run });
  let tools: ReturnType<typeof testTools>;
  const formsBuild = () =>
    writeBuild({
      'mf-manifest.json': JSON.stringify({ metaData: { publicPath: 'auto' }, exposes: [] }),
      'remoteEntry.js': 'var forms;',
      'routes.json': JSON.stringify(sectionRoutesOf('forms')),
    });
  const release = (section: 'shell' | 'forms', version: string, more = {}) =>
    releaseSection(
      {
        section,
        version,
        skipBuild: true,
        contract,
        buildDir:
          section === 'shell'
            ? writeBuild({
                'index.html': '<title>shell</title>',
                'sw.js': 'self;',
                'server/prerender.js': '',
                'routes.json': JSON.stringify(sectionRoutesOf('shell')),
              })
            : formsBuild(),
        ...more,
      },
      { ...targetOf('staging'), smokeRetries: { attempts: 1, delayMs: 0 } },
      tools,
    );
  const served = async (stage: Stage, section: 'shell' | 'forms' = 'forms') => {
    const release = await servedRelease(sites[stage]!.url, section);
    return release.state === 'served' ? release.version : undefined;
  };

  beforeAll(async () => {
    const settings = {
      ...releaseStoreSettings('/tmp', { RELEASE_STORE_PORT: String(await freePort()) }),
      directory: fs.mkdtempSync(path.join(os.tmpdir(), 'aws-store-')),
    };
    store = await openReleaseStore({
      ...settings,
      stages: {
        'local-staging': { ...settings.stages['local-staging'], bucket: bucket('staging') },
        'local-prod': { ...settings.stages['local-prod'], bucket: bucket('prod') },
      },
    });
    for (const stage of ['staging', 'prod'] as const) {
      sites[stage] = await serveTestSite((key) => getObject(store.s3, bucket(stage), key));
    }
  });
  beforeEach(() => {
    deploys = [];
    assumed = [];
    alarmCalls = [];
    smokeFails = false;
    failAlarm = false;
    tools = testTools({
      contract: () => contract,
      smoke: () =>
        smokeFails
          ? { passed: false, checked: 1, failures: ['/contact shows the error fallback'] }
          : { passed: true, checked: 2, failures: [] },
    });
  });
  afterAll(async () => {
    for (const site of Object.values(sites)) await site?.close();
    await store.stop();
  });

  it("refuses a remote's release when the stage's shell answers 404, deploying nothing", async () => {
    const refusal = await release('forms', 'v0').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GateRefusal);
    expect(deploys).toEqual([]);
  });

  it('publishes with one deploy, switches with another, then puts the smoke record with its role', async () => {
    await release('shell', 'v1');
    await release('forms', 'v1');
    expect(deploys.map((deploy) => deploy.context)).toEqual([
      expect.objectContaining({ stage: 'staging', section: 'shell', version: 'v1', serve: 'v1' }),
      { stage: 'staging', section: 'shell', rollback: 'v1' },
      expect.objectContaining({ stage: 'staging', section: 'forms', version: 'v1', serve: 'v1' }),
      { stage: 'staging', section: 'forms', rollback: 'v1' },
    ]);
    expect(assumed).toContain(
      `arn:aws:iam::${ACCOUNT}:role/cats-about-town-staging-forms-smoke-record`,
    );
    expect(s3Credentials).toContain('cats-about-town-staging-forms-smoke-record');
    const smoke = await getObject(
      store.s3,
      bucket('staging'),
      'remotes/forms/releases/v1/smoke.json',
    );
    expect(smokeRecordSchema.parse(JSON.parse(smoke!.body.toString('utf8'))).passed).toBe(true);
  });

  it('keeps the release served while it publishes the next one', async () => {
    await release('forms', 'v2');
    expect(deploys[0]!.context).toMatchObject({ version: 'v2', serve: 'v1' });
    expect(await served('staging')).toBe('v2');
  });

  it('fails closed when a deployed record answers 404: refused, nothing deployed', async () => {
    await store.s3.send(
      new DeleteObjectCommand({ Bucket: bucket('staging'), Key: 'releases/v1/release.json' }),
    );
    const refusal = await release('forms', 'v3').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(GateRefusal);
    expect(String(refusal)).toContain('/releases/v1/release.json (answered 404)');
    expect(deploys).toEqual([]);
    expect(await served('staging')).toBe('v2');
    await release('shell', 'v4');
  });

  it('switches back with a deploy of the previous release when the smoke fails', async () => {
    smokeFails = true;
    await expect(release('forms', 'v5')).rejects.toThrow(SmokeFailure);
    expect(deploys.at(-1)!.context).toEqual({ stage: 'staging', section: 'forms', rollback: 'v2' });
    expect(await served('staging')).toBe('v2');
  });

  it("promotes staging's bytes to prod, read from staging's bucket, deploying the folder", async () => {
    const prod = { ...targetOf('prod'), smokeRetries: { attempts: 1, delayMs: 0 } };
    await promoteSection({ section: 'shell', version: 'v4' }, prod, targetOf('staging'), tools);
    const outcome = await promoteSection(
      { section: 'forms', version: 'v2' },
      prod,
      targetOf('staging'),
      tools,
    );
    // remoteEntry.js, routes.json and the manifest, byte for byte.
    expect(outcome.identical).toBe(3);
    expect(outcome.record.routes).toEqual(sectionRoutesOf('forms'));
    const [publish] = deploys.filter((deploy) => deploy.context.section === 'forms');
    expect(publish!.context).toMatchObject({ stage: 'prod', version: 'v2' });
    const entry = await getObject(
      store.s3,
      bucket('prod'),
      'remotes/forms/releases/v2/remoteEntry.js',
    );
    expect(sha256(entry!.body)).toBe(sha256('var forms;'));
    expect(await served('prod')).toBe('v2');
  });

  describe('a canary', () => {
    it('puts the alarm before the pointer, and leaves every visitor on the stable release when it cannot', async () => {
      failAlarm = true;
      await expect(release('forms', 'v6', { canary: 10 })).rejects.toThrow('AccessDenied');
      expect(alarmCalls).toEqual(['put CatsAboutTown-staging-canary-forms (pointer: stable)']);
      expect(
        await getObject(store.s3, bucket('staging'), 'remotes/forms/canary.json'),
      ).toBeUndefined();
    });

    it('is watched, pointed at, then promoted: the alarm deleted, one release left', async () => {
      await release('forms', 'v7', { canary: 10 });
      expect(assumed).toContain(
        `arn:aws:iam::${ACCOUNT}:role/cats-about-town-staging-forms-canary`,
      );
      expect(deploys.at(-1)!.context).toMatchObject({ version: 'v7', serve: 'v2' });
      const staging = { ...targetOf('staging'), smokeRetries: { attempts: 1, delayMs: 0 } };
      await expect(promoteCanary({ section: 'forms' }, staging, tools)).resolves.toBe('v7');
      expect(alarmCalls.at(-1)).toBe('delete CatsAboutTown-staging-canary-forms');
      expect(await served('staging')).toBe('v7');
      const pointer = await getObject(store.s3, bucket('staging'), 'remotes/forms/canary.json');
      expect(JSON.parse(pointer!.body.toString('utf8'))).toEqual({
        section: 'forms',
        stable: 'v7',
      });
    });
  });

  it('names the missing parameter when the site stack is not deployed', async () => {
    const target = awsTarget({
      stage: 'staging',
      repoRoot: '/repo',
      clients: {
        ...clients('staging'),
        ssm: {
          send: () => Promise.reject(new Error('ParameterNotFound')),
        } as unknown as AwsClients['ssm'],
      },
      run: fakeCdk,
    });
    await expect(target.siteUrl()).rejects.toThrow(
      'Could not read the SSM parameter /cats-about-town/staging/site/url',
    );
  });

  it('releases a train: each member published, then switched, the remotes first, each at the pointer of its contract', async () => {
    const [shellBefore, formsBefore] = [await served('staging', 'shell'), await served('staging')];
    deploys = [];
    const major = (version: string, provides: boolean): ContractRecord =>
      provides
        ? { version, provides: contract.provides ?? {} }
        : { version, imports: contract.imports ?? {} };
    const outcome = await releaseTrain(
      {
        version: 't1',
        skipBuild: true,
        members: [
          {
            section: 'shell',
            contract: major('2.0.0', true),
            buildDir: writeBuild({
              'index.html': '<title>shell</title>',
              'sw.js': 'self;',
              'server/prerender.js': '',
              'routes.json': JSON.stringify(sectionRoutesOf('shell')),
            }),
          },
          { section: 'forms', contract: major('2.0.0', false), buildDir: formsBuild() },
        ],
      },
      { ...targetOf('staging'), smokeRetries: { attempts: 1, delayMs: 0 } },
      tools,
    );
    expect(outcome.smoke?.passed).toBe(true);
    expect(deploys.map((deploy) => deploy.context)).toEqual([
      expect.objectContaining({ section: 'shell', version: 't1', serve: shellBefore }),
      expect.objectContaining({ section: 'forms', version: 't1', serve: formsBefore }),
      { stage: 'staging', section: 'forms', rollback: 't1', contractMajor: '2' },
      { stage: 'staging', section: 'shell', rollback: 't1' },
    ]);
    expect(deploys[1]!.context.contractMajor).toBeUndefined();
    expect(await served('staging', 'shell')).toBe('t1');
    expect(await served('staging')).toBe('t1');
  });
});
