// The contract between the forms and the Lambdas: where they POST, what a success and an error
// look like (doc 2 §7: the forms read only `error.message`), and how validation issues travel.
import type { z } from 'zod';

/** Body of a successful answer. */
export interface ApiSuccess {
  ok: true;
}

/** Body of an error answer; `fields` holds validation messages by field. */
export interface ApiError {
  error: { message: string; fields?: Record<string, string[]> };
}

/** Either answer. */
export type ApiResponse = ApiSuccess | ApiError;

/** Paths of the backend functions, served by the same origin. */
export const apiPaths = {
  contact: '/api/contact',
  survey: '/api/survey',
} as const;

/** Largest request body the Lambdas accept; both payloads fit well within it. */
export const MAX_REQUEST_BODY_BYTES = 16 * 1024;

/** Key under which issues about the whole payload (no field path) are collected. */
export const FORM_ERROR_KEY = '_form';

/** Validation issues as messages per top-level field, without repeats. */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const first = issue.path[0];
    const key = first === undefined ? FORM_ERROR_KEY : String(first);
    const messages = (result[key] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return result;
}

/** Whether a parsed response body is an `ApiError`. */
export function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string'
  );
}
