import type * as wafv2 from 'aws-cdk-lib/aws-wafv2';

/**
 * The visibility of a web ACL's rules: CloudWatch metrics and sampled requests on, each metric
 * named `<prefix><name>`, so one web ACL's metrics sort together.
 */
export function wafVisibility(
  prefix: string,
): (name: string) => wafv2.CfnWebACL.VisibilityConfigProperty {
  return (name) => ({
    cloudWatchMetricsEnabled: true,
    sampledRequestsEnabled: true,
    metricName: `${prefix}${name}`,
  });
}
