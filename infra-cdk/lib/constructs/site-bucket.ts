import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** Props of {@link SiteBucket}. */
export interface SiteBucketProps {
  /** Bucket receiving the server access logs. */
  readonly accessLogsBucket: s3.IBucket;
  /** Key prefix of the server access logs. @default 's3-access/' */
  readonly accessLogsPrefix?: string;
  /** How long overwritten object versions are kept. @default Duration.days(90) */
  readonly noncurrentVersionRetention?: Duration;
  /** What happens to the files when the stack is deleted. @default RemovalPolicy.RETAIN */
  readonly removalPolicy?: RemovalPolicy;
}

/**
 * The private bucket holding every front-end release: shell at the root, remotes under
 * `remotes/<name>/`. Only CloudFront (origin access control) reads it. Versioning keeps the
 * entry points of earlier releases, so a rollback can also restore them from S3 directly.
 */
export class SiteBucket extends Construct {
  /** The site bucket. */
  public readonly bucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: SiteBucketProps) {
    super(scope, id);

    this.bucket = new s3.Bucket(this, 'Bucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      versioned: true,
      serverAccessLogsBucket: props.accessLogsBucket,
      serverAccessLogsPrefix: props.accessLogsPrefix ?? 's3-access/',
      lifecycleRules: [
        {
          noncurrentVersionExpiration: props.noncurrentVersionRetention ?? Duration.days(90),
          abortIncompleteMultipartUploadAfter: Duration.days(7),
        },
      ],
      removalPolicy: props.removalPolicy ?? RemovalPolicy.RETAIN,
    });
  }
}
