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
 * A CLOUDFRONT-scope web ACL (so its stack must be in us-east-1) that blocks an IP above a rate:
 * one rule for the whole site and a stricter one for the form endpoints under `/api/`.
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
      ],
    });
  }
}
