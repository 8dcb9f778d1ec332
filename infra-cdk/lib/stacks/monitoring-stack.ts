import { Stack, Token, type StackProps } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Construct } from 'constructs';
import { stackName } from 'release';
import type { Stage } from 'release';

import type { SiteAlarmSettings } from '../config/site-alarm-settings';
import { SiteConfigError } from '../config/site-config';
import { SiteMonitoring } from '../constructs/site-monitoring';
import { SyntheticCheck } from '../constructs/synthetic-check';
import { acknowledge } from '../nag/acknowledge';

/** Props of {@link MonitoringStack}. */
export interface MonitoringStackProps extends StackProps {
  readonly stage: Stage;
  readonly thresholds: SiteAlarmSettings;
  /**
   * The stage's alarm topic, in this stack's region. Without it the stack makes a topic of its
   * own with the same recipient (SNS does not take alarms from another region).
   */
  readonly topic?: sns.ITopic;
  /** Who the stack's own topic e-mails; prod refuses to go without one. */
  readonly alarmEmail?: string;
  /** The distribution to watch; its metrics exist in us-east-1 only. */
  readonly distribution?: cloudfront.IDistribution;
  /** The CLOUDFRONT web ACL's name; its metrics exist in us-east-1 only. */
  readonly webAclName?: string;
  /** Watch the sections' telemetry, which is written in this stack's region. @default false */
  readonly sectionTelemetry?: boolean;
  /** The stage's address: with it, the synthetic check runs against it. */
  readonly siteUrl?: string;
}

/**
 * The site's own alarms and dashboard (see SiteMonitoring) and the synthetic check. A stage in
 * us-east-1 has one such stack; a stage elsewhere has two, the CloudFront and WAF alarms in a
 * us-east-1 stack of their own, since CloudWatch alarms only on metrics of their own region.
 */
export class MonitoringStack extends Stack {
  /** The topic the alarms publish to. */
  public readonly topic: sns.ITopic;
  /** The alarms and the dashboard. */
  public readonly monitoring: SiteMonitoring;
  /** The synthetic check, when `siteUrl` is given. */
  public readonly syntheticCheck?: SyntheticCheck;

  constructor(scope: Construct, id: string, props: MonitoringStackProps) {
    super(scope, id, props);
    const edge = props.distribution !== undefined || props.webAclName !== undefined;
    if (edge && !Token.isUnresolved(this.region) && this.region !== 'us-east-1') {
      throw new Error(
        `CloudFront and WAF alarms must be in us-east-1, where their metrics are; not ${this.region}.`,
      );
    }
    const namePrefix = stackName(props.stage, 'Site');

    if (props.topic !== undefined) {
      this.topic = props.topic;
    } else {
      if (props.stage === 'prod' && props.alarmEmail === undefined) {
        throw new SiteConfigError(
          '"alarmEmail" is required in prod: the site alarms are e-mailed to it.',
          `settings of ${props.stage}`,
        );
      }
      const topic = new sns.Topic(this, 'Alarms', {
        displayName: `${namePrefix} alarms`,
        enforceSSL: true,
      });
      if (props.alarmEmail !== undefined) {
        topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
      }
      acknowledge(
        topic,
        'The topic carries alarm state changes only, never visitor data; CloudWatch can publish ' +
          'to an encrypted topic only through a customer-managed key, not worth its cost here.',
        'AwsSolutions-SNS2',
      );
      this.topic = topic;
    }

    if (props.siteUrl !== undefined) {
      this.syntheticCheck = new SyntheticCheck(this, 'SyntheticCheck', {
        siteUrl: props.siteUrl,
        canaryName: `catsabouttown-${props.stage}-site`,
      });
    }

    this.monitoring = new SiteMonitoring(this, 'Monitoring', {
      namePrefix,
      topic: this.topic,
      thresholds: props.thresholds,
      distribution: props.distribution,
      webAclName: props.webAclName,
      sectionTelemetry: props.sectionTelemetry,
      canary: this.syntheticCheck?.canary,
    });
  }
}
