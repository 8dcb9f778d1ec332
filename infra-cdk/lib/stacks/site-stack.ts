import {
  CfnOutput,
  CrossStackReferences,
  ReferenceStrength,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as targets from 'aws-cdk-lib/aws-route53-targets';
import type * as sns from 'aws-cdk-lib/aws-sns';
import * as ssm from 'aws-cdk-lib/aws-ssm';
import type { Construct } from 'constructs';
import { siteParameterNames, STAGING_RELEASE_READ_ROLE_NAME } from 'release';
import type { Stage } from 'release';

import type { SiteConfig } from '../config/site-config';
import { AccessLogBucket } from '../constructs/access-log-bucket';
import { ApiRequestFilter } from '../constructs/api-request-filter';
import { CanaryRouting } from '../constructs/canary-routing';
import { OriginVerifySecrets } from '../constructs/origin-verify-secrets';
import { ReleaseReadRole } from '../constructs/release-read-role';
import { SiteBucket } from '../constructs/site-bucket';
import { SiteDistribution } from '../constructs/site-distribution';

/** Props of {@link SiteStack}. */
export interface SiteStackProps extends StackProps {
  /** The stage this copy of the site is, which names its SSM parameters. */
  readonly stage: Stage;
  /** Domain, certificate and CSP hosts. */
  readonly site: Pick<
    SiteConfig,
    | 'domainName'
    | 'certificateArn'
    | 'hostedZone'
    | 'hosts'
    | 'apiDomainName'
    | 'originVerifyGeneration'
  >;
  /**
   * ARN of the certificate created for `domainName` (the certificate stack's, in us-east-1).
   * @default - `site.certificateArn`
   */
  readonly certificateArn?: string;
  /** The REST API served at `/api/*`. */
  /** The stage's alarm topic, which the canaries' alarms notify (published for the releases). */
  readonly alarmTopic: sns.ITopic;
  readonly api: apigateway.RestApi;
  /** ARN of the CloudFront web ACL. @default - none */
  readonly webAclArn?: string;
  /**
   * The account whose release job promotes this stage's releases (staging's: prod's account),
   * given a read-only role on them. @default - no such role
   */
  readonly releaseReaderAccount?: string;
}

/**
 * Hosting: the private site bucket, its log bucket and the CloudFront distribution. It publishes
 * the bucket name and distribution id in SSM, under its stage, so the per-team deploy stacks of
 * that stage can find them. It also holds the secret header CloudFront adds to `/api/*` requests
 * and the API stage's web ACL that checks it: both sides of the secret in one stack, so that
 * a rotation updates them in one deploy, the web ACL first.
 */
export class SiteStack extends Stack {
  /** The site bucket. */
  public readonly siteBucket: SiteBucket;
  /** The log bucket. */
  public readonly logBucket: AccessLogBucket;
  /** The distribution and its policies. */
  public readonly site: SiteDistribution;
  /** The secret header CloudFront adds to what it forwards to the API. */
  public readonly originVerify: OriginVerifySecrets;
  /** The canaries' pointer sync and automatic rollback. */
  public readonly canaries: CanaryRouting;
  /** The web ACL on the API stage. */
  public readonly apiRequestFilter: ApiRequestFilter;
  /** The stage's public address (`https://` and the domain, or the distribution's). */
  public readonly siteUrl: string;

  constructor(scope: Construct, id: string, props: SiteStackProps) {
    super(scope, id, props);
    // Strong references: CloudFormation refuses to delete the API (or the web ACL) while the
    // distribution still points at it. Set before any child exists, as setContext requires.
    CrossStackReferences.of(this).consume(ReferenceStrength.STRONG);

    this.logBucket = new AccessLogBucket(this, 'Logs');
    this.siteBucket = new SiteBucket(this, 'Files', { accessLogsBucket: this.logBucket.bucket });

    this.originVerify = new OriginVerifySecrets(this, 'OriginVerify', {
      generation: props.site.originVerifyGeneration,
    });
    this.apiRequestFilter = new ApiRequestFilter(this, 'ApiRequestFilter', {
      stage: props.api.deploymentStage,
      originVerify: this.originVerify,
    });

    const { domainName, hosts } = props.site;
    const certificateArn = props.certificateArn ?? props.site.certificateArn;
    this.site = new SiteDistribution(this, 'Cdn', {
      siteBucket: this.siteBucket.bucket,
      logBucket: this.logBucket.bucket,
      api: props.api,
      apiOriginDomain: props.site.apiDomainName,
      apiOriginHeaders: { [this.originVerify.headerName]: this.originVerify.currentValue },
      hosts,
      domain:
        domainName !== undefined && certificateArn !== undefined
          ? { domainName, certificateArn }
          : undefined,
      webAclArn: props.webAclArn,
    });

    const { distribution } = this.site;
    this.canaries = new CanaryRouting(this, 'Canaries', {
      siteBucket: this.siteBucket,
      keyValueStore: this.site.siteRouter.keyValueStore,
      stage: props.stage,
    });
    // A rotation must reach the web ACL (which then accepts the new value and the one before)
    // before CloudFront starts sending the new value.
    distribution.node.addDependency(this.apiRequestFilter);
    const { hostedZone } = props.site;
    if (hostedZone !== undefined && domainName !== undefined) {
      // Visitors reach the domain through alias records to the distribution, IPv4 and IPv6.
      const zone = route53.HostedZone.fromHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: hostedZone.hostedZoneId,
        zoneName: hostedZone.zoneName,
      });
      const target = route53.RecordTarget.fromAlias(new targets.CloudFrontTarget(distribution));
      new route53.ARecord(this, 'AliasA', { zone, recordName: domainName, target });
      new route53.AaaaRecord(this, 'AliasAaaa', { zone, recordName: domainName, target });
    }

    // The stage's public address: the pages' canonical links and the sitemap name it.
    const siteUrl = `https://${domainName ?? distribution.distributionDomainName}`;
    this.siteUrl = siteUrl;
    const siteParameters = siteParameterNames(props.stage);
    const published = {
      BucketNameParameter: [siteParameters.bucketName, this.siteBucket.bucket.bucketName],
      DistributionIdParameter: [siteParameters.distributionId, distribution.distributionId],
      DistributionDomainNameParameter: [
        siteParameters.distributionDomainName,
        distribution.distributionDomainName,
      ],
      SiteUrlParameter: [siteParameters.siteUrl, siteUrl],
      CanaryRollbackParameter: [
        siteParameters.canaryRollbackFunctionArn,
        this.canaries.rollbackFunction.functionArn,
      ],
      AlarmTopicParameter: [siteParameters.alarmTopicArn, props.alarmTopic.topicArn],
    } as const;
    const parameters = Object.fromEntries(
      Object.entries(published).map(([id, [parameterName, stringValue]]) => [
        id,
        new ssm.StringParameter(this, id, {
          parameterName,
          stringValue,
          description: 'Read by the per-team releases (npm run release, bin/deploy-section.ts)',
        }),
      ]),
    ) as Record<keyof typeof published, ssm.StringParameter>;

    if (props.releaseReaderAccount !== undefined) {
      const reader = new ReleaseReadRole(this, 'ReleaseRead', {
        bucket: this.siteBucket.bucket,
        readerAccount: props.releaseReaderAccount,
        parameters: [parameters.BucketNameParameter, parameters.SiteUrlParameter],
        roleName: STAGING_RELEASE_READ_ROLE_NAME,
      });
      new CfnOutput(this, 'ReleaseReadRoleArn', {
        description: "The role prod's release assumes to read this stage's releases",
        value: reader.role.roleArn,
      });
    }

    new CfnOutput(this, 'SiteUrl', { value: siteUrl });
    new CfnOutput(this, 'DistributionDomainName', {
      description: 'CNAME target (or alias target) of the custom domain',
      value: distribution.distributionDomainName,
    });
    new CfnOutput(this, 'SiteBucketName', { value: this.siteBucket.bucket.bucketName });
  }
}
