// Field rules shared by the contact and survey schemas.

/**
 * The "standard address pattern" of the contact form, tightened to what Amazon SES accepts as a
 * Reply-To: an ASCII dot-atom local part of at most 64 characters with no leading, trailing or
 * doubled dot, then a domain of LDH labels (no label starting or ending with a hyphen, none longer
 * than 63) ending in a letter TLD of 2+ characters or a punycode one.
 */
export const EMAIL_PATTERN =
  /^(?=[^@]{1,64}@)[A-Za-z0-9%+_-]+(?:\.[A-Za-z0-9%+_-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

// Loose on purpose: an optional +, then digits with spaces, dots, dashes or parentheses, which
// admits US forms like (212) 555-0123 and international ones.
const PHONE_PATTERN = /^\+?[\d\s().-]{7,25}$/;
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;

/** Whether a filled phone field looks like an international or US number. */
export function isPhoneNumber(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/**
 * Every character that ends a line somewhere: CR, LF, vertical tab, form feed, NEL and the Unicode
 * line and paragraph separators. A single-line field holding one could add lines to a mail.
 */
export const LINE_BREAK = /[\n\v\f\r\u0085\u2028\u2029]/;

/**
 * Invisible characters that can disguise what a line says: the bidirectional controls (which can
 * reverse how a subject reads), the zero-width space, word joiner, invisible operators and byte
 * order mark, and the tag characters. The zero-width joiner and non-joiner stay: emoji sequences
 * and Persian or Indic names need them, and they cannot reorder text.
 */
const INVISIBLE =
  /[\u061C\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|\uDB40[\uDC00-\uDC7F]/g;

/** `text` without bidi controls, zero-width spaces and tag characters. */
export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}
