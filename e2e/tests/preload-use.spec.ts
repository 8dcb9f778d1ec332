import type { Page } from '@playwright/test';
import { SHELL_RELEASE_POINTER } from 'shared-types';

import { expect, test } from '../support/fixtures';
import { notKeptByWorker, workerActive } from '../support/offline';
import { preloadErrors, recordPreloadErrors, UNUSED_PRELOAD_WARNING } from '../support/preload-use';

/**
 * No preload of a prerendered page is wasted, with or without the service worker: none fires
 * `error` (Firefox fired it on the chunks' preloads, whose script tags asked with a charset the
 * preloads had not, and loaded them a second time) and the browser warns of none left unused.
 */
const ROUTES = ['/', '/tours/brooklyn-heights', '/blog', '/gallery', '/contact'];

/** The page's preload errors and preload warnings while it loads `path`, hydrates and settles. */
async function wastedPreloads(page: Page, load: () => Promise<unknown>) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (UNUSED_PRELOAD_WARNING.test(message.text())) warnings.push(message.text());
  });
  await load();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Chromium warns of an unused preload a few seconds after the load event.
  await page.waitForTimeout(3500);
  return { errors: await page.evaluate(preloadErrors), warnings };
}

test.describe('the preloads of each page are used', () => {
  test.describe.configure({ timeout: 120_000 });

  for (const route of ROUTES) {
    test.describe(route, () => {
      test('without the service worker', async ({ page, a11y }) => {
        await page.addInitScript(recordPreloadErrors);
        const wasted = await wastedPreloads(page, () => page.goto(route));
        expect(wasted).toEqual({ errors: [], warnings: [] });
        await a11y.check();
      });

      test.describe('with the service worker in control', () => {
        test.use({ serviceWorkers: 'allow' });

        test('on the visit after the first', async ({ page, a11y }) => {
          await page.goto(route);
          expect(await page.evaluate(workerActive)).toBe(true);
          await expect
            .poll(() => page.evaluate(notKeptByWorker, [`/${SHELL_RELEASE_POINTER}`]), {
              timeout: 15_000,
            })
            .toEqual([]);
          await a11y.check();

          await page.addInitScript(recordPreloadErrors);
          const wasted = await wastedPreloads(page, () => page.reload());
          expect(await page.evaluate(() => navigator.serviceWorker.controller)).not.toBeNull();
          expect(wasted).toEqual({ errors: [], warnings: [] });
          await a11y.check();
        });
      });
    });
  }
});
