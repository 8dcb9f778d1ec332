import fs from 'node:fs';

import type { Browser, BrowserPage } from './browser-page';
import { engines } from './engine';
import { launch } from './launch';
import { settled } from './settled';
import { startFixtureSite, type FixtureSite } from './test-support/fixture-site';

/** The processes below this one (Node's own helpers aside): what a launch started. */
function descendants(): number[] {
  const parents = new Map<number, number>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') parents.set(Number(entry), Number(parent));
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  const walk = (pid: number) => {
    for (const [child, parent] of parents) {
      if (parent === pid) {
        found.push(child);
        walk(child);
      }
    }
  };
  walk(process.pid);
  return found;
}

/** The process's name, while it runs (not as a zombie). */
function running(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    if (stat.slice(stat.lastIndexOf(')') + 2)[0] === 'Z') return undefined;
    return `${pid} ${stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))}`;
  } catch {
    return undefined;
  }
}

/** A PNG's width and height, from its header. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Waits up to 10 s for `done`, which the page's reports make true as they arrive. */
async function until(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

let site: FixtureSite;

beforeAll(async () => {
  site = await startFixtureSite();
});

afterAll(async () => {
  await site.close();
});

describe.each(engines)('%s', (engine) => {
  let browser: Browser;
  let page: BrowserPage;
  let started: number[];

  beforeAll(async () => {
    const before = new Set(descendants());
    browser = await launch(engine, { viewport: { width: 375, height: 700 } });
    started = descendants().filter((pid) => !before.has(pid));
  }, 120_000);

  afterAll(async () => {
    // Already closed by the last test, unless it failed before.
    await browser?.close();
  }, 60_000);

  beforeEach(async () => {
    page = await browser.newPage();
  }, 60_000);

  afterEach(async () => {
    await page.close();
  }, 60_000);

  test('fills a form found by role and label, and reads what the page made of it', async () => {
    await page.goto(`${site.origin}/`);
    expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([375, 700]);
    await page.fill({ role: 'textbox', name: 'Your name' }, 'Ada Whiskers');
    await page.fill({ role: 'spinbutton', name: 'Guests' }, '12');
    await page.fill({ label: 'Tour date' }, '2025-05-17');
    await page.selectOption({ role: 'combobox', name: 'Tour' }, 'Brooklyn Heights');
    await page.click({ role: 'checkbox', name: 'I agree' });
    await page.click({ role: 'button', name: 'Send', within: { role: 'form', name: 'Booking' } });
    await page.waitFor('#summary[data-state="sent"]');
    expect(await page.text('#summary')).toBe('Ada Whiskers|12|2025-05-17|bk|on');
    expect(await page.value({ label: 'Your name' })).toBe('Ada Whiskers');
    expect(await page.attribute({ role: 'link', name: 'Second page' }, 'href')).toBe('/second');
    expect(await page.count({ role: 'button', name: /^(Throw|Reject)$/ })).toBe(2);
    expect(await page.isVisible({ role: 'heading', name: 'Nowhere' })).toBe(false);
    expect(page.errors).toEqual([]);
  }, 60_000);

  test('waits until the page has stopped loading what it starts by itself', async () => {
    await page.goto(`${site.origin}/`);
    // A file the page asks for a moment after its load, as a page's late images and chunks are.
    await page.evaluate(() => {
      setTimeout(() => void fetch('/late-file').catch(() => undefined), 300);
    });
    await settled(page);
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.endsWith('/late-file')),
      ),
    ).toBe(true);
  }, 60_000);

  test('clicks an element far below the fold, and follows a link by keyboard', async () => {
    await page.goto(`${site.origin}/`);
    await page.click({ role: 'button', name: 'Far below' });
    await page.waitFor({ text: 'Clicked far below' });
    await page.press('Enter', { role: 'link', name: 'Second page' });
    await page.waitForURL(/\/second$/);
    await page.waitFor({ role: 'heading', name: 'Second page', nth: 0 });
  }, 60_000);

  test('records exceptions, rejections, console errors and policy violations, with their source', async () => {
    await page.goto(`${site.origin}/`);
    for (const name of ['Throw', 'Reject', 'Log an error', 'Run inline code']) {
      await page.click({ role: 'button', name });
    }
    const expected = [
      { kind: 'exception', message: expect.stringContaining('thrown on purpose') },
      { kind: 'exception', message: expect.stringContaining('rejected on purpose') },
      {
        kind: 'console',
        message: 'logged on purpose',
        url: `${site.origin}/app.js`,
      },
      { kind: 'csp', message: expect.stringMatching(/^script-src(-elem)? blocked inline/) },
    ];
    await until(() =>
      ['exception', 'console', 'csp'].every((kind) =>
        page.errors.some((error) => error.kind === kind),
      ),
    );
    expect(page.errors).toEqual(expect.arrayContaining(expected.map(expect.objectContaining)));
    expect(await page.evaluate(() => (window as { inlineRan?: boolean }).inlineRan)).toBeFalsy();
    // Taken errors are gone; the next document reports its own.
    expect(page.takeErrors().length).toBeGreaterThanOrEqual(4);
    await page.goto(`${site.origin}/second`);
    await page.waitForFunction(() => document.readyState === 'complete');
    await until(() => page.errors.length > 0);
    expect(page.errors).toEqual([
      expect.objectContaining({ kind: 'console', message: 'second page says hello' }),
    ]);
  }, 60_000);

  test('answers external hosts locally: by a route, else by a stand-in, never the internet', async () => {
    const seen: string[] = [];
    const provider = (url: URL) => url.hostname === 'provider.example';
    const answer = () => ({
      status: 200,
      contentType: 'text/plain',
      headers: { 'access-control-allow-origin': '*' },
      body: 'from the route',
    });
    page.route(provider, (request) => {
      seen.push(`${request.method} ${request.url.pathname}`);
      return answer();
    });
    await page.goto(`${site.origin}/`);
    await page.click({ role: 'button', name: 'Ask the provider' });
    await page.waitFor({ text: '200 from the route' });
    expect(seen).toEqual(['GET /answer']);

    // A route that delays a script of the site's own: the page waits for it.
    const slow = (url: URL) => url.pathname === '/app.js';
    const delayed = () => ({ continue: true as const, delayMs: 1500 });
    page.route(slow, delayed);
    const before = Date.now();
    await page.goto(`${site.origin}/`);
    expect(Date.now() - before).toBeGreaterThanOrEqual(1400);
    // `interactive` returns once the document is parsed, before its deferred script has arrived.
    page.unroute(delayed);
    page.route(slow, () => ({ continue: true, delayMs: 5000 }));
    const parsing = Date.now();
    await page.goto(`${site.origin}/`, { waitUntil: 'interactive' });
    expect(Date.now() - parsing).toBeLessThan(4000);
    await page.waitFor({ role: 'heading', name: 'Fixture home' });
    await page.waitForFunction(() => document.readyState === 'complete', { timeout: 15_000 });

    // No route for this host: the stand-in answers (the internet would not: it is not reachable).
    const external = await page.evaluate(async () => {
      try {
        const response = await fetch('https://elsewhere.example/anything', { mode: 'no-cors' });
        return response.type;
      } catch (error) {
        return String(error);
      }
    });
    expect(external).toBe('opaque');
  }, 60_000);

  test('takes a screenshot of the viewport', async () => {
    await page.goto(`${site.origin}/`);
    const png = await page.screenshot();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    const { width } = pngSize(png);
    // Device pixels: one or two per CSS pixel.
    expect([375, 750]).toContain(width);
  }, 60_000);

  test('a new page starts without the storage of the last', async () => {
    await page.goto(`${site.origin}/`);
    await page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
    });
    await page.close();
    page = await browser.newPage();
    await page.goto(`${site.origin}/`);
    expect(
      await page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')]),
    ).toEqual([null, null]);
  }, 60_000);

  test('close ends every process the launch started', async () => {
    expect(browser.launchMs).toBeGreaterThan(0);
    expect(browser.version).not.toBe('');
    expect(started.length).toBeGreaterThan(0);
    await page.close();
    await browser.close();
    expect(started.map(running).filter(Boolean)).toEqual([]);
  }, 60_000);
});
