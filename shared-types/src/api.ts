// The contract between the forms and the Lambdas: where they POST and what a success and an
// error look like (the forms read only `error.message` and `error.fields`).

/** Body of a successful answer. */
export interface ApiSuccess {
  ok: true;
}

/** Body of an error answer; `fields` holds validation messages by field. */
export interface ApiError {
  error: {
    message: string;
    fields?: Record<string, string[]>;
    /**
     * How long until the same request will be taken, in milliseconds: set when a form was sent
     * sooner after its token than `formTokenTiming.minFillMs`, so the form can wait and send again.
     */
    retryAfterMs?: number;
  };
}

/** Paths of the backend functions, served by the same origin. */
export const apiPaths = {
  contact: '/api/contact',
  survey: '/api/survey',
  /** GET: a signed form token, `FormTokenResponse`. */
  formToken: '/api/form-token',
} as const;

/** The only media type the form endpoints accept. */
export const API_CONTENT_TYPE = 'application/json';

/** Body of `GET /api/form-token`. */
export interface FormTokenResponse {
  /** Sent back with the form as `formToken`. */
  token: string;
}

/**
 * A form may be sent no sooner than `minFillMs` after its token was issued (no person fills it
 * faster) and no later than `maxAgeMs` (the page has then been open a day: it fetches a new one).
 */
export const formTokenTiming = {
  minFillMs: 3_000,
  maxAgeMs: 24 * 60 * 60 * 1000,
} as const;

/** Longest form token the Lambdas read. */
export const FORM_TOKEN_MAX = 200;

/** What a visitor reads when the form token is missing, forged or too old, or came too soon. */
export const formTokenMessages = {
  invalid: 'This form has expired. Please reload the page and try again.',
  tooSoon: 'Please wait before submitting again.',
} as const;

/** Largest request body the Lambdas accept; both payloads fit well within it. */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024;
