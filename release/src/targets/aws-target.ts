// An AWS stage as a target of the pipeline. The stage's site stack publishes what a release needs
// as SSM parameters (its site address, bucket, the canary's rollback function and alarm topic).
// A publish and a switch are deploys of the section's own stack (`cdk deploy` of infra-cdk's
// deploy app, its context written with the deploy context's schema): the stack's upload writes the
// release's folder, its pointer (a custom resource) copies the entry points and invalidates them
// in CloudFront. What the release's own credentials may not write is written with a role of the
// section's stack, assumed through STS: the smoke's record, and a canary's pointer and alarm.
import path from 'node:path';

import {
  DeleteAlarmsCommand,
  PutMetricAlarmCommand,
  type CloudWatchClient,
} from '@aws-sdk/client-cloudwatch';
import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { GetParameterCommand, type SSMClient } from '@aws-sdk/client-ssm';
import { AssumeRoleCommand, GetCallerIdentityCommand, type STSClient } from '@aws-sdk/client-sts';
import { cacheControl } from 'shared-types';

import type { CanaryPointer } from '../model/canary-pointer';
import { canaryAlarm, canaryAlarmName } from '../model/canary-rule';
import { sectionDeployContextArgs, type SectionDeployRequest } from '../model/deploy-context';
import { canaryRoleName, siteParameterNames, smokeRecordRoleName } from '../model/names';
import { SMOKE_RECORD } from '../model/release-record';
import { metricSectionOf, releasesPrefix, type SectionDefinition } from '../model/sections';
import type { Stage } from '../model/stage';
import type { Command } from '../pipeline/command';
import type { StageTarget } from '../pipeline/target';
import { readCanaryPointer, writeCanaryPointer } from './canary-store';

/** Temporary credentials of an assumed role. */
interface RoleCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string;
}

/** The AWS clients a stage is reached with (tests give fakes at this edge). */
export interface AwsClients {
  readonly ssm: Pick<SSMClient, 'send'>;
  readonly sts: Pick<STSClient, 'send'>;
  /** An S3 client with the given credentials, else the release's own. */
  s3(credentials?: RoleCredentials): S3Client;
  cloudWatch(credentials: RoleCredentials): Pick<CloudWatchClient, 'send'>;
}

/** What an AWS stage's target is made of. */
export interface AwsTargetOptions {
  readonly stage: Stage;
  readonly repoRoot: string;
  readonly clients: AwsClients;
  /** Runs `cdk deploy`. */
  run(command: Command): Promise<void>;
  /** Another site address than the stage's parameter (a test). */
  readonly site?: string;
}

/** The `cdk deploy` of a section's stack, its context checked by the app's schema. */
function cdkDeployCommand(repoRoot: string, request: SectionDeployRequest): Command {
  return {
    cwd: path.join(repoRoot, 'infra-cdk'),
    env: { CDK_DISABLE_CLI_TELEMETRY: 'true', CDK_DISABLE_VERSION_CHECK: 'true' },
    args: [
      'npx',
      'cdk',
      'deploy',
      '--no-notices',
      '--app',
      'npx tsx bin/deploy-section.ts',
      ...sectionDeployContextArgs(request),
      '--require-approval',
      'never',
    ],
  };
}

