import { App, type Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';

import { parseStageSettings } from '../lib/config/stage-settings';
import { addSiteStacks } from '../lib/site-app';
import { cdkJsonContext } from './support/apps';
import { prodStageSettings } from './support/stage-settings';

const prodSettings = parseStageSettings('prod', {
  ...prodStageSettings,
  region: 'eu-west-1',
  monthlyBudgetUsd: 120,
});

function siteApp(settings = prodSettings) {
  const app = new App({ context: { ...cdkJsonContext, 'aws:cdk:bundling-stacks': [] } });
  return { app, ...addSiteStacks(app, settings) };
}

describe("a stage's site app, from its settings", () => {
  const stacks = siteApp();
  const { account, api, site, waf, certificate } = stacks;
  const apiTemplate = Template.fromStack(api);

  it("pins every stack to the settings' account, in its region or us-east-1", () => {
    const environments = Object.fromEntries(
      [account, api, site, waf!, certificate!].map((stack) => [
        stack.stackName,
        `${stack.account}/${stack.region}`,
      ]),
    );
    expect(environments).toEqual({
      'CatsAboutTown-Account': '123456789012/eu-west-1',
      'CatsAboutTown-prod-Api': '123456789012/eu-west-1',
      'CatsAboutTown-prod-Site': '123456789012/eu-west-1',
      'CatsAboutTown-prod-Waf': '123456789012/us-east-1',
      'CatsAboutTown-prod-Certificate': '123456789012/us-east-1',
    });
  });

  it('traces the functions and the API with X-Ray', () => {
    apiTemplate.resourcePropertiesCountIs(
      'AWS::Lambda::Function',
      { TracingConfig: { Mode: 'Active' } },
      5,
    );
    apiTemplate.hasResourceProperties('AWS::ApiGateway::Stage', { TracingEnabled: true });
    apiTemplate.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ POWERTOOLS_TRACER_CAPTURE_RESPONSE: 'false' }) },
    });
  });

  it("alerts the alarm topic from a monthly budget of the stage's tagged costs", () => {
    const topic = Object.keys(apiTemplate.findResources('AWS::SNS::Topic'))[0]!;
    apiTemplate.hasResourceProperties('AWS::Budgets::Budget', {
      Budget: {
        BudgetName: 'CatsAboutTown-prod-Monthly',
        BudgetType: 'COST',
        TimeUnit: 'MONTHLY',
        BudgetLimit: { Amount: 120, Unit: 'USD' },
        CostFilters: { TagKeyValue: ['user:stage$prod'] },
      },
      NotificationsWithSubscribers: [
        {
          Notification: Match.objectLike({ NotificationType: 'ACTUAL', Threshold: 80 }),
          Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topic } }],
        },
        {
          Notification: Match.objectLike({ NotificationType: 'FORECASTED', Threshold: 100 }),
          Subscribers: [{ SubscriptionType: 'SNS', Address: { Ref: topic } }],
        },
      ],
    });
    apiTemplate.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: 'sns:Publish',
            Effect: 'Allow',
            Principal: { Service: 'budgets.amazonaws.com' },
          }),
        ]),
      },
    });
  });

  it("tags every stack's resources for cost allocation, the shared stack as shared", () => {
    // Stack tags, which CloudFormation also gives every resource it creates.
    const assembly = stacks.app.synth();
    const tagsOf = (stack: Stack) => assembly.getStackByName(stack.stackName).tags;
    for (const stack of [api, site, waf!, certificate!]) {
      expect(tagsOf(stack)).toEqual({ project: 'cats-about-town', stage: 'prod' });
    }
    expect(tagsOf(account)).toEqual({ project: 'cats-about-town', stage: 'shared' });
    apiTemplate.hasResourceProperties('AWS::Lambda::Function', {
      Tags: Match.arrayWith([
        { Key: 'project', Value: 'cats-about-town' },
        { Key: 'stage', Value: 'prod' },
      ]),
    });
    Template.fromStack(site).hasResourceProperties('AWS::S3::Bucket', {
      Tags: Match.arrayWith([{ Key: 'stage', Value: 'prod' }]),
    });
  });

  it('creates a DNS-validated certificate for the domain in us-east-1', () => {
    Template.fromStack(certificate!).hasResourceProperties('AWS::CertificateManager::Certificate', {
      DomainName: 'www.catsabouttowntours.com',
      ValidationMethod: 'DNS',
      DomainValidationOptions: [
        { DomainName: 'www.catsabouttowntours.com', HostedZoneId: 'Z04512345ABCDEFGHIJ' },
      ],
    });
  });

  it('serves the domain with that certificate, through A and AAAA alias records', () => {
    const siteTemplate = Template.fromStack(site);
    siteTemplate.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['www.catsabouttowntours.com'],
        ViewerCertificate: Match.objectLike({
          AcmCertificateArn: Match.anyValue(),
          MinimumProtocolVersion: 'TLSv1.2_2021',
        }),
      }),
    });
    for (const type of ['A', 'AAAA']) {
      siteTemplate.hasResourceProperties('AWS::Route53::RecordSet', {
        Name: 'www.catsabouttowntours.com.',
        Type: type,
        HostedZoneId: 'Z04512345ABCDEFGHIJ',
        AliasTarget: Match.objectLike({
          DNSName: { 'Fn::GetAtt': [Match.stringLikeRegexp('^CdnDistribution'), 'DomainName'] },
        }),
      });
    }
  });

  it("writes the SES identity's DKIM records into the zone", () => {
    Template.fromStack(account).resourcePropertiesCountIs(
      'AWS::Route53::RecordSet',
      { Type: 'CNAME', HostedZoneId: 'Z04512345ABCDEFGHIJ' },
      3,
    );
  });

  it('finds nothing unacknowledged by cdk-nag', () => {
    const result = new AwsSolutionsChecks(stacks.app).validateScope(stacks.app);
    expect(
      result.violations.flatMap((violation) =>
        violation.violatingResources.map((r) => `${violation.ruleName} at ${r.constructPath}`),
      ),
    ).toEqual([]);
  });
});

describe('a site app without a hosted zone', () => {
  const { app, site, certificate, account } = siteApp(
    parseStageSettings('staging', {
      account: '123456789012',
      region: 'us-east-1',
      mailSender: 'staging@catsabouttowntours.com',
      mailRecipient: 'team@catsabouttowntours.com',
    }),
  );

  it("creates no certificate and no DNS records: the distribution's own name serves", () => {
    expect(certificate).toBeUndefined();
    expect(app.node.tryFindChild('CatsAboutTown-staging-Certificate')).toBeUndefined();
    Template.fromStack(site).resourceCountIs('AWS::Route53::RecordSet', 0);
    Template.fromStack(account).resourceCountIs('AWS::Route53::RecordSet', 0);
  });
});
