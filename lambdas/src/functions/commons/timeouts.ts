// Time budgets of the mail functions. Every AWS call a function makes is bounded so that all of
// its attempts end before the function's own time limit: a call cut off by Lambda leaves no log
// line and no answer, while a call that gives up in time is logged and answered. The CDK app sets
// each function's timeout from these numbers.

/** Per-attempt limits and attempts of one AWS SDK client. */
export interface CallBudget {
  /** Time to open a connection, in milliseconds. */
  readonly connectionTimeoutMs: number;
  /** Time to wait for an answer once connected, in milliseconds. */
  readonly requestTimeoutMs: number;
  /** Attempts in all, the first one included. */
  readonly maxAttempts: number;
}

/** The worst case of one call: every attempt timing out, plus the SDK's pauses between them. */
export function worstCaseMs(budget: CallBudget): number {
  // The standard retry strategy waits at most 20 s, but with its 100 ms base and two retries the
  // pauses add up to well under a second; count a full second per retry.
  const pauses = (budget.maxAttempts - 1) * 1_000;
  return budget.maxAttempts * (budget.connectionTimeoutMs + budget.requestTimeoutMs) + pauses;
}

/**
 * The SDK client settings of `budget`. `throwOnRequestTimeout` makes the request timeout end the
 * attempt; without it the HTTP handler only logs a warning and waits on.
 */
export function clientSettings(budget: CallBudget) {
  return {
    maxAttempts: budget.maxAttempts,
    requestHandler: {
      connectionTimeout: budget.connectionTimeoutMs,
      requestTimeout: budget.requestTimeoutMs,
      throwOnRequestTimeout: true,
    },
  };
}

/**
 * The budget of every AWS call the mail functions make: a second to connect and two attempts, so
 * that a call outlives one dropped connection; only the wait for an answer differs from call to
 * call.
 */
function callBudget(requestTimeoutMs: number): CallBudget {
  return { connectionTimeoutMs: 1_000, requestTimeoutMs, maxAttempts: 2 };
}

/** Putting an accepted submission on the mail queue. */
export const queueCallBudget = callBudget(2_000);

/** Reading the form-token secret, at most once an hour per function instance. */
export const secretCallBudget = callBudget(1_500);

/** One SES send; the queue retries it later with back-off, so the SDK tries only twice. */
export const sesCallBudget = callBudget(4_000);

/** One idempotency-record read or write. */
export const idempotencyCallBudget = callBudget(1_500);

/** Time limit of the functions behind `/api/*`: the secret once, then one queue call. */
export const INTAKE_TIMEOUT_SECONDS = 15;

/**
 * Time limit of the delivery function. A batch is sent in parallel, so one record's worst case
 * bounds the batch: two idempotency writes around one SES send.
 */
export const DELIVERY_TIMEOUT_SECONDS = 40;
