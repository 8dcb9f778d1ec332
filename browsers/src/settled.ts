import type { BrowserPage, WaitOptions } from './browser-page';

/**
 * Waits until the page has finished loading what it loads by itself: its `load` event has fired
 * and no new resource has started for half a second. A walk over pages waits for this before it
 * leaves one, so that what the page reports is its own and not a load cut short by the walk
 * moving on.
 */
export async function settled(
  page: BrowserPage,
  options: WaitOptions & { message?: string } = {},
): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        if (document.readyState !== 'complete') {
          resolve(false);
          return;
        }
        const before = performance.getEntriesByType('resource').length;
        setTimeout(() => resolve(performance.getEntriesByType('resource').length === before), 500);
      }),
    {
      timeout: options.timeout ?? 30_000,
      message: options.message ?? 'waiting for the page to finish loading',
    },
  );
}
