import * as path from 'node:path';

import { CustomResource, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';

import { LOCK_FILE, REPO_ROOT } from '../config/paths';
import type { PointerEntry } from '../config/sections';
import { acknowledge } from '../nag/acknowledge';
import type { SwitchReleaseProperties } from '../release/switch-release';

/** Props of {@link ReleasePointer}. */
export interface ReleasePointerProps {
  /** The site bucket. */
  readonly bucket: s3.IBucket;
  /** The site distribution, whose copies of the pointer are invalidated. */
  readonly distribution: cloudfront.IDistribution;
  /** Key prefix of the section's releases, ending with a slash. */
  readonly releasesPrefix: string;
  /** The release the site is to serve. */
  readonly version: string;
  /** The release's entry points and the keys the site serves them at. */
  readonly pointer: readonly PointerEntry[];
  /** How many releases are kept, the one served included. @default 10 */
  readonly keepReleases?: number;
}

/**
 * Makes one release of a section the one the site serves: copies its entry points to the keys
 * the site serves (no-cache), invalidates exactly those, and deletes the section's releases beyond
 * the last `keepReleases` (release/switch-release.ts). A deploy and a rollback are the same
 * change of `version`; a release that is not in the bucket fails it and changes nothing.
 */
export class ReleasePointer extends Construct {
  /** The custom resource; its `Version` attribute is the release served. */
  public readonly resource: CustomResource;
  /** The function that switches it. */
  public readonly function: nodejs.NodejsFunction;

  constructor(scope: Construct, id: string, props: ReleasePointerProps) {
    super(scope, id);

    const logGroup = new logs.LogGroup(this, 'Logs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Switches the release served under ${props.releasesPrefix}`,
    });
    logGroup.grantWrite(role);
    props.bucket.grantRead(role);
    props.bucket.grantPut(role);
    props.bucket.grantDelete(role, `${props.releasesPrefix}*`);
    props.distribution.grantCreateInvalidation(role);

    this.function = new nodejs.NodejsFunction(this, 'Function', {
      entry: path.join(__dirname, '../release/switch-release.ts'),
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: 256,
      timeout: Duration.minutes(5),
      role,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: LOCK_FILE,
      bundling: { externalModules: ['@aws-sdk/*'], forceDockerBundling: false, minify: true },
    });

    const provider = new cr.Provider(this, 'Provider', { onEventHandler: this.function });
    const properties: Omit<SwitchReleaseProperties, 'KeepReleases'> & { KeepReleases: number } = {
      Bucket: props.bucket.bucketName,
      DistributionId: props.distribution.distributionId,
      ReleasesPrefix: props.releasesPrefix,
      Version: props.version,
      Pointer: [...props.pointer],
      KeepReleases: props.keepReleases ?? 10,
    };
    this.resource = new CustomResource(this, 'Resource', {
      serviceToken: provider.serviceToken,
      resourceType: 'Custom::ReleasePointer',
      properties,
    });

    const bucketRef = (Stack.of(this).resolve(props.bucket.bucketName) as { Ref?: string }).Ref;
    acknowledge(
      role,
      'It deletes the releases of its own section beyond the last ones kept: every object below ' +
        "the section's releases prefix, and nothing else of the bucket.",
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::<${bucketRef}>/${props.releasesPrefix}*]`,
    );
    acknowledge(
      provider,
      'The custom resource provider framework (aws-cdk-lib) may invoke every version of the ' +
        'function it runs, which it names with a wildcard.',
      `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(this.function.node.defaultChild as lambda.CfnFunction)}.Arn>:*]`,
    );
  }
}
