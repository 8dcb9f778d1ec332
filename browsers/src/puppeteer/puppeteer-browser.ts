// Chromium (over the DevTools protocol) and Firefox (over WebDriver BiDi), both driven by
// puppeteer-core: one driver for two engines, with request interception and a script that runs
// first in every document in both. Playwright cannot drive them here: its Firefox needs a patched
// build, and its BiDi Firefox fails on this one (docs/decisions/042).
import fs from 'node:fs/promises';

import puppeteer, {
  type Browser as PuppeteerBrowser,
  type BrowserContext,
  type HTTPRequest,
  type JSHandle,
  type KeyInput,
  type Page,
} from 'puppeteer-core';

import { BasePage, type PageSettings } from '../base-page';
import type { Browser, BrowserPage, LoadState, Viewport, WaitOptions } from '../browser-page';
import { chromiumLaunchOptions } from '../chromium/launch-options';
import { documentStartScript, type DocumentStart } from '../in-page/bundle';
import { stopPid } from '../processes';
import { answerHeaders } from '../routes';

/** Debian's Firefox ESR (`FIREFOX_PATH` overrides the path). */
const firefoxPath = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Firefox preferences on top of puppeteer's: nothing calls home on a closed network. */
const firefoxPrefs = {
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'network.dns.disablePrefetch': true,
  'network.prefetch-next': false,
  'browser.safebrowsing.update.enabled': false,
  'toolkit.telemetry.enabled': false,
};

/** A destination (`Sec-Fetch-Dest`) from the request, or from Chromium's resource type. */
function destinationOf(request: HTTPRequest): string {
  const header = request.headers()['sec-fetch-dest'];
  if (header) return header;
  try {
    const type = request.resourceType();
    if (type === 'document') return request.frame()?.parentFrame() ? 'iframe' : 'document';
    return type === 'stylesheet' ? 'style' : type;
  } catch {
    return '';
  }
}

/** A logged value as the console shows it: an error with its message and cause. */
async function describeLogged(handle: JSHandle): Promise<string> {
  // One expression, no inner function: tsx would wrap one in a helper the page does not have.
  return handle
    .evaluate((value) =>
      value instanceof Error
        ? `${value.name}: ${value.message}${value.cause === undefined ? '' : ` (cause: ${value.cause instanceof Error ? value.cause.message : JSON.stringify(value.cause)})`}`
        : typeof value === 'string'
          ? value
          : (JSON.stringify(value) ?? String(value)),
    )
    .catch(() => handle.toString());
}

class PuppeteerPage extends BasePage {
  constructor(
    engine: 'chromium' | 'firefox',
    settings: PageSettings,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    super(engine, settings);
  }

