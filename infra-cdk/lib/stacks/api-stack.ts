import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import type * as apigateway from 'aws-cdk-lib/aws-apigateway';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import { DELIVERY_TIMEOUT_SECONDS, INTAKE_TIMEOUT_SECONDS } from 'lambdas/timeouts';
import { stackName } from 'release';
import type { Stage } from 'release';

import { lambdaEntries } from '../config/paths';
import { DEFAULT_RESERVED_CONCURRENCY, type SiteConfig } from '../config/site-config';
import { CostBudget } from '../constructs/cost-budget';
import { apiAccessLogGroupName, MailApi } from '../constructs/mail-api';
import { MailFunction } from '../constructs/mail-function';
import { MailMonitoring } from '../constructs/mail-monitoring';
import { MailQueue } from '../constructs/mail-queue';
import { acknowledge } from '../nag/acknowledge';

/** Props of {@link ApiStack}. */
export interface ApiStackProps extends StackProps {
  /** Sender identity, sender and recipient of the mail, and the site's domain (its origin). */
  readonly mail: Pick<
    SiteConfig,
    | 'sesSenderIdentity'
    | 'mailSender'
    | 'mailRecipient'
    | 'domainName'
    | 'alarmEmail'
    | 'apiDomainName'
    | 'apiCertificateArn'
  > &
    Partial<Pick<SiteConfig, 'reservedConcurrency' | 'monthlyBudgetUsd'>>;
  /** The stage this API belongs to, which names its alarms and dashboard. @default 'prod' */
  readonly stage?: Stage;
  /** Handler files. @default - the `lambdas` package's functions */
  readonly entries?: Partial<typeof lambdaEntries>;
}

/**
 * The backend: the two form endpoints, which check a submission and queue its mail; the form
 * token endpoint and its secret; the telemetry endpoint, which records the browser's beacons as
 * CloudWatch metrics; the mail queue with its dead-letter queue; the delivery function
 * (the only principal allowed to send as the SES identity) with its idempotency table; and the
 * REST API in front of them.
 */
