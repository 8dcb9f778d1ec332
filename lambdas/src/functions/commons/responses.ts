// Every answer is JSON in the shape the forms read (shared-types `ApiSuccess` / `ApiError`).
import type { APIGatewayProxyResult } from 'aws-lambda';
import type { ApiError, ApiSuccess, FormTokenResponse } from 'shared-types';

import { HttpError, UnexpectedError, RequestValidationError } from './errors';
import { logger } from './logger';

const JSON_HEADERS = {
  'Content-Type': 'application/json; charset=utf-8',
  // Answers are per request; no cache between the visitor and the function may keep one.
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

/** A JSON answer with the standard headers. */
export function jsonResponse(
  statusCode: number,
  body: ApiSuccess | ApiError | FormTokenResponse,
  headers: Record<string, string> = {},
): APIGatewayProxyResult {
  return { statusCode, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

/** The 200 `{ ok: true }` answer. */
export function successResponse(): APIGatewayProxyResult {
  return jsonResponse(200, { ok: true });
}

/**
 * Turns what a handler threw into its answer and logs it under `operation` (e.g. 'Contact
 * request'): client errors with field names only, server errors with the underlying cause.
 * Visitor text never reaches the log; the request id is the logger's own key.
 */
export function errorResponse(error: unknown, operation: string): APIGatewayProxyResult {
  const httpError = error instanceof HttpError ? error : new UnexpectedError({ cause: error });
  const { statusCode } = httpError;
  if (statusCode >= 500) {
    logger.error(`${operation} failed`, {
      statusCode,
      reason: httpError.name,
      error: httpError.cause instanceof Error ? httpError.cause : String(httpError.cause),
    });
  } else {
    logger.warn(`${operation} refused`, {
      statusCode,
      reason: httpError.name,
      ...(httpError instanceof RequestValidationError
        ? { invalidFields: Object.keys(httpError.fields) }
        : {}),
    });
  }
  return jsonResponse(
    statusCode,
    { error: { message: httpError.message, ...httpError.details } },
    httpError.headers,
  );
}
