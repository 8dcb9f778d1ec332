import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** Props of {@link MailQueue}. */
export interface MailQueueProps {
  /** Time limit of the function that consumes the queue; a message stays hidden six times it. */
  readonly consumerTimeout: Duration;
  /** Deliveries of one message before it is parked in the dead-letter queue. @default 12 */
  readonly maxReceiveCount?: number;
}

/**
 * The durable half of "your message was sent": accepted submissions wait here until SES takes
 * them. A message that failed `maxReceiveCount` times (with the consumer's growing back-off, about
 * two and a half hours at the defaults) is parked in the dead-letter queue for 14 days, where an
 * alarm sees it and an operator can redrive it.
 */
export class MailQueue extends Construct {
  /** The mail queue. */
  public readonly queue: sqs.Queue;
  /** Where messages that could not be sent are parked. */
  public readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, props: MailQueueProps) {
    super(scope, id);

    const common = {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      removalPolicy: RemovalPolicy.RETAIN,
    } satisfies sqs.QueueProps;

    this.deadLetterQueue = new sqs.Queue(this, 'DeadLetters', {
      ...common,
      retentionPeriod: Duration.days(14),
    });
    this.queue = new sqs.Queue(this, 'Queue', {
      ...common,
      // AWS's advice for a Lambda consumer: at least six times the function's timeout.
      visibilityTimeout: Duration.seconds(props.consumerTimeout.toSeconds() * 6),
      retentionPeriod: Duration.days(4),
      deadLetterQueue: {
        queue: this.deadLetterQueue,
        maxReceiveCount: props.maxReceiveCount ?? 12,
      },
    });
  }
}
