import { RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

import { LOCK_FILE, REPO_ROOT } from '../config/paths';

/**
 * The ids of a site function's log group, role and function in the caller's scope. Each caller
 * names them as it always has, so that deployed stacks keep their logical ids and no log group is
 * replaced.
 */
export interface SiteFunctionIds {
  readonly logGroup: string;
  readonly role: string;
  readonly function: string;
}

/** Props of {@link siteFunction}: a Node.js function's, but for what every site function shares. */
export interface SiteFunctionProps extends Omit<
  nodejs.NodejsFunctionProps,
  'runtime' | 'architecture' | 'role' | 'logGroup' | 'projectRoot' | 'depsLockFilePath'
> {
  /** How long the function's logs are kept. */
  readonly logRetention: logs.RetentionDays;
  /** What the function's role is for, as IAM shows it. */
  readonly roleDescription: string;
}

/** A site function with the log group and the role it was given. */
export interface SiteFunction {
  readonly function: nodejs.NodejsFunction;
  readonly logGroup: logs.LogGroup;
  /** Its own role: the caller grants it every right beyond writing the function's logs. */
  readonly role: iam.Role;
}

/**
 * A Lambda function of the site: Node.js 24 on arm64, bundled locally by esbuild (never Docker)
 * and minified, with a log group of its own (kept `logRetention`, removed with its stack) and a
 * role of its own that may only write to that log group. The default role's
 * AWSLambdaBasicExecutionRole could write to any log group in the account.
 */
export function siteFunction(
  scope: Construct,
  ids: SiteFunctionIds,
  props: SiteFunctionProps,
): SiteFunction {
  const { logRetention, roleDescription, bundling, ...functionProps } = props;
  const logGroup = new logs.LogGroup(scope, ids.logGroup, {
    retention: logRetention,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new iam.Role(scope, ids.role, {
    assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    description: roleDescription,
  });
  logGroup.grantWrite(role);
  const fn = new nodejs.NodejsFunction(scope, ids.function, {
    ...functionProps,
    runtime: lambda.Runtime.NODEJS_24_X,
    architecture: lambda.Architecture.ARM_64,
    role,
    logGroup,
    projectRoot: REPO_ROOT,
    depsLockFilePath: LOCK_FILE,
    bundling: { forceDockerBundling: false, minify: true, ...bundling },
  });
  return { function: fn, logGroup, role };
}
