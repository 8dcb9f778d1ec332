import { Match, Template } from 'aws-cdk-lib/assertions';
import { apiPaths, TELEMETRY_PATH } from 'shared-types';

import { buildSiteApp } from './support/apps';

describe('the WAF', () => {
  const { waf, site } = buildSiteApp({
    env: { account: '123456789012', region: 'eu-west-1' },
    context: { enableWaf: 'true', wafRateLimit: '500' },
  });

  it('is a CLOUDFRONT web ACL in us-east-1 with rate-based rules', () => {
    expect(waf).toBeDefined();
    expect(waf!.region).toBe('us-east-1');
    const template = Template.fromStack(waf!);
    template.resourceCountIs('AWS::WAFv2::WebACL', 1);
    template.hasResourceProperties('AWS::WAFv2::WebACL', {
      Scope: 'CLOUDFRONT',
      DefaultAction: { Allow: {} },
      Rules: Match.arrayWith([
        Match.objectLike({
          Name: 'api-rate-limit',
          Statement: {
            RateBasedStatement: Match.objectLike({
              Limit: 100,
              ScopeDownStatement: {
                ByteMatchStatement: Match.objectLike({
                  SearchString: '/api/',
                  PositionalConstraint: 'STARTS_WITH',
                }),
              },
            }),
          },
        }),
        Match.objectLike({
          Name: 'site-rate-limit',
          Action: { Block: {} },
          Statement: {
            RateBasedStatement: Match.objectLike({ AggregateKeyType: 'IP', Limit: 500 }),
          },
        }),
      ]),
    });
  });

  it("holds the telemetry beacons to the forms' per-IP rate rule", () => {
    const template = Template.fromStack(waf!);
    const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL')) as {
      Properties: { Rules: { Name: string; Statement: unknown }[] };
    }[];
    const apiRule = acl!.Properties.Rules.find((rule) => rule.Name === 'api-rate-limit');
    const scope = (
      apiRule!.Statement as {
        RateBasedStatement: {
          ScopeDownStatement: { ByteMatchStatement: { SearchString: string } };
        };
      }
    ).RateBasedStatement.ScopeDownStatement.ByteMatchStatement.SearchString;
    for (const path of [apiPaths.contact, apiPaths.survey, TELEMETRY_PATH]) {
      expect(path.startsWith(scope)).toBe(true);
    }
  });

  it('is attached to the distribution', () => {
    Template.fromStack(site).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }),
    });
  });

  it('applies the AWS managed rule groups after the rate rules', () => {
    const template = Template.fromStack(waf!);
    for (const [name, priority] of [
      ['AWSManagedRulesAmazonIpReputationList', 2],
      ['AWSManagedRulesCommonRuleSet', 3],
      ['AWSManagedRulesKnownBadInputsRuleSet', 4],
    ] as const) {
      template.hasResourceProperties('AWS::WAFv2::WebACL', {
        Rules: Match.arrayWith([
          Match.objectLike({
            Name: name,
            Priority: priority,
            OverrideAction: { None: {} },
            Statement: { ManagedRuleGroupStatement: { VendorName: 'AWS', Name: name } },
          }),
        ]),
      });
    }
  });

  it('is on by default and absent only when switched off', () => {
    const byDefault = buildSiteApp({ env: { account: '123456789012', region: 'eu-west-1' } });
    expect(byDefault.waf).toBeDefined();
    const off = buildSiteApp({ context: { enableWaf: 'false' } });
    expect(off.waf).toBeUndefined();
    expect(off.app.node.tryFindChild('TestWaf')).toBeUndefined();
  });
});
