import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import { Construct } from 'constructs';

import { wafVisibility } from './waf-visibility';

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
const MANAGED_RULE_GROUPS = [
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

    const visibility = wafVisibility(props.metricPrefix ?? 'CatsAboutTown');

    /** Blocks an IP that sent more than `limit` requests (that `scope` matches) in 5 minutes. */
    const ipRateRule = (
      name: string,
      priority: number,
      metricName: string,
      limit: number,
      scope?: wafv2.CfnWebACL.StatementProperty,
    ): wafv2.CfnWebACL.RuleProperty => ({
      name,
      priority,
      action: { block: {} },
      visibilityConfig: visibility(metricName),
      statement: {
        rateBasedStatement: {
          aggregateKeyType: 'IP',
          limit,
          evaluationWindowSec: 300,
          ...(scope && { scopeDownStatement: scope }),
        },
      },
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
        ipRateRule('api-rate-limit', 0, 'ApiRateLimit', props.apiLimit ?? 100, {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: 'STARTS_WITH',
            searchString: '/api/',
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        }),
        ipRateRule('site-rate-limit', 1, 'SiteRateLimit', props.siteLimit ?? 1000),
        ...managedRules,
      ],
    });
  }
}
