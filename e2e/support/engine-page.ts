import { test as base, expect } from '@playwright/test';
import { engineLabels, launch, type Browser, type BrowserPage, type Engine } from 'browsers';

interface WorkerFixtures {
  /** The project's engine (`firefox`, `webkit`), driven through the browsers package. */
  engine: Engine;
  /** One launch of the engine per worker: its pages are isolated from each other. */
  engineBrowser: Browser;
}

interface TestFixtures {
  /**
   * A page of the project's engine at the project's viewport, in place of Playwright's `page`:
   * external hosts are answered locally, service workers blocked (as in the Chromium projects).
   * Any error the page reports (an exception, an unhandled rejection, a console error, a
   * Content-Security-Policy violation) fails the test, unless the test takes it.
   */
  enginePage: BrowserPage;
}

/** The e2e `test` of the Firefox and WebKit projects. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  engineBrowser: [
    async ({ engine }, use) => {
      const browser = await launch(engine, { serviceWorkers: 'block', defaultTimeout: 15_000 });
      await use(browser);
      // A driver that hangs while it quits must not fail a run whose tests passed; whatever is
      // left of the launch ends with this worker.
      await Promise.race([
        browser.close(),
        new Promise((resolve) => setTimeout(resolve, 30_000).unref()),
      ]);
    },
    // A launch on a loaded 2-core machine: Xvfb, the driver and a browser.
    { scope: 'worker', timeout: 120_000 },
  ],
  enginePage: async ({ engine, engineBrowser, viewport, baseURL }, use, testInfo) => {
    // The summary reporter reads how long the engine took to start.
    testInfo.annotations.push({ type: 'launch', description: String(engineBrowser.launchMs) });
    const page = await engineBrowser.newPage({
      viewport: viewport ?? { width: 1280, height: 800 },
      baseURL,
    });
    try {
      await use(page);
      if (testInfo.status !== testInfo.expectedStatus) {
        const screenshot = await page.screenshot().catch(() => undefined);
        if (screenshot) {
          await testInfo.attach(`${engine} at failure`, {
            body: screenshot,
            contentType: 'image/png',
          });
        }
      }
    } finally {
      const errors = page.takeErrors();
      await page.close();
      expect(errors, `errors in ${engineLabels[engine]} at ${page.viewport.width}px`).toEqual([]);
    }
  },
});

export { expect };

/** The page's code has hydrated it: `#root` says so (shell/src/lib/page-hydrated.tsx). */
export async function hydrated(page: BrowserPage, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root[data-hydrated]') !== null, {
    timeout,
    message: 'waiting for the page to hydrate',
  });
}

/** Opens `path`, waits until it is hydrated and its h1 (the one named `heading`) shows. */
export async function openPage(page: BrowserPage, path: string, heading?: string): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await page.waitFor(heading === undefined ? 'h1' : { role: 'heading', name: heading });
}
