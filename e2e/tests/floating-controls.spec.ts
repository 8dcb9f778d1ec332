import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import {
  floatingOverlaps,
  overlapsOfEachBroughtIntoView,
  runningAnimations,
} from '../support/floating-overlaps';

// The floating booking link, the contact page's "Need help?" button, the "Reserve Your Spot" bar
// and the toasts float over the page: none may cover a form field, a button or a heading at the
// top of a page, nor one the visitor brings into view (tabs to, or scrolls to as the browser
// does), nor one another; a toast may not cover the answer it repeats.

/** The sizes checked: a desktop project's screens, and a phone project's. */
const sizes = {
  desktop: [
    { width: 1280, height: 900 },
    { width: 1280, height: 720 },
  ],
  phone: [
    { width: 390, height: 844 },
    { width: 375, height: 667 },
  ],
};

const pages = ['/', '/contact', '/survey', '/tours/brooklyn-heights'];

/**
 * Scrolls past the reserve bar's threshold and waits until the bar has slid in and everything it
 * moves (the floating controls' row, a toast) has come to rest.
 */
async function revealReserveBar(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
  const bar = page.getByRole('complementary', { name: 'Reserve your spot' });
  await expect(bar).toBeVisible();
  await expect.poll(() => runningAnimations(page), { intervals: [50] }).toBe(0);
}

/** Runs in the page: whether the scroll position stays put over a few frames. */
function scrollStill(): Promise<boolean> {
  const at = scrollY;
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  return frame()
    .then(frame)
    .then(frame)
    .then(() => scrollY === at);
}

for (const path of pages) {
  test(`${path}: nothing floating covers a field, a button or a heading, at the top and with each brought into view`, async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(360_000);
    for (const { width, height } of isMobile ? sizes.phone : sizes.desktop) {
      await test.step(`at ${width}×${height}`, async () => {
        await page.setViewportSize({ width, height });
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
  });
}

// A form sent twice in a row is refused: one test (a new visitor) for each size, in the project
// of that size (playwright.config.ts selects by the tag).
for (const [device, { width, height }] of [
  ...sizes.desktop.map((size) => ['desktop', size] as const),
  ...sizes.phone.map((size) => ['phone', size] as const),
]) {
  test.describe(`at ${width}×${height}`, { tag: `@${device}-size` }, () => {
    test.use({ viewport: { width, height } });

    test('/contact: the "Message Sent!" toast covers neither the reserve bar, nor a floating control, nor the answer', async ({
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
      // A form sent under 3 s after it opened is refused: the visitor takes longer.
      await page.waitForTimeout(Math.max(0, 3_300 - (Date.now() - openedAt)));
      await form.getByRole('button', { name: 'Send Message' }).press('Enter');
      // The answer shows for 3 s and the toast for 4 s: each check is made while both are shown.
      const answer = page.getByRole('heading', { name: 'Message Sent!' });
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Message Sent!' });
      await expect(answer).toBeInViewport();
      await expect(toast).toBeVisible();
      const overAnswer = await floatingOverlaps(page);
      expect(await answer.isVisible(), 'the answer still shown after the check').toBe(true);
      expect(
        overAnswer.filter(({ covered }) => covered === 'h3 "Message Sent!"'),
        'over the answer',
      ).toEqual([]);

      // The visitor scrolls on while the toast shows: the bar slides in under it.
      await revealReserveBar(page);
      const overBar = await floatingOverlaps(page);
      expect(await toast.isVisible(), 'the toast still shown after the check').toBe(true);
      expect(
        overBar.filter(({ of }) => of !== undefined),
        'the toast over the bar or a floating control',
      ).toEqual([]);
    });

    // The calendar's failure shows a panel with "Try again" and a toast repeating it. The toast
    // docks clear of the panel: at the top while the panel sits low on the first screen, at the
    // bottom once the visitor has gone to the calendar, where the floating booking link (which
    // leads to a calendar) steps aside.
    for (const when of ['on the first screen', 'after "See Available Dates"'] as const) {
      test(`/booking: the "Calendar Error" toast covers nothing the visitor needs, ${when}`, async ({
        page,
      }) => {
        let failProvider!: () => void;
        const providerFails = new Promise<void>((resolve) => {
          failProvider = resolve;
        });
        await page.route('https://fareharbor.com/**', async (route) => {
          await providerFails;
          await route.abort();
        });
        await page.goto('/booking');
        await page.mouse.move(width / 2, 1);
        if (when === 'on the first screen') {
          failProvider();
        } else {
          await page.getByRole('link', { name: 'See Available Dates' }).click();
          await expect(page.getByRole('region', { name: 'Choose your date' })).toBeFocused();
          // The smooth scroll has come to rest, and the bar has slid in.
          await expect.poll(() => page.evaluate(scrollStill), { intervals: [50] }).toBe(true);
          await expect.poll(() => runningAnimations(page), { intervals: [50] }).toBe(0);
          failProvider();
        }
        const panel = page.getByRole('alert').filter({ hasText: 'Calendar could not be loaded' });
        const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Calendar Error' });
        await expect(panel.getByRole('button', { name: 'Try again' })).toBeVisible();
        await expect(toast).toBeVisible();
        await expect.poll(() => runningAnimations(page), { intervals: [50] }).toBe(0);
        const overlaps = await floatingOverlaps(page);
        expect(await toast.isVisible(), 'the toast still shown after the check').toBe(true);
        expect(overlaps, 'over a field, a button, a heading or a floater').toEqual([]);
        // The floating booking link steps aside while the calendar it leads to shows.
        if (when !== 'on the first screen') {
          await expect(page.getByRole('link', { name: 'Book a tour', exact: true })).toBeHidden();
        }
      });
    }
  });
}
