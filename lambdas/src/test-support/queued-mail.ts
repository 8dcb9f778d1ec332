// Reads what the intake handlers put on the (mocked) mail queue.
import { SendMessageCommand, type SQSClient } from '@aws-sdk/client-sqs';
import type { AwsClientStub } from 'aws-sdk-client-mock';

import { mailJobSchema, type MailJob } from '../functions/commons/mail-job';

/** Every job sent to the mocked queue, parsed with the queue's own schema. */
export function queuedJobs(sqsMock: AwsClientStub<SQSClient>): MailJob[] {
  return sqsMock
    .commandCalls(SendMessageCommand)
    .map((call) => mailJobSchema.parse(JSON.parse(call.args[0].input.MessageBody ?? '')));
}
