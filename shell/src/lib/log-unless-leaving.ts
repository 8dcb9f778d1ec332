/**
 * How long a failed load waits before it is logged. A load cut short because the visitor is
 * leaving the page is no failure of what was loading, but WebKit reports it as one (a script's
 * `error` event, a chunk's `ChunkLoadError`): by then the page is gone, or has said it is going
 * (`pagehide`), and nothing is logged.
 */
export const FAILED_LOAD_LOG_DELAY_MS = 2000;

/**
 * Calls `log` 2 s from now unless the page says meanwhile that it is going (`pagehide`). What
 * failed is rejected or given up at once; only its report waits.
 */
export function logUnlessLeaving(log: () => void): void {
  let leaving = false;
  const onPageHide = () => {
    leaving = true;
  };
  window.addEventListener('pagehide', onPageHide, { once: true });
  setTimeout(() => {
    window.removeEventListener('pagehide', onPageHide);
    if (!leaving) log();
  }, FAILED_LOAD_LOG_DELAY_MS);
}