  /** A new page in a context of its own, its routes and error recording in place. */
  static async open(
    engine: 'chromium' | 'firefox',
    browser: PuppeteerBrowser,
    settings: PageSettings,
    documentStart: Omit<DocumentStart, 'record'>,
  ): Promise<PuppeteerPage> {
    const context = await browser.createBrowserContext();
    const page = await context.newPage();
    const self = new PuppeteerPage(engine, settings, context, page);
    page.setDefaultTimeout(settings.defaultTimeout);
    page.setDefaultNavigationTimeout(Math.max(settings.defaultTimeout, 30_000));
    await page.setViewport(settings.viewport);
    page.on('pageerror', (error) => {
      const message = error instanceof Error ? error.message : String(error);
      const at = /(https?:\/\/[^\s)]+?):(\d+):(\d+)/.exec(
        error instanceof Error ? (error.stack ?? '') : '',
      );
      self.recordError({
        kind: 'exception',
        message,
        ...(at ? { url: at[1], line: Number(at[2]), column: Number(at[3]) } : {}),
      });
    });
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // Chromium alone logs each failed load (a missing favicon, say); what a page's code makes of
      // a failed load is its own error, and reported in every engine.
      if (message.text().startsWith('Failed to load resource:')) return;
      const { url, lineNumber, columnNumber } = message.location();
      const error = {
        kind: 'console' as const,
        message: message.text(),
        ...(url ? { url } : {}),
        ...(lineNumber === undefined ? {} : { line: lineNumber + 1 }),
        ...(columnNumber === undefined ? {} : { column: columnNumber + 1 }),
      };
      self.recordError(error);
      // An Error logged reads as `JSHandle@error`: its message and cause are read from the page.
      if (message.args().length > 0 && /JSHandle@/.test(error.message)) {
        void Promise.all(message.args().map(describeLogged)).then((parts) => {
          error.message = parts.join(' ');
        });
      }
    });
    // The driver hears of exceptions and console errors itself: the page reports the rest.
    await page.evaluateOnNewDocument(documentStartScript({ ...documentStart, record: 'csp' }));
    await page.setRequestInterception(true);
    page.on('request', (request) => void self.answer(request));
    return self;
  }

  private async answer(request: HTTPRequest): Promise<void> {
    const url = new URL(request.url());
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      await request.continue().catch(() => undefined);
      return;
    }
    try {
      const answer = await this.routes.answer({
        url,
        method: request.method(),
        headers: request.headers(),
        destination: destinationOf(request),
        postData: () => request.fetchPostData(),
      });
      if ('abort' in answer) await request.abort();
      else if ('continue' in answer) {
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        await request.continue();
      } else {
        await request.respond({
          status: answer.status ?? 200,
          headers: answerHeaders(answer),
          body: answer.body ?? '',
        });
      }
    } catch {
      // The page or its request went away meanwhile (a navigation, the page closing).
    }
  }

  protected run(expression: string): Promise<unknown> {
    return this.page.evaluate(expression);
  }

  protected async mouseClick(x: number, y: number): Promise<void> {
    await this.page.mouse.click(x, y);
  }

  protected async pressKey(key: string, modifiers: string[]): Promise<void> {
    for (const modifier of modifiers) await this.page.keyboard.down(modifier as KeyInput);
    await this.page.keyboard.press((key === 'Space' ? ' ' : key) as KeyInput);
    for (const modifier of modifiers.reverse()) await this.page.keyboard.up(modifier as KeyInput);
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async goto(url: string, options?: { waitUntil?: LoadState } & WaitOptions): Promise<void> {
    await this.navigated(
      (waitUntil) => this.page.goto(this.resolve(url), { waitUntil, timeout: options?.timeout }),
      url,
      options,
    );
  }

  async reload(options?: { waitUntil?: LoadState } & WaitOptions): Promise<void> {
    await this.navigated(
      (waitUntil) => this.page.reload({ waitUntil, timeout: options?.timeout }),
      'the reload',
      options,
    );
  }

  /**
   * Navigates, and returns at `options.waitUntil`. The driver's lifecycle events come no sooner
   * than DOMContentLoaded, after the deferred scripts: for `interactive` the old document is
   * marked, and the new one waited for until it is parsed.
   */
  private async navigated(
    navigate: (waitUntil: 'domcontentloaded' | 'load') => Promise<unknown>,
    what: string,
    options?: { waitUntil?: LoadState } & WaitOptions,
  ): Promise<void> {
    const waitUntil = options?.waitUntil ?? 'load';
    if (waitUntil !== 'interactive') {
      await navigate(waitUntil);
      return;
    }
    await this.page.evaluate('window.__browsersLeaving = true').catch(() => undefined);
    let failure: Error | undefined;
    navigate('domcontentloaded').catch((error: unknown) => {
      failure = error instanceof Error ? error : new Error(String(error));
    });
    await this.poll(
      async () => {
        if (failure) throw failure;
        return (await this.page
          .evaluate("!window.__browsersLeaving && document.readyState !== 'loading'")
          .catch(() => false)) as boolean;
      },
      this.timeoutOf(options),
      () => `${what} did not become interactive`,
    );
  }

  async url(): Promise<string> {
    return this.page.url();
  }

  async screenshot(path?: string): Promise<Buffer> {
    const png = Buffer.from(await this.page.screenshot({ type: 'png' }));
    if (path) await fs.writeFile(path, png);
    return png;
  }

  async close(): Promise<void> {
    await this.context.close().catch(() => undefined);
  }
}

/** The launch options both engines take. */
export interface PuppeteerLaunch {
  viewport: Viewport;
  defaultTimeout: number;
  baseURL?: string;
  serviceWorkers: DocumentStart['serviceWorkers'];
}

/** Starts Debian's Chromium or Firefox ESR, headless. */
export async function launchWithPuppeteer(
  engine: 'chromium' | 'firefox',
  options: PuppeteerLaunch,
): Promise<Browser> {
  const started = Date.now();
  const browser =
    engine === 'chromium'
      ? await puppeteer.launch({
          browser: 'chrome',
          executablePath: chromiumLaunchOptions.executablePath,
          args: [...chromiumLaunchOptions.args],
          headless: true,
          defaultViewport: null,
        })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: firefoxPath,
          headless: true,
          defaultViewport: null,
          extraPrefsFirefox: firefoxPrefs,
        });
  const launchMs = Date.now() - started;
  const pid = browser.process()?.pid;
  const version = await browser.version();
  const pages = new Set<BrowserPage>();
  let closed = false;
  return {
    engine,
    version,
    launchMs,
    async newPage(pageOptions) {
      const page = await PuppeteerPage.open(
        engine,
        browser,
        {
          viewport: pageOptions?.viewport ?? options.viewport,
          defaultTimeout: options.defaultTimeout,
          baseURL: pageOptions?.baseURL ?? options.baseURL,
        },
        { serviceWorkers: options.serviceWorkers },
      );
      pages.add(page);
      const close = page.close.bind(page);
      page.close = async () => {
        pages.delete(page);
        await close();
      };
      return page;
    },
    async close() {
      if (closed) return;
      closed = true;
      await Promise.all([...pages].map((page) => page.close()));
      await Promise.race([
        browser.close().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
      ]);
      if (pid !== undefined) await stopPid(pid);
    },
  };
}
