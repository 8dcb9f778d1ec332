import { onPageShown } from '../lib/pages-shown';
import type { KeepMessage } from './service-worker-messages';

/** Where the hand-over learns what the page loads and shows; tests pass their own. */
export interface HandoverSources {
  /** Calls `record` with the URLs of the files the page has loaded, then of those it loads next. */
  observeFiles?: (record: (urls: string[]) => void) => void;
  /** Calls `record` with each page address the document has shown, then with each new one. */
  observePages?: (record: (address: string) => void) => void;
}

/** The same-origin files among resource timing entries: nothing elsewhere can be kept. */
function sameOriginFiles(entries: PerformanceEntryList): string[] {
  return entries
    .map((entry) => entry.name)
    .filter((name) => new URL(name, window.location.href).origin === window.location.origin);
}

/** The page's resource timings, those buffered first; none where the browser keeps none. */
function observeResourceTimings(record: (urls: string[]) => void): void {
  if (typeof PerformanceObserver === 'undefined') return;
  new PerformanceObserver((list) => record(sameOriginFiles(list.getEntries()))).observe({
    type: 'resource',
    buffered: true,
  });
}

/**
 * Tells `worker`, which does not control this page, what the page has shown and loaded, and then
 * whatever it shows and loads next, in one message a task at most: the worker keeps them as if it
 * had answered them, so a page seen on the very first visit opens offline later
 * (docs/decisions/045). A worker only controls the pages opened after it took over.
 */
export function handOverToWorker(
  worker: Pick<ServiceWorker, 'postMessage'>,
  { observeFiles = observeResourceTimings, observePages = onPageShown }: HandoverSources = {},
): void {
  let pending: KeepMessage | undefined;
  const add = (change: (message: KeepMessage) => void) => {
    if (!pending) {
      const message: KeepMessage = { type: 'KEEP', pages: [], files: [] };
      pending = message;
      setTimeout(() => {
        pending = undefined;
        worker.postMessage(message);
      }, 0);
    }
    change(pending);
  };
  observePages((address) => add((message) => message.pages.push(address)));
  observeFiles((urls) => {
    if (urls.length > 0) add((message) => message.files.push(...urls));
  });
}
