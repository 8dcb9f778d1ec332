import { Duration } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import type { ExternalHosts } from 'shared-types';

import { acknowledge } from '../nag/acknowledge';
import { SecurityHeadersPolicy } from './security-headers-policy';
import { SiteRouterFunction } from './site-router-function';

/** A custom domain and the us-east-1 certificate that covers it. */
interface SiteDomain {
  /** Host name visitors use. */
  readonly domainName: string;
  /** ACM certificate ARN in us-east-1. */
  readonly certificateArn: string;
}

/** Props of {@link SiteDistribution}. */
export interface SiteDistributionProps {
  /** The private bucket with the shell at its root and the remotes under `remotes/`. */
  readonly siteBucket: s3.IBucket;
  /** Bucket receiving CloudFront's standard logs. */
  readonly logBucket: s3.IBucket;
  /** The REST API served at `/api/*`; its resources live under `/api`. */
  readonly api: apigateway.RestApi;
  /**
   * The API's own domain (its execute-api address is then off), used as the `/api/*` origin.
   * @default - the API's execute-api address and stage
   */
  readonly apiOriginDomain?: string;
  /**
   * Headers CloudFront adds to every request it forwards to the API (the origin secret), which
   * replace any header of the same name a viewer sent. @default - none
   */
  readonly apiOriginHeaders?: Record<string, string>;
  /** Third-party hosts the Content-Security-Policy allows. */
  readonly hosts: ExternalHosts;
  /** Custom domain. @default - the cloudfront.net name only */
  readonly domain?: SiteDomain;
  /** ARN of a CLOUDFRONT-scope WAF web ACL. @default - no web ACL */
  readonly webAclArn?: string;
  /** Edge locations used. @default PriceClass.PRICE_CLASS_100 (North America and Europe) */
  readonly priceClass?: cloudfront.PriceClass;
}

/**
 * The site's single origin for visitors: the shell (default behaviour, with the function that
 * answers redirects, prerendered pages and 404s), the remotes' files (`/remotes/*`) and the API
 * (`/api/*`, never cached). No custom error responses: they would apply to `/api/*` too, whose
 * 4xx answers are the API's own.
 */
export class SiteDistribution extends Construct {
  /** The distribution. */
  public readonly distribution: cloudfront.Distribution;
  /** Cache policy of the file behaviours: the objects' Cache-Control decides. */
  public readonly filesCachePolicy: cloudfront.CachePolicy;
  /** The function of the default behaviour, on its viewer requests and responses. */
  public readonly siteRouter: SiteRouterFunction;
  /** The response headers policy of every behaviour. */
  public readonly securityHeaders: SecurityHeadersPolicy;

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);

    // Min TTL 0 lets `no-cache` entry points be revalidated on every request; default TTL 0 means
    // an object uploaded without Cache-Control is not cached either; max TTL covers `immutable`.
    this.filesCachePolicy = new cloudfront.CachePolicy(this, 'FilesCachePolicy', {
      comment: 'Honours the Cache-Control of the uploaded files',
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(365),
      cookieBehavior: cloudfront.CacheCookieBehavior.none(),
      headerBehavior: cloudfront.CacheHeaderBehavior.none(),
      queryStringBehavior: cloudfront.CacheQueryStringBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    this.siteRouter = new SiteRouterFunction(this, 'SiteRouter');
    this.securityHeaders = new SecurityHeadersPolicy(this, 'SecurityHeaders', {
      hosts: props.hosts,
    });

    // Listing lets the bucket answer a missing file 404 rather than 403 (access denied).
    const filesOrigin = origins.S3BucketOrigin.withOriginAccessControl(props.siteBucket, {
      originAccessLevels: [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST],
    });
    const fileBehavior = {
      origin: filesOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: cloudfront.CachedMethods.CACHE_GET_HEAD,
      cachePolicy: this.filesCachePolicy,
      responseHeadersPolicy: this.securityHeaders.policy,
      compress: true,
    } satisfies cloudfront.BehaviorOptions;

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Cats About Town: site, remotes and API',
      defaultRootObject: 'index.html',
      defaultBehavior: {
        ...fileBehavior,
        functionAssociations: this.siteRouter.associations(),
      },
      additionalBehaviors: {
        // The remotes' manifests are pointers a canary rewrites like the pages.
        '/remotes/*': { ...fileBehavior, functionAssociations: this.siteRouter.associations() },
        '/api/*': {
          origin:
            props.apiOriginDomain === undefined
              ? new origins.RestApiOrigin(props.api, { customHeaders: props.apiOriginHeaders })
              : new origins.HttpOrigin(props.apiOriginDomain, {
                  protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
                  originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
                  customHeaders: props.apiOriginHeaders,
                }),
          // A POST cannot follow a redirect with its body, so plain HTTP is refused outright.
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          responseHeadersPolicy: this.securityHeaders.policy,
          compress: true,
        },
      },
      domainNames: props.domain ? [props.domain.domainName] : undefined,
      certificate: props.domain
        ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.domain.certificateArn)
        : undefined,
      // Only a custom certificate lets the TLS policy be chosen.
      minimumProtocolVersion: props.domain
        ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021
        : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      priceClass: props.priceClass ?? cloudfront.PriceClass.PRICE_CLASS_100,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      webAclId: props.webAclArn,
    });

    acknowledge(
      this.distribution,
      'The tours are sold to visitors from every country; no geography is excluded.',
      'AwsSolutions-CFR1',
    );
    if (props.webAclArn === undefined) {
      acknowledge(
        this.distribution,
        'The WAF is on unless the operator set enableWaf=false (a test stage, say); then the API ' +
          "stage's own web ACL, throttling and reserved concurrency still limit abuse.",
        'AwsSolutions-CFR2',
      );
    }
    if (props.domain === undefined) {
      acknowledge(
        this.distribution,
        'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, ' +
          'whose TLS policy cannot be chosen; set domainName and certificateArn to enforce TLS 1.2.',
        'AwsSolutions-CFR4',
      );
    }
  }
}
