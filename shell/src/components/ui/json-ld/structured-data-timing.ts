import { useSyncExternalStore } from 'react';

// Structured data is for crawlers, not for the visitor who is waiting for the page to answer. A
// prerendered page already carries its blocks (docs/decisions/007); while React hydrates it they
// stay as they are, and they are brought up to date (the page's origin, the next departure) in
// the first idle period after the page is hydrated, as a task of their own.

let held = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function release(): void {
  held = false;
  for (const listener of [...listeners]) listener();
}

/** Bootstrap is about to hydrate a prerendered page: its structured data waits. */
export function holdStructuredData(): void {
  held = true;
}

/** The page is hydrated: the structured data is written in the next idle period. */
export function releaseStructuredDataWhenIdle(): void {
  if (!held) return;
  if (typeof window.requestIdleCallback === 'function') {
    // The timeout bounds the wait on a page that is never idle.
    window.requestIdleCallback(release, { timeout: 2000 });
  } else {
    setTimeout(release, 0);
  }
}

/**
 * False while the prerendered blocks are kept: on the server, while hydrating and until the
 * hydrated page's first idle period. True in every other render in the browser.
 */
export function useStructuredDataWritable(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !held,
    () => false,
  );
}
