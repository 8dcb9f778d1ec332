/** @jest-environment node */
import path from 'node:path';

import {
  DeleteAlarmsCommand,
  PutMetricAlarmCommand,
  type CloudWatchClient,
} from '@aws-sdk/client-cloudwatch';

import type { CanaryPointer } from 'release';

import { getObject } from '../release-store/artifact';
import type { SmokeResult } from '../release-store/smoke';
import type { ReleaseStore } from '../release-store/store';
import { openTestStore, writeBuild } from '../release-store/test-world';
import {
  canaryControlsOf,
  promoteCanary,
  releaseCanary,
  type CanaryControls,
  type CanaryTools,
} from './canary';
import type { Command } from './command';

const site = 'https://staging.catsabouttown.example';
const stable = '20261126-090000-stable';
const canary = '20261127-100000-canary';
const targets = {
  rollbackFunctionArn: 'arn:aws:lambda:us-east-1:111111111111:function:rollback',
  topicArn: 'arn:aws:sns:us-east-1:111111111111:alarms',
};

/** The context values a cdk command was run with. */
function contextOf(command: Command): Record<string, string> {
  return Object.fromEntries(
    command.args
      .filter((_arg, index) => command.args[index - 1] === '-c')
      .map((pair) => pair.split('=') as [string, string]),
  );
}

