import * as path from 'node:path';

import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as logs from 'aws-cdk-lib/aws-logs';

import { siteFunction } from '../lib/constructs/site-function';

describe('a site function', () => {
  const stack = new Stack(new App(), 'Functions');
  const made = siteFunction(
    stack,
    { logGroup: 'SwitchLogs', role: 'SwitchRole', function: 'Switch' },
    {
      logRetention: logs.RetentionDays.ONE_MONTH,
      roleDescription: 'Switches a release',
      entry: path.join(__dirname, '../lib/release/switch-release.ts'),
      handler: 'handler',
      bundling: { externalModules: ['@aws-sdk/*'] },
    },
  );
  const template = Template.fromStack(stack);
  const logicalId = (construct: { node: { defaultChild?: unknown } }) =>
    stack.getLogicalId(construct.node.defaultChild as never);

  it('is created under the ids its caller names, so deployed logical ids stay', () => {
    expect(logicalId(made.logGroup)).toMatch(/^SwitchLogs/);
    expect(logicalId(made.role)).toMatch(/^SwitchRole/);
    expect(logicalId(made.function)).toMatch(/^Switch[0-9A-F]/);
  });

  it('runs Node.js 24 on arm64, logging to its own log group', () => {
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs24.x',
      Architectures: ['arm64'],
      Role: { 'Fn::GetAtt': [logicalId(made.role), 'Arn'] },
      LoggingConfig: { LogGroup: { Ref: logicalId(made.logGroup) } },
    });
  });

  it('keeps its logs as long as asked, and removes them with its stack', () => {
    template.hasResource('AWS::Logs::LogGroup', {
      Properties: { RetentionInDays: 30 },
      DeletionPolicy: 'Delete',
    });
  });

  it('has a role of its own that may only write to its log group', () => {
    template.hasResourceProperties('AWS::IAM::Role', {
      Description: 'Switches a release',
      AssumeRolePolicyDocument: Match.objectLike({
        Statement: [Match.objectLike({ Principal: { Service: 'lambda.amazonaws.com' } })],
      }),
    });
    const role = template.findResources('AWS::IAM::Role')[logicalId(made.role)] as {
      Properties: { ManagedPolicyArns?: unknown };
    };
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    template.hasResourceProperties('AWS::IAM::Policy', {
      PolicyDocument: {
        Statement: [
          {
            Effect: 'Allow',
            Action: ['logs:CreateLogStream', 'logs:PutLogEvents'],
            Resource: { 'Fn::GetAtt': [logicalId(made.logGroup), 'Arn'] },
          },
        ],
      },
      Roles: [{ Ref: logicalId(made.role) }],
    });
  });
});
