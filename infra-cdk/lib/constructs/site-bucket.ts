import { CfnResource, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/**
 * A role that declines managed policies: aws-cdk-lib's bucket notifications handler adds
 * AWSLambdaBasicExecutionRole to whichever role it is given, and this one has its own grants.
 */
class RoleWithoutManagedPolicies extends iam.Role {
  public override addManagedPolicy(): void {}
}

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
  /** Where aws-cdk-lib's handler that sets the bucket's notifications at deploy time logs. */
  public readonly notificationsLogGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: SiteBucketProps) {
    super(scope, id);

    // aws-cdk-lib's notifications handler would run with AWSLambdaBasicExecutionRole (logs on *)
    // and log to a group named after its generated function name: this role writes only the
    // handler's own log group, where notifyOnObjectCreated points the handler (decision 052). The
    // handler adds its own grant: s3:PutBucketNotification on this bucket.
    this.notificationsLogGroup = new logs.LogGroup(this, 'NotificationsLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const notificationsRole = new RoleWithoutManagedPolicies(this, 'NotificationsRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: "Sets the site bucket's event notifications when the site stack is deployed",
    });
    this.notificationsLogGroup.grantWrite(notificationsRole);

    this.bucket = new s3.Bucket(this, 'Bucket', {
      notificationsHandlerRole: notificationsRole,
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

  /**
   * Invokes `destination` for each object created under `filter`'s keys, through aws-cdk-lib's
   * notifications handler, which then logs to {@link notificationsLogGroup}.
   */
  notifyOnObjectCreated(
    destination: s3.IBucketNotificationDestination,
    filter: s3.NotificationKeyFilter,
  ): void {
    this.bucket.addEventNotification(s3.EventType.OBJECT_CREATED, destination, filter);
    const handler = Stack.of(this)
      .node.children.find((child) => child.node.id.startsWith('BucketNotificationsHandler'))
      ?.node.tryFindChild('Resource');
    if (!(handler instanceof CfnResource) || handler.cfnResourceType !== 'AWS::Lambda::Function') {
      throw new Error("aws-cdk-lib's bucket notifications handler was not found where expected.");
    }
    handler.addPropertyOverride('LoggingConfig', {
      LogGroup: this.notificationsLogGroup.logGroupName,
    });
  }
}
