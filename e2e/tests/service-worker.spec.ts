import { expect, test } from '../support/fixtures';

test.describe('the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

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
