// Field patterns shared by the contact and survey schemas.

/** The "standard address pattern" of doc 2 §5: local part, @, domain with a 2+ letter TLD. */
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/;

// Loose on purpose (doc 2 §5): an optional +, then digits with spaces, dots, dashes or
// parentheses, which admits US forms like (212) 555-0123 and international ones.
const PHONE_PATTERN = /^\+?[\d\s().-]{7,25}$/;
const PHONE_MIN_DIGITS = 7;
const PHONE_MAX_DIGITS = 15;

/** Whether a filled phone field looks like an international or US number. */
export function isPhoneNumber(value: string): boolean {
  if (!PHONE_PATTERN.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}
