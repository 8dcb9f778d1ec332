import { Duration, RemovalPolicy, Stack, Token } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as synthetics from 'aws-cdk-lib/aws-synthetics';
import { Construct } from 'constructs';

import { acknowledge } from '../nag/acknowledge';
import { bundleCanaryScript, CANARY_HANDLER } from '../synthetic/canary-code';

/** Props of {@link SyntheticCheck}. */
export interface SyntheticCheckProps {
  /** The stage's public address, e.g. `https://www.catsabouttowntours.com`. */
  readonly siteUrl: string;
  /** The canary's name: at most 255 characters of lower case letters, digits, `-` and `_`. */
  readonly canaryName: string;
  /** How long the artifacts (screenshots, HAR files, logs) of a run are kept. @default 30 days */
  readonly artifactsRetention?: Duration;
}

/** Every five minutes: often enough that two failed runs page within ten minutes. */
const SYNTHETIC_CHECK_RATE = Duration.minutes(5);

/**
 * A CloudWatch Synthetics canary that loads `/`, a tour page and `/contact` of the stage every
 * five minutes in the Playwright runtime with site-check.ts, failing the run on an error fallback,
 * a console error or a page that does not hydrate. Its artifacts go to a bucket of its own:
 * encrypted, private, TLS only and emptied by a lifecycle rule.
 */
export class SyntheticCheck extends Construct {
  /** The canary. */
  public readonly canary: synthetics.Canary;
  /** Where its runs' screenshots and logs are kept. */
  public readonly artifactsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: SyntheticCheckProps) {
    super(scope, id);
    const retention = props.artifactsRetention ?? Duration.days(30);

    this.artifactsBucket = new s3.Bucket(this, 'Artifacts', {
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      lifecycleRules: [{ id: 'ExpireRunArtifacts', expiration: retention }],
      // Artifacts of past runs are worth nothing once the stage is gone.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: false,
    });
    acknowledge(
      this.artifactsBucket,
      "The bucket holds only the synthetic check's own run artifacts, written by its role and " +
        'expired by a lifecycle rule; an access log of it would record that role alone.',
      'AwsSolutions-S1',
    );

    this.canary = new synthetics.Canary(this, 'Canary', {
      canaryName: props.canaryName,
      runtime: synthetics.Runtime.SYNTHETICS_NODEJS_PLAYWRIGHT_6_0,
      test: synthetics.Test.custom({
        code: synthetics.Code.fromInline(bundleCanaryScript()),
        handler: CANARY_HANDLER,
      }),
      schedule: synthetics.Schedule.rate(SYNTHETIC_CHECK_RATE),
      environmentVariables: { SITE_URL: props.siteUrl },
      // Three pages with up to 20 s each to hydrate, and the browser's start.
      timeout: Duration.minutes(2),
      artifactsBucketLocation: { bucket: this.artifactsBucket },
      artifactS3EncryptionMode: synthetics.ArtifactsEncryptionMode.S3_MANAGED,
      successRetentionPeriod: retention,
      failureRetentionPeriod: retention,
      // Deleting the canary deletes its Lambda function and layers too.
      provisionedResourceCleanup: true,
      startAfterCreation: true,
    });

    // The role the canary construct makes, as its template reads: what each wildcard is.
    const stack = Stack.of(this);
    const known = (value: string, token: string) => (Token.isUnresolved(value) ? token : value);
    const bucketId = stack.getLogicalId(this.artifactsBucket.node.defaultChild as s3.CfnBucket);
    acknowledge(
      this.canary.role,
      'Resource "*" is on s3:ListAllMyBuckets, which has no narrower resource, and on ' +
        'cloudwatch:PutMetricData, limited by its condition to the CloudWatchSynthetics namespace.',
      'AwsSolutions-IAM5[Resource::*]',
    );
    acknowledge(
      this.canary.role,
      "s3:PutObject on the objects of the check's own artifacts bucket, where each run writes " +
        'files whose names it chooses.',
      `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/*]`,
    );
    acknowledge(
      this.canary.role,
      'The log groups /aws/lambda/cwsyn-*: the Synthetics service names the function of each ' +
        'canary (and so its log group) itself, so the name is known only after it runs.',
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:logs:${known(stack.region, '<AWS::Region>')}:` +
        `${known(stack.account, '<AWS::AccountId>')}:log-group:/aws/lambda/cwsyn-*]`,
    );
  }
}
