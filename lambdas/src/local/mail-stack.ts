// The whole mail path on this machine, as `npm start`, `npm run dev -w lambdas` and the drill run
// it: the SES, SQS and DynamoDB emulators, the mail queue with its dead-letter queue, the
// idempotency table, and a poller that hands the queue to the real delivery handler.
import { CreateTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateQueueCommand, GetQueueAttributesCommand, SQSClient } from '@aws-sdk/client-sqs';

import { DELIVERY_TIMEOUT_SECONDS } from '../functions/commons/timeouts';
import { startDynamoDbEmulator, startSesEmulator, startSqsEmulator } from './emulators';
import { createLocalMailEnvironment, SES_EMULATOR_PORT } from './local-env';
import { startQueuePoller, type SqsHandler } from './queue-poller';

/** Options of {@link startLocalMailStack}. */
export interface LocalMailStackOptions {
  /** Port of the SES emulator; 0 picks a free one. @default 8005 */
  sesPort?: number;
  /**
   * Where the delivery function sends: `SES_ENDPOINT` (a fault-injecting proxy, say) when set,
   * else the emulator.
   */
  sesEndpoint?: string;
  /** Origins the forms may be sent from. */
  siteOrigins: readonly string[];
  /** Deliveries at once. @default 2 */
  concurrency?: number;
  /** Receives before a message is parked in the dead-letter queue. @default 10 */
  maxReceiveCount?: number;
}

/** The running local mail path. */
export interface LocalMailStack {
  /** The SES emulator: inbox at `/`, mail as JSON at `/store`. */
  sesUrl: string;
  /** The SQS emulator. */
  sqsUrl: string;
  queueUrl: string;
  deadLetterQueueUrl: string;
  /** Messages waiting or in flight on the mail queue and on its dead-letter queue. */
  queueDepth(): Promise<{ queued: number; parked: number }>;
  stop(): Promise<void>;
}

const QUEUE_NAME = 'cats-about-town-mail';
const TABLE_NAME = 'cats-about-town-mail-idempotency';
const LOCAL_CREDENTIALS = { accessKeyId: 'local-access-key', secretAccessKey: 'local-secret-key' };

async function createQueues(sqs: SQSClient, maxReceiveCount: number) {
  const deadLetterQueueUrl =
    (await sqs.send(new CreateQueueCommand({ QueueName: `${QUEUE_NAME}-dlq` }))).QueueUrl ?? '';
  const dlqArn = await queueArn(sqs, deadLetterQueueUrl);
  const queue = await sqs.send(
    new CreateQueueCommand({
      QueueName: QUEUE_NAME,
      Attributes: {
        VisibilityTimeout: String(DELIVERY_TIMEOUT_SECONDS),
        RedrivePolicy: JSON.stringify({ deadLetterTargetArn: dlqArn, maxReceiveCount }),
      },
    }),
  );
  const url = queue.QueueUrl ?? '';
  return {
    queueUrl: url,
    queueArn: await queueArn(sqs, url),
    deadLetterQueueUrl,
  };
}

async function queueArn(sqs: SQSClient, queueUrl: string): Promise<string> {
  const output = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ['QueueArn'] }),
  );
  return output.Attributes?.QueueArn ?? '';
}

async function depth(sqs: SQSClient, queueUrl: string): Promise<number> {
  const output = await sqs.send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: ['ApproximateNumberOfMessages', 'ApproximateNumberOfMessagesNotVisible'],
    }),
  );
  const attributes = output.Attributes ?? {};
  return (
    Number(attributes.ApproximateNumberOfMessages ?? 0) +
    Number(attributes.ApproximateNumberOfMessagesNotVisible ?? 0)
  );
}

/**
 * Starts the emulators, creates the queues and the table, sets the functions' environment in
 * `process.env` (before any handler module loads) and starts delivering.
 */
export async function startLocalMailStack(options: LocalMailStackOptions): Promise<LocalMailStack> {
  const [ses, sqsEmulator, dynamodb] = await Promise.all([
    startSesEmulator({ port: options.sesPort ?? SES_EMULATOR_PORT }),
    startSqsEmulator(),
    startDynamoDbEmulator(),
  ]);
  const stopEmulators = () =>
    Promise.allSettled([ses.stop(), sqsEmulator.stop(), dynamodb.stop()]).then(() => undefined);
  try {
    const region = 'us-east-1';
    const sqs = new SQSClient({
      region,
      endpoint: sqsEmulator.url,
      credentials: LOCAL_CREDENTIALS,
    });
    const dynamo = new DynamoDBClient({
      region,
      endpoint: dynamodb.url,
      credentials: LOCAL_CREDENTIALS,
    });
    const queues = await createQueues(sqs, options.maxReceiveCount ?? 10);
    // The table Powertools idempotency expects: partition key `id`.
    await dynamo.send(
      new CreateTableCommand({
        TableName: TABLE_NAME,
        KeySchema: [{ AttributeName: 'id', KeyType: 'HASH' }],
        AttributeDefinitions: [{ AttributeName: 'id', AttributeType: 'S' }],
        BillingMode: 'PAY_PER_REQUEST',
      }),
    );
    const environment = createLocalMailEnvironment({
      sesEndpoint: options.sesEndpoint ?? ses.url,
      sqsEndpoint: sqsEmulator.url,
      dynamodbEndpoint: dynamodb.url,
      queueUrl: queues.queueUrl,
      idempotencyTable: TABLE_NAME,
      siteOrigins: options.siteOrigins,
    });
    Object.assign(process.env, environment);

    // Imported only now: the handler reads its configuration when its module loads.
    const { handler } = (await import('../functions/deliver-mail')) as { handler: SqsHandler };
    const poller = startQueuePoller({
      sqs,
      queueUrl: queues.queueUrl,
      queueArn: queues.queueArn,
      handler,
      concurrency: options.concurrency,
      timeoutSeconds: DELIVERY_TIMEOUT_SECONDS,
    });
    return {
      sesUrl: ses.url,
      sqsUrl: sqsEmulator.url,
      queueUrl: queues.queueUrl,
      deadLetterQueueUrl: queues.deadLetterQueueUrl,
      queueDepth: async () => ({
        queued: await depth(sqs, queues.queueUrl),
        parked: await depth(sqs, queues.deadLetterQueueUrl),
      }),
      stop: async () => {
        await poller.stop();
        sqs.destroy();
        dynamo.destroy();
        await stopEmulators();
      },
    };
  } catch (error) {
    await stopEmulators();
    throw error;
  }
}
