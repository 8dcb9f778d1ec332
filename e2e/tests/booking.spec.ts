import type { Page, Route } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { openPage } from '../support/open-page';

/** The booking provider's host, as the shell's default configuration names it. */
const PROVIDER = 'https://fareharbor.com/**';
const DEFAULT_ITEM = 562630;

/** An accessible stand-in for the provider's calendar page (axe also checks frames). */
const CALENDAR_PAGE =
  '<!doctype html><html lang="en"><title>Calendar</title><main><h1>Calendar</h1></main></html>';

/** The provider's embed script: records what the overlay was asked to open. */
const OVERLAY_SCRIPT = 'window.FH = { open: (o) => { window.__fhOpened = o; } };';

type ScriptAnswer = 'overlay' | 'abort';

/** Answers the provider: its calendar page, its embed script (or a failure), 204 for the rest. */
async function stubProvider(page: Page, script: ScriptAnswer = 'overlay') {
  await page.route(PROVIDER, async (route: Route) => {
    const type = route.request().resourceType();
    if (type === 'script') {
      if (script === 'abort') return route.abort();
      return route.fulfill({ contentType: 'application/javascript', body: OVERLAY_SCRIPT });
    }
    if (type === 'document')
      return route.fulfill({ contentType: 'text/html', body: CALENDAR_PAGE });
    return route.fulfill({ status: 204, body: '' });
  });
}

const calendarFrame = (page: Page) => page.locator('iframe[title="Tour booking calendar"]');

/** Scrolls far enough for the sticky "Reserve Your Spot" bar (after 300px). */
async function revealStickyBar(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 900));
  const bar = page.getByRole('complementary', { name: 'Reserve your spot' });
  await expect(bar).toBeVisible();
  return bar.getByRole('link', { name: 'Reserve Your Spot' });
}

test.describe('/booking', () => {
  test('shows the calendar of a numeric itemId with flow 1219724', async ({ page, a11y }) => {
    await stubProvider(page);
    await openPage(page, '/booking?itemId=577800', 'Book Your Cat History Tour');
    await expect(page).toHaveTitle('Book Your Tour | Cats About Town Tours');
    const frame = calendarFrame(page);
    await expect(frame).toBeVisible();
    const src = (await frame.getAttribute('src')) ?? '';
    expect(src).toContain('/items/577800/calendar/');
    expect(src).toContain('flow=1219724');
    expect(src).toContain('full-items=yes');
    await expect(page.getByText('Loading calendar...')).toHaveCount(0);
    const box = await frame.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(700);
    await expect(page.getByRole('link', { name: 'Contact us by email' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await expect(page.getByText('About 2 hours')).toBeVisible();
    await expect(page.getByText('$40 per person', { exact: true })).toBeVisible();
    await expect(page.getByText('Small groups', { exact: true })).toBeVisible();
    await a11y.check();
  });

  test('falls back to the default item for a non-numeric itemId', async ({ page, a11y }) => {
    await stubProvider(page);
    await page.goto('/booking?itemId=abc');
    await expect(calendarFrame(page)).toBeVisible();
    const src = (await calendarFrame(page).getAttribute('src')) ?? '';
    expect(src).toContain(`/items/${DEFAULT_ITEM}/calendar/`);
    expect(src).toContain('flow=1219724');
    await a11y.check();
  });

  test('scrolls to the calendar from the hero link', async ({ page, a11y }) => {
    await stubProvider(page);
    await page.goto('/booking');
    await a11y.check();
    await page.getByRole('link', { name: 'See Available Dates' }).click();
    const section = page.getByRole('region', { name: 'Choose your date' });
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
  });

  test('shows the error state when the provider cannot be reached', async ({ page, a11y }) => {
    await page.route(PROVIDER, (route) => route.abort());
    await page.goto('/booking?itemId=577800');
    await expect(page.getByRole('heading', { name: 'Calendar could not be loaded' })).toBeVisible();
    await expect(
      page
        .getByRole('alert')
        .getByText('Failed to load the booking calendar. Please try again later.'),
    ).toBeVisible();
    await expect(page.getByText('Calendar Error')).toBeVisible();
    await expect(page.getByRole('link', { name: /provider's page/ })).toHaveAttribute(
      'href',
      'https://fareharbor.com/catsabouttowntours/',
    );
    await expect(calendarFrame(page)).toHaveCount(0);
    // The toast lasts 4000 ms; the panel stays. (The check waits for it to go: the site-wide
    // Toaster's rich error colours are the chrome's concern and are reported separately.)
    await expect(page.getByText('Calendar Error')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Calendar could not be loaded' })).toBeVisible();
    await a11y.check();

    // "Try again" reloads the page; with the provider back, the calendar loads.
    await page.unroute(PROVIDER);
    await stubProvider(page);
    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Try again' }).click(),
    ]);
    await expect(calendarFrame(page)).toBeVisible();
    await a11y.check();
  });
});

test.describe('the reserve button', () => {
  test('opens the provider overlay for the item', async ({ page, a11y }) => {
    await stubProvider(page, 'overlay');
    await page.goto('/booking');
    await a11y.check();
    const reserve = await revealStickyBar(page);
    // Mounting the button preloaded the provider script.
    await page.waitForFunction(() => 'FH' in window);
    // Keyboard activation: the link must work without a pointer, on both widths.
    await reserve.press('Enter');
    const opened = await page.evaluate(() => (window as { __fhOpened?: unknown }).__fhOpened);
    expect(opened).toEqual({
      shortname: 'catsabouttowntours',
      fallback: 'simple',
      flow: 1219724,
      view: { item: DEFAULT_ITEM },
    });
    await expect(page).toHaveURL(/\/booking$/);
  });

  test('opens the calendar in a new tab when the provider script fails', async ({ page, a11y }) => {
    await stubProvider(page, 'abort');
    const scriptFailed = page.waitForEvent('requestfailed', (request) =>
      request.url().includes('/embeds/api/'),
    );
    await page.goto('/booking');
    await a11y.check();
    const reserve = await revealStickyBar(page);
    await scriptFailed;
    const [popup] = await Promise.all([page.waitForEvent('popup'), reserve.press('Enter')]);
    await popup.waitForLoadState('domcontentloaded');
    expect(popup.url()).toContain(`/items/${DEFAULT_ITEM}/calendar/`);
    expect(popup.url()).toContain('flow=1219724');
    expect(popup.url()).toContain('full-items=yes');
    await popup.close();
  });
});
