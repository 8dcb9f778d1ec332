import { Duration } from 'aws-cdk-lib';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import {
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import type * as sns from 'aws-cdk-lib/aws-sns';
import type * as synthetics from 'aws-cdk-lib/aws-synthetics';
import type { MonitoringFacade } from 'cdk-monitoring-constructs';
import { Construct } from 'constructs';
import { remoteNames } from 'shared-types';

import type { SiteAlarmSettings } from '../config/site-alarm-settings';
import { alarmFacade } from './alarm-facade';

/** Namespace of the metrics the site's telemetry function writes (Powertools, EMF). */
const SITE_METRICS_NAMESPACE = 'CatsAboutTown/Site';
/** The telemetry function's Powertools service name: a dimension of every one of its metrics. */
const SITE_TELEMETRY_SERVICE = 'site-telemetry';
/** The sections the telemetry names in its `section` dimension. */
const TELEMETRY_SECTIONS = ['shell', ...remoteNames] as const;

/** Props of {@link SiteMonitoring}; each part is optional so the regions can split them. */
export interface SiteMonitoringProps {
  /** Name prefix of the alarms and the dashboard, e.g. `CatsAboutTown-prod-Site`. */
  readonly namePrefix: string;
  /** The stage's alarm topic: every alarm's ALARM and OK actions publish to it. */
  readonly topic: sns.ITopic;
  /** The thresholds. */
  readonly thresholds: SiteAlarmSettings;
  /** The distribution whose 5xx rate is watched (its metrics exist in us-east-1 only). */
  readonly distribution?: cloudfront.IDistribution;
  /** Name of the CLOUDFRONT web ACL whose blocks are watched (us-east-1 only). */
  readonly webAclName?: string;
  /** Watch the telemetry's per-section error rates and web vitals (the telemetry's region). */
  readonly sectionTelemetry?: boolean;
  /** The synthetic check whose failures are watched. */
  readonly canary?: synthetics.Canary;
}

/**
 * What tells an operator that visitors cannot use the site: CloudFront's 5xx rate, a surge of WAF
 * blocks, each section's error rate and p75 LCP and INP from the visitors' own browsers, and the
 * synthetic check, each alarm's ALARM and OK published to the stage's topic, and one dashboard
 * with the sections' page views and errors beside them.
 */
export class SiteMonitoring extends Construct {
  /** The alarms and the dashboard. */
  public readonly monitoring: MonitoringFacade;

  constructor(scope: Construct, id: string, props: SiteMonitoringProps) {
    super(scope, id);
    const { thresholds: limits } = props;

    // OK too: whoever was paged learns when it is over without opening the console.
    this.monitoring = alarmFacade(this, {
      namePrefix: props.namePrefix,
      topic: props.topic,
      notifyOk: true,
    });

    if (props.distribution !== undefined) {
      this.monitoring.monitorCloudFrontDistribution({
        distribution: props.distribution,
        humanReadableName: 'CloudFront',
        alarmFriendlyName: 'CloudFront',
        addFault5xxRate: {
          ServerErrors: {
            maxErrorRate: limits.cloudFront5xxRatePercent,
            evaluationPeriods: limits.cloudFront5xxPeriods,
            datapointsToAlarm: limits.cloudFront5xxPeriods,
            // No requests, no rate: a quiet distribution is not failing.
            treatMissingDataOverride: TreatMissingData.NOT_BREACHING,
          },
        },
      });
    }

    if (props.webAclName !== undefined) {
      const blocked = new Metric({
        namespace: 'AWS/WAFV2',
        metricName: 'BlockedRequests',
        // A CLOUDFRONT web ACL's metrics carry no Region dimension; Rule ALL sums every rule.
        dimensionsMap: { WebACL: props.webAclName, Rule: 'ALL' },
        statistic: 'Sum',
        period: Duration.minutes(5),
        region: 'us-east-1',
      });
      this.monitoring.monitorCustom({
        alarmFriendlyName: 'Waf',
        humanReadableName: 'WAF blocked requests',
        metricGroups: [
          {
            title: 'Blocked requests',
            metrics: [
              {
                metric: blocked,
                alarmFriendlyName: 'Blocked',
                addAlarm: {
                  Surge: {
                    threshold: limits.wafBlockedRequests,
                    comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
                    evaluationPeriods: limits.wafBlockedPeriods,
                    datapointsToAlarm: limits.wafBlockedPeriods,
                    treatMissingDataOverride: TreatMissingData.NOT_BREACHING,
                    additionalDescription:
                      'The WAF is blocking far more than usual: an attack, or a rule blocking visitors.',
                  },
                },
              },
            ],
          },
        ],
      });
    }

    if (props.sectionTelemetry === true) {
      for (const section of TELEMETRY_SECTIONS) this.monitorSection(section, limits);
    }

    if (props.canary !== undefined) {
      this.monitoring.monitorCustom({
        alarmFriendlyName: 'SyntheticCheck',
        humanReadableName: 'Synthetic check (/, a tour page, /contact)',
        metricGroups: [
          {
            title: 'Successful runs (%)',
            metrics: [
              {
                metric: props.canary.metricSuccessPercent({
                  statistic: 'Average',
                  period: Duration.minutes(5),
                }),
                alarmFriendlyName: 'SyntheticCheck',
                addAlarm: {
                  Failing: {
                    // A run loads all three pages; one failed page fails the run.
                    threshold: 100,
                    comparisonOperator: ComparisonOperator.LESS_THAN_THRESHOLD,
                    evaluationPeriods: limits.syntheticFailedRuns,
                    datapointsToAlarm: limits.syntheticFailedRuns,
                    // A check that stopped running reports nothing: that is a failure too.
                    treatMissingDataOverride: TreatMissingData.BREACHING,
                    additionalDescription:
                      'The synthetic check saw a fallback, a console error or a page that did not hydrate.',
                  },
                },
              },
            ],
          },
        ],
      });
    }
  }

  /** One section's page views, error rate and vitals, with their alarms. */
  private monitorSection(section: string, limits: SiteAlarmSettings): void {
    const metric = (metricName: string, statistic: string, period: Duration): Metric =>
      new Metric({
        namespace: SITE_METRICS_NAMESPACE,
        metricName,
        dimensionsMap: { service: SITE_TELEMETRY_SERVICE, section },
        statistic,
        period,
      });
    const fiveMinutes = Duration.minutes(5);
    const quarterHour = Duration.minutes(15);
    const name = section.charAt(0).toUpperCase() + section.slice(1);

    const errorRate = new MathExpression({
      label: `${section} error rate`,
      // Below the minimum of page views the rate says little: judged as 0 then.
      expression: `IF(views >= ${limits.sectionMinPageViews}, (FILL(errors, 0) + FILL(fallbacks, 0)) / views, 0)`,
      usingMetrics: {
        views: metric('PageView', 'Sum', fiveMinutes),
        errors: metric('Error', 'Sum', fiveMinutes),
        fallbacks: metric('Fallback', 'Sum', fiveMinutes),
      },
      period: fiveMinutes,
    });
    // A p75 of a few samples moves with one slow phone: judged only above the minimum.
    const vital = (vitalName: 'LCP' | 'INP'): MathExpression => {
      const id = vitalName.toLowerCase();
      return new MathExpression({
        label: `${section} ${vitalName} p75 (ms)`,
        // Ids of their own: LCP and INP share a graph, where ids may not repeat.
        expression: `IF(${id}Samples >= ${limits.vitalsMinSamples}, ${id}P75, 0)`,
        usingMetrics: {
          [`${id}P75`]: metric(vitalName, 'p75', quarterHour),
          [`${id}Samples`]: metric(vitalName, 'SampleCount', quarterHour),
        },
        period: quarterHour,
      });
    };

    this.monitoring.monitorCustom({
      alarmFriendlyName: `Section${name}`,
      humanReadableName: `Section ${section}`,
      metricGroups: [
        {
          title: 'Page views, errors and fallbacks',
          metrics: [
            metric('PageView', 'Sum', fiveMinutes),
            metric('Error', 'Sum', fiveMinutes),
            metric('Fallback', 'Sum', fiveMinutes),
            metric('RemoteLoadFailure', 'Sum', fiveMinutes),
          ],
        },
        {
          title: 'Error rate',
          metrics: [
            {
              metric: errorRate,
              alarmFriendlyName: 'ErrorRate',
              addAlarm: {
                High: {
                  threshold: limits.sectionErrorRate,
                  comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
                  evaluationPeriods: limits.sectionErrorPeriods,
                  datapointsToAlarm: limits.sectionErrorPeriods,
                  treatMissingDataOverride: TreatMissingData.NOT_BREACHING,
                  additionalDescription: `Visitors see errors or fallbacks in ${section}.`,
                },
              },
            },
          ],
        },
        {
          title: 'Web vitals p75 (ms)',
          metrics: (['LCP', 'INP'] as const).map((vitalName) => ({
            metric: vital(vitalName),
            alarmFriendlyName: vitalName,
            addAlarm: {
              Poor: {
                threshold: vitalName === 'LCP' ? limits.lcpP75Ms : limits.inpP75Ms,
                comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
                evaluationPeriods: limits.vitalsPeriods,
                datapointsToAlarm: limits.vitalsPeriods,
                treatMissingDataOverride: TreatMissingData.NOT_BREACHING,
                additionalDescription: `${section}'s p75 ${vitalName} is in Web Vitals' "poor" range.`,
              },
            },
          })),
        },
      ],
    });
  }
}
