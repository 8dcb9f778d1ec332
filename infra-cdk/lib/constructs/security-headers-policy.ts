import { Duration } from 'aws-cdk-lib';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { Construct } from 'constructs';

import type { ExternalHosts } from '../config/site-config';
import { buildContentSecurityPolicy } from '../edge/content-security-policy';

/** Props of {@link SecurityHeadersPolicy}. */
export interface SecurityHeadersPolicyProps {
  /** Third-party hosts the Content-Security-Policy allows. */
  readonly hosts: ExternalHosts;
  /** HSTS max-age; at least a year. @default Duration.days(730) */
  readonly hstsMaxAge?: Duration;
}

/** Features the site never uses; the booking frame may still take payments. */
function permissionsPolicy(bookingHost: string): string {
  return [
    'accelerometer=()',
    'camera=()',
    'geolocation=()',
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    `payment=(self "https://${bookingHost}")`,
    'usb=()',
  ].join(', ');
}

/**
 * Response headers policy applied to every behaviour: CSP, HSTS, nosniff, frame denial, a
 * referrer policy and a permissions policy. CloudFront overrides whatever the origin sent.
 */
export class SecurityHeadersPolicy extends Construct {
  /** The response headers policy. */
  public readonly policy: cloudfront.ResponseHeadersPolicy;
  /** The Content-Security-Policy value. */
  public readonly contentSecurityPolicy: string;

  constructor(scope: Construct, id: string, props: SecurityHeadersPolicyProps) {
    super(scope, id);

    const hstsMaxAge = props.hstsMaxAge ?? Duration.days(730);
    if (hstsMaxAge.toSeconds() < Duration.days(365).toSeconds()) {
      throw new Error('SecurityHeadersPolicy: hstsMaxAge must be at least a year.');
    }
    this.contentSecurityPolicy = buildContentSecurityPolicy(props.hosts);

    this.policy = new cloudfront.ResponseHeadersPolicy(this, 'Policy', {
      comment: 'Security headers of the site and its API',
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy: this.contentSecurityPolicy,
          override: true,
        },
        strictTransportSecurity: {
          accessControlMaxAge: hstsMaxAge,
          includeSubdomains: true,
          preload: true,
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
      customHeadersBehavior: {
        customHeaders: [
          {
            header: 'Permissions-Policy',
            value: permissionsPolicy(props.hosts.bookingHost),
            override: true,
          },
        ],
      },
    });
  }
}
