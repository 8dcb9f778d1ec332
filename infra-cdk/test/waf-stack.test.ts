import { Match, Template } from 'aws-cdk-lib/assertions';

import { buildSiteApp } from './support/apps';

describe('the optional WAF', () => {
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

  it('is attached to the distribution', () => {
    Template.fromStack(site).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ WebACLId: Match.anyValue() }),
    });
  });

  it('is absent unless enabled', () => {
    const plain = buildSiteApp();
    expect(plain.waf).toBeUndefined();
    expect(plain.app.node.tryFindChild('TestWaf')).toBeUndefined();
  });
});
