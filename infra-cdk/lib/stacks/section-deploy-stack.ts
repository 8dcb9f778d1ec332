import * as fs from 'node:fs';
import * as path from 'node:path';

import {
  Arn,
  ArnFormat,
  CfnOutput,
  DefaultStackSynthesizer,
  Stack,
  Token,
  type StackProps,
} from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import {
  canaryPointerKey,
  canaryAlarmName,
  canaryRoleName,
  siteParameterNames,
  smokeRecordRoleName,
  metricSectionOf,
  parseRecordFile,
  RELEASE_RECORD,
  releasePath,
  releaseRecordSchema,
  releasesPrefix,
} from 'release';
import type { Stage, SectionDefinition } from 'release';
import {
  cacheControl,
  ROUTES_FILE,
  routesOfFile,
  sectionRoutesSchema,
  type AppRoute,
  type SectionRoutes,
} from 'shared-types';

import { pointerKeys, ReleasePointer } from '../constructs/release-pointer';
import {
  SectionDeployment,
  sectionScopedBucket,
  uploadFunctionIdentity,
} from '../constructs/section-deployment';
import { acknowledge } from '../nag/acknowledge';

/** Props of {@link SectionDeployStack}. */
export interface SectionDeployStackProps extends StackProps {
  /** The front-end package this stack ships. */
  readonly section: SectionDefinition;
  /** The stage it ships to, whose site it finds through that stage's SSM parameters. */
  readonly stage: Stage;
  /**
   * A new release of a build (its `sourceDir` given), served at once or, a canary's, published
   * while the site keeps serving release `serve`; or a rollback to a published one.
   */
  readonly release:
    | {
        readonly kind: 'deploy';
        readonly version: string;
        readonly sourceDir: string;
        /** The release the site serves after the deploy. @default version */
        readonly serve?: string;
      }
    | {
        readonly kind: 'rollback';
        readonly version: string;
        /** A folder holding its pages prerendered anew (`pages/`) and its updated `release.json`. */
        readonly pagesDir?: string;
        /** The release the site serves after the deploy. @default version */
        readonly serve?: string;
      };
  /** How many releases of the section are kept, the one served included. @default 10 */
  readonly keepReleases?: number;
}

/**
 * The routes a remote's release claims, as the folder it deploys has them: a build's `routes.json`,
 * or a rollback's updated `release.json`. The release gate has checked that no other section owns
 * them; its switch may then write their pages. None for the shell, which writes every page, or
 * when the folder has none (a release built before builds listed their routes).
 */
function claimedRoutes(
  section: SectionDefinition,
  release: SectionDeployStackProps['release'],
): AppRoute[] {
  if (section.name === 'shell') return [];
  let routes: SectionRoutes | undefined;
  if (release.kind === 'deploy') {
    const file = path.join(release.sourceDir, ROUTES_FILE);
    if (!fs.existsSync(file)) return [];
    routes = parseRecordFile(sectionRoutesSchema, file, file);
  } else if (release.pagesDir !== undefined) {
    const file = path.join(release.pagesDir, RELEASE_RECORD);
    if (!fs.existsSync(file)) return [];
    routes = parseRecordFile(releaseRecordSchema, file, file).routes;
  }
  // Another section's routes (one folder given to every stack of the deploy app) claim nothing.
  if (routes === undefined || routes.section !== section.name) return [];
  return routesOfFile(metricSectionOf(section), routes);
}

/**
 * One team's release of one front-end package. The site bucket and distribution are read from
 * the SSM parameters of the site stack at deploy time, so this stack synthesises on its own and
 * deploying it never touches the site stack or another team's prefix. A deploy publishes the
 * build as a new release and points the site at it; a rollback points the site at a published
 * release (with its pages prerendered anew, when given). Either way only the section's pointer
 * is written over and invalidated. A canary's release is published with the pointer left on the
 * release served (its properties unchanged, it does nothing): the canary pointer sends a share of
 * the visitors to the new one.
 */
