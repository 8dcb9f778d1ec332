// The durable half of "accepted": once SQS has the job, it is retried until SES takes it or it is
// parked in the dead-letter queue with an alarm. The client is a module-level singleton so the
// connection is reused across calls.
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';

import { QueueUnavailableError } from './errors';
import type { MailJob } from './mail-job';
import { clientSettings, queueCallBudget } from './timeouts';
import { tracer } from './tracer';

/** The SQS client of this function instance (`AWS_ENDPOINT_URL_SQS` points it at an emulator). */
export const sqsClient = tracer.captureAWSv3Client(
  new SQSClient({
    // Requests go to the client's endpoint, never to a host named in the queue URL: in AWS both
    // agree, and the local emulator's URLs name a host this machine need not resolve.
    useQueueUrlAsEndpoint: false,
    ...clientSettings(queueCallBudget),
  }),
);

/**
 * The job as a message body in plain ASCII: SQS refuses some characters outright (U+FFFE, and
 * everything above U+FFFF in some implementations), so every non-ASCII character travels as a
 * JSON `\\u` escape, which `JSON.parse` turns back into the same text.
 */
export function toMessageBody(job: MailJob): string {
  return JSON.stringify(job).replace(
    /[\u007F-\uFFFF]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Puts `job` on the queue at `queueUrl`; throws `QueueUnavailableError` when SQS does not take it. */
export async function enqueueMail(queueUrl: string, job: MailJob): Promise<string | undefined> {
  try {
    const output = await sqsClient.send(
      new SendMessageCommand({
        QueueUrl: queueUrl,
        MessageBody: toMessageBody(job),
        MessageAttributes: { kind: { DataType: 'String', StringValue: job.kind } },
      }),
    );
    return output.MessageId;
  } catch (error) {
    throw new QueueUnavailableError({ cause: error });
  }
}
