// Names shared by the stacks of both CDK apps, each qualified by its stage so `staging` and
// `prod` never share a stack or a parameter. The deploy stacks find the site through the SSM
// parameters below, so a team's app never synthesises (or depends on an export of) the site stack.
import type { Stage } from './stage';

/** Prefix of every stack name. */
const APP_NAME = 'CatsAboutTown';

/** A stack name of the stage: `CatsAboutTown-staging-Site`. */
export function stackName(stage: Stage, name: string): string {
  return `${APP_NAME}-${stage}-${name}`;
}

/** Stack names of the site app (`bin/app.ts`) in a stage. */
export function stackNames(stage: Stage) {
  return {
    api: stackName(stage, 'Api'),
    site: stackName(stage, 'Site'),
    waf: stackName(stage, 'Waf'),
  } as const;
}

/**
 * SSM parameters the site stack of a stage publishes for that stage's deploy stacks, and its
 * public address (`url`), which `npm run release` builds the stage's pages with.
 */
export function siteParameterNames(stage: Stage) {
  const prefix = `/cats-about-town/${stage}/site`;
  return {
    bucketName: `${prefix}/bucket-name`,
    distributionId: `${prefix}/distribution-id`,
    distributionDomainName: `${prefix}/distribution-domain-name`,
    siteUrl: `${prefix}/url`,
    /** The function a canary's alarm invokes (the release names it in the alarm it creates). */
    canaryRollbackFunctionArn: `${prefix}/canary-rollback-function-arn`,
    /** The stage's alarm topic, which a canary's alarm notifies too. */
    alarmTopicArn: `${prefix}/alarm-topic-arn`,
  } as const;
}

/**
 * The role a section's release assumes, after a passing smoke, to put the smoke's record
 * (`smoke.json`) into the release's folder: the deploy stack of that section creates it, and the
 * release finds it by this name in the stage's account.
 */
export function smokeRecordRoleName(stage: Stage, section: string): string {
  return `cats-about-town-${stage}-${section}-smoke-record`;
}

/**
 * The role a remote's release assumes to run a canary on a stage: it reads and writes that
 * section's canary pointer and puts and deletes that section's canary alarm, nothing else. The
 * deploy stack of the section creates it.
 */
export function canaryRoleName(stage: Stage, section: string): string {
  return `cats-about-town-${stage}-${section}-canary`;
}

/**
 * The read-only role of staging's site stack that prod's release assumes to promote a release:
 * it reads the releases in staging's bucket and the bucket's and site's parameters, nothing else.
 */
export const STAGING_RELEASE_READ_ROLE_NAME = 'cats-about-town-staging-release-read';

/** Stage of the REST API; CloudFront forwards `/api/*` to `/<stage>/api/*`. */
export const API_STAGE_NAME = 'prod';
