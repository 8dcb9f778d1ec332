// Every refusal a handler answers with is one of these classes: the class fixes the status and a
// message safe to show the visitor (the contact form shows `error.message` in its banner), while
// the details travel in `cause` and reach the log only.
import { formTokenMessages, type ApiError } from 'shared-types';

/** A failure that maps to an HTTP answer with a visitor-safe message. */
export abstract class HttpError extends Error {
  /** HTTP status of the answer. */
  abstract readonly statusCode: number;

  /** Extra answer headers, such as Retry-After. */
  get headers(): Record<string, string> {
    return {};
  }

  /** Extra fields of the answer's `error`, for the page to act on (`ApiError`). */
  get details(): Omit<ApiError['error'], 'message'> {
    return {};
  }
}

/** The request is not `application/json` (a plain HTML form or a `text/plain` fetch from elsewhere). */
export class UnsupportedMediaTypeError extends HttpError {
  override readonly name = 'UnsupportedMediaTypeError';
  readonly statusCode = 415;

  constructor() {
    super('The request must be sent as JSON.');
  }
}

/** The request was not sent from one of the site's own pages. */
export class ForbiddenOriginError extends HttpError {
  override readonly name = 'ForbiddenOriginError';
  readonly statusCode = 403;

  constructor() {
    super('This form can only be sent from our website.');
  }
}

/** Any method but the endpoint's own. */
export class MethodNotAllowedError extends HttpError {
  override readonly name = 'MethodNotAllowedError';
  readonly statusCode = 405;

  constructor(readonly allowed: string) {
    super('Method not allowed.');
  }

  override get headers(): Record<string, string> {
    return { Allow: this.allowed };
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

/** The form token is missing, forged or older than a day. */
export class InvalidFormTokenError extends HttpError {
  override readonly name = 'InvalidFormTokenError';
  readonly statusCode = 400;

  constructor(readonly reason: string) {
    super(formTokenMessages.invalid);
  }
}

/** The form was sent sooner after its page issued it than a person could fill it. */
export class SubmittedTooSoonError extends HttpError {
  override readonly name = 'SubmittedTooSoonError';
  readonly statusCode = 429;

  constructor(readonly waitMs: number) {
    super(formTokenMessages.tooSoon);
  }

  override get headers(): Record<string, string> {
    return { 'Retry-After': String(Math.max(1, Math.ceil(this.waitMs / 1000))) };
  }

  /** The exact time left, which the header rounds up to whole seconds: the form waits it out. */
  override get details(): Omit<ApiError['error'], 'message'> {
    return { retryAfterMs: this.waitMs };
  }
}

/** The payload failed the shared zod schema. */
export class RequestValidationError extends HttpError {
  override readonly name = 'RequestValidationError';
  readonly statusCode = 400;

  constructor(readonly fields: Record<string, string[]>) {
    // The first field message is the form's own wording ("Name is required"), which reads better
    // in the contact form's error banner than a generic sentence.
    super(Object.values(fields)[0]?.[0] ?? 'The request is not valid.');
  }

  override get details(): Omit<ApiError['error'], 'message'> {
    return { fields: this.fields };
  }
}

/** The mail queue did not take the submission: nothing was accepted, the visitor may retry. */
export class QueueUnavailableError extends HttpError {
  override readonly name = 'QueueUnavailableError';
  readonly statusCode = 503;

  constructor(options?: ErrorOptions) {
    super('We could not accept your message just now. Please try again in a moment.', options);
  }

  override get headers(): Record<string, string> {
    return { 'Retry-After': '5' };
  }
}

/** Any other failure. */
export class UnexpectedError extends HttpError {
  override readonly name = 'UnexpectedError';
  readonly statusCode = 500;

  constructor(options?: ErrorOptions) {
    super('There was a problem sending your message. Please try again later.', options);
  }
}

/** The function's environment is missing or malformed; raised at cold start. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
}
