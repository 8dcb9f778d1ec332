// The intake handlers' (mocked) mail queue: set up for each test, and what was put on it.
import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient, type AwsClientStub } from 'aws-sdk-client-mock';

import { mailJobSchema, type MailJob } from '../functions/commons/mail-job';
import { captureLogs, type CapturedLogs } from './capture-logs';

/** Every job sent to the mocked queue, parsed with the queue's own schema. */
export function queuedJobs(sqsMock: AwsClientStub<SQSClient>): MailJob[] {
  return sqsMock
    .commandCalls(SendMessageCommand)
    .map((call) => mailJobSchema.parse(JSON.parse(call.args[0].input.MessageBody ?? '')));
}

/** What `setUpIntakeTests` gives a handler's test file. */
export interface IntakeTestKit {
  /** The mocked mail queue, which accepts every message until a test says otherwise. */
  sqsMock: AwsClientStub<SQSClient>;
  /** The log lines of the running test. */
  logs: () => CapturedLogs;
}

/**
 * Sets up an intake handler's tests: before each, a mail queue that accepts every message and
 * captured logs; after each, the real console back.
 */
export function setUpIntakeTests(): IntakeTestKit {
  const sqsMock = mockClient(SQSClient);
  let logs: CapturedLogs | undefined;
  beforeEach(() => {
    sqsMock.reset();
    sqsMock.on(SendMessageCommand).resolves({ MessageId: 'queued-1' });
    logs = captureLogs();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });
  return {
    sqsMock,
    logs: () => {
      if (!logs) throw new Error('Logs are captured only while a test runs.');
      return logs;
    },
  };
}
