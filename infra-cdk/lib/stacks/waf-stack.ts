import { Fn, Stack, Token, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

import { RateLimitWebAcl } from '../constructs/rate-limit-web-acl';

/** Props of {@link WafStack}; its `env.region` must be us-east-1. */
export interface WafStackProps extends StackProps {
  /** Requests one IP may send to the site in 5 minutes. @default 1000 */
  readonly siteRateLimit?: number;
}

/** The optional CloudFront web ACL (context `enableWaf`), which must live in us-east-1. */
export class WafStack extends Stack {
  /** ARN of the web ACL, given to the distribution. */
  public readonly webAclArn: string;
  /** Name of the web ACL: the `WebACL` dimension of its CloudWatch metrics. */
  public readonly webAclName: string;

  constructor(scope: Construct, id: string, props: WafStackProps = {}) {
    super(scope, id, props);

    if (!Token.isUnresolved(this.region) && this.region !== 'us-east-1') {
      throw new Error(`WafStack must be deployed to us-east-1, not ${this.region}.`);
    }
    const { webAcl } = new RateLimitWebAcl(this, 'RateLimit', { siteLimit: props.siteRateLimit });
    this.webAclArn = webAcl.attrArn;
    // CloudFormation generates the name; a web ACL's Ref is `name|id|scope`.
    this.webAclName = Fn.select(0, Fn.split('|', webAcl.ref));
  }
}
