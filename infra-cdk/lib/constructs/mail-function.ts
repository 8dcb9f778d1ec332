import { type Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

import { LOCK_FILE, REPO_ROOT } from '../config/paths';
import { acknowledge } from '../nag/acknowledge';

/** Props of {@link MailFunction}. */
export interface MailFunctionProps {
  /** Handler file exporting `handler` (a file of the `lambdas` package). */
  readonly entry: string;
  /** Service name in the logs (`POWERTOOLS_SERVICE_NAME`). */
  readonly serviceName: string;
  /** The function's own variables (its configuration, validated at cold start). */
  readonly environment: Record<string, string>;
  /** Time limit; the function's AWS calls are budgeted to end before it. */
  readonly timeout: Duration;
  /**
   * Instances reserved for, and at most run by, this function: a flood of requests can neither
   * starve the other functions nor run up the bill beyond it.
   */
  readonly reservedConcurrency: number;
  /** How long the function's logs are kept. @default RetentionDays.THREE_MONTHS */
  readonly logRetention?: logs.RetentionDays;
  /** Memory size in MB. @default 256 */
  readonly memorySize?: number;
}

/**
 * One of the mail Lambdas: Node.js 24 on arm64, bundled locally by esbuild (never Docker) with the
 * AWS SDK left to the runtime, reserved concurrency, an explicit log group with retention and a
 * role that may only write to that log group. Other rights are granted separately.
 */
export class MailFunction extends Construct {
  /** The function. */
  public readonly function: nodejs.NodejsFunction;
  /** Its log group. */
  public readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: MailFunctionProps) {
    super(scope, id);

    this.logGroup = new logs.LogGroup(this, 'LogGroup', {
      retention: props.logRetention ?? logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    // An own role instead of the default one, whose AWSLambdaBasicExecutionRole could write to
    // any log group in the account.
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.serviceName}`,
    });
    this.logGroup.grantWrite(role);
    acknowledge(
      role,
      'X-Ray accepts trace segments only on "*": PutTraceSegments and PutTelemetryRecords have ' +
        'no resource to name, as the AWSXRayDaemonWriteAccess policy shows.',
      'AwsSolutions-IAM5[Resource::*]',
    );

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: props.timeout,
      reservedConcurrentExecutions: props.reservedConcurrency,
      role,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      // X-Ray traces of every invocation; the handlers add their subsegment and their AWS calls
      // through the Powertools tracer.
      tracing: lambda.Tracing.ACTIVE,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: {
        ...props.environment,
        POWERTOOLS_SERVICE_NAME: props.serviceName,
        // The responses hold form tokens: not for traces.
        POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
        NODE_OPTIONS: '--enable-source-maps',
      },
      bundling: {
        externalModules: ['@aws-sdk/*'],
        forceDockerBundling: false,
        minify: true,
        sourceMap: true,
        target: 'node24',
      },
    });
  }
}
