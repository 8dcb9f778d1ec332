// Making visitor text safe for each place it lands in a mail: the HTML body (escaped), headers
// (no line breaks, so no header injection) and the plain-text body (control characters removed).

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

// A lone UTF-16 surrogate cannot be encoded as UTF-8, and the SDK's query encoder throws on it.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

// C0 and C1 controls except tab and line feed: they have no business in a mail and some mail
// software renders or rejects them unpredictably.
// eslint-disable-next-line no-control-regex -- matching control characters is this regex's job
const BODY_CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

// Everything a mail client, SES or a proxy might treat as the end of a header line: CR, LF, the
// other vertical breaks and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is this regex's job
const HEADER_BREAKING_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/g;

/** Replaces lone surrogates with U+FFFD so the text is valid Unicode. */
export function toWellFormed(text: string): string {
  return text.replace(LONE_SURROGATE, '\uFFFD');
}

/** Escapes the five HTML-significant characters, so visitor text can only ever be text. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Visitor text for a plain-text body: valid Unicode, LF line ends, no control characters. */
export function toBodyText(text: string): string {
  return toWellFormed(text).replace(/\r\n?/g, '\n').replace(BODY_CONTROL_CHARACTERS, '');
}

/** Visitor text for a header: one line, spaces collapsed, at most `maxLength` characters. */
export function toHeaderText(text: string, maxLength = 200): string {
  const line = toWellFormed(text)
    .replace(HEADER_BREAKING_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(line).slice(0, maxLength).join('').trimEnd();
}

/** An address for Reply-To: every whitespace and control character removed. */
export function toReplyToAddress(address: string): string {
  return address.replace(HEADER_BREAKING_CHARACTERS, '').replace(/\s+/g, '');
}
