import { Stack, Token, type StackProps } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as route53 from 'aws-cdk-lib/aws-route53';
import type { Construct } from 'constructs';

import type { HostedZoneSettings } from '../config/site-config';

/** Props of {@link CertificateStack}; its `env.region` must be us-east-1. */
export interface CertificateStackProps extends StackProps {
  /** The site's domain, which the certificate covers. */
  readonly domainName: string;
  /** The public zone holding the domain, where the validation records are written. */
  readonly hostedZone: HostedZoneSettings;
}

/**
 * The site's certificate, in us-east-1 where CloudFront takes certificates from, validated through
 * DNS records that ACM writes into the hosted zone (and renews by itself while they stay).
 */
export class CertificateStack extends Stack {
  /** The certificate, for the distribution. */
  public readonly certificate: acm.Certificate;

  constructor(scope: Construct, id: string, props: CertificateStackProps) {
    super(scope, id, props);

    if (!Token.isUnresolved(this.region) && this.region !== 'us-east-1') {
      throw new Error(`CertificateStack must be deployed to us-east-1, not ${this.region}.`);
    }
    const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', {
      hostedZoneId: props.hostedZone.hostedZoneId,
      zoneName: props.hostedZone.zoneName,
    });
    this.certificate = new acm.Certificate(this, 'Certificate', {
      domainName: props.domainName,
      validation: acm.CertificateValidation.fromDns(zone),
    });
  }
}
