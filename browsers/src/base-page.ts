// What a page does the same way in every engine: it finds targets and waits with the same code in
// the page (in-page/page-tools.ts), and keeps routes and errors alike. An engine's page supplies
// only the few things its driver does: run a script, move the mouse, press keys, navigate.
import type {
  BrowserPage,
  LoadState,
  PageError,
  RouteHandler,
  Target,
  Viewport,
  WaitOptions,
} from './browser-page';
import { engineLabels, type Engine } from './engine';
import { pageToolsScript } from './in-page/bundle';
import type { PageTools } from './in-page/page-tools';
import { describeTarget, toWire } from './in-page/wire';
import { RouteTable } from './routes';

/** How often a wait asks the page again (ms). */
const POLL_MS = 100;

/** The answer `callTool` gets from a document where the tools are not installed yet. */
const MISSING = '__browsers_tools_missing__';

/** The options every page of a launch shares. */
export interface PageSettings {
  viewport: Viewport;
  /** How long actions and waits wait when the caller does not say (ms). */
  defaultTimeout: number;
  /** What a relative address given to `goto` is relative to. */
  baseURL?: string;
}

export abstract class BasePage implements BrowserPage {
  readonly routes: RouteTable;
  #errors: PageError[] = [];

  protected constructor(
    readonly engine: Engine,
    protected readonly settings: PageSettings,
  ) {
    this.routes = new RouteTable((error) => this.recordError(error));
  }

  get viewport(): Viewport {
    return this.settings.viewport;
  }

  /** Runs a JavaScript expression in the page's main document; resolves its promise; JSON back. */
  protected abstract run(expression: string): Promise<unknown>;
  /** Clicks the viewport at (x, y), CSS pixels. */
  protected abstract mouseClick(x: number, y: number): Promise<void>;
  /** Presses `key` while `modifiers` are held (`Control`, `Shift`, `Alt`, `Meta`). */
  protected abstract pressKey(key: string, modifiers: string[]): Promise<void>;
  abstract type(text: string): Promise<void>;
  abstract goto(url: string, options?: { waitUntil?: LoadState } & WaitOptions): Promise<void>;
  abstract reload(options?: { waitUntil?: LoadState } & WaitOptions): Promise<void>;
  abstract url(): Promise<string>;
  abstract screenshot(path?: string): Promise<Buffer>;
  abstract close(): Promise<void>;

  protected recordError(error: PageError): void {
    this.#errors.push(error);
  }

