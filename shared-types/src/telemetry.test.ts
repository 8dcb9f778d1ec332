import { scrubErrorMessage, scrubErrorName, telemetryLimits } from './telemetry';

describe('scrubErrorMessage', () => {
  it('drops the query and fragment of any address, keeping its path', () => {
    expect(
      scrubErrorMessage(
        'Loading https://example.com/remotes/forms/a.js?x=1#top failed at /blog?post=y',
      ),
    ).toBe('Loading https://example.com/remotes/forms/a.js failed at /blog');
  });

  it('replaces anything that looks like an e-mail address and long numbers', () => {
    expect(scrubErrorMessage('no user jane.doe+tours@mail.example.org, call 2125550123')).toBe(
      'no user [email], call [number]',
    );
  });

  it('collapses whitespace and cuts the message to its limit', () => {
    const scrubbed = scrubErrorMessage(`a\n\n  b ${'x'.repeat(500)}`);
    expect(scrubbed.startsWith('a b x')).toBe(true);
    expect(scrubbed).toHaveLength(telemetryLimits.maxErrorMessage);
  });
});

describe('scrubErrorName', () => {
  it('keeps an identifier and names anything else Error', () => {
    expect(scrubErrorName('ChunkLoadError')).toBe('ChunkLoadError');
    expect(scrubErrorName('not a name')).toBe('Error');
    expect(scrubErrorName(undefined)).toBe('Error');
  });
});
