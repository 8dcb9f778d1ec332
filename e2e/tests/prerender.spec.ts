import { sitePages } from 'shared-types';

import { expect, test } from '../support/fixtures';

// docs/decisions/007: every route is served prerendered and React hydrates it in place.

const headings: Record<string, string | RegExp> = {
  '/': /Feline History/,
  '/tours': 'Our Tours',
  '/contact': 'How can we help?',
};

test.describe('prerendered pages', () => {
  test('every page arrives with its markup, title and style sheets in the HTML', async ({
    request,
  }) => {
    for (const { url } of sitePages) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      const address = url.replace(/&/g, '&amp;');
      expect(html, url).toContain(`<div id="root" data-prerendered="${address}">`);
      expect(html, url).toMatch(/<main id="main-content"[^>]*>(?!<!--\$[?!])/);
      expect(html, url).toMatch(/<h1[ >]/);
      expect(html, url).toMatch(/<link rel="stylesheet" href="\/[^"]+\.css">/);
      // The page's own title replaces the site's.
      expect(html.match(/<title>/g), url).toHaveLength(1);
    }
  });

  test('without JavaScript, a page shows its content and its links', async ({ browser }) => {
    // A context of its own: the automatic axe check needs JavaScript in the test's page.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      baseURL: test.info().project.use.baseURL,
    });
    const page = await context.newPage();
    for (const [path, heading] of Object.entries(headings)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }
    await context.close();
  });

  test('hydration keeps the prerendered page: nothing in it is rebuilt', async ({ page }) => {
    await page.addInitScript(() => {
      const removed: string[] = [];
      (window as unknown as { removedFromRoot: string[] }).removedFromRoot = removed;
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element;
          if (!target.closest?.('#root')) continue;
          for (const node of record.removedNodes) {
            // JSON-LD blocks are written afresh once hydrated (json-ld.tsx).
            if (node.nodeType === Node.ELEMENT_NODE && node.nodeName !== 'SCRIPT') {
              removed.push(`${node.nodeName} from ${target.nodeName}.${target.className}`);
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto('/tours');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tours' })).toBeVisible();
    // Hydrated: the tours menu of the header opens.
    await page.getByRole('button', { name: 'Tours' }).first().hover();
    await page.waitForLoadState('networkidle');
    const removed = await page.evaluate(
      () => (window as unknown as { removedFromRoot: string[] }).removedFromRoot,
    );
    expect(removed).toEqual([]);
    expect(messages.filter((text) => /prerendered|hydrat/i.test(text))).toEqual([]);
  });

  test('the scripts start after the first paint (docs/decisions/008)', async ({ page }) => {
    await page.goto('/', { waitUntil: 'networkidle' });
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/main\.[0-9a-f]{12}\.js$/.test(entry.name));
      return { paint: paint?.startTime, main: scripts[0]?.startTime };
    });
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.main).toBeGreaterThan(timing.paint!);
  });

  test('no style sheet is added a second time when the page loads', async ({ page, a11y }) => {
    for (const path of ['/', '/blog', '/contact']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await a11y.check();
      // A second copy of a sheet makes the browser restyle and lay out the whole page again.
      const sheets = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
          (link) => link.href,
        ),
      );
      expect(sheets.length, path).toBeGreaterThan(1);
      expect(new Set(sheets).size, path).toBe(sheets.length);
    }
  });

  test('a tour’s next departure joins its structured data once the hydrated page is idle', async ({
    page,
  }) => {
    await page.goto('/tours/brooklyn-heights');
    const readEvent = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('script[type="application/ld+json"]')]
            .map((block) => JSON.parse(block.textContent ?? '{}') as Record<string, unknown>)
            .find((data) => data['@type'] === 'Event') as { startDate?: string; url?: string },
      );
    // The prerendered page states the weekly schedule; the browser adds the next departure.
    await expect.poll(async () => (await readEvent())?.startDate).toBeTruthy();
    const data = await readEvent();
    // New York wall clock with its offset, ahead of now.
    expect(data.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00-0[45]:00$/);
    expect(Date.parse(data.startDate!)).toBeGreaterThan(Date.now());
    expect(data.url).toMatch(/^https?:\/\/[^/]+\/tours\/brooklyn-heights$/);
  });

  test('a remote that shipped since the prerender gets its page rendered afresh', async ({
    page,
  }) => {
    // A manifest naming one more file is a new build of home-tours.
    await page.route('**/remotes/home-tours/mf-manifest.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as {
        exposes: { path: string; assets: { js: { async: string[] } } }[];
      };
      manifest.exposes
        .find((expose) => expose.path === './AboutPage')!
        .assets.js.async.push('about-extra.0123456789ab.js');
      await route.fulfill({ response, json: manifest });
    });
    const info = page.waitForEvent('console', (message) =>
      /has shipped since/.test(message.text()),
    );
    await page.goto('/tours');
    await info;
    await expect(page.getByRole('heading', { level: 1, name: 'Our Tours' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Brooklyn Heights/ }).first()).toBeVisible();
  });
});
