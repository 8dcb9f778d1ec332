// The one page API over Chromium, Firefox and WebKit. Everything a caller does goes through it, so
// a test or a smoke written once runs in the three engines alike (docs/decisions/042).
import type { Engine } from './engine';

/** The size of the page's viewport in CSS pixels. */
export interface Viewport {
  width: number;
  height: number;
}

/** A text an accessible name or a text must be: the whole of it, or a pattern it matches. */
export type TextMatch = string | RegExp;

/**
 * What an action is aimed at: a CSS selector, or an element found the way assistive technology
 * finds it. A string matches a whole name or text (whitespace aside), a RegExp any part of it.
 * The first match in document order is taken; `nth` picks another.
 */
export type Target =
  | string
  | { css: string; within?: Target; nth?: number }
  | { role: string; name?: TextMatch; within?: Target; nth?: number }
  | { label: TextMatch; within?: Target; nth?: number }
  | { text: TextMatch; within?: Target; nth?: number };

/** Something that went wrong in the page while it was driven. */
export interface PageError {
  kind: 'exception' | 'console' | 'csp';
  /** The error's message, the console text or the violated directive and what it blocked. */
  message: string;
  /** The script or document it came from, where the engine says. */
  url?: string;
  line?: number;
  column?: number;
}

/** A request the page makes, as a route handler sees it. */
export interface InterceptedRequest {
  url: URL;
  method: string;
  /** Lower-case names. */
  headers: Record<string, string>;
  /** What the request is for (`document`, `iframe`, `script`, `image`…: `Sec-Fetch-Dest`), or ''. */
  destination: string;
  postData(): Promise<string | undefined>;
}

/** How a route answers a request. */
export type RouteAnswer =
  | {
      status?: number;
      contentType?: string;
      headers?: Record<string, string>;
      body?: string | Buffer;
    }
  | { continue: true; delayMs?: number }
  | { abort: true };

/** Answers the requests it wants; `undefined` leaves the request to the next route. */
export type RouteHandler = (
  request: InterceptedRequest,
) => RouteAnswer | undefined | Promise<RouteAnswer | undefined>;

/**
 * When `goto` returns: `interactive` once the new document is parsed (its deferred and module
 * scripts may still be on their way: the moment before a page's code has run), `domcontentloaded`
 * once those scripts have run too, `load` once its subresources have loaded.
 */
export type LoadState = 'interactive' | 'domcontentloaded' | 'load';

/** How long an action waits for its target or a condition (ms); the page's default otherwise. */
export interface WaitOptions {
  timeout?: number;
}

/** A page of one engine. Actions wait for their target, visible and still, as a visitor would. */
export interface BrowserPage {
  readonly engine: Engine;
  readonly viewport: Viewport;
  /**
   * Opens `url` (relative to the page's `baseURL`, if it has one) and returns once the document
   * has reached `waitUntil` (`load`).
   */
  goto(url: string, options?: { waitUntil?: LoadState } & WaitOptions): Promise<void>;
  /** Reloads the page, as `goto` of its own address. */
  reload(options?: { waitUntil?: LoadState } & WaitOptions): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `fn` in the page with JSON arguments and returns its JSON result. `fn` is sent as source,
   * so it sees nothing of the caller's scope.
   */
  evaluate<R, A extends unknown[]>(
    fn: (...args: A) => R | Promise<R>,
    ...args: A
  ): Promise<Awaited<R>>;
  /** Runs `fn` in the page until it returns something truthy, and returns that. */
  waitForFunction<R, A extends unknown[]>(
    fn: (...args: A) => R | Promise<R>,
    options?: WaitOptions & { message?: string },
    ...args: A
  ): Promise<Awaited<R>>;
  /** Waits until `target` is on the page and visible. */
  waitFor(target: Target, options?: WaitOptions): Promise<void>;
  /** Waits until no visible element matches `target`. */
  waitForHidden(target: Target, options?: WaitOptions): Promise<void>;
  /** Waits until the page's address passes `test` (a RegExp or a predicate on the URL). */
  waitForURL(test: RegExp | ((url: URL) => boolean), options?: WaitOptions): Promise<void>;
  /** Scrolls `target` into view at once, waits until it stops moving, and clicks its centre. */
  click(target: Target, options?: WaitOptions): Promise<void>;
  /** Replaces the value of a field: typed key by key, or set as a picker would for dates. */
  fill(target: Target, value: string, options?: WaitOptions): Promise<void>;
  /** Chooses the option of a `<select>` whose value or label is `option`. */
  selectOption(target: Target, option: string, options?: WaitOptions): Promise<void>;
  /** Presses a key (`Enter`, `Escape`, `ArrowDown`, `Shift+Tab`…), in `target` when given. */
  press(key: string, target?: Target, options?: WaitOptions): Promise<void>;
  /** Types `text` key by key into whatever has the focus. */
  type(text: string): Promise<void>;
  /** The target's text (whitespace collapsed). */
  text(target: Target, options?: WaitOptions): Promise<string>;
  /** The target's attribute, `null` when it has none. */
  attribute(target: Target, name: string, options?: WaitOptions): Promise<string | null>;
  /** The value of a form field. */
  value(target: Target, options?: WaitOptions): Promise<string>;
  /** Whether a visible element matches `target` now (no waiting). */
  isVisible(target: Target): Promise<boolean>;
  /** How many visible elements match `target` now. */
  count(target: Target): Promise<number>;
  /** A PNG of the viewport; written to `path` too when given. */
  screenshot(path?: string): Promise<Buffer>;
  /** Answers the requests whose URL passes `matches` (later routes first). */
  route(matches: (url: URL) => boolean, handler: RouteHandler): void;
  /** Removes a route `route` added. */
  unroute(handler: RouteHandler): void;
  /** The errors seen so far that `takeErrors` has not taken. */
  readonly errors: readonly PageError[];
  /** Returns the errors seen so far and forgets them (for a test that expects some). */
  takeErrors(): PageError[];
  /** Closes the page (its context: cookies, storage and history go with it). */
  close(): Promise<void>;
}

/** How a new page is set up; the launch's options otherwise. */
export interface PageOptions {
  viewport?: Viewport;
  /** What relative addresses given to `goto` are relative to. */
  baseURL?: string;
}

/** A running engine: its processes, and the pages opened in it. */
export interface Browser {
  readonly engine: Engine;
  /** The engine's version, as it reports it. */
  readonly version: string;
  /** How long the launch took (ms): processes started and ready for a page. */
  readonly launchMs: number;
  /**
   * Opens a page in a context of its own (no cookies, storage or history of another page). WebKit
   * drives one page at a time: close the last before opening the next.
   */
  newPage(options?: PageOptions): Promise<BrowserPage>;
  /** Closes every page and ends every process the launch started. */
  close(): Promise<void>;
}
