import { once } from 'node:events';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { createSiteApp, defaultLayout } from '../../server/app';
import { expect, test } from '../support/fixtures';

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  // The worker installs during each test: it downloads the shell's files to precache them, and
  // those the first page loaded besides.
  test.describe.configure({ timeout: 90_000 });

  test('is served as /sw.js and revalidated on every visit', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-type']).toContain('javascript');
    const body = await response.text();
    // The shell's page is precached with a revision, so a deploy is noticed.
    expect(body).toMatch(/index\.html/);
  });

  test('registers on load and controls the page after a reload', async ({ page, a11y }) => {
    await page.goto('/booking');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const scope = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.scriptURL;
    });
    expect(scope).toMatch(/\/sw\.js$/);
    await a11y.check();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
    expect(controller).toMatch(/\/sw\.js$/);
    // The first install never shows the update notice.
    await expect(page.getByText('Update available')).toHaveCount(0);
    await a11y.check();
  });

  test('keeps remote entry points and hashed files, never the API', async ({ page, a11y }) => {
    await page.goto('/about');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await a11y.check();
    const cached = await page.evaluate(async () => {
      const result: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        result[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
      }
      return result;
    });
    const all = Object.values(cached).flat();
    expect(cached['remote-entries'] ?? []).toEqual(
      expect.arrayContaining(['/remotes/home-tours/mf-manifest.json']),
    );
    expect(all.some((path) => path.startsWith('/api/'))).toBe(false);
    expect(all).toContain('/index.html');
  });
});

test.describe('a deploy while the site is open', () => {
  test.use({ serviceWorkers: 'allow' });

  // A site of its own, on a copy of the shell's build, so that the test can deploy to it.
  let shellDir: string;
  let origin: string;
  let close: () => void;

  test.beforeEach(async () => {
    shellDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sw-deploy-'));
    fs.cpSync(defaultLayout.shellDir, shellDir, { recursive: true });
    const server = createSiteApp({ ...defaultLayout, shellDir }).listen(0, '127.0.0.1');
    await once(server, 'listening');
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  test.afterEach(() => {
    close();
    fs.rmSync(shellDir, { recursive: true, force: true });
  });

  test('tells of the new version once its worker waits, and Reload runs it', async ({
    page,
    a11y,
  }) => {
    test.setTimeout(120_000);
    await page.goto(`${origin}/about`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${origin}/sw.js`,
    );
    await a11y.check();

    // The deploy changes sw.js, as any change of the shell's files does.
    fs.appendFileSync(path.join(shellDir, 'sw.js'), '\n// the next deploy\n');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      await registration.update();
    });
    await expect(page.getByText('Update available')).toBeVisible({ timeout: 30_000 });
    await expect(
      page.getByText('A new version of the app is available. Refresh to update.'),
    ).toBeVisible();
    await a11y.check();

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
    await expect(page.getByText('Update available')).toHaveCount(0);
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return {
        waiting: registration.waiting !== null,
        controlled: navigator.serviceWorker.controller !== null,
      };
    });
    expect(state).toEqual({ waiting: false, controlled: true });
    await a11y.check();
  });
});
