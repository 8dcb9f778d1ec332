// The synthetic check of the site: loads each page a visitor most often lands on, waits until
// React has it, and fails on an error fallback, a console error, an uncaught error or a page that
// never hydrates. The same code runs in the CloudWatch Synthetics canary (canary-handler.ts, with
// the runtime's Playwright) and locally (`npm run synthetic`, with playwright-core and Chromium),
// so what pages the operator is what they can reproduce.
import type { Page } from 'playwright-core';

/** The pages the check loads: the home page, a tour page and the contact form. */
export const SYNTHETIC_PATHS = ['/', '/tours/brooklyn-heights', '/contact'] as const;

/** The performance mark the shell sets once React has the page (shared-types' hydration.ts). */
const HYDRATED_MARK = 'page-hydrated';

/**
 * The error fallbacks a visitor can see: a section that failed to load or render
 * (`#section-unavailable`, the shell's remote error boundary) and a page that failed to render
 * (`#error-fallback-title`, the shell's error fallback page).
 */
export const FALLBACK_SELECTOR = '#section-unavailable, #error-fallback-title';

/** What the check found on one page. */
export interface PageCheckResult {
  readonly path: string;
  readonly url: string;
  readonly ok: boolean;
  /** Why it failed, one line each; empty when it passed. */
  readonly problems: readonly string[];
  /** From navigation to hydration (or to the failure), in milliseconds. */
  readonly durationMs: number;
}

/** Options of {@link checkPage} and {@link checkSite}. */
export interface SiteCheckOptions {
  /** How long a page may take to hydrate. @default 20000 */
  readonly timeoutMs?: number;
  /** The paths to load. @default SYNTHETIC_PATHS */
  readonly paths?: readonly string[];
}

/** The page's URL under `baseUrl`, whatever its trailing slash. */
function pageUrl(baseUrl: string, path: string): string {
  return new URL(path, baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`).toString();
}

/** Loads `path` of `baseUrl` in `page` and says whether a visitor would have seen it work. */
export async function checkPage(
  page: Page,
  baseUrl: string,
  path: string,
  options: SiteCheckOptions = {},
): Promise<PageCheckResult> {
  const timeout = options.timeoutMs ?? 20_000;
  const url = pageUrl(baseUrl, path);
  const problems: string[] = [];
  const onConsole = (message: { type(): string; text(): string }) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  };
  const onPageError = (error: Error) => problems.push(`uncaught error: ${error.message}`);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  const started = Date.now();
  try {
    const response = await page.goto(url, { waitUntil: 'load', timeout });
    if (response === null) problems.push('no response');
    else if (response.status() >= 400) problems.push(`HTTP ${response.status()}`);
    try {
      await page.waitForFunction(
        (mark) => performance.getEntriesByName(mark).length > 0,
        HYDRATED_MARK,
        { timeout },
      );
    } catch {
      problems.push(`not hydrated within ${timeout} ms (no "${HYDRATED_MARK}" mark)`);
    }
    const fallback = page.locator(FALLBACK_SELECTOR);
    if ((await fallback.count()) > 0) {
      const heading = (await fallback.first().textContent())?.trim() ?? '';
      problems.push(`error fallback shown: "${heading}"`);
    }
  } catch (error) {
    problems.push(`navigation failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  }
  return { path, url, ok: problems.length === 0, problems, durationMs: Date.now() - started };
}

/** Checks every path in turn in the same page (as a visitor's tab would). */
export async function checkSite(
  page: Page,
  baseUrl: string,
  options: SiteCheckOptions = {},
): Promise<PageCheckResult[]> {
  const results: PageCheckResult[] = [];
  for (const path of options.paths ?? SYNTHETIC_PATHS) {
    results.push(await checkPage(page, baseUrl, path, options));
  }
  return results;
}

/** One line per page: `PASS /contact (812 ms)` or `FAIL / (…): problem; problem`. */
export function formatResults(results: readonly PageCheckResult[]): string {
  return results
    .map((result) =>
      result.ok
        ? `PASS ${result.path} (${result.durationMs} ms)`
        : `FAIL ${result.path} (${result.durationMs} ms): ${result.problems.join('; ')}`,
    )
    .join('\n');
}
