import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';

/**
 * The first visit's JavaScript, compressed as served, per route: a regression fails CI (`npm run
 * bench:web` measures the rest with Lighthouse). Budgets in KB (1024 bytes), about 3% above what
 * a phone downloads from the federated build today: 168.5 KB for `/` since the booking calendar's
 * code loads only where a calendar is shown and the FAQ answers are native disclosures; 171 KB
 * before, since the header's menu is Radix's NavigationMenu on every device, used through its
 * public API only (5 KB more than the copy of its markup that phones rendered before). It was
 * 307 KB before decision 006, 215 KB
 * before the dialogs loaded when first opened, 211 KB before toasts loaded on the first
 * interaction (decision 008), 203 KB before the tooltips loaded only where an input can hover,
 * 189 KB before the declarative router (decision 009), 168 KB before the shell's chunks stopped
 * carrying copies of the same modules; `/contact` 240 KB before its validation loaded on first
 * focus; `/blog` 183 KB before each post's body loaded when the post opens. A target of 150 KB
 * for `/` is out of reach of the federation runtime's own floor (docs/decisions/011).
 */
const JS_BUDGET_KB: Record<string, number> = {
  '/': 174,
  '/tours': 172,
  '/tours/brooklyn-heights': 178,
  '/blog': 174,
  '/gallery': 174,
  '/contact': 187,
};

async function firstVisitJavaScript(page: Page, route: string) {
  const scripts: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response
        .request()
        .sizes()
        .then((sizes) => ({ url: response.url(), bytes: sizes.responseBodySize })),
    );
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  return Promise.all(scripts);
}

test.describe("a phone's first visit stays within its JavaScript budget", () => {
  // A phone is what the budget is for; a desktop loads the icon buttons' tooltips as well.
  test.skip(({ hasTouch }) => !hasTouch, 'the budget is for a touch screen');

  for (const [route, budgetKb] of Object.entries(JS_BUDGET_KB)) {
    test(`${route} downloads at most ${budgetKb} KB of compressed JavaScript`, async ({
      page,
      a11y,
    }) => {
      const scripts = await firstVisitJavaScript(page, route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const totalKb = scripts.reduce((sum, script) => sum + script.bytes, 0) / 1024;
      const detail = scripts
        .map((script) => `${(script.bytes / 1024).toFixed(1)} KB ${new URL(script.url).pathname}`)
        .join('\n');
      test
        .info()
        .annotations.push({ type: 'js-kb', description: `${route}: ${totalKb.toFixed(1)} KB` });
      console.log(`${route}: ${totalKb.toFixed(1)} KB of JavaScript\n${detail}`);
      expect(totalKb, detail).toBeLessThanOrEqual(budgetKb);
      await a11y.check();
    });
  }
});
