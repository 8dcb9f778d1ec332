import { apiPaths, type FormTokenResponse } from 'shared-types';

/**
 * Asks the site for a signed form token (the time the form was issued). Resolves with the token,
 * or `undefined` when the request failed: the form then asks again when it is sent.
 */
export async function fetchFormToken(): Promise<string | undefined> {
  try {
    const response = await fetch(apiPaths.formToken, {
      headers: { Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return undefined;
    const body = (await response.json()) as Partial<FormTokenResponse>;
    return typeof body.token === 'string' ? body.token : undefined;
  } catch {
    return undefined;
  }
}
