// Whether a page's preloads were wasted. Plain functions the page runs (Playwright's
// `addInitScript` and `evaluate`, or another driver's), so a harness of another engine can ask the
// same; Chromium's own warning for an unused preload is read from the console by the spec.

/** The page records every `error` event of a `<link rel="preload">` (run before its scripts). */
export function recordPreloadErrors(): void {
  const failed: string[] = [];
  Object.assign(window, { __preloadErrors: failed });
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && link.rel === 'preload') {
        failed.push(`${link.as} ${link.href}`);
      }
    },
    true,
  );
}

/** The preloads that fired `error`, as `<as> <url>`. */
export function preloadErrors(): string[] {
  return (window as unknown as { __preloadErrors?: string[] }).__preloadErrors ?? [];
}

/** Chromium's console warning for a preload nothing used within a few seconds of the load. */
export const UNUSED_PRELOAD_WARNING = /was preloaded using link preload but not used/;
