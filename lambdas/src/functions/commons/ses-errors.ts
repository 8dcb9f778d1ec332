// SES failures become one of three answers (Lambdas issue): throttling → 503 with Retry-After,
// a rejected message → 502, anything else → 500. The SES error itself stays in `cause` for the log.
import { type HttpError, MailDeliveryError, MailRejectedError, MailThrottledError } from './errors';

/** Seconds a throttled visitor is asked to wait when SES does not say. */
export const DEFAULT_RETRY_AFTER_SECONDS = 30;

// SES v1 calls it Throttling; the other names come from SES v2 and the SDK's own retry layer.
const THROTTLING_NAMES = new Set([
  'Throttling',
  'ThrottlingException',
  'TooManyRequestsException',
  'LimitExceededException',
]);

interface AwsErrorShape {
  name?: unknown;
  $retryable?: { throttling?: boolean };
  $metadata?: { httpStatusCode?: number };
  $response?: { headers?: Record<string, string | undefined> };
}

function retryAfterSeconds(error: AwsErrorShape): number {
  const header = error.$response?.headers?.['retry-after'];
  const seconds = header === undefined ? Number.NaN : Number.parseInt(header, 10);
  // Clamp to something a visitor would actually wait for.
  return Number.isFinite(seconds) && seconds > 0
    ? Math.min(seconds, 3600)
    : DEFAULT_RETRY_AFTER_SECONDS;
}

/** Maps anything `SESClient.send` threw to the answer the visitor gets. */
export function toMailError(error: unknown): HttpError {
  const shape: AwsErrorShape = typeof error === 'object' && error !== null ? error : {};
  const options = { cause: error };
  if (
    (typeof shape.name === 'string' && THROTTLING_NAMES.has(shape.name)) ||
    shape.$retryable?.throttling === true ||
    shape.$metadata?.httpStatusCode === 429
  ) {
    return new MailThrottledError(retryAfterSeconds(shape), options);
  }
  if (shape.name === 'MessageRejected') return new MailRejectedError(options);
  return new MailDeliveryError(options);
}
