// Text sanitising of the forms' input, which the contact schema applies to the message. Messages
// end up in a plain-text e-mail, so this strips the usual script-injection vectors rather than
// escaping HTML.
import { business } from '../constants';

// Order matters: whole script elements go first so their content goes with them.
const dangerousPatterns: readonly RegExp[] = [
  /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi,
  /<\/?script\b[^>]*>/gi,
  /javascript\s*:/gi,
  /vbscript\s*:/gi,
  /\bon\w+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi,
  /data\s*:\s*text\/html/gi,
  /expression\s*\(/gi,
  /eval\s*\(/gi,
];

// Removing one match can join its neighbours into a new one ("javajavascript:script:"), so the
// patterns are applied until nothing changes; each pass shortens the text, so this ends.
function stripOnce(text: string): string {
  return dangerousPatterns.reduce((current, pattern) => current.replace(pattern, ''), text);
}

/** Removes script tags, script schemes, event handlers and `expression(`/`eval(`; trims; caps at 5000. */
export function sanitizeText(input: string): string {
  let previous: string;
  let current = input;
  do {
    previous = current;
    current = stripOnce(current);
  } while (current !== previous);
  return current.trim().slice(0, business.contact.sanitizedMax);
}
