import type { Page, Route } from '@playwright/test';

import { isSameDocument, markDocument } from '../support/documents';
import { expect, test, type A11y } from '../support/fixtures';
import { openPage } from '../support/open-page';

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

/**
 * Opens the broken section's page: its fallback shows, in a layout that stays whole. Then another
 * section's page still works.
 */
async function expectFallbackOnly(page: Page, a11y: A11y, c: (typeof cases)[number]) {
  await openPage(page, c.path, UNAVAILABLE);
  await expectIntactLayout(page);
  await a11y.check();
  await openPage(page, c.other, c.otherHeading);
}

for (const c of cases) {
  test.describe(`when ${c.remote} is broken`, () => {
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
        await expectFallbackOnly(page, a11y, c);
        await a11y.check();

        // Back on the broken route, the remote comes back and "Try again" loads it without a reload.
        await openPage(page, c.path, UNAVAILABLE);
        await markDocument(page);
        await page.unroute(broken);
        await page.getByRole('button', { name: 'Try again' }).click();
        await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
        expect(await isSameDocument(page)).toBe(true);
      });
    }

    test('it hangs: the prerendered page shows at once, and the section gives up in bounded time', async ({
      page,
      a11y,
    }) => {
      // Nothing under the remote's folder ever answers: manifest, scripts, images.
      const hung: Route[] = [];
      const everything = `**/remotes/${c.remote}/**`;
      await page.route(everything, (route) => {
        hung.push(route);
      });
      const started = Date.now();
      // The load event waits for the page's images, which never come; the page does not.
      await page.goto(c.path, { waitUntil: 'commit' });
      await page.waitForLoadState('domcontentloaded');
      expect(Date.now() - started).toBeLessThan(5000);
      await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
      // 8 s after the page's code asked for the remote, the section says so and offers to retry.
      await expect(page.getByText('It is taking too long to load.')).toBeVisible({
        timeout: 12_000,
      });
      expect(Date.now() - started).toBeLessThan(12_000);
      await expect(page.getByRole('heading', { level: 1, name: UNAVAILABLE })).toBeVisible();
      await expectIntactLayout(page);
      await a11y.check();
      await page.unroute(everything);
      await Promise.all(hung.map((route) => route.continue().catch(() => undefined)));
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible();
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
      await expectFallbackOnly(page, a11y, c);
    });
  });
}

test.describe('a remote built for another major version of the shell contract', () => {
  test('is refused: the fallback shows, the refusal is logged, Try again loads a compatible release', async ({
    page,
    a11y,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.addInitScript(() => {
      const events: unknown[][] = [];
      Object.assign(window, { __events: events, gtag: (...args: unknown[]) => events.push(args) });
    });
    const manifest = '**/remotes/forms/mf-manifest.json';
    // The forms release as a build against a future major version of the contract would name it.
    await page.route(manifest, async (route) => {
      const response = await route.fetch();
      const json = (await response.json()) as {
        shared: { name: string; requiredVersion: string }[];
      };
      for (const shared of json.shared) {
        if (shared.name.startsWith('shell/')) shared.requiredVersion = '^99.0.0';
      }
      await route.fulfill({ response, json });
    });
    await openPage(page, '/in-the-news', UNAVAILABLE);
    await expectIntactLayout(page);
    await a11y.check();
    expect(errors.join('\n')).toContain('The forms section was built for shell contract ^99.0.0');
    const events = await page.evaluate(() => (window as { __events?: unknown[][] }).__events);
    expect(events).toContainEqual([
      'event',
      'remote_incompatible',
      expect.objectContaining({ remote: 'forms', required: '^99.0.0' }),
    ]);

    await page.unroute(manifest);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'In the News' })).toBeVisible();
  });
});
