import { formTokenTiming } from 'shared-types';

import { checkFormToken, issueFormToken } from './form-token';

const secret = 'a-test-secret-that-is-long-enough-0123456789';
const issuedAt = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('form tokens', () => {
  it('accepts a form sent between the minimum fill time and a day after the page got it', () => {
    const token = issueFormToken(secret, issuedAt);
    expect(checkFormToken(token, secret, issuedAt + formTokenTiming.minFillMs)).toEqual({
      valid: true,
    });
    expect(checkFormToken(token, secret, issuedAt + formTokenTiming.maxAgeMs)).toEqual({
      valid: true,
    });
  });

  it('says how long to wait when the form comes back sooner than a person could fill it', () => {
    const token = issueFormToken(secret, issuedAt);
    expect(checkFormToken(token, secret, issuedAt + 1_000)).toEqual({
      valid: false,
      reason: 'too-soon',
      waitMs: formTokenTiming.minFillMs - 1_000,
    });
  });

  it('refuses a token older than a day', () => {
    const token = issueFormToken(secret, issuedAt);
    expect(checkFormToken(token, secret, issuedAt + formTokenTiming.maxAgeMs + 1)).toMatchObject({
      reason: 'expired',
    });
  });

  it('refuses a token signed with another secret, or whose time was changed', () => {
    const token = issueFormToken('another-secret-that-is-also-long-enough!!', issuedAt);
    expect(checkFormToken(token, secret, issuedAt + 5_000)).toMatchObject({ reason: 'forged' });
    const backdated = issueFormToken(secret, issuedAt).replace(
      String(issuedAt),
      String(issuedAt - 60_000),
    );
    expect(checkFormToken(backdated, secret, issuedAt + 5_000)).toMatchObject({
      reason: 'forged',
    });
  });

  it('refuses a token with any character of its signature changed, even one that decodes alike', () => {
    const token = issueFormToken(secret, issuedAt);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last of 43 base64url characters carries 4 bits of the signature and 2 spare bits.
    const lookalike = token.slice(0, -1) + alphabet[alphabet.indexOf(token.at(-1)!) ^ 1]!;
    const signatureBytes = (text: string) => Buffer.from(text.split('.')[2]!, 'base64url');
    expect(lookalike).not.toBe(token);
    expect(signatureBytes(lookalike)).toEqual(signatureBytes(token));
    expect(checkFormToken(lookalike, secret, issuedAt + 5_000)).toMatchObject({ reason: 'forged' });
  });

  it.each([undefined, null, 42, '', 'v1.abc.def', `v1.${issuedAt}.${'x'.repeat(300)}`])(
    'refuses a malformed token (%p)',
    (token) => {
      expect(checkFormToken(token, secret, issuedAt)).toMatchObject({ reason: 'malformed' });
    },
  );
});
