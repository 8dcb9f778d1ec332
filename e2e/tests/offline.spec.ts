import type { Page } from '@playwright/test';
import { SHELL_RELEASE_POINTER } from 'shared-types';

import { expect, test } from '../support/fixtures';
import { notKeptByWorker, workerActive } from '../support/offline';

const UNAVAILABLE = 'This part of the site is unavailable right now';

/** What the page asks for only online: the beacon's question about the shell's release. */
const ONLINE_ONLY = [`/${SHELL_RELEASE_POINTER}`];

/** What the page loaded that its worker does not keep yet. */
const notKept = (page: Page) => page.evaluate(notKeptByWorker, ONLINE_ONLY);

/**
 * A first visit to `path`: the page loads without a worker, which installs meanwhile and is
 * handed what the page loaded; returns once the worker keeps all of it.
 */
async function firstVisit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(await page.evaluate(workerActive)).toBe(true);
  await expect
    .poll(() => notKept(page), {
      message: `what ${path} loaded is kept by the worker`,
      timeout: 15_000,
    })
    .toEqual([]);
}

test.describe('offline, after one visit', () => {
  test.use({ serviceWorkers: 'allow' });
  // The worker installs during the test: it downloads the shell's files to precache them.
  test.describe.configure({ timeout: 120_000 });

  test('a page seen only on the first visit opens offline, its section included', async ({
    page,
    context,
    a11y,
  }) => {
    await firstVisit(page, '/gallery');
    await a11y.check();

    await context.setOffline(true);
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1, name: 'Photo Gallery' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'As Seen on the News' })).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );
    await a11y.check();
  });

  test('a page the visitor moved to on the first visit opens offline too', async ({
    page,
    context,
    a11y,
  }) => {
    await firstVisit(page, '/');
    await a11y.check();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About', exact: true })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect.poll(() => notKept(page), { timeout: 15_000 }).toEqual([]);
    await a11y.check();

    await context.setOffline(true);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await expect(page.getByText(UNAVAILABLE)).toHaveCount(0);
    await a11y.check();
  });

  test('a page never visited shows the offline page, and Try again opens it once back online', async ({
    page,
    context,
    a11y,
  }) => {
    await firstVisit(page, '/about');
    await a11y.check();

    await context.setOffline(true);
    // The offline page runs no code: nothing hydrates.
    await page.goto('/contact', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveTitle('You are offline | Cats About Town Tours');
    await expect(page).toHaveURL(/\/contact$/);
    await a11y.check();

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
    await a11y.check();
  });
});
