import * as path from 'node:path';

import { CustomResource, Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as nodejs from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as cr from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import type { PointerEntry, SectionDefinition } from 'release';
import { pagesOfRoute, remoteOf, remotes, sitePages, type AppRoute } from 'shared-types';

import { acknowledge } from '../nag/acknowledge';
import type { SwitchReleaseProperties } from '../release/switch-release';
import { siteFunction } from './site-function';

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
  /**
   * The keys (or key patterns) its switch may write: the section's own pointer keys and pages
   * (pointerKeys). @default - every `to` of the pointer, a folder as `<folder>*`
   */
  readonly writableKeys?: readonly string[];
}

/**
 * The keys a section's pointer writes: its entry points' keys, and the pages of its own routes
 * (a query's pages as one pattern per route). The shell renders every route, so it writes every
 * page; a remote only its own: those of the route list and those its release claims (`claimed`:
 * a page it added since, which no other section owns, the release gate has checked).
 */
export function pointerKeys(
  section: SectionDefinition,
  claimed: readonly AppRoute[] = [],
): string[] {
  const keys = new Set<string>();
  for (const entry of section.pointer) {
    if (!entry.to.endsWith('/')) keys.add(entry.to);
    else if (section.name === 'shell') keys.add(`${entry.to}*`);
  }
  if (section.name !== 'shell') {
    const own = sitePages.filter(
      (page) =>
        page.route.owner !== 'shell' &&
        remotes[remoteOf(page.route.owner)].publicDir === section.name,
    );
    for (const page of [...own, ...claimed.flatMap(pagesOfRoute)]) {
      keys.add(page.query ? `${page.file.slice(0, page.file.lastIndexOf('/') + 1)}*` : page.file);
    }
  }
  return [...keys];
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

    // It reads only the section's releases (the one it copies, the ones it prunes), writes only
    // the section's pointer keys and pages, and deletes only the section's old releases.
    const { function: fn, role } = siteFunction(
      this,
      { logGroup: 'Logs', role: 'Role', function: 'Function' },
      {
        logRetention: logs.RetentionDays.ONE_MONTH,
        roleDescription: `Switches the release served under ${props.releasesPrefix}`,
        entry: path.join(__dirname, '../release/switch-release.ts'),
        handler: 'handler',
        memorySize: 256,
        timeout: Duration.minutes(5),
        bundling: { externalModules: ['@aws-sdk/*'] },
      },
    );
    this.function = fn;
    props.bucket.grantRead(role, `${props.releasesPrefix}*`);
    const writable =
      props.writableKeys ??
      props.pointer.map((entry) => (entry.to.endsWith('/') ? `${entry.to}*` : entry.to));
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject'],
        resources: writable.map((key) => props.bucket.arnForObjects(key)),
      }),
    );
    props.bucket.grantDelete(role, `${props.releasesPrefix}*`);
    props.distribution.grantCreateInvalidation(role);

    // The provider framework's own function would get a role with AWSLambdaBasicExecutionRole,
    // which may write every log group of the account: this one writes only its log group.
    const providerLogs = new logs.LogGroup(this, 'ProviderLogs', {
      retention: logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const providerRole = new iam.Role(this, 'ProviderRole', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs the switch of the release served under ${props.releasesPrefix}`,
    });
    providerLogs.grantWrite(providerRole);
    const provider = new cr.Provider(this, 'Provider', {
      onEventHandler: this.function,
      frameworkOnEventRole: providerRole,
      logGroup: providerLogs,
    });
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
      'It reads the releases of its own section (the one it copies) and deletes those beyond ' +
        "the last ones kept: every object below the section's releases prefix, and nothing else.",
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::<${bucketRef}>/${props.releasesPrefix}*]`,
    );
    for (const key of writable.filter((pattern) => pattern.includes('*'))) {
      acknowledge(
        role,
        key === 'pages/*'
          ? "It writes the prerendered pages: the shell's release renders every route's page."
          : `It writes the pages of one of its own routes' query values, all under ${key.slice(0, -1)}.`,
        `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::<${bucketRef}>/${key}]`,
      );
    }
    acknowledge(
      providerRole,
      'The custom resource provider framework (aws-cdk-lib) may invoke every version of the ' +
        'function it runs, which it names with a wildcard.',
      `AwsSolutions-IAM5[Resource::<${Stack.of(this).getLogicalId(this.function.node.defaultChild as lambda.CfnFunction)}.Arn>:*]`,
    );
  }
}
