import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import type { Stage } from 'release';

import { parseStageSettings, readAllStageSettings } from '../lib/config/stage-settings';
import {
  ACCOUNT_STACK_NAME,
  AccountStack,
  sharedSenderIdentities,
} from '../lib/stacks/account-stack';
import { ApiStack } from '../lib/stacks/api-stack';
import { cdkJsonContext } from './support/apps';

const account = '123456789012';
const region = 'us-east-1';
const zone = { hostedZoneId: 'Z04512345ABCDEFGHIJ', hostedZoneName: 'catsabouttowntours.com' };

/** Both stages in one account and region, as an operator with one account sets them. */
const stagesSettings = [
  parseStageSettings('staging', {
    account,
    region,
    mailSender: 'staging-forms@catsabouttowntours.com',
    mailRecipient: 'team@catsabouttowntours.com',
  }),
  parseStageSettings('prod', {
    account,
    region,
    domainName: 'www.catsabouttowntours.com',
    ...zone,
    sesSenderIdentity: 'catsabouttowntours.com',
    mailSender: 'hello@catsabouttowntours.com',
    mailRecipient: 'team@catsabouttowntours.com',
    alarmEmail: 'ops@catsabouttowntours.com',
  }),
];

/** A stage's app as bin/app.ts makes it: the account stack, then the stage's API stack. */
function stageApp(stage: Stage) {
  const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] } });
  const settings = stagesSettings.find((candidate) => candidate.stage === stage)!;
  const env = { account, region };
  const accountStack = new AccountStack(app, ACCOUNT_STACK_NAME, {
    env,
    senderIdentities: sharedSenderIdentities(stagesSettings, account, region),
  });
  const api = new ApiStack(app, `CatsAboutTown-${stage}-Api`, { env, stage, mail: settings });
  api.addStackDependency(accountStack);
  return { accountStack, api };
}

describe('two stages in one account and region', () => {
  const staging = stageApp('staging');
  const prod = stageApp('prod');
  const accountTemplate = Template.fromStack(prod.accountStack);

  it('make the same account stack, so deploying either leaves it as it is', () => {
    expect(Template.fromStack(staging.accountStack).toJSON()).toEqual(accountTemplate.toJSON());
  });

  it("set API Gateway's CloudWatch role once, in the account stack only", () => {
    accountTemplate.resourceCountIs('AWS::ApiGateway::Account', 1);
    accountTemplate.hasResourceProperties('AWS::IAM::Role', {
      AssumeRolePolicyDocument: Match.objectLike({
        Statement: [Match.objectLike({ Principal: { Service: 'apigateway.amazonaws.com' } })],
      }),
    });
    for (const { api } of [staging, prod]) {
      const template = Template.fromStack(api);
      template.resourceCountIs('AWS::ApiGateway::Account', 0);
      expect(
        template.findResources('AWS::IAM::Role', {
          Properties: {
            AssumeRolePolicyDocument: Match.objectLike({
              Statement: [Match.objectLike({ Principal: { Service: 'apigateway.amazonaws.com' } })],
            }),
          },
        }),
      ).toEqual({});
    }
  });

  it("hold both stages' SES identities once, outside either stage's stacks", () => {
    accountTemplate.resourceCountIs('AWS::SES::EmailIdentity', 2);
    accountTemplate.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'catsabouttowntours.com',
    });
    accountTemplate.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'staging-forms@catsabouttowntours.com',
    });
    for (const { api } of [staging, prod]) {
      Template.fromStack(api).resourceCountIs('AWS::SES::EmailIdentity', 0);
    }
  });

  it('survive the deletion of staging: the shared stack is protected and keeps its resources', () => {
    expect(prod.accountStack.terminationProtection).toBe(true);
    for (const type of ['AWS::ApiGateway::Account', 'AWS::SES::EmailIdentity', 'AWS::IAM::Role']) {
      for (const resource of Object.values(accountTemplate.findResources(type))) {
        expect(resource).toMatchObject({ DeletionPolicy: 'Retain' });
      }
    }
    // Prod's stacks take nothing from staging's: no export of one stage is imported by the other.
    expect(JSON.stringify(Template.fromStack(prod.api).toJSON())).not.toMatch(/staging/);
    expect(staging.api.dependencies.map((stack) => stack.stackName)).toEqual([ACCOUNT_STACK_NAME]);
  });

  it("create the DKIM records of a domain identity in the settings' hosted zone", () => {
    const dkim = accountTemplate.findResources('AWS::Route53::RecordSet', {
      Properties: { Type: 'CNAME', HostedZoneId: zone.hostedZoneId },
    });
    expect(Object.keys(dkim)).toHaveLength(3);
    expect(Object.keys(accountTemplate.findOutputs('*'))).toEqual([]);
  });
});

describe('the SES identities an account stack holds', () => {
  it('are those of the stages in its account and region, each once', () => {
    const elsewhere = { ...stagesSettings[0]!, account: '444455556666' };
    expect(
      sharedSenderIdentities([...stagesSettings, stagesSettings[1]!, elsewhere], account, region),
    ).toEqual([
      { identity: 'catsabouttowntours.com', hostedZone: stagesSettings[1]!.hostedZone },
      { identity: 'staging-forms@catsabouttowntours.com', hostedZone: undefined },
    ]);
  });

  it('output the DKIM records of a domain with no hosted zone, to add by hand', () => {
    const app = new App({ context: cdkJsonContext });
    const stack = new AccountStack(app, 'Account', {
      env: { account, region },
      senderIdentities: [{ identity: 'catsabouttown.example' }, { identity: 'a@b.example' }],
    });
    const outputs = Object.keys(Template.fromStack(stack).findOutputs('*'));
    expect(outputs).toHaveLength(3);
    for (const output of outputs) expect(output).toMatch(/^DkimRecord[123]catsabouttownexample/);
  });

  it("come from every stage's committed file, read for its shape only", () => {
    expect(readAllStageSettings().map((settings) => settings.stage)).toEqual(['staging', 'prod']);
  });
});
