import {
  DeleteItemCommand,
  DynamoDBClient,
  PutItemCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { ChangeMessageVisibilityCommand, SQSClient } from '@aws-sdk/client-sqs';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';

import { captureLogs, type CapturedLogs } from '../test-support/capture-logs';
import { sqsRecord } from '../test-support/sqs-record';
import type { MailJob } from './commons/mail-job';
import { handler } from './deliver-mail';

const sesMock = mockClient(SESClient);
const sqsMock = mockClient(SQSClient);
const dynamoMock = mockClient(DynamoDBClient);
let logs: CapturedLogs;

const context = {
  functionName: 'deliver-mail',
  awsRequestId: 'request-1',
  getRemainingTimeInMillis: () => 30_000,
} as unknown as Context;

function job(id: string): MailJob {
  return {
    id,
    kind: 'contact',
    acceptedAt: '2026-11-23T12:00:00.000Z',
    mail: {
      subject: 'New contact message from Ada\r\nBcc: x@example.com',
      text: 'Hello, a private question',
      html: '<p>Hello, a private question</p>',
      replyTo: 'ada@exa\r\nmple.com',
    },
  };
}

function eventOf(...records: SQSRecord[]): SQSEvent {
  return { Records: records };
}

beforeEach(() => {
  for (const mock of [sesMock, sqsMock, dynamoMock]) mock.reset();
  sesMock.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
  sqsMock.on(ChangeMessageVisibilityCommand).resolves({});
  dynamoMock.on(PutItemCommand).resolves({});
  dynamoMock.on(UpdateItemCommand).resolves({});
  dynamoMock.on(DeleteItemCommand).resolves({});
  logs = captureLogs();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('deliver-mail', () => {
  it('sends each queued mail through SES, headers cleaned again, in the configuration set', async () => {
    // Act
    const result = await handler(
      eventOf(
        sqsRecord(JSON.stringify(job('7b0c1f0e-3a44-4c55-9f0e-111111111111')), 'm1'),
        sqsRecord(JSON.stringify(job('7b0c1f0e-3a44-4c55-9f0e-222222222222')), 'm2'),
      ),
      context,
    );

    // Assess
    expect(result).toEqual({ batchItemFailures: [] });
    expect(sesMock).toHaveReceivedCommandTimes(SendEmailCommand, 2);
    expect(sesMock).toHaveReceivedCommandWith(SendEmailCommand, {
      Source: 'tours@catsabouttown.example',
      Destination: { ToAddresses: ['hello@catsabouttown.example'] },
      ReplyToAddresses: ['ada@example.com'],
    });
    const input = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Message?.Subject?.Data).toBe('New contact message from Ada Bcc: x@example.com');
    // Each job is recorded under its own id before it is sent, so a redelivery is not sent again.
    expect(dynamoMock).toHaveReceivedCommandTimes(PutItemCommand, 2);
    expect(logs.text()).toContain('Mail delivered');
    expect(logs.text()).not.toContain('private question');
  });

  it('reports a throttled send back to the queue and asks for it again later, with back-off', async () => {
    // Prepare
    sesMock
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'Throttling' }));

    // Act
    const result = await handler(
      eventOf(sqsRecord(JSON.stringify(job('7b0c1f0e-3a44-4c55-9f0e-333333333333')), 'm3', 3)),
      context,
    );

    // Assess
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm3' }] });
    const visibility = sqsMock.commandCalls(ChangeMessageVisibilityCommand)[0]?.args[0].input;
    expect(visibility?.ReceiptHandle).toBe('receipt-m3');
    // Third attempt with a 1 s base (the test environment's): between 2 and 4 seconds.
    expect(visibility?.VisibilityTimeout).toBeGreaterThanOrEqual(2);
    expect(visibility?.VisibilityTimeout).toBeLessThanOrEqual(4);
    // The in-progress record is removed, so the retry is not taken for a duplicate.
    expect(dynamoMock).toHaveReceivedCommandTimes(DeleteItemCommand, 1);
    expect(logs.text()).toContain('Mail delivery failed');
    expect(logs.text()).toContain('Throttling');
  });

  it('fails only the record that failed', async () => {
    // Prepare
    sesMock
      .on(SendEmailCommand)
      .resolvesOnce({ MessageId: 'ses-1' })
      .rejects(new Error('socket hang up'));

    // Act
    const result = await handler(
      eventOf(
        sqsRecord(JSON.stringify(job('7b0c1f0e-3a44-4c55-9f0e-444444444444')), 'm4'),
        sqsRecord(JSON.stringify(job('7b0c1f0e-3a44-4c55-9f0e-555555555555')), 'm5'),
      ),
      context,
    );

    // Assess
    expect(result.batchItemFailures).toHaveLength(1);
  });

  it('leaves a malformed message to the dead-letter queue rather than dropping it', async () => {
    // Act
    const result = await handler(eventOf(sqsRecord('{"id":"nope"}', 'm6')), context);

    // Assess
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: 'm6' }] });
    expect(sesMock).not.toHaveReceivedCommand(SendEmailCommand);
  });
});
