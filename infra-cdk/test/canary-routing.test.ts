import { Match, Template } from 'aws-cdk-lib/assertions';
import { KVS_PRELUDE } from 'release/edge';

import { buildSiteApp } from './support/apps';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
}

describe("the site stack's canary routing", () => {
  const { site } = buildSiteApp();
  const template = Template.fromStack(site);
  const resolved = (value: unknown) => JSON.stringify(value);

  /** The statements of the inline policy of the role whose logical id starts with `prefix`. */
  function statementsOf(prefix: string): Statement[] {
    const policies = template.findResources('AWS::IAM::Policy');
    const policy = Object.values(policies).find((candidate) =>
      (candidate as { Properties: { Roles: { Ref: string }[] } }).Properties.Roles.some((role) =>
        role.Ref.startsWith(prefix),
      ),
    ) as { Properties: { PolicyDocument: { Statement: Statement[] } } } | undefined;
    if (!policy) throw new Error(`no policy for ${prefix}`);
    return policy.Properties.PolicyDocument.Statement;
  }
  const actions = (statements: Statement[]) =>
    statements.flatMap((statement) => [statement.Action].flat()).sort();
  /** The actions both canary functions need: writing a pointer to the store, and their logs. */
  const writesPointerKeys = [
    'cloudfront-keyvaluestore:DescribeKeyValueStore',
    'cloudfront-keyvaluestore:PutKey',
  ];
  const writesLogs = ['logs:CreateLogStream', 'logs:PutLogEvents'];

  it('associates a key value store with the site function, whose code reads it', () => {
    template.resourceCountIs('AWS::CloudFront::KeyValueStore', 1);
    const [fn] = Object.values(template.findResources('AWS::CloudFront::Function')) as {
      Properties: {
        FunctionCode: string;
        FunctionConfig: {
          Runtime: string;
          KeyValueStoreAssociations: { KeyValueStoreARN: unknown }[];
        };
      };
    }[];
    expect(fn!.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(fn!.Properties.FunctionConfig.KeyValueStoreAssociations).toHaveLength(1);
    expect(
      resolved(fn!.Properties.FunctionConfig.KeyValueStoreAssociations[0]!.KeyValueStoreARN),
    ).toMatch(/CanaryPointers/);
    expect(fn!.Properties.FunctionCode.startsWith(KVS_PRELUDE)).toBe(true);
  });

  it("runs the function on the viewer request and response of the shell's and the remotes' behaviours", () => {
    const [distribution] = Object.values(
      template.findResources('AWS::CloudFront::Distribution'),
    ) as {
      Properties: { DistributionConfig: Record<string, unknown> };
    }[];
    const config = distribution!.Properties.DistributionConfig;
    const behaviours = [
      config.DefaultCacheBehavior,
      ...(config.CacheBehaviors as Record<string, unknown>[]).filter(
        (behaviour) => behaviour.PathPattern === '/remotes/*',
      ),
    ] as { FunctionAssociations?: { EventType: string }[] }[];
    expect(behaviours).toHaveLength(2);
    for (const behaviour of behaviours) {
      expect(
        behaviour.FunctionAssociations?.map((association) => association.EventType).sort(),
      ).toEqual(['viewer-request', 'viewer-response']);
    }
    const api = (config.CacheBehaviors as Record<string, unknown>[]).find(
      (behaviour) => behaviour.PathPattern === '/api/*',
    );
    expect(api?.FunctionAssociations).toBeUndefined();
  });

  it("copies the teams' pointer objects and routes files to the store on the bucket's notification for their name", () => {
    const [notifications] = Object.values(
      template.findResources('Custom::S3BucketNotifications'),
    ) as { Properties: { NotificationConfiguration: Record<string, unknown[]> } }[];
    const configurations = notifications!.Properties.NotificationConfiguration;
    expect(Object.keys(configurations)).toEqual(['LambdaFunctionConfigurations']);
    const sync = { 'Fn::GetAtt': [expect.stringMatching(/^CanariesSync/), 'Arn'] };
    expect(configurations.LambdaFunctionConfigurations).toEqual([
      ...['/canary.json', '/routes.json'].map((suffix) => ({
        Events: ['s3:ObjectCreated:*'],
        Filter: {
          Key: {
            FilterRules: expect.arrayContaining([
              { Name: 'prefix', Value: 'remotes/' },
              { Name: 'suffix', Value: suffix },
            ]) as unknown,
          },
        },
        LambdaFunctionArn: sync,
      })),
      // The shell's pointer, at the root: it holds the shell for a release train.
      {
        Events: ['s3:ObjectCreated:*'],
        Filter: { Key: { FilterRules: [{ Name: 'prefix', Value: 'canary.json' }] } },
        LambdaFunctionArn: sync,
      },
    ]);
    const syncRole = statementsOf('CanariesSyncRole');
    expect(actions(syncRole)).toEqual([...writesPointerKeys, 's3:GetObject', ...writesLogs].sort());
    const reads = syncRole.find((statement) => statement.Action === 's3:GetObject');
    expect(resolved(reads?.Resource)).toMatch(/\/remotes\/\*\/canary\.json/);
    expect(resolved(reads?.Resource)).toMatch(/"Arn"\]\},"\/canary\.json"/);
    expect(resolved(reads?.Resource)).toMatch(/"Arn"\]\},"\/releases\/\*\/release\.json"/);
    expect(resolved(reads?.Resource)).toMatch(/\/remotes\/\*\/routes\.json/);
    expect(resolved(reads?.Resource)).toMatch(/\/remotes\/\*\/releases\/\*\/release\.json/);
  });

  it('lets the rollback write only the pointers, the rollback records and the store, invoked only by canary alarms', () => {
    const rollback = statementsOf('CanariesRollbackRole');
    expect(actions(rollback)).toEqual(
      [...writesPointerKeys, 's3:GetObject', 's3:PutObject', 's3:PutObject', ...writesLogs].sort(),
    );
    const s3Resources = rollback
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('s3:')))
      .map((statement) => resolved(statement.Resource));
    expect(s3Resources).toEqual([
      expect.stringMatching(/\/remotes\/\*\/canary\.json"/),
      expect.stringMatching(/\/remotes\/\*\/releases\/\*\/rollback\.json"/),
    ]);
    const kvs = rollback.find((statement) =>
      [statement.Action].flat().includes('cloudfront-keyvaluestore:PutKey'),
    );
    expect(resolved(kvs?.Resource)).toMatch(/CanaryPointers/);
    const alarmPermissions = Object.values(template.findResources('AWS::Lambda::Permission'))
      .map((permission) => (permission as { Properties: Record<string, unknown> }).Properties)
      .filter((permission) => permission.Principal === 'lambda.alarms.cloudwatch.amazonaws.com');
    expect(alarmPermissions).toHaveLength(1);
    expect(resolved(alarmPermissions[0]!.FunctionName)).toMatch(/CanariesRollback/);
    expect(resolved(alarmPermissions[0]!.SourceArn)).toMatch(
      /:alarm:CatsAboutTown-[a-z]+-canary-\*"/,
    );
    expect(alarmPermissions[0]!.SourceAccount).toEqual({ Ref: 'AWS::AccountId' });
  });

  it('publishes the rollback function for the releases that create the alarms', () => {
    template.hasResourceProperties('AWS::SSM::Parameter', {
      Name: Match.stringLikeRegexp('/site/canary-rollback-function-arn$'),
    });
  });
});
