import type { Page, Route } from '@playwright/test';

import { expect, test } from '../support/fixtures';

const cases = [
  {
    remote: 'home-tours',
    global: 'homeTours',
    path: '/about',
    heading: 'About Us',
    other: '/in-the-news',
    otherHeading: 'In the News',
  },
  {
    remote: 'forms',
    global: 'forms',
    path: '/in-the-news',
    heading: 'In the News',
    other: '/sitemap',
    otherHeading: 'Site Map',
  },
  {
    remote: 'blog-gallery',
    global: 'blogGallery',
    path: '/sitemap',
    heading: 'Site Map',
    other: '/about',
    otherHeading: 'About Us',
  },
] as const;

const UNAVAILABLE = 'This part of the site is unavailable right now';

async function expectIntactLayout(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
}

for (const c of cases) {
  test.describe(`when ${c.remote} is broken`, () => {
    test.skip(({ isMobile }) => isMobile, 'failure isolation does not depend on the viewport');
    for (const [label, status, file] of [
      ['its manifest answers 404', 404, 'mf-manifest.json'],
      ['its manifest answers 500', 500, 'mf-manifest.json'],
      ['its entry answers 404', 404, 'remoteEntry.js'],
    ] as const) {
      test(`${label}: the fallback shows in the layout, other sections work, Try again recovers`, async ({
        page,
        a11y,
      }) => {
        const broken = `**/remotes/${c.remote}/${file}`;
        await page.route(broken, (route) => route.fulfill({ status, body: 'unavailable' }));
        await page.goto(c.path);
        await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
        await expectIntactLayout(page);
        await a11y.check();

        // Another section still works.
        await page.goto(c.other);
        await expect(page.getByRole('heading', { level: 1, name: c.otherHeading })).toBeVisible();
        await a11y.check();

        // Back on the broken route, the remote comes back and "Try again" loads it without a reload.
        await page.goto(c.path);
        await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
        await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
        await page.unroute(broken);
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
        expect(
          await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument),
        ).toBe(true);
      });
    }

    test('it hangs: the section gives up after a bounded time and says so', async ({
      page,
      a11y,
    }) => {
      const hung: Route[] = [];
      await page.route(`**/remotes/${c.remote}/mf-manifest.json`, (route) => {
        hung.push(route);
      });
      await page.goto(c.path);
      await expect(page.getByText('It is taking too long to load.')).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
      await expectIntactLayout(page);
      await a11y.check();
      await page.unroute(`**/remotes/${c.remote}/mf-manifest.json`);
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
      await Promise.all(hung.map((route) => route.abort().catch(() => undefined)));
    });

    test('its page throws while rendering: the fallback shows in the layout', async ({
      page,
      a11y,
    }) => {
      await page.route(`**/remotes/${c.remote}/remoteEntry.js`, (route) =>
        route.fulfill({
          contentType: 'application/javascript',
          body: `var ${c.global} = {
            init: function () {},
            get: function () {
              return Promise.resolve(function () {
                return { default: function BrokenPage() { throw new Error('The page broke while rendering'); } };
              });
            },
          };`,
        }),
      );
      await page.goto(c.path);
      await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
      await expectIntactLayout(page);
      await a11y.check();
      await page.goto(c.other);
      await expect(page.getByRole('heading', { level: 1, name: c.otherHeading })).toBeVisible();
    });
  });
}
