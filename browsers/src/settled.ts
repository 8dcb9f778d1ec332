import type { BrowserPage, WaitOptions } from './browser-page';

/**
 * How long no new resource must appear. A resource is seen only once it has loaded (the Resource
 * Timing entries), so the window must also outlast the time a late request itself takes on a
 * busy machine: with half a second, a request started a moment after the window began and
 * answered 200 ms later was missed.
 */
const QUIET_MS = 1000;

/**
 * Waits until the page has finished loading what it loads by itself: its `load` event has fired
 * and no new resource has loaded for a second. A walk over pages waits for this before it leaves
 * one, so that what the page reports is its own and not a load cut short by the walk moving on.
 */
export async function settled(
  page: BrowserPage,
  options: WaitOptions & { message?: string } = {},
): Promise<void> {
  await page.waitForFunction(
    (quietMs: number) =>
      new Promise<boolean>((resolve) => {
        if (document.readyState !== 'complete') {
          resolve(false);
          return;
        }
        const before = performance.getEntriesByType('resource').length;
        setTimeout(
          () => resolve(performance.getEntriesByType('resource').length === before),
          quietMs,
        );
      }),
    {
      timeout: options.timeout ?? 30_000,
      message: options.message ?? 'waiting for the page to finish loading',
    },
    QUIET_MS,
  );
}