describe("a remote's canary on an AWS stage, against the S3 emulator and a fake CloudWatch", () => {
  const repoRoot = path.resolve(__dirname, '../..');
  let store: ReleaseStore;
  let bucket: string;
  let commands: Command[];
  let alarms: Map<string, PutMetricAlarmCommand['input']>;
  let cloudWatchCalls: string[];
  let smokes: SmokeResult[];
  let served: string;

  /** CloudWatch as the canary role reaches it; `failPut` makes PutMetricAlarm fail. */
  function fakeCloudWatch(options: { failPut?: boolean } = {}): Pick<CloudWatchClient, 'send'> {
    return {
      send: jest.fn(async (command: unknown) => {
        if (command instanceof PutMetricAlarmCommand) {
          // The pointer is written after the alarm, never before.
          cloudWatchCalls.push(
            `put ${command.input.AlarmName} (pointer: ${JSON.stringify(await pointerNow())})`,
          );
          if (options.failPut) throw new Error('AccessDenied');
          alarms.set(command.input.AlarmName!, command.input);
        } else if (command instanceof DeleteAlarmsCommand) {
          cloudWatchCalls.push(`delete ${command.input.AlarmNames!.join()}`);
          for (const name of command.input.AlarmNames ?? []) alarms.delete(name);
        }
        return {};
      }) as unknown as CloudWatchClient['send'],
    };
  }

  async function pointerNow(): Promise<CanaryPointer | undefined> {
    const object = await getObject(store.s3, bucket, 'remotes/forms/canary.json');
    return object ? (JSON.parse(object.body.toString('utf8')) as CanaryPointer) : undefined;
  }

  function toolsWith(controls: CanaryControls): CanaryTools {
    return {
      stageSiteUrl: () => Promise.resolve(site),
      sourceBucket: () => Promise.reject(new Error('staging builds')),
      run(command) {
        commands.push(command);
        // The section stack's deploy, standing in for CDK: the pointer serves what it is told.
        const context = contextOf(command);
        if (context.rollback) served = context.rollback;
        else if (context.version) served = context.serve ?? context.version;
      },
      fetchJson: (url) =>
        Promise.resolve(
          url.endsWith('/remotes/forms/mf-manifest.json')
            ? { metaData: { publicPath: `/remotes/forms/releases/${served}/` } }
            : undefined,
        ),
      contractOf: () => ({ version: '1.2.0' }),
      smoke: () => Promise.resolve(smokes.shift() ?? { passed: true, checked: 3, failures: [] }),
      putSmokeRecord: () => Promise.resolve(),
      prerender: () => Promise.resolve(5),
      log: () => undefined,
      canaryControls: () => Promise.resolve(controls),
    };
  }

  const controlsWith = (cloudWatch: Pick<CloudWatchClient, 'send'>, onBucket = bucket) =>
    canaryControlsOf(store.s3, onBucket, cloudWatch, () => Promise.resolve(targets));

  // The release writes its record into the section's build: a scratch checkout's, so the suite
  // needs no build of the repository's own and leaves none behind.
  const checkout = writeBuild({
    'mf-forms/dist/mf-manifest.json': JSON.stringify({ metaData: { publicPath: 'auto' } }),
    'mf-forms/dist/remoteEntry.js': 'var forms;',
  });
  const options = {
    section: 'forms' as const,
    stage: 'staging' as const,
    version: canary,
    skipBuild: true,
    percent: 25,
    repoRoot: checkout,
  };

  beforeAll(async () => {
    const opened = await openTestStore(repoRoot);
    store = opened.store;
    bucket = opened.settings.stages['local-staging'].bucket;
  });

  afterAll(async () => {
    await store.stop();
  });

  beforeEach(async () => {
    commands = [];
    alarms = new Map();
    cloudWatchCalls = [];
    smokes = [];
    served = stable;
    await controlsWith(fakeCloudWatch()).writePointer({ section: 'forms', stable });
  });

  it('publishes the release without serving it, puts the alarm, then sends the share to it', async () => {
    const pointer = await releaseCanary(options, toolsWith(controlsWith(fakeCloudWatch())));

    const deploys = commands.filter((command) => command.args.includes('deploy'));
    expect(deploys).toHaveLength(1);
    expect(contextOf(deploys[0]!)).toMatchObject({ version: canary, serve: stable });
    expect(served).toBe(stable);
    expect(cloudWatchCalls).toEqual([
      `put CatsAboutTown-staging-canary-forms (pointer: ${JSON.stringify({ section: 'forms', stable })})`,
    ]);
    const alarm = alarms.get('CatsAboutTown-staging-canary-forms')!;
    expect(alarm.AlarmActions).toEqual([targets.rollbackFunctionArn, targets.topicArn]);
    expect(JSON.stringify(alarm.Metrics)).toContain(canary);
    expect(await pointerNow()).toEqual(pointer);
    expect(pointer).toMatchObject({ section: 'forms', stable, canary, percent: 25 });
  });

  it('leaves every visitor on the stable release when the alarm cannot be put', async () => {
    await expect(
      releaseCanary(options, toolsWith(controlsWith(fakeCloudWatch({ failPut: true })))),
    ).rejects.toThrow('AccessDenied');
    expect(await pointerNow()).toEqual({ section: 'forms', stable });
  });

  it('deletes the alarm again when the pointer cannot be written', async () => {
    const cloudWatch = fakeCloudWatch();
    const controls = {
      ...controlsWith(cloudWatch),
      writePointer: controlsWith(cloudWatch, 'no-such-bucket').writePointer,
    };
    await expect(releaseCanary(options, toolsWith(controls))).rejects.toThrow(
      /could not be written.*its alarm was deleted/,
    );
    expect(cloudWatchCalls.at(-1)).toBe('delete CatsAboutTown-staging-canary-forms');
    expect(alarms.size).toBe(0);
  });

  it('refuses a second canary, and a first release as a canary, naming the section', async () => {
    const controls = controlsWith(fakeCloudWatch());
    await controls.writePointer({ section: 'forms', stable, canary, percent: 10 });
    await expect(
      releaseCanary({ ...options, version: 'another' }, toolsWith(controls)),
    ).rejects.toThrow(`forms ${canary} already runs as a canary on staging`);

    served = '';
    await controls.writePointer({ section: 'forms', stable });
    const tools = { ...toolsWith(controls), fetchJson: () => Promise.resolve(undefined) };
    await expect(releaseCanary(options, tools)).rejects.toThrow(
      'staging serves no release of forms yet',
    );
    expect(commands).toEqual([]);
    expect(cloudWatchCalls).toEqual([]);
  });

  it('promotes the canary: the pointer moves, the smoke passes, the alarm goes, one release is left', async () => {
    const controls = controlsWith(fakeCloudWatch());
    await releaseCanary(options, toolsWith(controls));

    await expect(promoteCanary(options, toolsWith(controls))).resolves.toBe(canary);
    expect(contextOf(commands.at(-1)!)).toMatchObject({ rollback: canary });
    expect(served).toBe(canary);
    expect(cloudWatchCalls.at(-1)).toBe('delete CatsAboutTown-staging-canary-forms');
    expect(await pointerNow()).toEqual({ section: 'forms', stable: canary });
  });

  it('ends the canary when the smoke refuses its promotion: everyone back on the stable release', async () => {
    const controls = controlsWith(fakeCloudWatch());
    await releaseCanary(options, toolsWith(controls));
    smokes = [{ passed: false, checked: 3, failures: ['/contact answered 500'] }];

    await expect(promoteCanary(options, toolsWith(controls))).rejects.toThrow(
      /failed after forms 20261127-100000-canary: \/contact answered 500\. It serves 20261126-090000-stable again/,
    );
    expect(served).toBe(stable);
    expect(alarms.size).toBe(0);
    expect(await pointerNow()).toEqual({ section: 'forms', stable });
  });

  it('promotes nothing when no canary runs', async () => {
    await expect(promoteCanary(options, toolsWith(controlsWith(fakeCloudWatch())))).rejects.toThrow(
      'forms runs no canary on staging; nothing was promoted.',
    );
    expect(commands).toEqual([]);
  });

  it('is for remotes only', async () => {
    await expect(
      releaseCanary({ ...options, section: 'shell' }, toolsWith(controlsWith(fakeCloudWatch()))),
    ).rejects.toThrow('shell runs no canary');
  });
});
