import { isRemoteLoadFailure } from '../features/remote-page/page-module';
import { createServerRegistry } from './server-registry';

describe('the prerender registry', () => {
  it("tells a page that failed to load from the release from a page's own error", async () => {
    const unreadable = new Error('The release has no forms/ContactPage');
    const registry = createServerRegistry(() => Promise.reject(unreadable));

    await expect(registry.loadPageModule('forms/ContactPage')).rejects.toBe(unreadable);

    expect(isRemoteLoadFailure(unreadable)).toBe(true);
    expect(isRemoteLoadFailure(new Error('The page threw while rendering'))).toBe(false);
  });
});
