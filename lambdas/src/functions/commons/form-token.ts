// The server's half of the minimum fill time: the page fetches a token that signs the moment it
// was issued, and a submission is accepted only between `minFillMs` and `maxAgeMs` after it. A bot
// that posts at once, or replays a token from last week, is refused; the secret never leaves AWS.
import { createHmac, timingSafeEqual } from 'node:crypto';

import { FORM_TOKEN_MAX, formTokenTiming } from 'shared-types';

const VERSION = 'v1';

function signature(secret: string, issuedAt: number): Buffer {
  return createHmac('sha256', secret).update(`form-token:${VERSION}:${issuedAt}`).digest();
}

/** A token saying "issued at `now`", signed with `secret`. */
export function issueFormToken(secret: string, now: number = Date.now()): string {
  return `${VERSION}.${now}.${signature(secret, now).toString('base64url')}`;
}

/** What a token says about the submission that carries it. */
export type FormTokenCheck =
  | { valid: true }
  | { valid: false; reason: 'malformed' | 'forged' | 'expired' }
  | { valid: false; reason: 'too-soon'; waitMs: number };

const TOKEN_PATTERN = /^v1\.(\d{13})\.([A-Za-z0-9_-]{43})$/;

/** Checks `token` against `secret` and the fill-time window at `now`. */
export function checkFormToken(
  token: unknown,
  secret: string,
  now: number = Date.now(),
): FormTokenCheck {
  if (typeof token !== 'string' || token.length > FORM_TOKEN_MAX) {
    return { valid: false, reason: 'malformed' };
  }
  const match = TOKEN_PATTERN.exec(token);
  if (match?.[1] === undefined || match[2] === undefined) {
    return { valid: false, reason: 'malformed' };
  }
  const issuedAt = Number(match[1]);
  // The signature is compared as text, not decoded: base64url decoding ignores the spare bits of
  // the last character, so several spellings would decode to the same bytes; only the one the
  // server issued is accepted.
  const given = Buffer.from(match[2]);
  const expected = Buffer.from(signature(secret, issuedAt).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { valid: false, reason: 'forged' };
  }
  const age = now - issuedAt;
  if (age > formTokenTiming.maxAgeMs) return { valid: false, reason: 'expired' };
  if (age < formTokenTiming.minFillMs) {
    return { valid: false, reason: 'too-soon', waitMs: formTokenTiming.minFillMs - age };
  }
  return { valid: true };
}
