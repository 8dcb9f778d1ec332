import type { ApiError } from 'shared-types';

/** Whether a parsed response body is an `ApiError`. */
export function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const { error } = body;
  return (
    typeof error === 'object' &&
    error !== null &&
    'message' in error &&
    typeof error.message === 'string' &&
    (!('retryAfterMs' in error) ||
      (typeof error.retryAfterMs === 'number' && Number.isFinite(error.retryAfterMs)))
  );
}
