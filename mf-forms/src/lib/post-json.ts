import type { ApiError } from 'shared-types';

import { isApiError } from './api-error';

/** The outcome of a form POST: success, or the server's error (if it sent a readable one). */
export type PostResult = { ok: true } | { ok: false; status: number; error?: ApiError['error'] };

/**
 * POSTs `body` as JSON to one of the site's own `/api` paths. Resolves with the outcome of any
 * HTTP answer; rejects only when the request itself fails (network down), so callers can tell the
 * two apart.
 */
export async function postJson(path: string, body: unknown): Promise<PostResult> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.ok) return { ok: true };
  // Only `error.message` (and `fields`) is read; a proxy's HTML error page is ignored.
  const parsed: unknown = await response.json().catch(() => undefined);
  return {
    ok: false,
    status: response.status,
    error: isApiError(parsed) ? parsed.error : undefined,
  };
}
