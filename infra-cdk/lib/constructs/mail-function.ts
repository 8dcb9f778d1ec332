import type { Duration } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

import { acknowledge } from '../nag/acknowledge';
import { siteFunction } from './site-function';

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
 * One of the mail Lambdas: a site function (its own log group and role) with the AWS SDK left to
 * the runtime, reserved concurrency, JSON logs, X-Ray tracing and the Powertools settings. Other
 * rights are granted separately.
 */
export class MailFunction extends Construct {
  /** The function. */
  public readonly function: nodejs.NodejsFunction;
  /** Its log group. */
  public readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: MailFunctionProps) {
    super(scope, id);

    const {
      function: fn,
      logGroup,
      role,
    } = siteFunction(
      this,
      { logGroup: 'LogGroup', role: 'Role', function: 'Function' },
      {
        logRetention: props.logRetention ?? logs.RetentionDays.THREE_MONTHS,
        roleDescription: `Runs ${props.serviceName}`,
        entry: props.entry,
        handler: 'handler',
        memorySize: props.memorySize ?? 256,
        timeout: props.timeout,
        reservedConcurrentExecutions: props.reservedConcurrency,
        loggingFormat: lambda.LoggingFormat.JSON,
        // X-Ray traces of every invocation; the handlers add their subsegment and their AWS calls
        // through the Powertools tracer.
        tracing: lambda.Tracing.ACTIVE,
        environment: {
          ...props.environment,
          POWERTOOLS_SERVICE_NAME: props.serviceName,
          // The responses hold form tokens: not for traces.
          POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false',
          NODE_OPTIONS: '--enable-source-maps',
        },
        bundling: { externalModules: ['@aws-sdk/*'], sourceMap: true, target: 'node24' },
      },
    );
    acknowledge(
      role,
      'X-Ray accepts trace segments only on "*": PutTraceSegments and PutTelemetryRecords have ' +
        'no resource to name, as the AWSXRayDaemonWriteAccess policy shows.',
      'AwsSolutions-IAM5[Resource::*]',
    );
    this.function = fn;
    this.logGroup = logGroup;
  }
}
