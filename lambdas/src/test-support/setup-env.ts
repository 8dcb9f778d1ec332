// Handlers validate their configuration at cold start, so every test file starts with a valid
// environment. Logs go through the global console (POWERTOOLS_DEV) so tests can read them.
import { createLocalMailEnvironment } from '../local/local-env';

/** The origin the test requests come from, as the site's pages send them. */
export const TEST_SITE_ORIGIN = 'https://www.catsabouttown.example';

/** The secret the test tokens are signed with. */
export const TEST_FORM_TOKEN_SECRET = 'unit-test-form-token-secret-0123456789abcdef';

Object.assign(
  process.env,
  createLocalMailEnvironment({
    // Unit tests mock every AWS client; these addresses are never reached.
    sesEndpoint: 'http://127.0.0.1:9',
    sqsEndpoint: 'http://127.0.0.1:9',
    dynamodbEndpoint: 'http://127.0.0.1:9',
    queueUrl: 'http://127.0.0.1:9/000000000000/cats-about-town-mail',
    idempotencyTable: 'cats-about-town-mail-idempotency',
    siteOrigins: [TEST_SITE_ORIGIN],
    formTokenSecret: TEST_FORM_TOKEN_SECRET,
  }),
  { POWERTOOLS_DEV: 'true' },
);
// The tests call each handler directly, one invocation at a time, outside the local runtime's
// InvokeStore (see local/invoke.ts); the local API's tests that run several at once set it.
delete process.env.AWS_LAMBDA_MAX_CONCURRENCY;
