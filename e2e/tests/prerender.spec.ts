import { sitePages } from 'shared-types';

import { expect, test } from '../support/fixtures';
import { openPage } from '../support/open-page';
import { requestedUrls } from '../support/requested-urls';

// docs/decisions/007: every route is served prerendered and React hydrates it in place.

test.describe('prerendered pages', () => {
  test('every page arrives with its markup, title and style sheets in the HTML', async ({
    request,
  }) => {
    for (const { url, route } of sitePages) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      const html = await response.text();
      const address = url.replace(/&/g, '&amp;');
      expect(html, url).toContain(`<div id="root" data-prerendered="${address}">`);
      expect(html, url).toMatch(/<main id="main-content"[^>]*>(?!<!--\$[?!])/);
      // The header is a boundary of its own, hydrated in a commit after the rest of the layout's
      // (site-layout.tsx), so that no task of a phone holds both.
      expect(html, url).toMatch(/<!--\$--><header /);
      expect(html, url).toMatch(/<h1[ >]/);
      expect(html, url).toMatch(/<link rel="stylesheet" href="\/[^"]+\.css">/);
      // A remote's sheets are in the page: no request to a remote holds up its first paint.
      expect(html, url).not.toMatch(/<link rel="stylesheet" href="\/remotes\//);
      if (route.owner !== 'shell') {
        expect(html, url).toMatch(/<style data-href="__federation_expose_[^"]+\.css">/);
      }
      // The page's own title replaces the site's.
      expect(html.match(/<title>/g), url).toHaveLength(1);
    }
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
    await openPage(page, '/tours', 'Our Tours');
    // Hydrated, the layout around the page and the page's content (on a phone the header's Tours
    // menu is in the menu panel, so it is not the sign).
    await expect(page.locator('#root[data-layout-hydrated][data-hydrated]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const removed = await page.evaluate(
      () => (window as unknown as { removedFromRoot: string[] }).removedFromRoot,
    );
    expect(removed).toEqual([]);
    expect(messages.filter((text) => /prerendered|hydrat/i.test(text))).toEqual([]);
  });

  test('the scripts start after the first paint (docs/decisions/021)', async ({ page }) => {
    // The page preloads its entry while its HTML is parsed; the start script adds the entry's
    // tag, which runs it, once the page has painted.
    await page.addInitScript(() => {
      new MutationObserver((records, observer) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && /\/main\.[0-9a-f]{12}\.js$/.test(node.src)) {
              (window as unknown as { entryAddedAt: number }).entryAddedAt = performance.now();
              observer.disconnect();
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    const timing = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      entry: (window as unknown as { entryAddedAt?: number }).entryAddedAt,
    }));
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.entry).toBeGreaterThan(timing.paint!);
  });

  test("the shell's scripts a page runs before it is hydrated are compiled as they download", async ({
    request,
  }) => {
    // V8 compiles the functions of a script that opens with its compile hint on the thread that
    // streams the script in, not one by one on the main thread as they are first called
    // (shell/start/compile-hints-plugin.ts): the entry and the start's scripts, all preloaded.
    const html = await (await request.get('/contact')).text();
    const scripts = [...html.matchAll(/<link rel="preload" as="script" href="(\/[^"]+\.js)">/g)]
      .map(([, href]) => href as string)
      .filter((href) => !href.startsWith('/remotes/'));
    expect(scripts.some((href) => /^\/main\.[0-9a-f]{12}\.js$/.test(href))).toBe(true);
    expect(scripts.length).toBeGreaterThan(5);
    for (const href of scripts) {
      const script = await (await request.get(href)).text();
      expect(script.startsWith('//# allFunctionsCalledOnLoad\n'), href).toBe(true);
    }
  });

  test('no style sheet is added a second time when the page loads', async ({ page, a11y }) => {
    for (const path of ['/', '/blog', '/contact']) {
      const remoteSheets = requestedUrls(
        page,
        (request) => request.resourceType() === 'stylesheet' && request.url().includes('/remotes/'),
      );
      await page.goto(path, { waitUntil: 'networkidle' });
      await a11y.check();
      // A second copy of a sheet makes the browser restyle and lay out the whole page again: the
      // page's own sheets came with it, and its remote fetches none of them.
      const sheets = await page.evaluate(() =>
        [...document.querySelectorAll('link[rel="stylesheet"], style[data-href]')].map(
          (sheet) => sheet.getAttribute('data-href') ?? (sheet as HTMLLinkElement).href,
        ),
      );
      expect(sheets.length, path).toBeGreaterThan(1);
      expect(new Set(sheets).size, path).toBe(sheets.length);
      expect(remoteSheets, path).toEqual([]);
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
