import { escapeHtml, toBodyText, toHeaderText, toReplyToAddress, toWellFormed } from './mail-text';

describe('mail text helpers', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('turns every kind of line break in a header into a single space', () => {
    expect(toHeaderText('Ada\r\nBcc: x@example.com\u2028\u2029\u0085\vend')).toBe(
      'Ada Bcc: x@example.com end',
    );
  });

  it('cuts a header at the given number of characters without splitting an emoji', () => {
    expect(toHeaderText('🐈'.repeat(10), 3)).toBe('🐈🐈🐈');
  });

  it('strips whitespace and line breaks from a Reply-To address', () => {
    expect(toReplyToAddress(' ada@exa\r\nmple.com ')).toBe('ada@example.com');
  });

  it('keeps line feeds but drops other control characters from body text', () => {
    expect(toBodyText('one\r\ntwo\rthree\u0000\u0007\tfour')).toBe('one\ntwo\nthree\tfour');
  });

  it('replaces lone surrogates, which cannot be encoded, and keeps surrogate pairs', () => {
    expect(toWellFormed('a\uD800b\uDC00c🐈')).toBe('a\uFFFDb\uFFFDc🐈');
  });
});
