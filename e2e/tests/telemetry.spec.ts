import type { Page, Request, Route } from '@playwright/test';
import {
  defaultExternalHosts,
  TELEMETRY_PATH,
  type TelemetryBatch,
  type TelemetryEvent,
} from 'shared-types';
import { contentSecurityPolicy } from 'site-rules';

import { readTelemetry, type EmfRecord } from '../../scripts/telemetry/summary';
import { telemetryLogOf } from '../../server/telemetry-log';
import { expect, test } from '../support/fixtures';

/** Every beacon the page sends to the telemetry endpoint, with the request that carried it. */
function collectBeacons(page: Page) {
  watchTelemetry(page);
  const beacons: { request: Request; batch: TelemetryBatch; status?: number }[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== TELEMETRY_PATH) return;
    beacons.push({ request, batch: JSON.parse(request.postData() ?? '{}') as TelemetryBatch });
  });
  page.on('response', (response) => {
    const beacon = beacons.find((entry) => entry.request === response.request());
    if (beacon) beacon.status = response.status();
  });
  return {
    beacons,
    events: (): TelemetryEvent[] => beacons.flatMap((beacon) => beacon.batch.events),
  };
}

const telemetryStarted = new WeakMap<Page, boolean>();

/** The beacon module loads once the page is idle; it asks which release of the shell it runs. */
function watchTelemetry(page: Page): void {
  page.on('response', (response) => {
    if (response.url().endsWith('/shell-release.json')) telemetryStarted.set(page, true);
  });
}

async function waitForTelemetry(page: Page): Promise<void> {
  await expect.poll(() => telemetryStarted.get(page) ?? false, { timeout: 20_000 }).toBe(true);
}

/** Hides the page, as switching tabs or leaving does: the pending events go out at once. */
async function hidePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/**
 * What the telemetry endpoint recorded for one route of a section's `version`: the metrics of
 * each batch, as the local server's log keeps them. A beacon sent while the page is left goes
 * out from the browser itself, where Playwright does not see it; the endpoint's record does.
 */
function recordedFor(version: string, route: string): EmfRecord[] {
  return readTelemetry(telemetryLogOf('local')).filter(
    (record) => record.version === version && record.route === route,
  );
}

/** The version a remote's served manifest names: its release folder, or its build's version. */
async function servedVersion(page: Page, dir: string): Promise<string> {
  const manifest = (await (await page.request.get(`/remotes/${dir}/mf-manifest.json`)).json()) as {
    metaData: { publicPath?: string; buildInfo?: { buildVersion?: string } };
  };
  const release = /\/releases\/([^/]+)\/$/.exec(manifest.metaData.publicPath ?? '')?.[1];
  return release ?? manifest.metaData.buildInfo?.buildVersion ?? 'unknown';
}

