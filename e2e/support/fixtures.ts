import AxeBuilder from '@axe-core/playwright';
import type { Page, Response } from '@playwright/test';
import { resolveRedirect } from 'site-rules';

import { test as base, expect } from './csp-violations';
import { stubExternalHosts, type ExternalRequest } from './external-hosts';

/** WCAG 2.1 A and AA, the bar every page meets. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

function pageKey(url: string): string {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

export interface A11y {
  /** Runs axe on the page as it is now and expects zero violations. */
  check(page?: Page): Promise<void>;
}

interface Fixtures {
  /** Every request made to an external host during the test (all answered by stubs). */
  externalRequests: ExternalRequest[];
  a11y: A11y;
  /** `page.goto` and `page.reload` return once the page is hydrated (automatic). */
  hydratedLoads: void;
  /**
   * A page of the project's device in a context of its own with JavaScript off, external hosts
   * stubbed. Axe needs JavaScript: it checks the `page` fixture, never this one.
   */
  noScriptPage: Page;
}

/**
 * The page's scripts start after its first paint (docs/decisions/008), so the load event does
 * not wait for them: after a document load, wait until `#root` says React has the page
 * (`data-hydrated`, shell/src/lib/page-hydrated.tsx), as a visitor's first tap would. A test that
 * acts on the page before its code arrives navigates with `waitUntil: 'commit'` and waits itself.
 */
async function waitForHydration(
  page: Page,
  response: Response | null,
  waitUntil: string | undefined,
): Promise<void> {
  if (waitUntil === 'commit') return;
  if (!response?.headers()['content-type']?.includes('text/html')) return;
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

/**
 * The page states (address, viewport, scroll, focus and markup, hashed) axe has found without a
 * violation in this worker: a later check of the same state would measure the same page.
 */
const axeChecked = new Set<string>();

/**
 * The e2e `test`: external hosts are stubbed, every page the test visits must pass axe with zero
 * violations, and none may violate the Content-Security-Policy (./csp-violations). A test calls `a11y.check()` where it wants (menus open, error states…); at the
 * end the current page is checked too, and a page visited but never checked fails the test.
 */
export const test = base.extend<Fixtures>({
  hydratedLoads: [
    async ({ page }, use) => {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForHydration(page, response, args[1]?.waitUntil);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForHydration(page, response, args[0]?.waitUntil);
        return response;
      };
      await use();
    },
    { auto: true },
  ],
  externalRequests: async ({ context }, use) => {
    await use(await stubExternalHosts(context));
  },
  noScriptPage: async ({ browser, baseURL, viewport, isMobile, hasTouch }, use) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      serviceWorkers: 'block',
      baseURL,
      viewport,
      isMobile,
      hasTouch,
    });
    await stubExternalHosts(context);
    await use(await context.newPage());
    await context.close();
  },
  a11y: [
    async ({ page, externalRequests: _stubbed }, use) => {
      const visited = new Set<string>();
      const checked = new Set<string>();
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame() && frame.url().startsWith('http'))
          visited.add(pageKey(frame.url()));
      });
      const check = async (target: Page = page) => {
        await target.waitForLoadState('domcontentloaded');
        // Finite animations end first: a menu fading in would be measured in half-drawn colours.
        await target.evaluate(() =>
          Promise.all(
            document
              .getAnimations()
              .filter((animation) =>
                Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)),
              )
              .map((animation) => animation.finished.catch(() => undefined)),
          ),
        );
        // A page exactly as one checked before in this worker (its markup, viewport, emulated
        // media, scroll and focus) gives the same result: it is not measured twice.
        const state = await target.evaluate(async () => {
          // Only a secure context has `crypto.subtle`; elsewhere the page is measured each time.
          if (!window.isSecureContext) return undefined;
          const media = [
            '(prefers-reduced-motion: reduce)',
            '(prefers-color-scheme: dark)',
            '(forced-colors: active)',
          ]
            .map((query) => Number(matchMedia(query).matches))
            .join('');
          const focus = document.activeElement?.outerHTML.slice(0, 200) ?? '';
          const text = `${innerWidth}x${innerHeight} ${media} ${scrollX},${scrollY} ${focus} ${document.documentElement.outerHTML}`;
          const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
          const hex = Array.from(new Uint8Array(digest), (byte) =>
            byte.toString(16).padStart(2, '0'),
          );
          return `${location.href} ${hex.join('')}`;
        });
        if (state !== undefined && axeChecked.has(state)) {
          checked.add(pageKey(target.url()));
          return;
        }
        const results = await new AxeBuilder({ page: target })
          .withTags(WCAG_TAGS)
          // Axe runs in the page itself instead of collecting each frame's results in a new blank
          // page: a check takes about 1 s instead of 2.5 s. What it gives up is checking
          // cross-origin frames, and the site's pages have none (external hosts are stubbed).
          .setLegacyMode(true)
          .analyze();
        const summary = results.violations.map(
          (violation) =>
            `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
        );
        expect(summary, `axe violations on ${target.url()}`).toEqual([]);
        if (state !== undefined) axeChecked.add(state);
        checked.add(pageKey(target.url()));
      };
      await use({ check });
      if (!page.isClosed() && page.url().startsWith('http') && !checked.has(pageKey(page.url()))) {
        await check();
      }
      const unchecked = [...visited].filter((key) => {
        if (checked.has(key)) return false;
        const { pathname, search } = new URL(key, 'http://site');
        return resolveRedirect(pathname, search) === null;
      });
      expect(unchecked, 'pages visited without an axe check').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
