// SQS records as Lambda receives them from the mail queue, for the deliver-mail tests.
import type { SQSRecord } from 'aws-lambda';

/** A record of the mail queue carrying `body`, received `receiveCount` times. */
export function sqsRecord(body: string, messageId: string, receiveCount = 1): SQSRecord {
  return {
    messageId,
    receiptHandle: `receipt-${messageId}`,
    body,
    attributes: {
      ApproximateReceiveCount: String(receiveCount),
      SentTimestamp: '1',
      SenderId: 'x',
      ApproximateFirstReceiveTimestamp: '1',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: 'arn:aws:sqs:us-east-1:000000000000:mail',
    awsRegion: 'us-east-1',
  };
}
