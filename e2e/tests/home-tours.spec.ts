import type { Page } from '@playwright/test';

import { expect, test } from '../support/fixtures';
import { openPage } from '../support/open-page';

// The home page `/` and the tours listing `/tours` (remote homeTours), on desktop and at 375px.

test.describe('the home page', () => {
  // The review carousel fades each slide in; axe would read the colours of a half-faded slide.
  test.use({ reducedMotion: 'reduce' });

  test('shows its sections, links and numbers', async ({ page, a11y }) => {
    await page.goto('/');
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', {
        level: 1,
        name: 'Time-Travel Through New York City’s Feline History',
      }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);

    const banner = main.getByRole('region', { name: 'Jerry Fox petition' });
    await expect(banner.getByText('Help Honor Jerry Fox')).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Sign the Petition' })).toHaveAttribute(
      'href',
      '/petition-jerry-fox',
    );

    const press = main.getByRole('region', { name: 'As featured on' });
    await expect(press.locator('a[target="_blank"]')).toHaveCount(12);
    await expect(main.getByText('98% of guests rate our tours 5 stars')).toBeVisible();
    await expect(main.getByText('Weekends at 10:00 AM')).toBeVisible();
    await expect(main.getByRole('link', { name: /^Purchase a Gift Card/ })).toHaveAttribute(
      'href',
      /\/items\/562633\/calendar\//,
    );

    // The hero picture is the largest paint: eager and high priority; the rest waits.
    const hero = main.locator('img[fetchpriority="high"]');
    await expect(hero).toHaveCount(1);
    await expect(hero).toHaveAttribute('loading', 'eager');
    await a11y.check();
  });

  test('its hero leads to the tours listing', async ({ page, a11y }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check();
    await page.getByRole('link', { name: 'Learn More About Our Tours' }).click();
    await expect(page).toHaveURL(/\/tours$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tours' })).toBeVisible();
    await a11y.check();
  });
});

test.describe('the tours listing', () => {
  test('filters the tours and shows the empty state', async ({ page, a11y }) => {
    await page.goto('/tours');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Our Tours' })).toBeVisible();
    await expect(main.getByText('Showing 4 of 4 tours')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'What to Expect' })).toBeVisible();
    await a11y.check();

    const search = main.getByRole('searchbox', { name: 'Search our tours' });
    await search.fill('promenade');
    await expect(main.getByText('Found 1 tour(s) matching "promenade"')).toBeVisible();
    await expect(main.getByText('Showing 1 of 4 tours')).toBeVisible();

    await search.fill('zeppelin');
    await expect(main.getByText('No tours found matching "zeppelin"')).toBeVisible();
    await expect(main.getByRole('heading', { name: 'No tours found' })).toBeVisible();
    await a11y.check();

    await main.getByRole('button', { name: 'View all tours' }).click();
    await expect(search).toHaveValue('');
    await expect(main.getByText('Showing 4 of 4 tours')).toBeVisible();
    await expect(main.getByRole('link', { name: /^Reserve Your Spot/ })).toHaveCount(3);
  });

  test('books a tour from its card through the provider overlay', async ({ page, a11y }) => {
    // The provider's script answers with a stand-in that records what the page asked for.
    await page.route(
      (url) => url.hostname === 'fareharbor.com' && url.pathname.startsWith('/embeds/api/'),
      (route) =>
        route.fulfill({
          contentType: 'application/javascript',
          body: 'window.FH = { open: (o) => { window.__fhOpened = o; } };',
        }),
    );
    await openPage(page, '/tours', 'Our Tours');
    await a11y.check();
    await page.waitForFunction(() => 'FH' in window);

    await page
      .getByRole('link', { name: 'Reserve Your Spot on the Financial District tour' })
      .click();
    const opened = await page.evaluate(
      () =>
        (window as unknown as { __fhOpened?: { view?: { item?: number }; flow?: number } })
          .__fhOpened,
    );
    expect(opened?.view?.item).toBe(577800);
    expect(opened?.flow).toBe(1219724);
    await expect(page).toHaveURL(/\/tours$/);
  });

  test('sends private groups to the contact page and links each card to its tour page', async ({
    page,
    a11y,
  }) => {
    await openPage(page, '/tours', 'Our Tours');
    await expect(
      page.getByRole('link', { name: 'View Details of the Brooklyn Heights tour' }),
    ).toHaveAttribute('href', '/tours/brooklyn-heights');
    await a11y.check();
    await page.getByRole('link', { name: 'Contact Us to Book' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await a11y.check();
  });
});

/**
 * Returns once the tasks the page had queued have run. A media change re-renders the carousel at
 * once, but its timer starts or stops in an effect React runs in a task of its own: moving the
 * paused clock before that task would move it past a timer that is not there yet, or past one
 * that is about to go.
 */
async function queuedTasksRun(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(undefined);
      }),
  );
}

test.describe("the home page's review carousel", () => {
  test('advances every 8 s and pauses on hover and focus; under reduced motion it never moves by itself and nothing slides', async ({
    page,
  }) => {
    // Four waits of 18 s and more on the page's clock, on a busy 2-core machine.
    test.setTimeout(120_000);
    // The test moves the pointer to the top-left corner to leave the carousel; after 5 s on the
    // page that is an exit intent, so the visitor has already seen that popup this session.
    await page.addInitScript(() => sessionStorage.setItem('exitIntentPopupShown', 'true'));
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    // Time moves only when the test moves it, however slow the machine.
    await page.clock.pauseAt(Date.now() + 1000);
    const carousel = page.getByRole('region', { name: 'Google reviews' });
    const slide = carousel.getByRole('group');
    // Away from the carousel, so that it is not hovered.
    await page.mouse.move(0, 0);
    await expect(slide).toHaveAccessibleName('1 of 12');

    await page.clock.fastForward(8000);
    await expect(slide).toHaveAccessibleName('2 of 12');
    await expect(carousel.getByRole('button', { name: 'Pause rotation' })).toBeVisible();
    await carousel.hover();
    await page.clock.fastForward(18_000);
    await expect(slide).toHaveAccessibleName('2 of 12');
    await page.mouse.move(0, 0);
    await carousel.getByRole('button', { name: 'Show testimonial 5 of 12' }).focus();
    await page.clock.fastForward(18_000);
    await expect(slide).toHaveAccessibleName('2 of 12');
    await page.locator('body').focus();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await queuedTasksRun(page);
    await page.clock.fastForward(8000);
    await expect(slide).toHaveAccessibleName('3 of 12');

    // The visitor asks for reduced motion: nothing moves by itself, nor slides when chosen.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // The carousel has heard of it once it stops playing: slides are announced then.
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await queuedTasksRun(page);
    await page.clock.fastForward(18_000);
    await expect(slide).toHaveAccessibleName('3 of 12');
    await expect(carousel.getByRole('button', { name: 'Pause rotation' })).toBeHidden();
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
    await expect(slide).toHaveAccessibleName('4 of 12');
    expect(await slide.evaluate((element) => element.getAnimations().length)).toBe(0);
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.fastForward(18_000);
    await expect(slide).toHaveAccessibleName('4 of 12');

    // And once they no longer do, it rotates again.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'off');
    await queuedTasksRun(page);
    await page.clock.fastForward(8000);
    await expect(slide).toHaveAccessibleName('5 of 12');
    // The page's own accessibility check, after the test, waits for the slide to finish moving.
    await page.clock.resume();
  });
});
