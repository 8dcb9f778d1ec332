// `npm run synthetic -- --url http://localhost:8080`: the synthetic check of the canary, run here
// with playwright-core and Debian's Chromium against a local site, one line per page. Requests to
// any other host than the site's are answered with an empty 204, so a local run never reaches the
// internet (the canary, in AWS, loads them for real). Exits 1 when a page fails.
import { parseArgs } from 'node:util';

import { chromiumLaunchOptions } from 'browsers';
import { chromium } from 'playwright-core';

import { checkSite, formatResults, SYNTHETIC_PATHS } from './site-check';

const USAGE = 'Usage: npm run synthetic -- --url <site address, e.g. http://localhost:8080>';

async function main(): Promise<number> {
  let url: string | undefined;
  try {
    ({
      values: { url },
    } = parseArgs({ options: { url: { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (url === undefined || !/^https?:\/\//.test(url)) {
    console.error(`--url must be an http(s) address.\n${USAGE}`);
    return 2;
  }
  const site = new URL(url);
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext();
    await context.route(
      (requested: URL) => requested.host !== site.host,
      (route) => route.fulfill({ status: 204, body: '' }),
    );
    const page = await context.newPage();
    console.log(`Checking ${SYNTHETIC_PATHS.join(', ')} of ${site.origin}`);
    const results = await checkSite(page, url);
    console.log(formatResults(results));
    return results.every((result) => result.ok) ? 0 : 1;
  } finally {
    await browser.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  },
);
