import type { Page } from '@playwright/test';

// Whether a navigation stayed in the document or loaded a new one: a document marked here loses
// its mark when another replaces it (a reload, a link followed as a document load).

const MARK = '__sameDocument';

/** Marks the document the page shows now. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate((mark) => Object.assign(window, { [mark]: true }), MARK);
}

/** Whether the page still shows the document {@link markDocument} marked. */
export function isSameDocument(page: Page): Promise<boolean> {
  return page.evaluate(
    (mark) => (window as unknown as Record<string, unknown>)[mark] === true,
    MARK,
  );
}

/**
 * Counts the documents the tab loads from here on: `framenavigated` would count its
 * same-document navigations too.
 */
export function documentLoads(page: Page): () => number {
  let loads = 0;
  page.on('domcontentloaded', () => (loads += 1));
  return () => loads;
}