test.describe('field telemetry', () => {
  test("a page view's beacon carries the section, its release version and the route, never the query", async ({
    page,
  }) => {
    const { beacons, events } = collectBeacons(page);
    await page.goto('/tours/brooklyn-heights?utm_source=newsletter&ref=ann%40example.com');
    await waitForTelemetry(page);
    await hidePage(page);

    await expect.poll(() => events().length).toBeGreaterThan(0);
    const version = await servedVersion(page, 'home-tours');
    const tags = { section: 'homeTours', version, route: '/tours/brooklyn-heights' };
    expect(events()).toContainEqual({ type: 'PageView', ...tags });
    expect(events()).toContainEqual({ type: 'TTFB', ...tags, value: expect.any(Number) });
    await expect.poll(() => beacons.every((beacon) => beacon.status === 200)).toBe(true);
    for (const { request } of beacons) {
      expect(request.method()).toBe('POST');
      expect(request.headers()['content-type']).toBe('application/json');
      expect(new URL(request.url()).search).toBe('');
      expect(request.postData()).not.toMatch(/utm_source|newsletter|example\.com/);
    }
  });

  test('a page hidden before the main thread was ever idle still sends its page view', async ({
    page,
  }) => {
    // A busy phone, or a visitor who leaves at once: the idle moment the beacons wait for never
    // comes before the page is hidden.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    const { events } = collectBeacons(page);
    await page.goto('/tours');
    await expect(page.locator('#root[data-hydrated]')).toBeAttached();
    expect(events()).toEqual([]);
    await hidePage(page);

    const version = await servedVersion(page, 'home-tours');
    await expect
      .poll(() => events())
      .toContainEqual({ type: 'PageView', section: 'homeTours', version, route: '/tours' });
  });

  test("a shell page's events carry the shell's release", async ({ page }) => {
    const { events } = collectBeacons(page);
    await page.goto('/booking');
    await waitForTelemetry(page);
    await hidePage(page);

    await expect
      .poll(() => events())
      .toContainEqual({ type: 'PageView', section: 'shell', version: 'local', route: '/booking' });
  });

  test("a filled-in contact form's input never appears in any beacon", async ({ page }) => {
    const { beacons, events } = collectBeacons(page);
    const typed = {
      Name: 'Zebedee Quillfeather',
      Email: 'zebedee.telemetry@example.org',
      'Phone (optional)': '(917) 555-0199',
    };
    const message = 'Telemetry canary words: marmalade periwinkle';
    await page.goto('/contact');
    await waitForTelemetry(page);
    const form = page.getByRole('form', { name: 'Send Us a Message' });
    for (const [name, value] of Object.entries(typed)) {
      await form.getByRole('textbox', { name }).fill(value);
    }
    await form.getByRole('textbox', { name: /Message/ }).fill(message);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForTimeout(500);
    await hidePage(page);

    await expect.poll(() => events().length).toBeGreaterThan(0);
    const sent = beacons.map((beacon) => beacon.request.postData() ?? '').join('\n');
    for (const value of [...Object.values(typed), message, 'Zebedee', 'marmalade', '555-0199']) {
      expect(sent).not.toContain(value);
    }
    expect(events()).toContainEqual(
      expect.objectContaining({ type: 'PageView', section: 'forms', route: '/contact' }),
    );
  });

  test("INP's code loads at the visitor's first interaction, and that interaction's INP is sent", async ({
    page,
  }) => {
    const { events } = collectBeacons(page);
    const inpCode: string[] = [];
    page.on('request', (request) => {
      if (/^\/telemetry-inp\.[0-9a-f]+\.js$/.test(new URL(request.url()).pathname)) {
        inpCode.push(request.url());
      }
    });
    await page.goto('/tours');
    await waitForTelemetry(page);
    expect(inpCode, 'nobody has interacted yet').toEqual([]);

    // One interaction, so the INP sent can only be this one's.
    await page.getByRole('main').getByRole('searchbox', { name: 'Search our tours' }).click();
    await expect.poll(() => inpCode.length).toBe(1);

    // The INP is reported when the page is hidden once its code has read the buffered entries.
    await expect
      .poll(async () => {
        await hidePage(page);
        return events();
      })
      .toContainEqual({
        type: 'INP',
        section: 'homeTours',
        version: await servedVersion(page, 'home-tours'),
        route: '/tours',
        value: expect.any(Number),
      });
  });

  test('a remote that fails to load produces one RemoteLoadFailure and one Fallback for its section, and no Error', async ({
    page,
  }) => {
    const { events } = collectBeacons(page);
    await page.route('**/remotes/blog-gallery/mf-manifest.json', (route) =>
      route.fulfill({ status: 404, body: 'unavailable' }),
    );
    await page.goto('/gallery');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'This part of the site is unavailable right now',
      }),
    ).toBeVisible();
    await waitForTelemetry(page);
    await hidePage(page);

    const failed = { section: 'blogGallery', version: 'unknown', route: '/gallery' };
    await expect
      .poll(() => events())
      .toContainEqual(expect.objectContaining({ type: 'RemoteLoadFailure', ...failed }));
    expect(events()).toContainEqual({ type: 'Fallback', ...failed });
    expect(events()).toContainEqual({ type: 'PageView', ...failed });
    // One page view, one failed section: counted once, and the failure is not also an error,
    // neither from the section's boundary nor as a rejection left unhandled.
    const counts = (types: string[]) =>
      Object.fromEntries(
        types.map((type) => [type, events().filter((event) => event.type === type).length]),
      );
    expect(counts(['PageView', 'RemoteLoadFailure', 'Fallback', 'Error'])).toEqual({
      PageView: 1,
      RemoteLoadFailure: 1,
      Fallback: 1,
      Error: 0,
    });
  });

  test('a page left while its section still loads sends no RemoteLoadFailure for it', async ({
    page,
    a11y,
  }) => {
    // A release of this test's own, so the local log tells its records from other tests'.
    const version = `leave-${Date.now()}`;
    await page.route('**/remotes/blog-gallery/mf-manifest.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as { metaData: { buildInfo: object } };
      manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: version };
      await route.fulfill({ response, json: manifest });
    });
    let sectionScript: Route | undefined;
    await page.route('**/remotes/blog-gallery/remoteEntry.js', (route) => {
      sectionScript = route;
    });
    let nextPage: Route | undefined;
    await page.route(
      (url) => url.pathname === '/about',
      (route) => {
        nextPage = route;
      },
    );
    await page.goto('/gallery', { waitUntil: 'commit' });
    await expect.poll(() => sectionScript !== undefined).toBe(true);
    await a11y.check();

    // The visitor follows a link away while the section's script is still on its way. Firefox
    // and Safari abort the page's requests as the navigation starts (Chromium lets them run):
    // the section's load fails as it would on a 404, while the page is still there to report it.
    await page.evaluate(() => window.location.assign('/about'));
    await expect.poll(() => nextPage !== undefined).toBe(true);
    const aborted = page.waitForEvent('requestfailed', (request) =>
      request.url().endsWith('/remotes/blog-gallery/remoteEntry.js'),
    );
    await sectionScript!.abort('aborted');
    await aborted;
    // The page's own tasks handle the failure before the next page arrives and this one is hidden.
    await page.waitForTimeout(1000);
    await nextPage!.fallback();
    await page.waitForURL('/about');

    // The beacon sent as the page went away arrived, with the page view and without the failure.
    await expect
      .poll(() => recordedFor(version, '/gallery'))
      .toContainEqual(expect.objectContaining({ section: 'blogGallery', PageView: 1 }));
    for (const record of recordedFor(version, '/gallery')) {
      expect(record).not.toHaveProperty('RemoteLoadFailure');
      expect(record).not.toHaveProperty('Fallback');
    }
  });

  test('sets no cookie and sends none', async ({ page, context }) => {
    const { beacons } = collectBeacons(page);
    await page.goto('/');
    await waitForTelemetry(page);
    await hidePage(page);

    await expect.poll(() => beacons.length).toBeGreaterThan(0);
    expect(await context.cookies()).toEqual([]);
    for (const { request } of beacons)
      expect(await request.allHeaders()).not.toHaveProperty('cookie');
  });

  test("is sent under the site's own Content-Security-Policy, connect-src 'self'", async ({
    page,
  }) => {
    const policy = contentSecurityPolicy(defaultExternalHosts, 'http');
    expect(policy).toContain("connect-src 'self' ");
    const { beacons } = collectBeacons(page);
    // The server sends the site's policy; the shared fixtures fail the test on any violation.
    const response = await page.goto('/about');
    expect(response?.headers()['content-security-policy']).toBe(policy);
    await waitForTelemetry(page);
    await hidePage(page);

    await expect.poll(() => beacons.map((beacon) => beacon.status)).toContain(200);
  });
});
