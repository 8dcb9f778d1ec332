import type { Page } from '@playwright/test';

import { expect, test } from './fixtures';

/**
 * Opens `path` and waits until its h1, named `heading`, is on screen. A boxed step: a failure is
 * reported at the caller's line.
 */
export async function openPage(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await test.step(
    `open ${path}`,
    async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    },
    { box: true },
  );
}