export class SectionDeployStack extends Stack {
  /** The upload of a new release (deploys only). */
  public readonly deployment?: SectionDeployment;
  /** The pages of a release prerendered anew (rollbacks only). */
  public readonly pages?: s3deploy.BucketDeployment;
  /** The release pointer. */
  public readonly pointer: ReleasePointer;
  /** The section it ships. */
  public readonly section: SectionDefinition;
  /** The role the release assumes to put a passing smoke's record into a release's folder. */
  public readonly smokeRecordRole: iam.Role;
  /** The role the release assumes for the section's canary pointer (the shell's: a train's hold). */
  public readonly canaryRole: iam.Role;

  constructor(scope: Construct, id: string, props: SectionDeployStackProps) {
    super(scope, id, props);

    const siteParameters = siteParameterNames(props.stage);
    const parameter = (name: string) => ssm.StringParameter.valueForStringParameter(this, name);
    const bucketName = parameter(siteParameters.bucketName);
    const distributionDomainName = parameter(siteParameters.distributionDomainName);
    const bucket = s3.Bucket.fromBucketName(this, 'SiteBucket', bucketName);
    const { section, release } = props;
    this.section = section;
    const uploadBucket = sectionScopedBucket(bucket, section);
    const distribution = cloudfront.Distribution.fromDistributionAttributes(this, 'Distribution', {
      distributionId: parameter(siteParameters.distributionId),
      domainName: distributionDomainName,
    });

    if (release.kind === 'deploy') {
      this.deployment = new SectionDeployment(this, 'Upload', {
        section,
        version: release.version,
        sourceDir: release.sourceDir,
        bucket: uploadBucket,
      });
    } else if (release.pagesDir !== undefined) {
      // Only the pages and the record that names their hashes: the release's other files are
      // immutable and stay as they were published.
      this.pages = new s3deploy.BucketDeployment(this, 'RenderedPages', {
        sources: [s3deploy.Source.asset(release.pagesDir)],
        destinationBucket: uploadBucket,
        destinationKeyPrefix: `${releasesPrefix(section)}${release.version}`,
        exclude: ['*'],
        include: ['pages/*', RELEASE_RECORD],
        prune: false,
        retainOnDelete: true,
        cacheControl: [s3deploy.CacheControl.fromString(cacheControl.immutable)],
        ...uploadFunctionIdentity(this, {
          logGroup: 'RenderedPagesLogs',
          role: 'RenderedPagesRole',
        }),
      });
    }

    const served = release.serve ?? release.version;
    this.pointer = new ReleasePointer(this, 'Pointer', {
      bucket,
      distribution,
      releasesPrefix: releasesPrefix(section),
      version: served,
      pointer: section.pointer,
      keepReleases: props.keepReleases,
      writableKeys: pointerKeys(section, claimedRoutes(section, release)),
    });
    const uploads = [this.deployment?.release, this.pages].filter((upload) => upload !== undefined);
    for (const upload of uploads) this.pointer.node.addDependency(upload);

    // The release writes the record of its passing smoke beside the release's files, where a
    // promotion to prod requires it: a role of its own, which may put that one key of the
    // section's releases and nothing else (no read, no delete, no other key).
    const smokeRecordKeys = `${releasesPrefix(section)}*/smoke.json`;
    this.smokeRecordRole = new iam.Role(this, 'SmokeRecordRole', {
      roleName: smokeRecordRoleName(props.stage, section.name),
      assumedBy: new iam.AccountRootPrincipal(),
      description: `Puts the smoke record of ${section.name}'s releases (${smokeRecordKeys})`,
    });
    this.smokeRecordRole.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:PutObject'],
        resources: [bucket.arnForObjects(smokeRecordKeys)],
      }),
    );
    new CfnOutput(this, 'SmokeRecordRoleArn', {
      description: "The role the release assumes to put a passing smoke's record",
      value: this.smokeRecordRole.roleArn,
    });

    this.canaryRole = this.createCanaryRole(props.stage, bucket);

    new CfnOutput(this, 'Release', {
      description: `The release of ${section.name} the ${props.stage} site serves`,
      value: served,
    });
    new CfnOutput(this, 'ReleaseUrl', {
      description: "The release's folder",
      value: `https://${distributionDomainName}${releasePath(section, release.version)}`,
    });

    this.acknowledgeUploadFunction(bucketName);
    acknowledge(
      this.smokeRecordRole,
      "It puts only the smoke record of the section's releases: the one key smoke.json in each " +
        "release's folder, whose version the release names at run time.",
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::<${(this.resolve(bucketName) as { Ref: string }).Ref}>/${smokeRecordKeys}]`,
    );
  }

  /**
   * A remote's canary (scripts/release/canary.ts): the release assumes this role to write the
   * section's canary pointer (which the platform's sync function turns into the edge's key) and
   * to put or delete the section's canary alarm, whose actions the platform's rollback function
   * and the stage's topic are. It names the one object and the one alarm: no wildcard, nothing of
   * another section. Putting an alarm whose action is a Lambda function needs no grant on the
   * function (its resource policy admits the canary alarms) nor iam:PassRole. The shell's runs no
   * canary: its role only writes the pointer that holds the shell for a release train (decision
   * 063), and has no alarm.
   */
  private createCanaryRole(stage: Stage, bucket: s3.IBucket): iam.Role {
    const section = this.section;
    const role = new iam.Role(this, 'CanaryRole', {
      roleName: canaryRoleName(stage, section.name),
      assumedBy: new iam.AccountRootPrincipal(),
      description:
        section.keyPrefix === ''
          ? "Holds the shell at a release train's release while the train switches: its pointer"
          : `Starts, promotes and ends ${section.name}'s canaries: its pointer and its alarm`,
    });
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject'],
        resources: [bucket.arnForObjects(canaryPointerKey(section))],
      }),
    );
    if (section.keyPrefix !== '') this.grantCanaryAlarm(role, stage);
    new CfnOutput(this, 'CanaryRoleArn', {
      description:
        section.keyPrefix === ''
          ? 'The role the release assumes to hold the shell for a release train'
          : "The role the release assumes to run the section's canaries",
      value: role.roleArn,
    });
    return role;
  }

  /** The section's canary alarm, which its canary role puts and deletes. */
  private grantCanaryAlarm(role: iam.Role, stage: Stage): void {
    const section = this.section;
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['cloudwatch:PutMetricAlarm', 'cloudwatch:DeleteAlarms'],
        resources: [
          Arn.format(
            {
              service: 'cloudwatch',
              resource: 'alarm',
              resourceName: canaryAlarmName(stage, section.name),
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            },
            this,
          ),
        ],
      }),
    );
  }

  /**
   * The upload function and its role's grants are created and managed by aws-s3-deployment; these
   * are the findings on them, each one named (cdk-nag v3 has no rule-wide acknowledgement).
   */
  private acknowledgeUploadFunction(bucketName: string): void {
    const managed =
      'aws-s3-deployment creates and manages the upload function and the grants of its role ' +
      '(the role is our own, which writes only its log group). ';
    acknowledge(this, `${managed}It pins the function's Python runtime.`, 'AwsSolutions-L1');
    acknowledge(
      this,
      `${managed}Its generated grants read the CDK asset bucket and read/write the site bucket ` +
        'with these action groups; prune is off, so nothing is ever deleted.',
      'AwsSolutions-IAM5[Action::s3:GetObject*]',
      'AwsSolutions-IAM5[Action::s3:GetBucket*]',
      'AwsSolutions-IAM5[Action::s3:List*]',
      'AwsSolutions-IAM5[Action::s3:DeleteObject*]',
      'AwsSolutions-IAM5[Action::s3:Abort*]',
    );

    const qualifier =
      this.synthesizer.bootstrapQualifier ?? DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const account = Token.isUnresolved(this.account) ? '<AWS::AccountId>' : this.account;
    const region = Token.isUnresolved(this.region) ? '<AWS::Region>' : this.region;
    acknowledge(
      this,
      `${managed}It reads the uploaded build from the CDK bootstrap asset bucket.`,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::cdk-${qualifier}-assets-${account}-${region}/*]`,
    );
    const bucketRef = (this.resolve(bucketName) as { Ref: string }).Ref;
    const { keyPrefix } = this.section;
    acknowledge(
      this,
      keyPrefix === ''
        ? `${managed}It reads and writes the shell's objects, which sit at the bucket's root; an ` +
            'explicit deny keeps it from writing or deleting any object under remotes/.'
        : `${managed}It reads and writes only objects under this section's key prefix ${keyPrefix}/.`,
      `AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:s3:::<${bucketRef}>/${keyPrefix === '' ? '' : `${keyPrefix}/`}*]`,
    );
  }
}
