// A visitor whose page was loaded before a release and who enters another section after it: the
// page must load again, once, and run what the site serves now (docs/decisions/067). The drill
// opens the page on a local stage in Chromium, releases, then follows a footer link.
import { launch, type Browser, type BrowserPage } from 'browsers';
import { SHELL_BUILD_META, SHELL_RELEASE_POINTER } from 'shared-types';

import { assert } from './steps';

/** How long the page may take to hydrate again at the address followed. */
const ENTER_TIMEOUT_MS = 20_000;

/** A page held open across a release. */
export interface PageAcrossRelease {
  /** The shell build the page names, which the stage's pointer named when it was opened. */
  readonly shellBuild: string;
  /**
   * Follows the footer's link `name` to `path`: whether a new document was loaded there, and how
   * long until it was hydrated. Closes the browser.
   */
  enter(name: string, path: string): Promise<{ reloaded: boolean; ms: number }>;
  close(): Promise<void>;
}

/** The marker a document carries until it is replaced. */
const MARKER = '__pageAcrossRelease';

export async function openPageBefore(siteUrl: string, path: string): Promise<PageAcrossRelease> {
  const browser: Browser = await launch('chromium', { baseURL: siteUrl, serviceWorkers: 'block' });
  let page: BrowserPage | undefined;
  let shellBuild: string | null;
  try {
    page = await browser.newPage();
    await page.goto(path, { waitUntil: 'load' });
    await page.waitFor({ css: '#root[data-hydrated]' });
    // Read in the page: the browsers' targets are the elements a visitor sees.
    shellBuild = await page.evaluate(
      (meta: string) =>
        document.querySelector(`meta[name="${meta}"]`)?.getAttribute('content') ?? null,
      SHELL_BUILD_META,
    );
    assert(shellBuild, `${path} on ${siteUrl} names no shell build`);
    const pointer = (await (await fetch(`${siteUrl}/${SHELL_RELEASE_POINTER}`)).json()) as {
      build?: string;
    };
    assert(
      pointer.build === shellBuild,
      `the stage's ${SHELL_RELEASE_POINTER} names build ${pointer.build ?? 'none'}, its pages ${shellBuild}`,
    );
    await page.evaluate((marker: string) => {
      Object.assign(window, { [marker]: true });
      return true;
    }, MARKER);
  } catch (caught) {
    await browser.close();
    throw caught;
  }
  const opened = page;
  const named = shellBuild;
  return {
    shellBuild: named,
    async enter(name, to) {
      try {
        const started = Date.now();
        await opened.click({ role: 'link', name, within: { role: 'contentinfo' }, nth: 0 });
        await opened.waitForURL((url) => url.pathname === to);
        while (Date.now() - started < ENTER_TIMEOUT_MS) {
          const state = await opened
            .evaluate(
              (marker: string) => ({
                same: (window as unknown as Record<string, unknown>)[marker] === true,
                hydrated: document.querySelector('#root[data-hydrated]') !== null,
                path: location.pathname,
              }),
              MARKER,
            )
            .catch(() => undefined);
          if (state && !state.same && state.hydrated && state.path === to) {
            return { reloaded: true, ms: Date.now() - started };
          }
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        return { reloaded: false, ms: Date.now() - started };
      } finally {
        await browser.close();
      }
    },
    close: () => browser.close(),
  };
}