/** An AWS stage. */
export function awsTarget(options: AwsTargetOptions): StageTarget {
  const { stage, clients } = options;
  const parameters = siteParameterNames(stage);
  const parameter = async (name: string): Promise<string> => {
    let value: string | undefined;
    try {
      const { Parameter } = await clients.ssm.send(new GetParameterCommand({ Name: name }));
      value = Parameter?.Value;
    } catch (error) {
      throw new Error(
        `Could not read the SSM parameter ${name} (${String(error)}): deploy the stage's site ` +
          'stack first, or run with AWS credentials of its account.',
      );
    }
    if (!value) throw new Error(`The SSM parameter ${name} is empty.`);
    return value;
  };
  const assume = async (roleName: string, session: string): Promise<RoleCredentials> => {
    const caller = await clients.sts.send(new GetCallerIdentityCommand({}));
    const partition = caller.Arn?.split(':')[1] ?? 'aws';
    const roleArn = `arn:${partition}:iam::${caller.Account}:role/${roleName}`;
    const { Credentials: assumed } = await clients.sts.send(
      new AssumeRoleCommand({ RoleArn: roleArn, RoleSessionName: session }),
    );
    if (!assumed?.AccessKeyId || !assumed.SecretAccessKey) {
      throw new Error(`Assuming ${roleArn} gave no credentials.`);
    }
    return {
      accessKeyId: assumed.AccessKeyId,
      secretAccessKey: assumed.SecretAccessKey,
      sessionToken: assumed.SessionToken,
    };
  };
  const deploy = (
    section: SectionDefinition,
    request: Omit<SectionDeployRequest, 'stage' | 'section'>,
  ) =>
    options.run(cdkDeployCommand(options.repoRoot, { stage, section: section.name, ...request }));
  return {
    stage,
    siteUrl: () => (options.site ? Promise.resolve(options.site) : parameter(parameters.siteUrl)),
    // Mail goes out through SES: the smoke checks the API's acceptance of its message.
    mailStore: () => undefined,
    smokeRetries: { attempts: 3, delayMs: 30_000 },
    async readBucket() {
      return { s3: clients.s3(), bucket: await parameter(parameters.bucketName) };
    },
    async publish({ section, version, kind, dir, serving }) {
      // The pointer keeps naming the release served, for the contract it was built for.
      const served = { serve: serving ?? version, contractMajor: section.contractMajor };
      await deploy(
        section,
        kind === 'release'
          ? { version, sourceDir: dir, ...served }
          : { rollback: version, pagesDir: dir, ...served },
      );
    },
    async switchTo(section, version) {
      await deploy(section, { rollback: version, contractMajor: section.contractMajor });
    },
    // The release's own credentials (the workflow's deploy role) put nothing in the bucket: the
    // record is put with the section's smoke-record role, which may put only that key.
    async putSmokeRecord(section, version, record) {
      const bucket = await parameter(parameters.bucketName);
      const credentials = await assume(
        smokeRecordRoleName(stage, section.name),
        `smoke-record-${section.name}`,
      );
      await clients.s3(credentials).send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: `${releasesPrefix(section)}${version}/${SMOKE_RECORD}`,
          Body: JSON.stringify(record, null, 2),
          CacheControl: cacheControl.revalidate,
          ContentType: 'application/json',
        }),
      );
    },
    async canaryControls(section) {
      const credentials = await assume(
        canaryRoleName(stage, section.name),
        `canary-${section.name}`,
      );
      const s3 = clients.s3(credentials);
      const bucket = await parameter(parameters.bucketName);
      const pointer = {
        readPointer: () => readCanaryPointer(s3, bucket, section),
        writePointer: (written: CanaryPointer) => writeCanaryPointer(s3, bucket, section, written),
      };
      if (section.keyPrefix === '') {
        // The shell's role only holds it for a release train: it has no alarm to put.
        const noAlarm = () =>
          Promise.reject(new Error('The shell runs no canary: it has no alarm to watch.'));
        return { ...pointer, watch: noAlarm, unwatch: noAlarm };
      }
      const cloudWatch = clients.cloudWatch(credentials);
      const alarmName = canaryAlarmName(stage, section.name);
      return {
        ...pointer,
        async watch({ stable, canary }) {
          const alarm = canaryAlarm({
            stage,
            section: section.name,
            metricSection: metricSectionOf(section),
            stable,
            canary,
            rollbackFunctionArn: await parameter(parameters.canaryRollbackFunctionArn),
            topicArn: await parameter(parameters.alarmTopicArn),
          });
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
        async unwatch() {
          await cloudWatch.send(new DeleteAlarmsCommand({ AlarmNames: [alarmName] }));
        },
      };
    },
  };
}
