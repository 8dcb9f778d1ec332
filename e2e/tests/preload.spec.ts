import type { ConsoleMessage } from '@playwright/test';

import { expect, test } from '../support/csp-violations';
import { isExternal } from '../support/external-hosts';

/**
 * Each prerendered page names, in its head, the scripts its hydration needs and its remote's
 * manifest (docs/decisions/021), so the browser fetches them while it parses the HTML. A preload
 * the page's own request does not match is downloaded twice, and one nothing uses is wasted: both
 * would show here, on a slow network, where every preload is still in flight when the start asks
 * for its file.
 *
 * With the browser's cache on, as a visitor has it: Playwright's routes turn it off, so this spec
 * answers external hosts itself, through the DevTools protocol, and runs without the shared
 * fixtures (the pages' axe checks are the other specs').
 */
const ROUTES: Record<string, string> = {
  '/': 'home-tours',
  '/tours': 'home-tours',
  '/tours/brooklyn-heights': 'home-tours',
  '/blog': 'blog-gallery',
  '/gallery': 'blog-gallery',
  '/contact': 'forms',
};

/** A phone network's round trip (Lighthouse's slow 4G), so the preloads are still in flight. */
const LATENCY_MS = 150;

const pathOf = (url: string) => new URL(url).pathname;

test.describe('each prerendered page preloads what its hydration needs', () => {
  for (const [route, remoteDir] of Object.entries(ROUTES)) {
    test(`${route} names its preload list, and each preloaded file is fetched once and used`, async ({
      page,
      request,
    }) => {
      const html = await (await request.get(route)).text();
      const preloads = [
        ...html.matchAll(/<link rel="preload" as="(script|fetch)" href="([^"]+)"( crossorigin)?>/g),
      ].map(([, as, href, cors]) => ({ as, href: href as string, cors: Boolean(cors) }));
      const hrefs = preloads.map((preload) => preload.href);
      // The shell's entry, the remote's manifest (fetched in CORS mode), its entry and page.
      expect(hrefs.some((href) => /^\/main\.[0-9a-f]{12}\.js$/.test(href))).toBe(true);
      expect(preloads).toContainEqual({
        as: 'fetch',
        href: `/remotes/${remoteDir}/mf-manifest.json`,
        cors: true,
      });
      expect(hrefs.some((href) => href.endsWith('/remoteEntry.js'))).toBe(true);
      expect(hrefs.filter((href) => href.includes('__federation_expose_'))).toHaveLength(1);
      expect(new Set(hrefs).size).toBe(hrefs.length);

      // What the network delivered, per path: a response the browser's cache answered is none.
      const downloads = new Map<string, number>();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      cdp.on('Network.responseReceived', ({ response }) => {
        if (response.fromDiskCache || response.status === 304) return;
        const path = pathOf(response.url);
        downloads.set(path, (downloads.get(path) ?? 0) + 1);
      });
      // No request leaves the machine: an external host gets an empty answer.
      await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*' }] });
      cdp.on('Fetch.requestPaused', ({ requestId, request: paused }) => {
        const answer = isExternal(new URL(paused.url))
          ? cdp.send('Fetch.fulfillRequest', { requestId, responseCode: 204, body: '' })
          : cdp.send('Fetch.continueRequest', { requestId });
        answer.catch(() => undefined);
      });
      const warnings: string[] = [];
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() === 'warning' || message.type() === 'error') {
          warnings.push(message.text());
        }
      });
      // A slow phone network (page.route would turn the browser's cache off).
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: LATENCY_MS,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });

      await page.goto(route);
      await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Chrome says so about a preload not used within a few seconds of the load event.
      await page.waitForTimeout(3500);

      for (const href of hrefs) {
        expect(downloads.get(href), `${href} is downloaded once`).toBe(1);
      }
      // Chrome's warning for a preload nothing used, or used with other credentials.
      expect(warnings.filter((text) => /preload/i.test(text))).toEqual([]);
    });
  }
});
