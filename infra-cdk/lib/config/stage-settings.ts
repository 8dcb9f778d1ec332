// One settings file per stage (`stages/<stage>.json`), committed, so every operator deploys a stage
// with the same values and `cdk synth -c stage=<stage>` needs nothing else. The file pins the stage
// to an account and a region: the stacks get that environment, and a synth run with credentials of
// another account (the CLI passes their account as CDK_DEFAULT_ACCOUNT) is refused before
// CloudFormation is asked anything. The committed files carry example values; prod refuses them.
import * as fs from 'node:fs';
import * as path from 'node:path';

import type { Node } from 'constructs';
import { stages, type Stage } from 'release';
import * as z from 'zod';

import {
  resolveSiteAlarms,
  siteAlarmSettingsShape,
  type SiteAlarmSettings,
} from './site-alarm-settings';
import {
  checkSiteSettings,
  contextSettings,
  describeIssues,
  SiteConfigError,
  siteSettingsShape,
  toSiteConfig,
  type SiteConfig,
  type SiteSettingsFields,
} from './site-config';
import { readStage } from './stage';

/** Where the settings files are: `infra-cdk/stages/`. */
export const STAGES_DIR = path.resolve(__dirname, '..', '..', 'stages');

/** The account id AWS's documentation uses, which the committed files carry. */
export const EXAMPLE_ACCOUNT = '111122223333';

/** Domains reserved for examples (RFC 2606), which the committed files use. */
const EXAMPLE_DOMAIN = /(^|[.@])example\.(com|net|org)$|\.example$/i;

/** A stage's settings: where it is deployed, and the site's settings. */
export interface StageSettings extends SiteConfig {
  /** The stage. */
  readonly stage: Stage;
  /** The AWS account the stage's stacks are deployed to. */
  readonly account: string;
  /** The region of the API and site stacks (the certificate and WAF live in us-east-1). */
  readonly region: string;
  /** The thresholds of the site's alarms: the stage's defaults with the file's values on top. */
  readonly siteAlarms: SiteAlarmSettings;
}

const accountShape = {
  account: z
    .string({ error: '"account" is required: the 12-digit id of the stage\'s AWS account.' })
    .regex(/^\d{12}$/, {
      error: (issue) =>
        `"account" must be a 12-digit AWS account id, got "${String(issue.input)}".`,
    }),
  region: z
    .string({ error: '"region" is required, e.g. "us-east-1".' })
    .regex(/^[a-z]{2}(-gov)?-[a-z]+-\d$/, {
      error: (issue) =>
        `"region" must be an AWS region such as us-east-1, got "${String(issue.input)}".`,
    }),
  siteAlarms: siteAlarmSettingsShape,
};

type StageFields = SiteSettingsFields & { account: string; region: string };

/** The keys of `fields` that still hold example values. */
export function exampleValueKeys(fields: Partial<StageFields>): (keyof StageFields)[] {
  const keys: (keyof StageFields)[] = [];
  if (fields.account === EXAMPLE_ACCOUNT) keys.push('account');
  const named = [
    'mailSender',
    'mailRecipient',
    'sesSenderIdentity',
    'alarmEmail',
    'domainName',
    'hostedZoneName',
    'apiDomainName',
  ] as const;
  for (const key of named) {
    const value = fields[key];
    if (typeof value === 'string' && EXAMPLE_DOMAIN.test(value)) keys.push(key);
  }
  for (const key of ['certificateArn', 'apiCertificateArn'] as const) {
    if (fields[key]?.includes(`:${EXAMPLE_ACCOUNT}:`)) keys.push(key);
  }
  return keys;
}

/**
 * How much of prod's needs a read checks: `shape` only (another stage's app reads what the stages
 * share), `synth` also prod's alarm recipient (an offline synth, with the committed example
 * values), `deploy` also real values (anything that runs with credentials).
 */
export type SettingsChecks = 'shape' | 'synth' | 'deploy';

