import { Match, Template } from 'aws-cdk-lib/assertions';
import { findSection } from 'release';
import { buildSiteRouterCode } from 'release/edge';
import {
  isResponse,
  loadHandler,
  viewerRequestEvent,
  viewerResponseEvent,
  type ViewerResponse,
} from 'release/edge/test-support';
import { NOT_FOUND_PAGE_FILE, sitePages } from 'shared-types';
import { securityHeaderFields, securityHeadersFor } from 'site-rules';

import { buildSiteApp } from './support/apps';
import { refusesPlainHttp } from './support/bucket-policy';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

describe('SiteStack without a custom domain', () => {
  const { site, config } = buildSiteApp();
  const template = Template.fromStack(site);

  function distributionConfig(): Record<string, unknown> {
    const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
    return (distribution as { Properties: { DistributionConfig: Record<string, unknown> } })
      .Properties.DistributionConfig;
  }

  /** The distribution's cache behaviour for `pathPattern`. */
  function behaviorFor(pathPattern: string): Record<string, unknown> | undefined {
    const behaviors = distributionConfig().CacheBehaviors as Record<string, unknown>[];
    return behaviors.find((behavior) => behavior.PathPattern === pathPattern);
  }

  it('creates the site bucket, the log bucket and one distribution', () => {
    template.resourceCountIs('AWS::S3::Bucket', 2);
    template.resourceCountIs('AWS::CloudFront::Distribution', 1);
    template.resourceCountIs('AWS::CloudFront::OriginAccessControl', 1);
    template.resourceCountIs('AWS::CloudFront::Function', 1);
  });

  it('keeps the site bucket private, encrypted, owner-enforced and versioned, logging to the log bucket', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: {
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      },
      BucketEncryption: {
        ServerSideEncryptionConfiguration: [
          { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
        ],
      },
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerEnforced' }] },
      VersioningConfiguration: { Status: 'Enabled' },
      LoggingConfiguration: Match.objectLike({
        DestinationBucketName: { Ref: Match.stringLikeRegexp('^LogsBucket') },
      }),
    });
  });

  it('keeps the log bucket private and encrypted, with expiring logs', () => {
    template.hasResourceProperties('AWS::S3::Bucket', {
      PublicAccessBlockConfiguration: Match.objectLike({ BlockPublicPolicy: true }),
      BucketEncryption: Match.anyValue(),
      OwnershipControls: { Rules: [{ ObjectOwnership: 'BucketOwnerPreferred' }] },
      LifecycleConfiguration: { Rules: [Match.objectLike({ ExpirationInDays: 90 })] },
    });
  });

  it('refuses plain-HTTP access to both buckets', () => {
    const policies = template.findResources('AWS::S3::BucketPolicy');
    expect(Object.keys(policies)).toHaveLength(2);
    template.allResourcesProperties('AWS::S3::BucketPolicy', refusesPlainHttp);
  });

  it('lets only this distribution read and list the site bucket (origin access control)', () => {
    // Listing lets the bucket answer a missing file 404 rather than 403.
    template.hasResourceProperties('AWS::S3::BucketPolicy', {
      Bucket: { Ref: Match.stringLikeRegexp('^FilesBucket') },
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: 'Allow',
            Action: ['s3:GetObject', 's3:ListBucket'],
            Principal: { Service: 'cloudfront.amazonaws.com' },
            Condition: {
              StringEquals: {
                'AWS:SourceArn': Match.objectLike({
                  'Fn::Join': Match.arrayWith([
                    Match.arrayWith([{ Ref: Match.stringLikeRegexp('^CdnDistribution') }]),
                  ]),
                }),
              },
            },
          }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: Match.objectLike({
        OriginAccessControlOriginType: 's3',
        SigningBehavior: 'always',
        SigningProtocol: 'sigv4',
      }),
    });
  });

  it('serves the shell from the bucket with the site function on both viewer events', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        DefaultRootObject: 'index.html',
        DefaultCacheBehavior: Match.objectLike({
          TargetOriginId: Match.stringLikeRegexp('Origin1'),
          ViewerProtocolPolicy: 'redirect-to-https',
          AllowedMethods: ['GET', 'HEAD'],
          Compress: true,
          CachePolicyId: { Ref: Match.stringLikeRegexp('^CdnFilesCachePolicy') },
          ResponseHeadersPolicyId: { Ref: Match.stringLikeRegexp('^CdnSecurityHeadersPolicy') },
          FunctionAssociations: ['viewer-request', 'viewer-response'].map((eventType) => ({
            EventType: eventType,
            FunctionARN: {
              'Fn::GetAtt': [Match.stringLikeRegexp('^CdnSiteRouterFunction'), 'FunctionARN'],
            },
          })),
        }),
      }),
    });
  });

  it("serves /remotes/* as files from the same bucket, through the function for a canary's manifests", () => {
    const remotes = behaviorFor('/remotes/*');
    expect(remotes).toMatchObject({
      TargetOriginId: expect.stringMatching(/Origin1/),
      ViewerProtocolPolicy: 'redirect-to-https',
      AllowedMethods: ['GET', 'HEAD'],
      CachePolicyId: { Ref: expect.stringMatching(/^CdnFilesCachePolicy/) },
      ResponseHeadersPolicyId: { Ref: expect.stringMatching(/^CdnSecurityHeadersPolicy/) },
    });
    expect(remotes).toHaveProperty('FunctionAssociations', [
      {
        EventType: 'viewer-request',
        FunctionARN: {
          'Fn::GetAtt': [expect.stringMatching(/^CdnSiteRouterFunction/), 'FunctionARN'],
        },
      },
      {
        EventType: 'viewer-response',
        FunctionARN: {
          'Fn::GetAtt': [expect.stringMatching(/^CdnSiteRouterFunction/), 'FunctionARN'],
        },
      },
    ]);
  });

  it('sends /api/* to API Gateway uncached, all methods, viewer headers except Host, HTTPS only', () => {
    const apiBehavior = behaviorFor('/api/*');
    expect(apiBehavior).toMatchObject({
      TargetOriginId: expect.stringMatching(/Origin2/),
      ViewerProtocolPolicy: 'https-only',
      AllowedMethods: ['GET', 'HEAD', 'OPTIONS', 'PUT', 'PATCH', 'POST', 'DELETE'],
      // Managed policies: CachingDisabled and AllViewerExceptHostHeader.
      CachePolicyId: '4135ea2d-6df8-44a3-9df3-4b5a84be39ad',
      OriginRequestPolicyId: 'b689b0a8-53d0-40ab-baf2-68738e2966ac',
    });
    expect(apiBehavior).not.toHaveProperty('FunctionAssociations');

    const origins = distributionConfig().Origins as Record<string, unknown>[];
    const apiOrigin = origins.find((origin) => String(origin.Id).includes('Origin2'));
    expect(apiOrigin).toMatchObject({
      CustomOriginConfig: { OriginProtocolPolicy: 'https-only', OriginSSLProtocols: ['TLSv1.2'] },
    });
    expect(JSON.stringify(apiOrigin)).toContain('.execute-api.');
    const s3Origin = origins.find((origin) => String(origin.Id).includes('Origin1'));
    expect(s3Origin).toMatchObject({
      DomainName: { 'Fn::GetAtt': [expect.stringMatching(/^FilesBucket/), 'RegionalDomainName'] },
      OriginAccessControlId: expect.anything(),
    });
  });

  it('lists exactly the two extra behaviours', () => {
    const behaviors = distributionConfig().CacheBehaviors as { PathPattern: string }[];
    expect(behaviors.map((behavior) => behavior.PathPattern)).toEqual(['/remotes/*', '/api/*']);
  });

  it('honours the files’ Cache-Control: minimum TTL 0, nothing in the cache key', () => {
    template.hasResourceProperties('AWS::CloudFront::CachePolicy', {
      CachePolicyConfig: {
        Name: Match.anyValue(),
        Comment: Match.anyValue(),
        MinTTL: 0,
        DefaultTTL: 0,
        MaxTTL: ONE_YEAR_SECONDS,
        ParametersInCacheKeyAndForwardedToOrigin: {
          CookiesConfig: { CookieBehavior: 'none' },
          HeadersConfig: { HeaderBehavior: 'none' },
          QueryStringsConfig: { QueryStringBehavior: 'none' },
          EnableAcceptEncodingGzip: true,
          EnableAcceptEncodingBrotli: true,
        },
      },
    });
  });

  it('writes standard logs to the log bucket', () => {
    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Logging: {
          Bucket: { 'Fn::GetAtt': [Match.stringLikeRegexp('^LogsBucket'), 'RegionalDomainName'] },
          Prefix: 'cloudfront/',
        },
      }),
    });
  });

  it('runs site-router.js after its data on the JavaScript 2.0 runtime', () => {
    template.hasResourceProperties('AWS::CloudFront::Function', {
      AutoPublish: true,
      FunctionConfig: Match.objectLike({ Runtime: 'cloudfront-js-2.0' }),
      FunctionCode: Match.stringLikeRegexp(
        '^const SITE = \\{"redirects":\\{"/sitemap.html":"/sitemap"',
      ),
    });
    expect(site.site.siteRouter.code).toBe(buildSiteRouterCode());
  });

  it('has no custom error responses, which would replace the API’s own 403 and 404 answers', () => {
    expect(distributionConfig()).not.toHaveProperty('CustomErrorResponses');
  });

  describe('the deployed function', () => {
    const [fn] = Object.values(template.findResources('AWS::CloudFront::Function')) as {
      Properties: { FunctionCode: string };
    }[];
    const handler = loadHandler(fn!.Properties.FunctionCode);

    /** The request sent to the bucket for `uri`, and the status the viewer then gets. */
    async function visit(uri: string, search = '') {
      const request = await handler(viewerRequestEvent(uri, search));
      if (isResponse(request)) return { status: request.statusCode, uri: undefined };
      const response = (await handler(viewerResponseEvent(request))) as ViewerResponse;
      return { status: response.statusCode, uri: request.uri };
    }

    it('answers an unknown path 404 with the prerendered not-found page', async () => {
      expect(await visit('/no-such-page')).toEqual({ status: 404, uri: `/${NOT_FOUND_PAGE_FILE}` });
    });

    it('serves /sitemap.xml and /robots.txt from the bucket as the shell uploads them', async () => {
      expect(await visit('/sitemap.xml')).toEqual({ status: 200, uri: '/sitemap.xml' });
      expect(await visit('/robots.txt')).toEqual({ status: 200, uri: '/robots.txt' });
      expect(findSection('shell')!.pointer.map((entry) => entry.to)).toEqual(
        expect.arrayContaining(['sitemap.xml', 'robots.txt']),
      );
    });

    it('serves every prerendered page, each post included, with 200', async () => {
      for (const page of sitePages) {
        const [pathname, search] = page.url.split('?');
        expect(await visit(pathname!, search)).toEqual({ status: 200, uri: `/${page.file}` });
      }
    });

    it('answers a legacy address 301', async () => {
      expect((await visit('/about-us')).status).toBe(301);
    });
  });

  it('sends the security headers of site-rules over https with every response', () => {
    const [policy, ...others] = Object.values(
      template.findResources('AWS::CloudFront::ResponseHeadersPolicy'),
    ) as { Properties: { ResponseHeadersPolicyConfig: ResponseHeadersPolicyConfig } }[];
    expect(others).toHaveLength(0);
    expect(headerFieldsOf(policy!.Properties.ResponseHeadersPolicyConfig)).toEqual(
      securityHeaderFields(securityHeadersFor(config.hosts, 'https')),
    );
  });

  it('publishes its parameters under its own stage, apart from prod', () => {
    const { site } = buildSiteApp({ stage: 'staging' });
    const names = Object.values(Template.fromStack(site).findResources('AWS::SSM::Parameter')).map(
      (resource) => (resource as { Properties: { Name: string } }).Properties.Name,
    );
    expect(names.sort()).toEqual([
      '/cats-about-town/staging/site/alarm-topic-arn',
      '/cats-about-town/staging/site/bucket-name',
      '/cats-about-town/staging/site/canary-rollback-function-arn',
      '/cats-about-town/staging/site/distribution-domain-name',
      '/cats-about-town/staging/site/distribution-id',
      '/cats-about-town/staging/site/url',
    ]);
  });
});

