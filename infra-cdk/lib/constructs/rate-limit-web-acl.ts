import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

/** Props of {@link RateLimitWebAcl}. */
export interface RateLimitWebAclProps {
  /** Requests one IP may send in 5 minutes to the whole site. @default 1000 */
  readonly siteLimit?: number;
  /** Requests one IP may send in 5 minutes to `/api/`. @default 100 */
  readonly apiLimit?: number;
  /** Metric name prefix. @default 'CatsAboutTown' */
  readonly metricPrefix?: string;
}

/**
 * AWS managed rule groups, in the order they are evaluated: the common rule set (the OWASP top
 * ten), known bad inputs (exploit payloads such as Log4Shell) and Amazon's IP reputation list
 * (hosts seen in bots and attacks).
 */
export const MANAGED_RULE_GROUPS = [
  'AWSManagedRulesAmazonIpReputationList',
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
] as const;

/**
 * The site's CLOUDFRONT-scope web ACL (so its stack must be in us-east-1): a per-IP rate rule on
 * the form endpoints under `/api/` and a looser one on the whole site, then AWS's managed rule
 * groups for common attacks, known bad inputs and IP reputation.
 */
export class RateLimitWebAcl extends Construct {
  /** The web ACL. */
  public readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: RateLimitWebAclProps = {}) {
    super(scope, id);

    const prefix = props.metricPrefix ?? 'CatsAboutTown';
    const visibility = (name: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
      cloudWatchMetricsEnabled: true,
      sampledRequestsEnabled: true,
      metricName: `${prefix}${name}`,
    });

    const managedRules = MANAGED_RULE_GROUPS.map((name, index): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority: 2 + index,
      // A managed group's own actions apply (block, mostly).
      overrideAction: { none: {} },
      visibilityConfig: visibility(name),
      statement: { managedRuleGroupStatement: { vendorName: 'AWS', name } },
    }));

    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('WebAcl'),
      rules: [
        {
          name: 'api-rate-limit',
          priority: 0,
          action: { block: {} },
          visibilityConfig: visibility('ApiRateLimit'),
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: props.apiLimit ?? 100,
              evaluationWindowSec: 300,
              scopeDownStatement: {
                byteMatchStatement: {
                  fieldToMatch: { uriPath: {} },
                  positionalConstraint: 'STARTS_WITH',
                  searchString: '/api/',
                  textTransformations: [{ priority: 0, type: 'NONE' }],
                },
              },
            },
          },
        },
        {
          name: 'site-rate-limit',
          priority: 1,
          action: { block: {} },
          visibilityConfig: visibility('SiteRateLimit'),
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: props.siteLimit ?? 1000,
              evaluationWindowSec: 300,
            },
          },
        },
        ...managedRules,
      ],
    });
  }
}
