// Debian's Chromium, as every tool of the repository launches it: the end-to-end suites
// (Playwright), this package's pages (puppeteer), the drills and benchmarks (playwright-core,
// Lighthouse) and the synthetic check's local run. Never a downloaded browser, and without the
// background-networking flags it floods the closed network with connection attempts. A plain
// object, so that @playwright/test's, playwright-core's and puppeteer's launch options all take it.

/** The browser's path and flags (`CHROMIUM_PATH` overrides the path). */
export const chromiumLaunchOptions: { readonly executablePath: string; readonly args: string[] } = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