/** The schema of a stage's settings file, with prod's needs as `checks` says. */
function stageSettingsSchema(stage: Stage, checks: SettingsChecks = 'deploy') {
  return z
    .strictObject({ ...accountShape, ...siteSettingsShape })
    .superRefine((fields, context) => {
      checkSiteSettings(fields, context);
      if (stage !== 'prod' || checks === 'shape') return;
      if (fields.alarmEmail === undefined) {
        context.addIssue({
          code: 'custom',
          path: ['alarmEmail'],
          message:
            '"alarmEmail" is required in prod: the alarms and the budget are e-mailed to it.',
        });
      }
      if (checks !== 'deploy') return;
      for (const key of exampleValueKeys(fields)) {
        context.addIssue({
          code: 'custom',
          path: [key],
          message: `"${key}" still holds an example value (${String(fields[key])}); prod is deployed with real ones only.`,
        });
      }
    })
    .transform((fields): StageSettings => ({
      stage,
      account: fields.account,
      region: fields.region,
      siteAlarms: resolveSiteAlarms(stage, fields.siteAlarms),
      ...toSiteConfig(fields),
    }));
}

/** The settings file of a stage. */
export function settingsFile(stage: Stage, dir: string = STAGES_DIR): string {
  return path.join(dir, `${stage}.json`);
}

/** A path to show in messages: relative to the working directory when it is below it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

/** The raw values of a stage's settings file. */
export function loadSettingsFile(stage: Stage, dir: string = STAGES_DIR): Record<string, unknown> {
  const file = settingsFile(stage, dir);
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch {
    throw new SiteConfigError(
      `${shown(file)} is missing: copy the other stage's file and set this stage's values.`,
      `settings of ${stage}`,
    );
  }
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw new Error('not an object');
    }
    return parsed as Record<string, unknown>;
  } catch (error) {
    throw new SiteConfigError(
      `${shown(file)} is not a JSON object (${error instanceof Error ? error.message : String(error)}).`,
      `settings of ${stage}`,
    );
  }
}

/** Checks a stage's settings from plain values; the message names each bad key. */
export function parseStageSettings(
  stage: Stage,
  values: Record<string, unknown>,
  file: string = settingsFile(stage),
  checks: SettingsChecks = 'deploy',
): StageSettings {
  const result = stageSettingsSchema(stage, checks).safeParse(values);
  if (!result.success) {
    throw new SiteConfigError(
      describeIssues(result.error),
      `settings of ${stage} (${shown(file)})`,
    );
  }
  return result.data;
}

/**
 * The settings of the stage named by `-c stage=`: its file, with any `-c key=value` of the site's
 * keys on top (a one-off test; the file is what operators share). The account and region come
 * from the file only.
 */
export function readStageSettings(
  node: Node,
  dir: string = STAGES_DIR,
  checks: SettingsChecks = 'deploy',
): StageSettings {
  const stage = readStage(node);
  const overrides = contextSettings(node, Object.keys(siteSettingsShape));
  return parseStageSettings(
    stage,
    { ...loadSettingsFile(stage, dir), ...overrides },
    settingsFile(stage, dir),
    checks,
  );
}

/**
 * The settings of every stage that has a file, checked for their shape only (a stage's app reads
 * the others for what they share in an account: the SES identities).
 */
export function readAllStageSettings(dir: string = STAGES_DIR): StageSettings[] {
  return stages
    .filter((stage) => fs.existsSync(settingsFile(stage, dir)))
    .map((stage) =>
      parseStageSettings(stage, loadSettingsFile(stage, dir), settingsFile(stage, dir), 'shape'),
    );
}

/**
 * Refuses credentials of another account than the stage's. `credentialsAccount` is the account
 * of the caller (the CDK CLI's CDK_DEFAULT_ACCOUNT, or STS GetCallerIdentity); undefined means
 * no credentials (an offline synth), which has nothing to deploy with and is let through.
 */
export function checkCredentialsAccount(
  settings: Pick<StageSettings, 'stage' | 'account'>,
  credentialsAccount: string | undefined,
): void {
  if (credentialsAccount === undefined || credentialsAccount === '') return;
  if (credentialsAccount !== settings.account) {
    throw new SiteConfigError(
      `the credentials are for account ${credentialsAccount}, but ${settings.stage} is pinned to ` +
        `account ${settings.account} ("account" in ${shown(settingsFile(settings.stage))}). ` +
        `Use credentials of ${settings.account}, or correct the file.`,
      `credentials for ${settings.stage}`,
    );
  }
}
