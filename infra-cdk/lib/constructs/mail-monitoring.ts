import { Duration } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import { ComparisonOperator, MathExpression, Metric } from 'aws-cdk-lib/aws-cloudwatch';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { MonitoringFacade } from 'cdk-monitoring-constructs';
import { Construct } from 'constructs';
import { API_STAGE_NAME } from 'release';

import { acknowledge } from '../nag/acknowledge';
import { alarmFacade } from './alarm-facade';

/** Props of {@link MailMonitoring}. */
export interface MailMonitoringProps {
  /** Name prefix of the alarms and the dashboard, e.g. `CatsAboutTown-prod-Mail`. */
  readonly namePrefix: string;
  /** The functions whose errors and throttles raise an alarm, by a readable name. */
  readonly functions: Readonly<Record<string, lambda.IFunction>>;
  /** The REST API whose 5xx answers raise an alarm. */
  readonly api: apigateway.IRestApi;
  /** The mail queue and the dead-letter queue whose depth above 0 raises an alarm. */
  readonly queue: sqs.IQueue;
  readonly deadLetterQueue: sqs.IQueue;
  /** The delivery function's log group: its "Mail delivery failed" lines are the SES failures. */
  readonly deliveryLogGroup: logs.ILogGroup;
  /** The SES configuration set whose events give the bounce and complaint rates. */
  readonly configurationSetName: string;
  /** Who is e-mailed when an alarm goes off. @default - nobody (subscribe to the topic later) */
  readonly alarmEmail?: string;
  /** Bounce rate (bounces / sends) above which the alarm goes off. @default 0.05 */
  readonly maxBounceRate?: number;
  /** Complaint rate above which the alarm goes off. @default 0.001 */
  readonly maxComplaintRate?: number;
}

/** Namespace of the site's own mail metrics. */
const MAIL_METRICS_NAMESPACE = 'CatsAboutTown/Mail';

/**
 * What tells an operator that the forms stopped working: alarms on every mail function's errors
 * and throttles, the API's 5xx answers, a dead-letter queue that is not empty, SES send failures,
 * and SES bounce and complaint rates (from the configuration set's events), all routed to one SNS
 * topic with an optional e-mail subscriber, and one dashboard of it all. Built with
 * cdk-monitoring-constructs, which keeps alarm names, thresholds and widgets consistent.
 */
export class MailMonitoring extends Construct {
  /** Where the alarms go. */
  public readonly topic: sns.Topic;
  /** The alarms and the dashboard. */
  public readonly monitoring: MonitoringFacade;

  constructor(scope: Construct, id: string, props: MailMonitoringProps) {
    super(scope, id);

    this.topic = new sns.Topic(this, 'Alarms', {
      displayName: `${props.namePrefix} alarms`,
      enforceSSL: true,
    });
    if (props.alarmEmail !== undefined) {
      this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    }
    acknowledge(
      this.topic,
      'The topic carries alarm state changes only, never visitor data; CloudWatch can publish to ' +
        'an encrypted topic only through a customer-managed key, not worth its cost here.',
      'AwsSolutions-SNS2',
    );

    this.monitoring = alarmFacade(this, { namePrefix: props.namePrefix, topic: this.topic });

    for (const [name, lambdaFunction] of Object.entries(props.functions)) {
      this.monitoring.monitorLambdaFunction({
        lambdaFunction,
        humanReadableName: name,
        alarmFriendlyName: name,
        addFaultCountAlarm: { Errors: { maxErrorCount: 0 } },
        addThrottlesCountAlarm: { Throttles: { maxErrorCount: 0 } },
      });
    }

    this.monitoring.monitorApiGateway({
      api: props.api,
      apiStage: API_STAGE_NAME,
      humanReadableName: 'Mail API',
      alarmFriendlyName: 'MailApi',
      add5XXFaultCountAlarm: { ServerErrors: { maxErrorCount: 0 } },
    });

    this.monitoring.monitorSqsQueueWithDlq({
      queue: props.queue,
      deadLetterQueue: props.deadLetterQueue,
      humanReadableName: 'Mail queue',
      alarmFriendlyName: 'MailQueue',
      addDeadLetterQueueMaxSizeAlarm: { Parked: { maxMessageCount: 0 } },
    });

    // Every failed send is one log line of the delivery function (SES throttling, rejection or
    // an outage); the count is a metric of its own.
    new logs.MetricFilter(this, 'SendFailures', {
      logGroup: props.deliveryLogGroup,
      filterPattern: logs.FilterPattern.stringValue('$.message', '=', 'Mail delivery failed'),
      metricNamespace: MAIL_METRICS_NAMESPACE,
      metricName: 'SendFailures',
      metricValue: '1',
      defaultValue: 0,
    });
    const sendFailures = new Metric({
      namespace: MAIL_METRICS_NAMESPACE,
      metricName: 'SendFailures',
      statistic: 'Sum',
      period: Duration.minutes(5),
    });

    const sesEvent = (metricName: string) =>
      new Metric({
        namespace: 'AWS/SES',
        metricName,
        dimensionsMap: { 'ses:configuration-set': props.configurationSetName },
        statistic: 'Sum',
        period: Duration.hours(1),
      });
    // Each rate has its own metric ids: one graph shows both, and ids may not repeat in it.
    const rate = (label: string, events: string) => {
      const id = events.toLowerCase();
      return new MathExpression({
        label,
        expression: `IF(${id}Sends > 0, ${id} / ${id}Sends, 0)`,
        usingMetrics: { [id]: sesEvent(events), [`${id}Sends`]: sesEvent('Send') },
        period: Duration.hours(1),
      });
    };

    this.monitoring.monitorCustom({
      alarmFriendlyName: 'MailDelivery',
      humanReadableName: 'Mail delivery (SES)',
      metricGroups: [
        {
          title: 'SES send failures',
          metrics: [
            {
              metric: sendFailures,
              alarmFriendlyName: 'SesSendFailures',
              addAlarm: {
                Failing: {
                  threshold: 0,
                  comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
                  additionalDescription:
                    'Queued mail could not be sent; it is retried with back-off.',
                },
              },
            },
          ],
        },
        {
          title: 'Bounce and complaint rates',
          metrics: [
            {
              metric: rate('Bounce rate', 'Bounce'),
              alarmFriendlyName: 'SesBounceRate',
              addAlarm: {
                High: {
                  threshold: props.maxBounceRate ?? 0.05,
                  comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
                },
              },
            },
            {
              metric: rate('Complaint rate', 'Complaint'),
              alarmFriendlyName: 'SesComplaintRate',
              addAlarm: {
                High: {
                  threshold: props.maxComplaintRate ?? 0.001,
                  comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
                },
              },
            },
          ],
        },
      ],
    });
  }
}
