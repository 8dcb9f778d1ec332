// WebKit: Debian's MiniBrowser (WebKitGTK), driven by WebKitWebDriver through selenium-webdriver,
// on a virtual display, behind the loopback proxy that answers its requests and records its
// errors. Playwright's WebKit needs a build of its own, which cannot be downloaded here
// (docs/decisions/042).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { Builder, Key, Origin, type WebDriver } from 'selenium-webdriver';

import { BasePage, type PageSettings } from '../base-page';
import type { Browser, LoadState, PageOptions, Viewport, WaitOptions } from '../browser-page';
import type { DocumentStart } from '../in-page/bundle';
import { freePort, startProcess, waitUntil, type StartedProcess } from '../processes';
import { LoopbackProxy } from './loopback-proxy';
import { startVirtualDisplay } from './xvfb';

/** MiniBrowser of the installed WebKitGTK (`MINIBROWSER_PATH` overrides the path). */
function miniBrowserPath(): string | undefined {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const lib = '/usr/lib';
  const candidates = fs.existsSync(lib)
    ? fs
        .readdirSync(lib)
        .flatMap((dir) =>
          ['webkit2gtk-4.1', 'webkit2gtk-4.0'].map((api) => path.join(lib, dir, api)),
        )
        .map((dir) => path.join(dir, 'MiniBrowser'))
    : [];
  return candidates.find((file) => fs.existsSync(file));
}

/**
 * MiniBrowser's window is never narrower than its toolbar (447 px): this theme shrinks the
 * toolbar to almost nothing, so the page can have a phone's 375 px.
 */
const GTK_CSS = `window * { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; border-width: 0; }
image { -gtk-icon-transform: scale(0.05); }
`;

/** WebDriver's names of the keys the page API presses. */
const keys: Record<string, string> = {
  Enter: Key.ENTER,
  Escape: Key.ESCAPE,
  Tab: Key.TAB,
  Backspace: Key.BACK_SPACE,
  Delete: Key.DELETE,
  Space: ' ',
  ArrowDown: Key.ARROW_DOWN,
  ArrowUp: Key.ARROW_UP,
  ArrowLeft: Key.ARROW_LEFT,
  ArrowRight: Key.ARROW_RIGHT,
  Home: Key.HOME,
  End: Key.END,
  PageDown: Key.PAGE_DOWN,
  PageUp: Key.PAGE_UP,
  Control: Key.CONTROL,
  Shift: Key.SHIFT,
  Alt: Key.ALT,
  Meta: Key.META,
};

/** What WebDriver calls `key`. */
function keyOf(key: string): string {
  return keys[key] ?? key;
}

/**
 * Navigates and waits for the new document. The session's page load strategy is `none`: with
 * another, WebKitWebDriver holds every command until the load event, so nothing could be done on a
 * page before its code arrives. The old document is marked, so that its state is never mistaken
 * for the new one's.
 */
async function loadIn(
  driver: WebDriver,
  navigate: () => Promise<void>,
  until: LoadState,
  timeout: number,
): Promise<void> {
  await driver.executeScript('window.__browsersLeaving = true;').catch(() => undefined);
  await navigate();
  // WebKit marks a document interactive before it runs its deferred scripts, and WebDriver has
  // no event for what comes between: `domcontentloaded` waits as `interactive` does here.
  const ready = until === 'load' ? "=== 'complete'" : "!== 'loading'";
  await waitUntil(
    async () =>
      (await driver.executeScript(
        `return !window.__browsersLeaving && document.readyState ${ready};`,
      )) === true,
    timeout,
    `the page did not reach ${until}`,
  );
}

class WebKitPage extends BasePage {
  #closed = false;

  constructor(
    settings: PageSettings,
    private readonly driver: WebDriver,
    private readonly onClose: () => Promise<void>,
  ) {
    super('webkit', settings);
  }

  get closed(): boolean {
    return this.#closed;
  }

