import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';

import { LOCK_FILE, REPO_ROOT } from '../config/paths';

/** Props of {@link MailFunction}. */
export interface MailFunctionProps {
  /** Handler file exporting `handler` (a file of the `lambdas` package). */
  readonly entry: string;
  /** Service name in the logs (`POWERTOOLS_SERVICE_NAME`). */
  readonly serviceName: string;
  /** From address of the mail (`MAIL_SENDER`). */
  readonly mailSender: string;
  /** Mailbox receiving the mail (`MAIL_RECIPIENT`). */
  readonly mailRecipient: string;
  /** Region of the SES identity (`SES_REGION`). @default - the stack's region */
  readonly sesRegion?: string;
  /** How long the function's logs are kept. @default RetentionDays.THREE_MONTHS */
  readonly logRetention?: logs.RetentionDays;
  /** Memory size in MB. @default 256 */
  readonly memorySize?: number;
  /** Time limit; SES answers within a second or two. @default Duration.seconds(10) */
  readonly timeout?: Duration;
}

/**
 * One of the mail Lambdas: Node.js 24 on arm64, bundled locally by esbuild (never Docker) with the
 * AWS SDK left to the runtime, an explicit log group with retention and a role that may only
 * write to that log group. Sending rights are granted separately (`grantSendEmail`).
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

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      entry: props.entry,
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: props.timeout ?? Duration.seconds(10),
      role,
      logGroup: this.logGroup,
      loggingFormat: lambda.LoggingFormat.JSON,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      environment: {
        MAIL_SENDER: props.mailSender,
        MAIL_RECIPIENT: props.mailRecipient,
        SES_REGION: props.sesRegion ?? Stack.of(this).region,
        POWERTOOLS_SERVICE_NAME: props.serviceName,
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