export class ApiStack extends Stack {
  /** The REST API, served by the site distribution at `/api/*`. */
  public readonly api: apigateway.RestApi;
  /** ARN of the SES identity the mail is sent as (created by the account stack). */
  public readonly senderIdentityArn: string;
  /** The contact form's function. */
  public readonly contactFunction: MailFunction;
  /** The survey's function. */
  public readonly surveyFunction: MailFunction;
  /** The form token function. */
  public readonly formTokenFunction: MailFunction;
  /** The function that sends the queued mail. */
  public readonly deliveryFunction: MailFunction;
  /** The function that turns the browser's beacons into CloudWatch metrics. */
  public readonly telemetryFunction: MailFunction;
  /** The mail queue and its dead-letter queue. */
  public readonly mailQueue: MailQueue;
  /** The SES configuration set the mail is sent with; its events feed the alarms. */
  public readonly configurationSet: ses.ConfigurationSet;
  /** The alarms, their topic and the dashboard. */
  public readonly monitoring: MailMonitoring;
  /** The stage's monthly cost budget, alerting the alarm topic. */
  public readonly budget?: CostBudget;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);

    const { mail } = props;
    const entries = { ...lambdaEntries, ...props.entries };
    this.senderIdentityArn = this.formatArn({
      service: 'ses',
      resource: 'identity',
      resourceName: mail.sesSenderIdentity,
    });
    // The account's concurrency quota must cover these and leave 100 unreserved (preflight says so).
    // Two deliveries at once: SES's default sending rate is 14 mails a second, two batches stay below.
    const concurrency = mail.reservedConcurrency ?? DEFAULT_RESERVED_CONCURRENCY;

    // Send, delivery, bounce, complaint and reject events as CloudWatch metrics of this set.
    this.configurationSet = new ses.ConfigurationSet(this, 'MailEvents', {
      reputationMetrics: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });
    this.configurationSet.addEventDestination('CloudWatch', {
      destination: ses.EventDestination.cloudWatchDimensions([
        {
          name: 'ses:configuration-set',
          source: ses.CloudWatchDimensionSource.MESSAGE_TAG,
          defaultValue: 'none',
        },
      ]),
      events: [
        ses.EmailSendingEvent.SEND,
        ses.EmailSendingEvent.DELIVERY,
        ses.EmailSendingEvent.BOUNCE,
        ses.EmailSendingEvent.COMPLAINT,
        ses.EmailSendingEvent.REJECT,
        ses.EmailSendingEvent.RENDERING_FAILURE,
      ],
    });

    const deliveryTimeout = Duration.seconds(DELIVERY_TIMEOUT_SECONDS);
    this.mailQueue = new MailQueue(this, 'Mail', { consumerTimeout: deliveryTimeout });
    const { queue } = this.mailQueue;

    // Signs the form tokens; generated here, never in git. The functions read it on their first
    // request and keep it an hour (Powertools Parameters).
    const formTokenSecret = new secretsmanager.Secret(this, 'FormTokenSecret', {
      description: 'Signs the form tokens of the contact and survey forms',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledge(
      formTokenSecret,
      'The secret only signs form tokens that expire within a day; replacing it by hand (a new ' +
        'value) costs at most a reload of open forms, so no rotation Lambda is kept for it.',
      'AwsSolutions-SMG4',
    );

    const idempotencyTable = new dynamodb.TableV2(this, 'DeliveryIdempotency', {
      partitionKey: { name: 'id', type: dynamodb.AttributeType.STRING },
      timeToLiveAttribute: 'expiration',
      billing: dynamodb.Billing.onDemand(),
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const siteOrigins = mail.domainName === undefined ? '' : `https://${mail.domainName}`;
    const intake = (serviceName: string, entry: string) => ({
      entry,
      serviceName,
      timeout: Duration.seconds(INTAKE_TIMEOUT_SECONDS),
      reservedConcurrency: concurrency.intake,
      environment: {
        MAIL_QUEUE_URL: queue.queueUrl,
        SITE_ORIGINS: siteOrigins,
        FORM_TOKEN_SECRET_ARN: formTokenSecret.secretArn,
      },
    });
    this.contactFunction = new MailFunction(
      this,
      'SendContactEmail',
      intake('send-contact-email', entries.sendContactEmail),
    );
    this.surveyFunction = new MailFunction(
      this,
      'SendSurveyEmail',
      intake('send-survey-email', entries.sendSurveyEmail),
    );
    this.formTokenFunction = new MailFunction(this, 'IssueFormToken', {
      entry: entries.issueFormToken,
      serviceName: 'issue-form-token',
      timeout: Duration.seconds(INTAKE_TIMEOUT_SECONDS),
      reservedConcurrency: concurrency.intake,
      environment: { FORM_TOKEN_SECRET_ARN: formTokenSecret.secretArn },
    });
    // Field telemetry: no queue, no secret, no SES. Its metrics travel in its own log lines
    // (the embedded metric format), so writing its log group is all its role may do.
    this.telemetryFunction = new MailFunction(this, 'RecordTelemetry', {
      entry: entries.recordTelemetry,
      serviceName: 'record-telemetry',
      timeout: Duration.seconds(INTAKE_TIMEOUT_SECONDS),
      reservedConcurrency: concurrency.intake,
      environment: { SITE_ORIGINS: siteOrigins },
    });
    for (const fn of [this.contactFunction, this.surveyFunction]) {
      queue.grantSendMessages(fn.function);
    }
    for (const fn of [this.contactFunction, this.surveyFunction, this.formTokenFunction]) {
      formTokenSecret.grantRead(fn.function);
    }

    this.deliveryFunction = new MailFunction(this, 'DeliverMail', {
      entry: entries.deliverMail,
      serviceName: 'deliver-mail',
      timeout: deliveryTimeout,
      reservedConcurrency: concurrency.delivery,
      environment: {
        MAIL_SENDER: mail.mailSender,
        MAIL_RECIPIENT: mail.mailRecipient,
        SES_REGION: this.region,
        MAIL_QUEUE_URL: queue.queueUrl,
        IDEMPOTENCY_TABLE_NAME: idempotencyTable.tableName,
        MAIL_CONFIGURATION_SET: this.configurationSet.configurationSetName,
      },
    });
    // The identity lives in the account stack (shared by the stages of an account and region);
    // sending with a configuration set needs the right on the set too.
    this.deliveryFunction.function.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: [
          this.senderIdentityArn,
          this.formatArn({
            service: 'ses',
            resource: 'configuration-set',
            resourceName: this.configurationSet.configurationSetName,
          }),
        ],
      }),
    );
    idempotencyTable.grantReadWriteData(this.deliveryFunction.function);
    this.deliveryFunction.function.addEventSource(
      new SqsEventSource(queue, {
        batchSize: 10,
        maxBatchingWindow: Duration.seconds(1),
        reportBatchItemFailures: true,
        maxConcurrency: concurrency.delivery,
      }),
    );

    this.api = new MailApi(this, 'MailApi', {
      contactHandler: this.contactFunction.function,
      surveyHandler: this.surveyFunction.function,
      formTokenHandler: this.formTokenFunction.function,
      telemetryHandler: this.telemetryFunction.function,
      accessLogGroupName: apiAccessLogGroupName(props.stage ?? 'prod'),
      originDomain:
        mail.apiDomainName !== undefined && mail.apiCertificateArn !== undefined
          ? { domainName: mail.apiDomainName, certificateArn: mail.apiCertificateArn }
          : undefined,
    }).api;

    this.monitoring = new MailMonitoring(this, 'Monitoring', {
      namePrefix: stackName(props.stage ?? 'prod', 'Mail'),
      functions: {
        SendContactEmail: this.contactFunction.function,
        SendSurveyEmail: this.surveyFunction.function,
        IssueFormToken: this.formTokenFunction.function,
        DeliverMail: this.deliveryFunction.function,
        RecordTelemetry: this.telemetryFunction.function,
      },
      api: this.api,
      queue,
      deadLetterQueue: this.mailQueue.deadLetterQueue,
      deliveryLogGroup: this.deliveryFunction.logGroup,
      configurationSetName: this.configurationSet.configurationSetName,
      alarmEmail: mail.alarmEmail,
    });

    if (mail.monthlyBudgetUsd !== undefined) {
      const stage = props.stage ?? 'prod';
      this.budget = new CostBudget(this, 'Budget', {
        budgetName: stackName(stage, 'Monthly'),
        monthlyLimitUsd: mail.monthlyBudgetUsd,
        topic: this.monitoring.topic,
        costTags: { stage },
      });
    }

    new CfnOutput(this, 'AlarmTopicArn', {
      description: 'Alarms and budget alerts; subscribe whoever should hear of them',
      value: this.monitoring.topic.topicArn,
    });
    new CfnOutput(this, 'DeadLetterQueueUrl', {
      description: 'Mail that could not be sent; redrive it to the mail queue once SES works',
      value: this.mailQueue.deadLetterQueue.queueUrl,
    });
  }
}
