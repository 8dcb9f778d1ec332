import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';

/** The pages of this suite, each with its h1. */
const headings = {
  '/tours/financial-district': 'Financial District Historical Cat Tour',
  '/tours/brooklyn-heights': 'Brooklyn Heights Historical Cat Tour',
  '/tours/lower-east-side': 'Lower East Side Historical Cat Tour',
  '/tours/private-tours': 'Private Tours',
  '/about': 'About Us',
} as const;

type SuitePath = keyof typeof headings;

/** A stand-in for the booking provider's calendar page, accessible like the real one must be. */
const providerCalendarPage = `<!doctype html><html lang="en"><head><title>Tour calendar</title></head>
<body><main><h1>Choose a date</h1><p>Stub calendar of the booking provider.</p></main></body></html>`;

/** Answers the booking provider with its stand-in calendar page; returns the addresses asked for. */
async function answerProvider(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(/^https:\/\/fareharbor\.com\//, async (route) => {
    requests.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'text/html', body: providerCalendarPage });
  });
  return requests;
}

/** The remote loads on demand; on a busy machine its first paint can take longer than 10 s. */
const remoteLoad = { timeout: 30_000 };

/**
 * Opens a page of this remote and waits for its h1. On a machine too busy to load the remote in
 * time the shell shows its "unavailable" fallback; its "Try again" is pressed once, as a visitor
 * would.
 */
async function open(page: Page, path: SuitePath) {
  await page.goto(path);
  const h1 = page.getByRole('heading', { level: 1, name: headings[path] });
  const tryAgain = page.getByRole('button', { name: 'Try again' });
  await expect(h1.or(tryAgain).first()).toBeVisible(remoteLoad);
  if (!(await h1.isVisible())) await tryAgain.click();
  await expect(h1).toBeVisible(remoteLoad);
}

test.describe('tour pages, private tours and about', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const [path, heading] of Object.entries(headings) as [SuitePath, string][]) {
    test(`${path} renders its content and passes axe`, async ({ page, a11y }) => {
      await answerProvider(page);
      await open(page, path);

      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      if (path !== '/tours/private-tours' && path !== '/about') {
        // The calendar loads as the visitor nears it, and settles (loading, then the provider's
        // frame) before axe looks at it.
        await page.locator('#book-now').scrollIntoViewIfNeeded();
        await expect(page.locator('#book-now iframe')).toBeVisible();
      }
      await a11y.check();
    });
  }

  test('booking from a tour page jumps to the calendar of its item', async ({ page, a11y }) => {
    const providerRequests = await answerProvider(page);
    await open(page, '/tours/brooklyn-heights');

    await page
      .getByRole('complementary', { name: '$40 per person' })
      .getByRole('link', { name: 'Check Available Dates' })
      .click();

    await expect(page).toHaveURL(/\/tours\/brooklyn-heights#book-now$/);
    const frame = page.locator('#book-now iframe');
    await expect(frame).toBeVisible();
    await expect(frame).toHaveAttribute('src', /\/items\/562630\/calendar\/\?flow=1219724/);
    await expect(frame).toBeInViewport();
    await expect(
      page.frameLocator('#book-now iframe').getByRole('heading', { name: 'Choose a date' }),
    ).toBeVisible();
    expect(providerRequests.some((url) => url.includes('/items/562630/calendar/'))).toBe(true);
    await a11y.check();
  });

  test('a tour page loads the calendar only as the visitor nears it', async ({ page, a11y }) => {
    const providerRequests = await answerProvider(page);
    await open(page, '/tours/brooklyn-heights');

    const calendar = page.locator('#book-now');
    await expect(calendar.getByRole('status')).toHaveText('Loading calendar...');
    await expect(calendar.locator('iframe')).toHaveCount(0);
    expect(providerRequests.filter((url) => url.includes('/calendar/'))).toEqual([]);

    await page
      .getByRole('heading', { name: 'Frequently Asked Questions' })
      .scrollIntoViewIfNeeded();
    await expect(calendar.locator('iframe')).toBeVisible();
    await expect(calendar.getByRole('status')).toHaveCount(0);
    expect(providerRequests.some((url) => url.includes('/items/562630/calendar/'))).toBe(true);
    await a11y.check();
  });

  test('each group tour embeds the calendar of its own item', async ({ page, a11y }) => {
    await answerProvider(page);
    for (const [path, itemId] of [
      ['/tours/financial-district', 577800],
      ['/tours/lower-east-side', 604533],
    ] as const) {
      await open(page, path);
      await page.getByRole('main').getByRole('link', { name: 'Book This Tour' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}#book-now$`));
      await expect(page.locator('#book-now iframe')).toHaveAttribute(
        'src',
        new RegExp(`/items/${itemId}/calendar/`),
      );
      await a11y.check();
    }
  });

  test('the Financial District call-to-action bar stays on screen', async ({ page, a11y }) => {
    await open(page, '/tours/financial-district');

    const bar = page.getByRole('complementary', { name: 'Book the Financial District tour' });
    await expect(bar).toBeInViewport();
    await page.getByRole('heading', { name: 'What Our Guests Say' }).scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport();
    await a11y.check();
  });

  test('the private tour calculator prices a group live', async ({ page, a11y }) => {
    await open(page, '/tours/private-tours');

    const guests = page.getByRole('spinbutton', { name: 'Number of guests' });
    await expect(guests).toHaveValue('8');
    await expect(page.getByText('Total: $320')).toBeVisible();
    await guests.fill('12');
    await expect(page.getByText('Total: $480')).toBeVisible();
    await guests.fill('45');
    await guests.blur();
    await expect(guests).toHaveValue('30');
    await expect(page.getByText('Total: $1,200')).toBeVisible();
    await a11y.check();

    await page.getByRole('link', { name: 'Contact Us to Book' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await a11y.check();
  });

  test('about links to the booking page', async ({ page, a11y }) => {
    await open(page, '/about');
    await a11y.check();

    await page.getByRole('link', { name: 'Reserve your tour today' }).click();
    await expect(page).toHaveURL(/\/booking$/);
    await a11y.check();
  });
});
