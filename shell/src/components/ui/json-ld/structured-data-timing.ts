import { useEffect, useState } from 'react';

// Structured data is for crawlers, not for the visitor who is waiting for the page to answer. A
// prerendered page already carries its blocks (docs/decisions/007); while React hydrates it they
// stay as they are, and once the page is hydrated they are brought up to date (the page's origin,
// the next departure) one block per idle period, so no block's data adds to another's task.

let held = false;
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

function startWriting(): void {
  if (writing || held || waiting.size === 0) return;
  writing = true;
  whenIdle(writeNext);
}

/** Bootstrap is about to hydrate a prerendered page: its structured data waits. */
export function holdStructuredData(): void {
  held = true;
}

/** The page is hydrated: its blocks are written, one in each of the next idle periods. */
export function releaseStructuredDataWhenIdle(): void {
  if (!held) return;
  held = false;
  startWriting();
}

/**
 * False while a block keeps its prerendered data: on the server, while hydrating and until the
 * block's turn after the page is hydrated. True in every other render in the browser.
 */
export function useStructuredDataWritable(): boolean {
  const [writable, setWritable] = useState(() => typeof window !== 'undefined' && !held);

  useEffect(() => {
    if (writable) return undefined;
    const write = () => setWritable(true);
    waiting.add(write);
    startWriting();
    return () => {
      waiting.delete(write);
    };
  }, [writable]);

  return writable;
}
