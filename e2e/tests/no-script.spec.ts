import { appRoutes } from 'shared-types';

import { expect, test } from '../support/fixtures';

// With JavaScript switched off every page reads fully: its content, its links and its booking
// buttons work, and the FAQ answers open.

const isPhone = () => test.info().project.name === 'phone';

test.describe('without JavaScript', () => {
  test(
    'every page shows its content, whole, with its header and footer',
    { tag: '@desktop-size' },
    async ({ noScriptPage: page }) => {
      // The content does not depend on the viewport.
      test.setTimeout(90_000);
      for (const route of appRoutes) {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1 }).first(), route.path).toBeVisible();
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // Nothing waits for code that will not come.
        await expect(page.getByText(/^Loading/).filter({ visible: true }), route.path).toHaveCount(
          0,
        );
        await expect(page.getByRole('link', { name: 'Book Now' }).first()).toBeVisible();
      }
      // What the code would reveal after a wait is in the page: every post, every photo, every review.
      await page.goto('/tours/brooklyn-heights');
      await expect(page.getByRole('link', { name: /^Open the booking calendar/ })).toHaveAttribute(
        'href',
        /\/items\/562630\/calendar\//,
      );
      await page.goto('/blog');
      await expect(page.getByRole('link', { name: /^Read More: / })).toHaveCount(12);
      await page.goto('/gallery');
      await expect(
        page.getByRole('list', { name: 'Tour photos' }).getByRole('img'),
      ).not.toHaveCount(0);
      await expect(page.getByRole('list', { name: 'Fan photos' }).getByRole('img')).not.toHaveCount(
        0,
      );
      await page.goto('/');
      await expect(
        page.getByRole('region', { name: 'Reviews From Google' }).getByRole('blockquote'),
      ).toHaveCount(12);
    },
  );

  test('the links lead to their pages, and no control that needs code is shown', async ({
    noScriptPage: page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Search the site' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(
      page.getByText(/Search and the contact and survey forms need JavaScript/),
    ).toBeVisible();
    // The main navigation on a wide screen, the footer's links on a phone.
    const about = isPhone()
      ? page.getByRole('contentinfo').getByRole('link', { name: 'About Us' })
      : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
    await about.click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Our Tours' }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tours' })).toBeVisible();
  });

  test("a booking button opens its tour's calendar at the provider in a new tab", async ({
    noScriptPage: page,
  }) => {
    await page.goto('/tours');
    const [calendar] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Reserve Your Spot on the Lower East Side tour' }).click(),
    ]);
    expect(calendar.url()).toMatch(/\/items\/604533\/calendar\/\?flow=1219724&full-items=yes$/);
    await page.goto('/gallery');
    const [video] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: /^Watch the video on YouTube/ }).click(),
    ]);
    expect(video.url()).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
  });

  test(
    'the FAQ answers open on the tours, contact and press kit pages',
    { tag: '@desktop-size' },
    async ({ noScriptPage: page }) => {
      // Disclosures do not depend on the viewport.
      for (const [path, question] of [
        ['/tours', 'Will we see real cats on the tour?'],
        ['/contact', null],
        ['/press-kit', null],
      ] as const) {
        await page.goto(path);
        const questions = page.getByRole('main').locator('details');
        const item = question
          ? questions.filter({ has: page.getByRole('heading', { name: question }) })
          : questions.nth(1);
        await expect(item.getByTestId('faq-panel')).toBeHidden();
        await item.locator('summary').click();
        await expect(item.getByTestId('faq-panel'), path).toBeVisible();
      }
    },
  );
});