  /**
   * Sizes the window so that the page, not the window, has the viewport's size. GTK resizes a
   * window some time after it is asked: the size is checked until it is right, and asked again,
   * corrected by the toolbar's share, when it settles wrong.
   */
  async fitViewport(): Promise<void> {
    const { width, height } = this.viewport;
    const window = this.driver.manage().window();
    const inner = async () =>
      (await this.driver.executeScript('return [innerWidth, innerHeight]')) as [number, number];
    let [innerWidth, innerHeight] = await inner();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      if (innerWidth === width && innerHeight === height) return;
      const rect = await window.getRect();
      await window.setRect({
        x: 0,
        y: 0,
        width: rect.width + width - innerWidth,
        height: rect.height + height - innerHeight,
      });
      const asked = Date.now();
      let last = `${innerWidth}x${innerHeight}`;
      let settled = Date.now();
      while (Date.now() - settled < 500 && Date.now() - asked < 5000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        [innerWidth, innerHeight] = await inner();
        if (innerWidth === width && innerHeight === height) return;
        if (`${innerWidth}x${innerHeight}` !== last) {
          last = `${innerWidth}x${innerHeight}`;
          settled = Date.now();
        }
      }
    }
    throw this.failure(
      `the window gives the page ${innerWidth}x${innerHeight}, not ${width}x${height}`,
    );
  }

  protected async run(expression: string): Promise<unknown> {
    return this.driver.executeScript(`return ${expression};`);
  }

  protected async mouseClick(x: number, y: number): Promise<void> {
    await this.driver.actions().move({ x, y, origin: Origin.VIEWPORT }).click().perform();
  }

  protected async pressKey(key: string, modifiers: string[]): Promise<void> {
    // Modifiers pressed and released one by one: a chord leaves Control held in WebKit.
    let actions = this.driver.actions();
    for (const modifier of modifiers) actions = actions.keyDown(keyOf(modifier));
    actions = actions.sendKeys(keyOf(key));
    for (const modifier of [...modifiers].reverse()) actions = actions.keyUp(keyOf(modifier));
    await actions.perform();
  }

  async type(text: string): Promise<void> {
    await this.driver.actions().sendKeys(text).perform();
  }

  private async navigated(
    navigate: () => Promise<void>,
    options?: { waitUntil?: LoadState } & WaitOptions,
  ): Promise<void> {
    const until = options?.waitUntil ?? 'load';
    try {
      await loadIn(this.driver, navigate, until, Math.max(this.timeoutOf(options), 30_000));
    } catch (error) {
      throw this.failure(String(error instanceof Error ? error.message : error));
    }
  }

  async goto(url: string, options?: { waitUntil?: LoadState } & WaitOptions): Promise<void> {
    await this.navigated(() => this.driver.get(this.resolve(url)), options);
  }

  async reload(options?: { waitUntil?: LoadState } & WaitOptions): Promise<void> {
    await this.navigated(() => this.driver.navigate().refresh(), options);
  }

  async url(): Promise<string> {
    return this.driver.getCurrentUrl();
  }

  async screenshot(file?: string): Promise<Buffer> {
    const png = Buffer.from(await this.driver.takeScreenshot(), 'base64');
    if (file) await fsp.writeFile(file, png);
    return png;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.onClose();
  }
}

/** Ends a session, and its MiniBrowser with it. */
async function quit(driver: WebDriver): Promise<void> {
  await Promise.race([
    driver.quit().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, 10_000).unref()),
  ]);
}

/**
 * A WebKitWebDriver, which holds one session at a time: a MiniBrowser of its own, whose data
 * (cookies, storage, HTTP cache, history) is ephemeral and ends with it.
 */
class SessionSlot {
  /** The session the next page of this slot takes: ready or starting; none while one is in use. */
  session: Promise<WebDriver> | null = null;

  constructor(private readonly startSession: () => Promise<WebDriver>) {}

  /** Starts the slot's next session, in the background. */
  prepare(): void {
    const session = this.startSession();
    // Taken by a page, or ended by close(); never an unhandled rejection meanwhile.
    session.catch(() => undefined);
    this.session = session;
  }

  async take(): Promise<WebDriver> {
    const session = this.session ?? this.startSession();
    this.session = null;
    return session;
  }
}

/**
 * WebKit: one page at a time, each in a MiniBrowser session of its own, so that nothing of one
 * page reaches the next. Two drivers take turns: while a page uses one, the other's session
 * starts, so a new page rarely waits for a browser to start.
 */
class WebKitBrowser implements Browser {
  readonly engine = 'webkit' as const;
  #page: WebKitPage | null = null;
  #turn = 0;
  #closed = false;

  constructor(
    readonly version: string,
    readonly launchMs: number,
    private readonly slots: SessionSlot[],
    private readonly proxy: LoopbackProxy,
    private readonly processes: StartedProcess[],
    private readonly profileDir: string,
    private readonly defaults: { viewport: Viewport; defaultTimeout: number; baseURL?: string },
  ) {}

