// The environment the functions run with on the `npm start` origin, in the drill and in the
// integration tests: the same variables CDK sets in production, pointed at local emulators.
import { randomBytes } from 'node:crypto';

/** Port the SES emulator listens on for `npm start`. */
export const SES_EMULATOR_PORT = 8005;

/** Where the local mail path's emulators and resources are. */
export interface LocalMailEndpoints {
  /** SES endpoint: the emulator, or a proxy in front of it. */
  sesEndpoint: string;
  /** SQS emulator. */
  sqsEndpoint: string;
  /** DynamoDB emulator. */
  dynamodbEndpoint: string;
  /** The mail queue. */
  queueUrl: string;
  /** The idempotency table. */
  idempotencyTable: string;
  /** Origins the forms may be sent from, e.g. http://localhost:8080. */
  siteOrigins: readonly string[];
  /** Secret that signs form tokens. @default - 32 random bytes */
  formTokenSecret?: string;
  /** First retry delay of a failed delivery, in seconds. @default 1 */
  retryBaseSeconds?: number;
}

/** The variables of every mail function for a local run against `endpoints`. */
export function createLocalMailEnvironment(endpoints: LocalMailEndpoints) {
  return {
    MAIL_SENDER: 'tours@catsabouttown.example',
    MAIL_RECIPIENT: 'hello@catsabouttown.example',
    SES_REGION: 'us-east-1',
    SES_ENDPOINT: endpoints.sesEndpoint,
    AWS_ENDPOINT_URL_SQS: endpoints.sqsEndpoint,
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodbEndpoint,
    MAIL_QUEUE_URL: endpoints.queueUrl,
    IDEMPOTENCY_TABLE_NAME: endpoints.idempotencyTable,
    SITE_ORIGINS: endpoints.siteOrigins.join(','),
    FORM_TOKEN_SECRET: endpoints.formTokenSecret ?? randomBytes(32).toString('base64url'),
    // Locally a throttled send is tried again within seconds rather than minutes.
    MAIL_RETRY_BASE_SECONDS: String(endpoints.retryBaseSeconds ?? 1),
    MAIL_RETRY_MAX_SECONDS: '8',
    // The SDK signs every request; the emulators only check that a signature is there, so dummy
    // credentials keep it from looking for real ones (profile files, instance metadata).
    AWS_ACCESS_KEY_ID: 'local-access-key',
    AWS_SECRET_ACCESS_KEY: 'local-secret-key',
    AWS_REGION: 'us-east-1',
    AWS_EC2_METADATA_DISABLED: 'true',
    POWERTOOLS_SERVICE_NAME: 'cats-about-town-mail-local',
    // One process runs many invocations at once, each in its own InvokeStore context (invoke.ts),
    // as in a Lambda environment that takes several: Powertools keeps each one's state apart.
    // Nothing enforces the number here; Powertools and the store only check that it is set.
    AWS_LAMBDA_MAX_CONCURRENCY: '64',
    // Lambda runs Node 22; the SDK's notice about older Node versions is noise on a laptop.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  } satisfies Record<string, string>;
}
