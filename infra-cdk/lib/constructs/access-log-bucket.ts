import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

import { acknowledge } from '../nag/acknowledge';

/** Props of {@link AccessLogBucket}. */
export interface AccessLogBucketProps {
  /** How long log files are kept. @default Duration.days(90) */
  readonly retention?: Duration;
  /** What happens to the logs when the stack is deleted. @default RemovalPolicy.RETAIN */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * Private bucket receiving the site bucket's server access logs and CloudFront's standard logs.
 * CloudFront's standard logging still writes through ACLs, so this bucket (unlike the site
 * bucket) keeps object ownership at "bucket owner preferred"; public access stays blocked.
 */
export class AccessLogBucket extends Construct {
  /** The log bucket. */
  public readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: AccessLogBucketProps = {}) {
    super(scope, id);

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      // CloudFront's standard logs arrive through the bucket's ACL (CloudFront adds its own grant
      // to it). The new-app flag that moves S3 access logs to a bucket policy would drop this
      // canned ACL, and an update without it would reset the ACL CloudFront granted itself.
      accessControl: s3.BucketAccessControl.LOG_DELIVERY_WRITE,
      lifecycleRules: [{ expiration: props.retention ?? Duration.days(90) }],
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });

    acknowledge(
      this.bucket,
      'This bucket is the access-log destination; logging its own access would loop.',
      'AwsSolutions-S1',
    );
  }
}
