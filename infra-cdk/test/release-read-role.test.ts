import { Template } from 'aws-cdk-lib/assertions';
import type { CfnBucket } from 'aws-cdk-lib/aws-s3';
import { siteParameterNames, STAGING_RELEASE_READ_ROLE_NAME } from 'release';

import { buildSiteApp } from './support/apps';

type Resources = Record<string, { Type: string; Properties: Record<string, unknown> }>;

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
  Principal?: { AWS: unknown };
}

const PROD_ACCOUNT = '444455556666';

/** The resource of a statement as text, the bucket's and parameters' tokens left in. */
const resourcesOf = (statement: Statement) =>
  [statement.Resource].flat().map((resource) => JSON.stringify(resource));

describe("staging's read-only role for prod's promotion", () => {
  const { site } = buildSiteApp({
    stage: 'staging',
    env: { account: '111122223333', region: 'us-east-1' },
    releaseReaderAccount: PROD_ACCOUNT,
  });
  const template = Template.fromStack(site);
  const [roleId, role] = Object.entries(
    template.findResources('AWS::IAM::Role', {
      Properties: { RoleName: STAGING_RELEASE_READ_ROLE_NAME },
    }) as Resources,
  )[0]!;
  const statements = Object.values(template.findResources('AWS::IAM::Policy') as Resources)
    .filter(
      (policy) => JSON.stringify(policy.Properties.Roles) === JSON.stringify([{ Ref: roleId }]),
    )
    .flatMap(
      (policy) => (policy.Properties.PolicyDocument as { Statement: Statement[] }).Statement,
    );
  const siteBucketId = site.getLogicalId(site.siteBucket.bucket.node.defaultChild as CfnBucket);

  it("is assumed from prod's account only", () => {
    const trust = role.Properties.AssumeRolePolicyDocument as { Statement: Statement[] };
    expect(trust.Statement).toHaveLength(1);
    expect(trust.Statement[0]!.Action).toBe('sts:AssumeRole');
    expect(JSON.stringify(trust.Statement[0]!.Principal!.AWS)).toContain(
      `:iam::${PROD_ACCOUNT}:root`,
    );
  });

  it('only reads: objects and listings of the releases, and two parameters', () => {
    const actions = statements.flatMap((statement) => [statement.Action].flat()).sort();
    expect(actions).toEqual(['s3:GetObject', 's3:ListBucket', 'ssm:GetParameter']);
    expect(statements.every((statement) => statement.Effect === 'Allow')).toBe(true);
  });

  it("reads the objects of the shell's and the remotes' releases, nothing else of the bucket", () => {
    const reads = statements.find((statement) => statement.Action === 's3:GetObject')!;
    const keys = resourcesOf(reads).map((resource) => /\/([^"]*)"\]\]\}$/.exec(resource)?.[1]);
    expect(keys.sort()).toEqual(['releases/*', 'remotes/*/releases/*']);
    for (const resource of resourcesOf(reads)) expect(resource).toContain(siteBucketId);
  });

  it('lists the bucket only under the releases prefixes', () => {
    const lists = statements.find((statement) => statement.Action === 's3:ListBucket')!;
    expect(resourcesOf(lists)).toEqual([JSON.stringify({ 'Fn::GetAtt': [siteBucketId, 'Arn'] })]);
    expect(lists.Condition).toEqual({
      StringLike: { 's3:prefix': ['releases/*', 'remotes/*/releases/*'] },
    });
  });

  it("reads only the bucket-name and site-address parameters of staging's site", () => {
    const parameters = statements.find((statement) => statement.Action === 'ssm:GetParameter')!;
    const names = Object.fromEntries(
      Object.entries(template.findResources('AWS::SSM::Parameter') as Resources).map(
        ([id, parameter]) => [id, parameter.Properties.Name],
      ),
    );
    const read = resourcesOf(parameters).map(
      (resource) => names[/"Ref":"([^"]+)"/.exec(resource)?.[1] ?? ''],
    );
    const staging = siteParameterNames('staging');
    expect(read.sort()).toEqual([staging.bucketName, staging.siteUrl].sort());
  });
});

describe("a site without a next stage's reader", () => {
  it('has no read-only role', () => {
    const template = Template.fromStack(buildSiteApp({ stage: 'prod' }).site);
    expect(
      Object.keys(
        template.findResources('AWS::IAM::Role', {
          Properties: { RoleName: STAGING_RELEASE_READ_ROLE_NAME },
        }),
      ),
    ).toEqual([]);
  });
});
