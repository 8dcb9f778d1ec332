// The checks that come before the body is read. A form on another site can make a visitor's
// browser POST here, but only as a "simple" request (text/plain, form-encoded or multipart) and
// always with that site's Origin: requiring JSON and the site's own origin refuses both.
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { API_CONTENT_TYPE } from 'shared-types';

import { ForbiddenOriginError, MethodNotAllowedError, UnsupportedMediaTypeError } from './errors';

/** The event fields the guards read. */
export type EventHeaders = Pick<APIGatewayProxyEvent, 'headers' | 'httpMethod'>;

/** The value of header `name`, whatever its case (API Gateway keeps the case the client sent). */
function headerValue(event: EventHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return undefined;
}

/** Refuses any method but `allowed` (405). */
export function assertMethod(event: EventHeaders, allowed: string): void {
  if (event.httpMethod?.toUpperCase() !== allowed) throw new MethodNotAllowedError(allowed);
}

/** Refuses a body that is not `application/json` in UTF-8 (415). */
export function assertJsonContentType(event: EventHeaders): void {
  const [mediaType = '', ...parameters] = (headerValue(event, 'content-type') ?? '').split(';');
  if (mediaType.trim().toLowerCase() !== API_CONTENT_TYPE) throw new UnsupportedMediaTypeError();
  for (const parameter of parameters) {
    const [key, value = ''] = parameter.split('=');
    const charset = value.trim().replace(/^"|"$/g, '').toLowerCase();
    if (key?.trim().toLowerCase() === 'charset' && charset !== 'utf-8' && charset !== 'utf8') {
      throw new UnsupportedMediaTypeError();
    }
  }
}

/**
 * Refuses a request that did not come from the site's own pages (403): its Origin must be one of
 * `siteOrigins`, or the browser must have marked it same-origin (`Sec-Fetch-Site`, a header no
 * script can set). The second rule covers the distribution's own host name, which the function
 * cannot know before the distribution exists.
 */
export function assertSiteOrigin(event: EventHeaders, siteOrigins: readonly string[]): void {
  const origin = headerValue(event, 'origin')?.trim().toLowerCase();
  const fetchSite = headerValue(event, 'sec-fetch-site')?.trim().toLowerCase();
  if (origin !== undefined && siteOrigins.some((allowed) => allowed.toLowerCase() === origin)) {
    return;
  }
  if (origin !== undefined && origin !== 'null' && fetchSite === 'same-origin') return;
  throw new ForbiddenOriginError();
}
