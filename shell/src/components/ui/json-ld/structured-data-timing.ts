import { useEffect, useState } from 'react';

import { useHydrated } from '../../../hooks/use-hydrated';

// Structured data is for crawlers, not for the visitor who is waiting for the page to answer. A
// prerendered page already carries its blocks (docs/decisions/007): while React hydrates them
// they stay as they are, and once hydrated they are brought up to date (the page's origin, the
// next departure) one block per idle period, so no block's data adds to another's task.

/** Blocks still showing their prerendered data, in the order they were hydrated. */
const waiting = new Set<() => void>();
let writing = false;

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    // The timeout bounds the wait on a page that is never idle.
    window.requestIdleCallback(callback, { timeout: 2000 });
  } else {
    setTimeout(callback, 0);
  }
}

function writeNext(): void {
  const [next] = waiting;
  if (next) {
    waiting.delete(next);
    next();
  }
  if (waiting.size > 0) whenIdle(writeNext);
  else writing = false;
}

/**
 * False while a block keeps its prerendered data: on the server, while hydrating and until the
 * block's turn once hydrated. True in every other render in the browser.
 */
export function useStructuredDataWritable(): boolean {
  // True from the first render of a block the browser renders afresh; false for one it hydrates.
  const hydrated = useHydrated();
  const [writable, setWritable] = useState(hydrated);

  useEffect(() => {
    if (writable) return undefined;
    const write = () => setWritable(true);
    waiting.add(write);
    if (!writing) {
      writing = true;
      whenIdle(writeNext);
    }
    return () => {
      waiting.delete(write);
    };
  }, [writable]);

  return writable;
}
