import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { floatingOverlaps, overlapsOfEachBroughtIntoView } from '../support/floating-overlaps';

// The floating booking link, the contact page's "Need help?" button, the "Reserve Your Spot" bar
// and the toasts float over the page: none may cover a form field, a button or a heading, nor
// one another's text, wherever the visitor is on the page.

const viewports = [
  { width: 1280, height: 900, project: 'desktop' },
  { width: 1280, height: 720, project: 'desktop' },
  { width: 390, height: 844, project: 'phone' },
  { width: 375, height: 667, project: 'phone' },
];

const pages = ['/', '/contact', '/survey', '/tours/brooklyn-heights'];

/** Scrolls past the reserve bar's threshold and waits until the bar has slid in. */
async function revealReserveBar(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
  const bar = page.getByRole('complementary', { name: 'Reserve your spot' });
  await expect(bar).toBeVisible();
  await expect.poll(() => bar.evaluate((element) => element.getAnimations().length)).toBe(0);
}

for (const { width, height, project } of viewports) {
  test.describe(`at ${width}×${height}`, () => {
    // The layout does not pass yet: at the top of /contact at 1280×900 "Need help?" covers the
    // Name field, and elements brought into view at the bottom edge sit under the floating
    // booking link (no scroll padding); the "Message Sent!" toast sits on the reserve bar.
    test.fixme();
    test.use({ viewport: { width, height } });
    test.skip(() => test.info().project.name !== project, `a ${project} size`);

    for (const path of pages) {
      test(`${path}: nothing floating covers a field, a button or a heading, at the top and with each brought into view`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.mouse.move(width / 2, 1);
        expect(await floatingOverlaps(page), 'at the top of the page').toEqual([]);

        // Content scrolls under the bar; the floating controls keep clear of its offer.
        await revealReserveBar(page);
        const overFloaters = (await floatingOverlaps(page)).filter((overlap) => overlap.of);
        expect(overFloaters, 'over one another').toEqual([]);
        expect(await overlapsOfEachBroughtIntoView(page), 'each brought into view').toEqual([]);
      });
    }

    test('/contact: the "Message Sent!" toast covers neither the reserve bar nor the form', async ({
      page,
    }) => {
      await page.goto('/contact');
      const openedAt = Date.now();
      const form = page.getByRole('form', { name: 'Send Us a Message' });
      await form.getByRole('textbox', { name: 'Name' }).fill('Ada Whiskers');
      await form.getByRole('textbox', { name: 'Email' }).fill('ada.e2e@example.com');
      const consent = form.getByRole('checkbox', {
        name: 'I agree to receive updates from the product',
      });
      await consent.focus();
      await consent.press('Space');
      // A form sent under 3 s after it opened is refused.
      await page.waitForTimeout(Math.max(0, 3_300 - (Date.now() - openedAt)));
      await form.getByRole('button', { name: 'Send Message' }).press('Enter');
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Message Sent!' });
      await expect(toast).toBeVisible();
      await revealReserveBar(page);
      await expect(toast).toBeVisible();
      await expect(toast).toHaveCSS('opacity', '1');
      expect(await floatingOverlaps(page)).toEqual([]);
    });
  });
}
