// A remote's canary on an AWS stage, in the order that keeps every step safe to stop after:
//
//   npm run release -- <remote> --canary <percent> --stage <staging|prod> [--version <v>]
//     the release is published beside the one served (built for staging; on prod, staging's
//     bytes promoted), the site's pointer left where it is; then the rule's alarm is put (its
//     actions: the platform's rollback function and the stage's topic); then the canary pointer
//     `remotes/<section>/canary.json` is written, which the platform's sync function turns into
//     the edge's key: only from then on does a share of the visitors get the new release.
//   npm run promote -- <remote> --stage <staging|prod>
//     the site's pointer moves to the canary (its pages prerendered anew, as a rollback does),
//     the smoke runs (a failure switches back, as after any release), then the alarm is deleted
//     and the pointer names one release again.
//
// The pointer and the alarm are written with the section's canary role (its deploy stack creates
// it), which may touch that section's pointer and alarm and nothing else. The same rule judges
// the local stages' canaries (scripts/canary/local-canary.ts).
import {
  CloudWatchClient,
  DeleteAlarmsCommand,
  PutMetricAlarmCommand,
} from '@aws-sdk/client-cloudwatch';
import { S3Client } from '@aws-sdk/client-s3';
import { AssumeRoleCommand, GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';

import {
  canaryPointerKey,
  parseCanaryPointer,
  canaryAlarm,
  canaryAlarmName,
  canaryRoleName,
  siteParameterNames,
} from 'release';
import type { SectionDefinition, CanaryPointer, CanaryAlarmInput, Stage } from 'release';
import { cacheControl } from 'shared-types';

import { metricSectionOf } from '../canary/local-canary';
import type { Section } from '../prerender/prerender-section';
import { getObject, putObject, sectionDefinition } from '../release-store/artifact';
import { promote, type PromotionTools } from './promote';
import {
  cdkSectionOf,
  release,
  rollback,
  servedOnSite,
  smokeOrSwitchBack,
  type ReleaseOptions,
} from './release';

/** Where a canary's pointer and alarm live on a stage, as its canary role reaches them. */
export interface CanaryControls {
  /** The section's canary pointer, or undefined before its first canary. */
  readPointer(section: SectionDefinition): Promise<CanaryPointer | undefined>;
  writePointer(pointer: CanaryPointer): Promise<void>;
  putAlarm(alarm: CanaryAlarmInput): Promise<void>;
  deleteAlarm(name: string): Promise<void>;
  /** What the alarm acts on: the platform's rollback function and the stage's alarm topic. */
  alarmTargets(): Promise<{ rollbackFunctionArn: string; topicArn: string }>;
}

/** A release's tools, staging's bucket (for prod's promotion) and the canary's controls. */
export interface CanaryTools extends PromotionTools {
  canaryControls(stage: Stage, section: SectionDefinition): Promise<CanaryControls>;
}

/** What `npm run release -- <remote> --canary <percent>` is asked for. */
export interface CanaryReleaseOptions extends Omit<ReleaseOptions, 'serve'> {
  /** The share of the visitors (1-99) the canary is served to. */
  readonly percent: number;
}

function remoteSection(section: Section): SectionDefinition {
  const definition = sectionDefinition(cdkSectionOf(section));
  metricSectionOf(definition);
  return definition;
}

/**
 * Starts a canary: publishes the release without serving it, puts its alarm, then writes the
 * pointer that sends `percent` of the visitors to it. A failure before the pointer is written
 * leaves every visitor on the stable release (and no alarm behind).
 */
export async function releaseCanary(
  options: CanaryReleaseOptions,
  tools: CanaryTools,
): Promise<CanaryPointer> {
  const { stage, version, percent } = options;
  const definition = remoteSection(options.section);
  const site = options.site ?? (await tools.stageSiteUrl(stage));
  const stable = await servedOnSite(site, options.section, tools);
  if (!stable) {
    throw new Error(
      `${stage} serves no release of ${definition.name} yet: its first release is not a canary ` +
        '(leave --canary out).',
    );
  }
  const controls = await tools.canaryControls(stage, definition);
  const running = await controls.readPointer(definition);
  if (running?.canary) {
    throw new Error(
      `${definition.name} ${running.canary} already runs as a canary on ${stage}: promote it ` +
        `(npm run promote -- ${options.section} --stage ${stage}) or let it roll back first.`,
    );
  }

  if (stage === 'prod') {
    await promote({ ...options, from: 'staging', site, serve: stable }, tools);
  } else {
    await release({ ...options, site, serve: stable }, tools);
  }
  if (options.synth) return { section: definition.name, stable };

  const alarmName = canaryAlarmName(stage, definition.name);
  await controls.putAlarm(
    canaryAlarm({
      stage,
      section: definition.name,
      metricSection: metricSectionOf(definition),
      stable,
      canary: version,
      ...(await controls.alarmTargets()),
    }),
  );
  tools.log(`Put the alarm ${alarmName}: the canary rolls back by itself when it errs.`);
  const pointer: CanaryPointer = {
    section: definition.name,
    stable,
    canary: version,
    percent,
    startedAt: new Date().toISOString(),
  };
  try {
    await controls.writePointer(pointer);
  } catch (error) {
    await controls.deleteAlarm(alarmName);
    throw new Error(
      `The canary pointer of ${definition.name} could not be written (${String(error)}); ` +
        `no visitor gets ${version}, and its alarm was deleted.`,
    );
  }
  tools.log(
    `${stage} serves ${definition.name} ${version} to ${percent}% of the visitors as a canary; ` +
      `the others keep ${stable}.`,
  );
  return pointer;
}

/** What `npm run promote -- <remote> --stage <stage>` is asked for. */
export type CanaryPromotionOptions = Omit<ReleaseOptions, 'version' | 'serve' | 'skipBuild'>;

/**
 * Makes the running canary the release for everyone: the site's pointer moves to it and the
 * smoke runs (switching back when it fails), then its alarm is deleted and its pointer names it
 * alone. A canary that the smoke refuses is ended too: every visitor is back on the stable one.
 */
export async function promoteCanary(
  options: CanaryPromotionOptions,
  tools: CanaryTools,
): Promise<string> {
  const { stage } = options;
  const definition = remoteSection(options.section);
  const controls = await tools.canaryControls(stage, definition);
  const pointer = await controls.readPointer(definition);
  if (!pointer?.canary) {
    throw new Error(`${definition.name} runs no canary on ${stage}; nothing was promoted.`);
  }
  const canary = pointer.canary;
  const site = options.site ?? (await tools.stageSiteUrl(stage));
  const releaseOptions: ReleaseOptions = { ...options, site, version: canary };
  await rollback(releaseOptions, tools);
  if (options.synth) return canary;
  const alarmName = canaryAlarmName(stage, definition.name);
  try {
    await smokeOrSwitchBack(releaseOptions, site, pointer.stable, tools);
  } catch (error) {
    await controls.writePointer({ section: definition.name, stable: pointer.stable });
    await controls.deleteAlarm(alarmName);
    throw error;
  }
  await controls.deleteAlarm(alarmName);
  await controls.writePointer({ section: definition.name, stable: canary });
  tools.log(`${stage} serves ${definition.name} ${canary} to every visitor.`);
  return canary;
}

/** Controls over a stage's bucket and CloudWatch, as given clients reach them (tests give fakes). */
export function canaryControlsOf(
  s3: S3Client,
  bucket: string,
  cloudWatch: Pick<CloudWatchClient, 'send'>,
  alarmTargets: CanaryControls['alarmTargets'],
): CanaryControls {
  return {
    async readPointer(section) {
      const object = await getObject(s3, bucket, canaryPointerKey(section));
      return object ? parseCanaryPointer(object.body.toString('utf8'), section.name) : undefined;
    },
    async writePointer(pointer) {
      const section = sectionDefinition(pointer.section);
      const body = JSON.stringify(pointer, null, 2);
      // Checked as the platform's sync function checks it, before anything is written.
      parseCanaryPointer(body, section.name);
      await putObject(s3, bucket, {
        key: canaryPointerKey(section),
        body: Buffer.from(body),
        cacheControl: cacheControl.revalidate,
        contentType: 'application/json',
      });
    },
    async putAlarm(alarm) {
      await cloudWatch.send(
        new PutMetricAlarmCommand({
          ...alarm,
          AlarmActions: [...alarm.AlarmActions],
          Metrics: alarm.Metrics.map((metric) => ({
            ...metric,
            MetricStat: metric.MetricStat && {
              ...metric.MetricStat,
              Metric: {
                ...metric.MetricStat.Metric,
                Dimensions: [...metric.MetricStat.Metric.Dimensions],
              },
            },
          })),
        }),
      );
    },
    async deleteAlarm(name) {
      await cloudWatch.send(new DeleteAlarmsCommand({ AlarmNames: [name] }));
    },
    alarmTargets,
  };
}

/**
 * The real controls: the section's canary role of the stage's account, assumed with the
 * release's own credentials; the bucket and the alarm's targets from the stage's parameters.
 */
export async function awsCanaryControls(
  stage: Stage,
  section: SectionDefinition,
  readParameter: (name: string) => Promise<string>,
): Promise<CanaryControls> {
  const parameters = siteParameterNames(stage);
  const sts = new STSClient({});
  const caller = await sts.send(new GetCallerIdentityCommand({}));
  const partition = caller.Arn?.split(':')[1] ?? 'aws';
  const roleArn = `arn:${partition}:iam::${caller.Account}:role/${canaryRoleName(stage, section.name)}`;
  const { Credentials: assumed } = await sts.send(
    new AssumeRoleCommand({ RoleArn: roleArn, RoleSessionName: `canary-${section.name}` }),
  );
  if (!assumed?.AccessKeyId || !assumed.SecretAccessKey) {
    throw new Error(`Assuming ${roleArn} gave no credentials: no canary was started or ended.`);
  }
  const credentials = {
    accessKeyId: assumed.AccessKeyId,
    secretAccessKey: assumed.SecretAccessKey,
    sessionToken: assumed.SessionToken,
  };
  return canaryControlsOf(
    new S3Client({ credentials }),
    await readParameter(parameters.bucketName),
    new CloudWatchClient({ credentials }),
    async () => ({
      rollbackFunctionArn: await readParameter(parameters.canaryRollbackFunctionArn),
      topicArn: await readParameter(parameters.alarmTopicArn),
    }),
  );
}
