// The CloudWatch Synthetics Playwright runtime's own module: it exists only inside the canary's
// runtime, so the bundle leaves it external and this declares the part the handler uses.
declare module '@aws/synthetics-playwright' {
  import type { Browser, Page } from 'playwright-core';

  export const synthetics: {
    launch(): Promise<Browser>;
    newPage(browser: Browser): Promise<Page>;
    close(): Promise<void>;
  };
}
