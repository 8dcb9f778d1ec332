// Every failure a handler answers with is one of these classes: the class fixes the status and a
// message safe to show the visitor (doc 2 §8 shows `error.message` in the contact banner), while
// the details travel in `cause` and reach the log only.

/** A failure that maps to an HTTP answer with a visitor-safe message. */
export abstract class HttpError extends Error {
  /** HTTP status of the answer. */
  abstract readonly statusCode: number;

  /** Extra answer headers, such as Retry-After. */
  get headers(): Record<string, string> {
    return {};
  }
}

/** The body is larger than `MAX_REQUEST_BODY_BYTES`. */
export class PayloadTooLargeError extends HttpError {
  override readonly name = 'PayloadTooLargeError';
  readonly statusCode = 413;

  constructor(readonly bytes: number) {
    super('The request is too large.');
  }
}

/** The body is empty, not JSON, or not a JSON object. */
export class MalformedJsonError extends HttpError {
  override readonly name = 'MalformedJsonError';
  readonly statusCode = 400;

  constructor(options?: ErrorOptions) {
    super('The request body must be a JSON object.', options);
  }
}

/** The payload failed the shared zod schema. */
export class RequestValidationError extends HttpError {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;

  constructor(readonly fields: Record<string, string[]>) {
    // The first field message is the spec's own wording ("Name is required"), which reads better
    // in the contact form's error banner than a generic sentence.
    super(Object.values(fields)[0]?.[0] ?? 'The request is not valid.');
  }
}

/** SES is throttling this account (sending rate or daily quota). */
export class MailThrottledError extends HttpError {
  override readonly name = 'MailThrottledError';
  readonly statusCode = 503;

  constructor(
    readonly retryAfterSeconds: number,
    options?: ErrorOptions,
  ) {
    super('We are receiving a lot of messages right now. Please try again in a moment.', options);
  }

  override get headers(): Record<string, string> {
    return { 'Retry-After': String(this.retryAfterSeconds) };
  }
}

/** SES refused the message (for example an unverified identity or rejected content). */
export class MailRejectedError extends HttpError {
  override readonly name = 'MailRejectedError';
  readonly statusCode = 502;

  constructor(options?: ErrorOptions) {
    super('Our mail service could not accept your message. Please try again later.', options);
  }
}

/** Any other failure while sending. */
export class MailDeliveryError extends HttpError {
  override readonly name = 'MailDeliveryError';
  readonly statusCode = 500;

  constructor(options?: ErrorOptions) {
    super('There was a problem sending your message. Please try again later.', options);
  }
}

/** The function's environment is missing or malformed; raised at cold start. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}
