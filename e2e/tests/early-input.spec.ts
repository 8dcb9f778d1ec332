import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';

// What a visitor does on a prerendered page before its code has arrived is not lost: it takes
// effect at once where the HTML can do it (links, disclosures, typing), or once the code has
// arrived (shell/start/capture-early-input.js, shell/src/lib/early-input.ts). Every script of the
// site arrives 3 s late here, so the page is on screen for seconds before it is hydrated.

const SCRIPT_DELAY_MS = 3000;

const isPhone = () => test.info().project.name === 'phone';

test.beforeEach(async ({ context }) => {
  await context.route(
    (url) => url.hostname === 'localhost' && url.pathname.endsWith('.js'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
      await route.continue().catch(() => undefined);
    },
  );
});

/** Opens `path` and returns as soon as the page has painted, long before its code arrives. */
async function paintedBeforeItsCode(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
  );
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(0);
}

/** Waits until the page's code has hydrated it. */
async function hydrated(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
}

test.describe('before the code arrives', () => {
  test('a booking button opens the provider calendar of its tour at once, in a new tab', async ({
    page,
    context,
    a11y,
  }) => {
    await paintedBeforeItsCode(page, '/tours');
    const [calendar] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Reserve Your Spot on the Brooklyn Heights tour' }).click(),
    ]);
    expect(calendar.url()).toMatch(/\/items\/562630\/calendar\/\?flow=1219724&full-items=yes$/);
    await calendar.close();
    await hydrated(page);
    await a11y.check();
  });

  test('an FAQ answer opens at once on /tours, /contact and /press-kit, and stays open once hydrated', async ({
    page,
    a11y,
  }) => {
    test.skip(isPhone(), 'Disclosures do not depend on the viewport.');
    for (const path of ['/tours', '/contact', '/press-kit']) {
      await paintedBeforeItsCode(page, path);
      const questions = page.getByRole('main').locator('details');
      const question = questions.nth(2);
      await expect(question, path).not.toHaveAttribute('open');
      await question.locator('summary').click();
      await expect(question, path).toHaveAttribute('open');
      await expect(question.getByTestId('faq-panel'), path).toBeVisible();
      if (path === '/press-kit') {
        // One open at a time, natively: the first answer, open on arrival, closed.
        await expect(questions.first()).not.toHaveAttribute('open');
      }
      await hydrated(page);
      await expect(question, path).toHaveAttribute('open');
      await a11y.check();
    }
  });

  test('the header search button opens search once the code arrives', async ({ page, a11y }) => {
    test.skip(isPhone(), 'The phone menu test covers the header on a phone.');
    await paintedBeforeItsCode(page, '/about');
    await page.getByRole('button', { name: 'Search the site' }).click();
    await hydrated(page);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByPlaceholder('Search tours, blog posts, pages...')).toBeFocused();
    await a11y.check();
  });

  test('the phone menu toggle opens the menu once the code arrives', async ({ page, a11y }) => {
    test.skip(!isPhone(), 'The menu toggle is shown below 768px only.');
    await paintedBeforeItsCode(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await hydrated(page);
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByRole('link', { name: 'Instagram (opens in a new tab)' })).toBeVisible();
    await a11y.check();
  });

  test("the gallery's play button starts the video once the code arrives", async ({
    page,
    a11y,
  }) => {
    test.skip(isPhone(), 'The facade does not depend on the viewport.');
    await paintedBeforeItsCode(page, '/gallery');
    await page.getByRole('button', { name: /^Play the video: / }).click();
    await hydrated(page);
    const player = page.locator('iframe[title^="Local TV news report"]');
    await expect(player).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/.+\?autoplay=1$/);
    await a11y.check();
  });

  test('what is typed in the tours search box is kept, focused, and filters the tours', async ({
    page,
    a11y,
  }) => {
    test.skip(isPhone(), 'Typing does not depend on the viewport.');
    await paintedBeforeItsCode(page, '/tours');
    const search = page.getByRole('searchbox', { name: 'Search our tours' });
    await search.fill('financial');
    await hydrated(page);
    // The Financial District tour, and the private tours, which offer it too.
    await expect(page.getByText('Found 2 tour(s) matching "financial"')).toBeVisible();
    await expect(search).toHaveValue('financial');
    await expect(search).toBeFocused();
    await expect(page.getByRole('link', { name: /^Reserve Your Spot/ })).toHaveCount(1);
    await a11y.check();
  });

  test('a guest count typed in the private-tours calculator is priced once the code arrives', async ({
    page,
    a11y,
  }) => {
    test.skip(isPhone(), 'Typing does not depend on the viewport.');
    await paintedBeforeItsCode(page, '/tours/private-tours');
    const guests = page.getByRole('spinbutton', { name: 'Number of guests' });
    await guests.fill('12');
    await hydrated(page);
    // $320 for up to 8 guests, then $40 for each of the 4 more.
    await expect(page.getByText('Total: $480')).toBeVisible();
    await expect(guests).toHaveValue('12');
    await a11y.check();
  });

  test('text typed into the contact form is kept', async ({ page, a11y }) => {
    test.skip(isPhone(), 'Typing does not depend on the viewport.');
    await paintedBeforeItsCode(page, '/contact');
    const name = page.getByRole('textbox', { name: /^Name/ });
    await name.fill('Ada Lovelace');
    await hydrated(page);
    await expect(name).toHaveValue('Ada Lovelace');
    await expect(name).toBeFocused();
    await a11y.check();
  });

  test('a scroll made while the page loads is kept', async ({ page, a11y }) => {
    await paintedBeforeItsCode(page, '/tours/brooklyn-heights');
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    const heading = page.getByRole('heading', { name: "What You'll Discover" });
    const before = await heading.boundingBox();
    await hydrated(page);
    // The header shrinks from 80px to 64px once scrolled; the browser keeps what the visitor
    // looks at where it was, moving the scroll position by that much at most.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1450);
    const after = await heading.boundingBox();
    expect(Math.abs((after?.y ?? 0) - (before?.y ?? 0))).toBeLessThanOrEqual(16);
    await a11y.check();
  });
});
