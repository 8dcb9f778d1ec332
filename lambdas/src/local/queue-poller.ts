// What Lambda's SQS event source mapping does in AWS, done locally: long-poll the queue, hand the
// messages to the delivery handler as an SQS event, and delete those it did not report as failed.
// A failed message stays on the queue, with the retry delay the handler gave it.
import {
  DeleteMessageBatchCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

import { invoke } from './invoke';
import { createLambdaContext } from './lambda-context';

/** The delivery handler's shape. */
export type SqsHandler = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

/** Options of {@link startQueuePoller}. */
export interface QueuePollerOptions {
  sqs: SQSClient;
  queueUrl: string;
  /** ARN the records name as their source. */
  queueArn: string;
  handler: SqsHandler;
  /** Records per invocation, as the event source mapping's batch size. @default 10 */
  batchSize?: number;
  /** Invocations at once, as the function's concurrency. @default 2 */
  concurrency?: number;
  /** The handler's time limit, for `getRemainingTimeInMillis`. */
  timeoutSeconds: number;
}

/** A running poller. */
export interface QueuePoller {
  /** Stops polling once the invocations under way have ended. */
  stop(): Promise<void>;
}

function toRecord(message: Message, queueArn: string): SQSRecord {
  const attributes = message.Attributes ?? {};
  return {
    messageId: message.MessageId ?? '',
    receiptHandle: message.ReceiptHandle ?? '',
    body: message.Body ?? '',
    attributes: {
      ApproximateReceiveCount: attributes.ApproximateReceiveCount ?? '1',
      SentTimestamp: attributes.SentTimestamp ?? String(Date.now()),
      SenderId: attributes.SenderId ?? 'local',
      ApproximateFirstReceiveTimestamp:
        attributes.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    },
    messageAttributes: {},
    md5OfBody: message.MD5OfBody ?? '',
    eventSource: 'aws:sqs',
    eventSourceARN: queueArn,
    awsRegion: 'us-east-1',
  };
}

/** Starts polling `queueUrl` and invoking `handler` until `stop()`. */
export function startQueuePoller(options: QueuePollerOptions): QueuePoller {
  const { sqs, queueUrl } = options;
  const controller = new AbortController();
  let stopped = false;

  async function invokeOnce(): Promise<void> {
    const received = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: options.batchSize ?? 10,
        WaitTimeSeconds: 1,
        MessageSystemAttributeNames: ['All'],
      }),
      { abortSignal: controller.signal },
    );
    const messages = received.Messages ?? [];
    if (messages.length === 0) return;
    const event: SQSEvent = { Records: messages.map((m) => toRecord(m, options.queueArn)) };
    const result = await invoke(
      options.handler,
      event,
      createLambdaContext('deliver-mail-local', options.timeoutSeconds),
    );
    const failed = new Set(result.batchItemFailures.map((failure) => failure.itemIdentifier));
    const done = messages.filter((message) => !failed.has(message.MessageId ?? ''));
    if (done.length === 0) return;
    await sqs.send(
      new DeleteMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: done.map((message, index) => ({
          Id: String(index),
          ReceiptHandle: message.ReceiptHandle ?? '',
        })),
      }),
    );
  }

  async function worker(): Promise<void> {
    while (!stopped) {
      try {
        await invokeOnce();
      } catch (error) {
        if (stopped) return;
        // As in AWS: the batch's messages come back after their visibility timeout.
        console.error('Local queue poller: invocation failed', error);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
  }

  const workers = Array.from({ length: options.concurrency ?? 2 }, () => worker());
  return {
    stop: async () => {
      stopped = true;
      controller.abort();
      await Promise.allSettled(workers);
    },
  };
}
