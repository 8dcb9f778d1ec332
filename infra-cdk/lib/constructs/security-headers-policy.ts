import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';
import type { ExternalHosts } from 'shared-types';
import { securityHeadersFor, type SecurityHeaders } from 'site-rules';

/** Props of {@link SecurityHeadersPolicy}. */
export interface SecurityHeadersPolicyProps {
  /** Third-party hosts the Content-Security-Policy allows. */
  readonly hosts: ExternalHosts;
}

/** CloudFront's name of each referrer policy the site's headers may name. */
const REFERRER_POLICIES: Record<
  SecurityHeaders['referrerPolicy'],
  cloudfront.HeadersReferrerPolicy
> = {
  'strict-origin-when-cross-origin':
    cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
};

/** CloudFront's name of each frame option the site's headers may name. */
const FRAME_OPTIONS: Record<SecurityHeaders['frameOptions'], cloudfront.HeadersFrameOption> = {
  DENY: cloudfront.HeadersFrameOption.DENY,
};

/**
 * Response headers policy applied to every behaviour: the site's security headers over https
 * (site-rules' `securityHeadersFor`, which the local server sends too), written in CloudFront's
 * terms. CloudFront overrides whatever the origin sent.
 */
export class SecurityHeadersPolicy extends Construct {
  /** The response headers policy. */
  public readonly policy: cloudfront.ResponseHeadersPolicy;
  /** The Content-Security-Policy value. */
  public readonly contentSecurityPolicy: string;

  constructor(scope: Construct, id: string, props: SecurityHeadersPolicyProps) {
    super(scope, id);

    const headers = securityHeadersFor(props.hosts, 'https');
    const hsts = headers.strictTransportSecurity;
    if (!hsts) throw new Error('SecurityHeadersPolicy: the https headers have no HSTS.');
    this.contentSecurityPolicy = headers.contentSecurityPolicy;

    this.policy = new cloudfront.ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Security headers of the site and its API',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: headers.contentSecurityPolicy,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(hsts.maxAgeSeconds),
          includeSubdomains: hsts.includeSubdomains,
          preload: hsts.preload,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: FRAME_OPTIONS[headers.frameOptions], override: true },
        referrerPolicy: {
          referrerPolicy: REFERRER_POLICIES[headers.referrerPolicy],
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          { header: 'Permissions-Policy', value: headers.permissionsPolicy, override: true },
        ],
      },
    });
  }
}
