import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

/**
 * Opens `path` and waits until its h1 is on screen: the one named `heading`, or without a name the
 * first h1 of whatever the page shows (its content, a remote's fallback). A boxed step: a failure
 * is reported at the caller's line.
 */
export async function openPage(page: Page, path: string, heading?: string | RegExp): Promise<void> {
  await test.step(
    `open ${path}`,
    async () => {
      await page.goto(path);
      const h1 = page.getByRole('heading', { level: 1, name: heading });
      await expect(heading === undefined ? h1.first() : h1).toBeVisible();
    },
    { box: true },
  );
}
