import { REMOTE_ENTRY_URL_PATTERN } from './cache-rules';

describe('the cache rules of a build', () => {
  it('lets the service worker find a remote’s entry points', () => {
    expect(REMOTE_ENTRY_URL_PATTERN.test('https://site.example/remotes/forms/remoteEntry.js')).toBe(
      true,
    );
    expect(
      REMOTE_ENTRY_URL_PATTERN.test('https://site.example/remotes/forms/mf-manifest.json'),
    ).toBe(true);
    expect(REMOTE_ENTRY_URL_PATTERN.test('https://site.example/remoteEntry.js')).toBe(false);
  });
});