  async newPage(options?: PageOptions): Promise<WebKitPage> {
    if (this.#page && !this.#page.closed) {
      throw new Error('WebKit drives one page at a time: close the last page first.');
    }
    const slot = this.slots[this.#turn]!;
    this.#turn = (this.#turn + 1) % this.slots.length;
    const driver = await slot.take();
    const page: WebKitPage = new WebKitPage(
      {
        viewport: options?.viewport ?? this.defaults.viewport,
        defaultTimeout: this.defaults.defaultTimeout,
        baseURL: options?.baseURL ?? this.defaults.baseURL,
      },
      driver,
      (): Promise<void> => this.pageClosed(page, driver, slot),
    );
    this.#page = page;
    this.proxy.routes = page.routes;
    await page.fitViewport();
    return page;
  }

  /** Ends a closed page's session; its slot starts the session of a page to come. */
  private async pageClosed(page: WebKitPage, driver: WebDriver, slot: SessionSlot): Promise<void> {
    if (this.#page === page) this.proxy.routes = null;
    await quit(driver);
    if (!this.#closed) slot.prepare();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#page?.close();
    for (const slot of this.slots) {
      const session = await slot.session?.catch(() => undefined);
      if (session) await quit(session);
    }
    for (const process of [...this.processes].reverse()) await process.stop();
    await this.proxy.close();
    await fsp.rm(this.profileDir, { recursive: true, force: true });
  }
}

/** The launch options WebKit takes. */
export interface WebKitLaunch {
  viewport: Viewport;
  defaultTimeout: number;
  baseURL?: string;
  serviceWorkers: DocumentStart['serviceWorkers'];
}

/** Starts a WebKitWebDriver on `display`; its MiniBrowsers go through the proxy. */
async function startDriver(
  display: string,
  profileDir: string,
  binary: string,
  proxyPort: number,
): Promise<{ process: StartedProcess; slot: SessionSlot }> {
  const port = await freePort();
  const driverProcess = startProcess(
    'WebKitWebDriver',
    process.env.WEBKIT_WEBDRIVER_PATH ?? 'WebKitWebDriver',
    [`--port=${port}`, '--host=127.0.0.1'],
    {
      env: {
        ...process.env,
        DISPLAY: display,
        // Everything the browser keeps lives in this launch's folder, removed at close.
        HOME: profileDir,
        XDG_CONFIG_HOME: path.join(profileDir, 'config'),
        XDG_CACHE_HOME: path.join(profileDir, 'cache'),
        XDG_DATA_HOME: path.join(profileDir, 'data'),
        // No accessibility bus to wait for (GTK waits ~25 s for one that never answers).
        NO_AT_BRIDGE: '1',
        GTK_A11Y: 'none',
      },
    },
  );
  try {
    await waitUntil(
      async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok,
      30_000,
      'WebKitWebDriver did not answer',
    );
  } catch (error) {
    await driverProcess.stop();
    throw error;
  }
  const slot = new SessionSlot(() =>
    new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        pageLoadStrategy: 'none',
        'webkitgtk:browserOptions': {
          binary,
          args: ['--automation', `--proxy=http://127.0.0.1:${proxyPort}`, '--ignore-tls-errors'],
        },
      })
      .build(),
  );
  return { process: driverProcess, slot };
}

/**
 * Starts Xvfb, the proxy, two WebKitWebDrivers, the first page's MiniBrowser session, and the
 * second's in the background.
 */
export async function launchWebKit(options: WebKitLaunch): Promise<Browser> {
  const started = Date.now();
  const binary = miniBrowserPath();
  if (!binary) throw new Error('MiniBrowser is missing: apt-get install webkit2gtk-driver');
  const profileDir = await fsp.mkdtemp(path.join(os.tmpdir(), 'browsers-webkit-'));
  await fsp.mkdir(path.join(profileDir, 'config', 'gtk-3.0'), { recursive: true });
  await fsp.writeFile(path.join(profileDir, 'config', 'gtk-3.0', 'gtk.css'), GTK_CSS);
  const processes: StartedProcess[] = [];
  const slots: SessionSlot[] = [];
  const proxy = await LoopbackProxy.start({ serviceWorkers: options.serviceWorkers });
  try {
    const xvfb = await startVirtualDisplay();
    processes.push(xvfb.process);
    for (let count = 0; count < 2; count += 1) {
      const driver = await startDriver(xvfb.display, profileDir, binary, proxy.port);
      processes.push(driver.process);
      slots.push(driver.slot);
    }
    slots[0]!.prepare();
    const first = await slots[0]!.session!;
    slots[1]!.prepare();
    const capabilities = await first.getCapabilities();
    const version = `WebKitGTK ${String(capabilities.get('browserVersion') ?? '')}`.trim();
    return new WebKitBrowser(
      version,
      Date.now() - started,
      slots,
      proxy,
      processes,
      profileDir,
      options,
    );
  } catch (error) {
    for (const slot of slots) {
      const session = await slot.session?.catch(() => undefined);
      if (session) await quit(session);
    }
    for (const process of processes.reverse()) await process.stop();
    await proxy.close();
    await fsp.rm(profileDir, { recursive: true, force: true });
    throw error;
  }
}
