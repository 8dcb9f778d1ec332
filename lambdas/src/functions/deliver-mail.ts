// The mail queue's consumer: sends each accepted submission through SES. A record that fails
// (SES throttling or down, a network error) is reported back to SQS, made visible again after an
// exponential, jittered delay, and after the queue's last attempt parked in the dead-letter queue,
// whose depth raises an alarm. Each job is sent under its id through Powertools idempotency, so a
// message SQS delivers twice is mailed once.
import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import { ChangeMessageVisibilityCommand } from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

import { deliveryConfig } from './commons/delivery-config';
import { lambdaHandler } from './commons/lambda-handler';
import { logger } from './commons/logger';
import { mailJobSchema, type MailJob } from './commons/mail-job';
import { sqsClient } from './commons/mail-queue';
import { retryDelaySeconds } from './commons/retry-delay';
import { sendMail } from './commons/send-mail';
import { clientSettings, idempotencyCallBudget } from './commons/timeouts';

/** How long a delivered job's id is remembered: the queue's longest retention, 14 days. */
export const IDEMPOTENCY_WINDOW_SECONDS = 14 * 24 * 60 * 60;

const idempotencyConfig = new IdempotencyConfig({
  eventKeyJmesPath: 'id',
  expiresAfterSeconds: IDEMPOTENCY_WINDOW_SECONDS,
});

const persistenceStore = new DynamoDBPersistenceLayer({
  tableName: deliveryConfig.idempotencyTable,
  clientConfig: {
    ...clientSettings(idempotencyCallBudget),
  },
});

/** Sends one job; a second call with the same id returns the first call's result unsent. */
const deliverOnce = makeIdempotent(
  async (job: MailJob) => ({ messageId: await sendMail(job.mail) }),
  { persistenceStore, config: idempotencyConfig },
);

async function retryLater(record: SQSRecord, attempts: number): Promise<number> {
  const delay = retryDelaySeconds(
    attempts,
    deliveryConfig.retryBaseSeconds,
    deliveryConfig.retryMaxSeconds,
  );
  await sqsClient
    .send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: deliveryConfig.queueUrl,
        ReceiptHandle: record.receiptHandle,
        VisibilityTimeout: delay,
      }),
    )
    // Without it the queue's own visibility timeout applies: later, but still retried.
    .catch((error: unknown) => logger.warn('Retry delay not set', { error }));
  return delay;
}

async function deliverRecord(record: SQSRecord): Promise<void> {
  const attempts = Number(record.attributes.ApproximateReceiveCount) || 1;
  let job: MailJob | undefined;
  try {
    job = mailJobSchema.parse(JSON.parse(record.body));
    const { messageId } = await deliverOnce(job);
    logger.info('Mail delivered', {
      jobId: job.id,
      kind: job.kind,
      attempts,
      sesMessageId: messageId,
    });
  } catch (error) {
    const retryInSeconds = await retryLater(record, attempts);
    // The metric filter behind the "SES send failures" alarm counts this line; it carries the
    // error's name and message, never the mail.
    logger.error('Mail delivery failed', {
      jobId: job?.id,
      sqsMessageId: record.messageId,
      attempts,
      retryInSeconds,
      reason: error instanceof Error ? error.name : 'Unknown',
      error: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

/** Lambda handler for the mail queue's event source mapping (partial batch responses on). */
export const handler = lambdaHandler('deliver-mail', deliverBatch);

async function deliverBatch(event: SQSEvent, context: Context): Promise<SQSBatchResponse> {
  idempotencyConfig.registerLambdaContext(context);
  // A batch that fails whole (SES down) is reported record by record, not as a function error:
  // the SES failure alarm speaks for it, and the function error alarm stays for real bugs.
  // A processor per invocation: it keeps the batch's records and failures, and the local poller
  // runs several invocations in one process at once.
  const processor = new BatchProcessor(EventType.SQS);
  return processPartialResponse(event, deliverRecord, processor, {
    context,
    throwOnFullBatchFailure: false,
  });
}
