// Debian's Chromium, as every tool of the repository launches it: the end-to-end suites
// (Playwright), this package's pages (puppeteer), the drills and benchmarks (playwright-core,
// Lighthouse) and the synthetic check's local run. Never a downloaded browser, and without the
// background-networking flags it floods the closed network with connection attempts. Plain
// objects, so that @playwright/test's, playwright-core's and puppeteer's launch options all take
// them.

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The browser's path and flags (`CHROMIUM_PATH` overrides the path). */
export const chromiumLaunchOptions: { readonly executablePath: string; readonly args: string[] } = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args,
};

/**
 * Debian's headless shell of the same Chromium (package `chromium-headless-shell`, the same
 * version, Blink and V8 as `chromium`), for the end-to-end suites of Chromium
 * (docs/decisions/054): without the full browser's windowing and compositing it needs less CPU,
 * and the same suite takes about 30 % less time on a 2-core machine. What measures paint and
 * frames (Lighthouse, `bench:web`, the browser smoke) keeps the full browser.
 * `CHROMIUM_HEADLESS_SHELL_PATH` overrides the path.
 */
export const chromiumHeadlessShellLaunchOptions: {
  readonly executablePath: string;
  readonly args: string[];
} = {
  executablePath:
    process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
  args,
};