/** The parts of a synthesized response headers policy that say what a response carries. */
interface ResponseHeadersPolicyConfig {
  SecurityHeadersConfig: {
    ContentSecurityPolicy: { ContentSecurityPolicy: string; Override: boolean };
    StrictTransportSecurity: {
      AccessControlMaxAgeSec: number;
      IncludeSubdomains: boolean;
      Preload: boolean;
      Override: boolean;
    };
    ContentTypeOptions: { Override: boolean };
    FrameOptions: { FrameOption: string; Override: boolean };
    ReferrerPolicy: { ReferrerPolicy: string; Override: boolean };
  };
  CustomHeadersConfig: { Items: { Header: string; Value: string; Override: boolean }[] };
}

/**
 * The headers CloudFront adds to a response under the policy, as the browser receives them; each
 * one overrides what the origin sent.
 */
function headerFieldsOf({
  SecurityHeadersConfig: security,
  CustomHeadersConfig: custom,
}: ResponseHeadersPolicyConfig): Record<string, string> {
  const hsts = security.StrictTransportSecurity;
  const overrides = [
    security.ContentSecurityPolicy,
    hsts,
    security.ContentTypeOptions,
    security.FrameOptions,
    security.ReferrerPolicy,
    ...custom.Items,
  ].map((header) => header.Override);
  expect(overrides.every(Boolean)).toBe(true);
  return {
    'Content-Security-Policy': security.ContentSecurityPolicy.ContentSecurityPolicy,
    'Strict-Transport-Security': [
      `max-age=${hsts.AccessControlMaxAgeSec}`,
      ...(hsts.IncludeSubdomains ? ['includeSubDomains'] : []),
      ...(hsts.Preload ? ['preload'] : []),
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': security.FrameOptions.FrameOption,
    'Referrer-Policy': security.ReferrerPolicy.ReferrerPolicy,
    ...Object.fromEntries(custom.Items.map((item) => [item.Header, item.Value])),
  };
}
