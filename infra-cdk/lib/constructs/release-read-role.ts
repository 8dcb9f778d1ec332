import { Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as ssm from 'aws-cdk-lib/aws-ssm';
import { Construct } from 'constructs';

import { acknowledge } from '../nag/acknowledge';

/** Props of {@link ReleaseReadRole}. */
export interface ReleaseReadRoleProps {
  /** The site bucket whose releases it reads. */
  readonly bucket: s3.IBucket;
  /** The account whose release job assumes it (prod's; the same account works too). */
  readonly readerAccount: string;
  /** The parameters it may read: the bucket's name and the site's address. */
  readonly parameters: readonly ssm.IStringParameter[];
  readonly roleName: string;
}

/** Key patterns of every section's releases: the shell's at the root, each remote's under its dir. */
const RELEASE_KEY_PATTERNS = ['releases/*', 'remotes/*/releases/*'] as const;

/**
 * The read-only role a promotion reads a stage's releases with: prod's release job assumes it to
 * copy what staging published and smoked. It reads objects under the releases prefixes and lists
 * only there (so a missing object answers 404, not 403), and reads the two parameters a promotion
 * needs; it can change nothing. Cross-account, the role sits in the bucket's own account, so the
 * bucket needs no policy naming the other account.
 */
export class ReleaseReadRole extends Construct {
  public readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: ReleaseReadRoleProps) {
    super(scope, id);
    this.role = new iam.Role(this, 'Role', {
      roleName: props.roleName,
      assumedBy: new iam.AccountPrincipal(props.readerAccount),
      description: "Reads the site bucket's releases, for a promotion to the next stage",
    });
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: RELEASE_KEY_PATTERNS.map((pattern) => props.bucket.arnForObjects(pattern)),
      }),
    );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['s3:ListBucket'],
        resources: [props.bucket.bucketArn],
        conditions: { StringLike: { 's3:prefix': [...RELEASE_KEY_PATTERNS] } },
      }),
    );
    this.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['ssm:GetParameter'],
        resources: props.parameters.map((parameter) => parameter.parameterArn),
      }),
    );

    const stack = Stack.of(this);
    const bucketId = stack.getLogicalId(props.bucket.node.defaultChild as s3.CfnBucket);
    acknowledge(
      this.role,
      "It reads only the objects of the sections' releases (the shell's and each remote's), " +
        'whose versions a promotion names at run time.',
      ...RELEASE_KEY_PATTERNS.map(
        (pattern) => `AwsSolutions-IAM5[Resource::<${bucketId}.Arn>/${pattern}]`,
      ),
    );
  }
}