  get errors(): readonly PageError[] {
    return [...this.#errors];
  }

  takeErrors(): PageError[] {
    const taken = this.#errors;
    this.#errors = [];
    return taken;
  }

  route(matches: (url: URL) => boolean, handler: RouteHandler): void {
    this.routes.add(matches, handler);
  }

  unroute(handler: RouteHandler): void {
    this.routes.remove(handler);
  }

  /** `fn` called with `args` in the page, as an expression of the page's own. */
  protected static callExpression(fn: (...args: never[]) => unknown, args: unknown[]): string {
    // tsx and esbuild wrap functions in `__name(...)` to keep their names; the page has no such
    // helper, so it gets one that does nothing.
    return `(async () => { const __name = (f) => f; return await (${fn.toString()})(...${JSON.stringify(args)}); })()`;
  }

  async evaluate<R, A extends unknown[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<Awaited<R>> {
    return (await this.run(
      BasePage.callExpression(fn as (...args: never[]) => unknown, args),
    )) as Awaited<R>;
  }

  /** `url` made absolute on the page's base URL. */
  protected resolve(url: string): string {
    return this.settings.baseURL ? new URL(url, this.settings.baseURL).href : url;
  }

  protected timeoutOf(options?: WaitOptions): number {
    return options?.timeout ?? this.settings.defaultTimeout;
  }

  protected failure(message: string): Error {
    return new Error(`${engineLabels[this.engine]} at ${this.viewport.width}px: ${message}`);
  }

  /** Asks `probe` every 100 ms until it returns something truthy; throws `what` at the timeout. */
  protected async poll<R>(
    probe: () => Promise<R>,
    timeout: number,
    what: () => string,
  ): Promise<NonNullable<R>> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const result = await probe();
      if (result) return result as NonNullable<R>;
      if (Date.now() > deadline) throw this.failure(`${what()} (waited ${timeout} ms)`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  async waitForFunction<R, A extends unknown[]>(
    fn: (...args: A) => R | Promise<R>,
    options: WaitOptions & { message?: string } = {},
    ...args: A
  ): Promise<Awaited<R>> {
    return (await this.poll(
      () => this.evaluate(fn, ...args).catch(() => undefined),
      this.timeoutOf(options),
      () => options.message ?? `waiting for ${fn.toString().slice(0, 120)}`,
    )) as Awaited<R>;
  }

  /**
   * Calls one of the page tools; installs them first in a document that has none (a new page, or
   * one that navigated). A document that is being replaced answers nothing: `undefined`.
   */
  protected async callTool<K extends keyof PageTools>(
    name: K,
    ...args: Parameters<PageTools[K]>
  ): Promise<Awaited<ReturnType<PageTools[K]>> | undefined> {
    const call = `(async () => { const tools = window.__browsersTools; if (!tools) return ${JSON.stringify(MISSING)}; return await tools[${JSON.stringify(name)}](...${JSON.stringify(args)}); })()`;
    try {
      let result = await this.run(call);
      if (result === MISSING) {
        await this.run(`(() => { ${pageToolsScript()}; return true; })()`);
        result = await this.run(call);
      }
      return result === MISSING ? undefined : (result as Awaited<ReturnType<PageTools[K]>>);
    } catch {
      return undefined;
    }
  }

  /** A wait's failure for `target`: with the names its role has on the page, if it has one. */
  protected async notFound(target: Target, what: string, timeout: number): Promise<Error> {
    const names = (await this.callTool('namesOf', toWire(target))) ?? [];
    const seen =
      typeof target === 'object' && 'role' in target
        ? `; the ${target.role} elements here: ${names.length > 0 ? names.join(', ') : 'none'}`
        : '';
    return this.failure(`${what} ${describeTarget(target)} (waited ${timeout} ms)${seen}`);
  }

  async waitFor(target: Target, options?: WaitOptions): Promise<void> {
    const wire = toWire(target);
    const timeout = this.timeoutOf(options);
    try {
      await this.poll(
        () => this.callTool('find', wire),
        timeout,
        () => '',
      );
    } catch {
      throw await this.notFound(target, 'waiting for', timeout);
    }
  }

  async waitForHidden(target: Target, options?: WaitOptions): Promise<void> {
    const wire = toWire(target);
    await this.poll(
      async () => (await this.callTool('count', wire)) === 0,
      this.timeoutOf(options),
      () => `waiting for ${describeTarget(target)} to be hidden`,
    );
  }

  async waitForURL(test: RegExp | ((url: URL) => boolean), options?: WaitOptions): Promise<void> {
    let last = '';
    const passes = (url: URL) => (test instanceof RegExp ? test.test(url.href) : test(url));
    await this.poll(
      async () => {
        last = await this.url().catch(() => '');
        return last !== '' && passes(new URL(last));
      },
      this.timeoutOf(options),
      () => `waiting for the address to pass ${String(test)} (it is ${last})`,
    );
  }

  async click(target: Target, options?: WaitOptions): Promise<void> {
    const wire = toWire(target);
    const timeout = this.timeoutOf(options);
    let problem = 'not found';
    const point = await this.poll(
      async () => {
        const answer = await this.callTool('clickPoint', wire);
        if (answer && 'problem' in answer) problem = answer.problem;
        return answer && 'x' in answer ? answer : undefined;
      },
      timeout,
      () => `clicking ${describeTarget(target)}: ${problem}`,
    ).catch(async (error: unknown) => {
      throw problem === 'not found' ? await this.notFound(target, 'clicking', timeout) : error;
    });
    await this.mouseClick(point.x, point.y);
  }

  /** Focuses `target`, once visible; with its text selected, to be typed over. */
  protected async focus(
    target: Target,
    options?: WaitOptions,
    forTyping: boolean = false,
  ): Promise<void> {
    const wire = toWire(target);
    await this.poll(
      () => this.callTool(forTyping ? 'focusForTyping' : 'focus', wire),
      this.timeoutOf(options),
      () => `focusing ${describeTarget(target)}`,
    );
  }

  async fill(target: Target, value: string, options?: WaitOptions): Promise<void> {
    await this.waitFor(target, options);
    const wire = toWire(target);
    if (await this.callTool('needsPicker', wire)) {
      await this.poll(
        () => this.callTool('setValue', wire, value),
        this.timeoutOf(options),
        () => `setting ${describeTarget(target)}`,
      );
      return;
    }
    await this.focus(target, options, true);
    await this.pressKey('a', ['Control']);
    await this.pressKey('Backspace', []);
    if (value !== '') await this.type(value);
  }

  async selectOption(target: Target, option: string, options?: WaitOptions): Promise<void> {
    const wire = toWire(target);
    // The problem is `null` once chosen, a reason why not once the select is there.
    const outcome = await this.poll(
      async () => {
        const problem = await this.callTool('selectOption', wire, option);
        return problem === undefined || problem === 'not found' ? undefined : { problem };
      },
      this.timeoutOf(options),
      () => `choosing "${option}" in ${describeTarget(target)}`,
    );
    if (outcome.problem !== null) {
      throw this.failure(`choosing "${option}" in ${describeTarget(target)}: ${outcome.problem}`);
    }
  }

  async press(key: string, target?: Target, options?: WaitOptions): Promise<void> {
    if (target !== undefined) await this.focus(target, options);
    const parts = key.split('+');
    const main = parts.pop() || '+';
    await this.pressKey(main, parts);
  }

  protected async read(
    target: Target,
    what: { text: true } | { attribute: string } | { value: true },
    options?: WaitOptions,
  ): Promise<string | null> {
    const wire = toWire(target);
    const result = await this.poll(
      async () => {
        const answer = await this.callTool('read', wire, what);
        return answer && answer.found ? answer : undefined;
      },
      this.timeoutOf(options),
      () => `reading ${describeTarget(target)}: not found`,
    );
    return result.value;
  }

  async text(target: Target, options?: WaitOptions): Promise<string> {
    return (await this.read(target, { text: true }, options)) ?? '';
  }

  async attribute(target: Target, name: string, options?: WaitOptions): Promise<string | null> {
    return this.read(target, { attribute: name }, options);
  }

  async value(target: Target, options?: WaitOptions): Promise<string> {
    return (await this.read(target, { value: true }, options)) ?? '';
  }

  async isVisible(target: Target): Promise<boolean> {
    return (await this.callTool('find', toWire(target))) ?? false;
  }

  async count(target: Target): Promise<number> {
    return (await this.callTool('count', toWire(target))) ?? 0;
  }
}
