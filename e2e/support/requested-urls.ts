import type { Page, Request } from '@playwright/test';

/**
 * The URLs of the requests `page` makes from now on that `wanted` accepts, in order: the array
 * fills as the page asks.
 */
export function requestedUrls(page: Page, wanted: (request: Request) => boolean): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (wanted(request)) urls.push(request.url());
  });
  return urls;
}
