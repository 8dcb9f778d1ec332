// The site's service worker, `/sw.js` (docs/decisions/005 and 045), built by workbox-webpack-plugin's
// InjectManifest (shell/webpack.config.ts), which writes the shell's files with their revisions
// into `self.__WB_MANIFEST`:
//
// - the shell's own files are precached, with the offline page;
// - pages are network-first, so a deploy's pages are seen at once; offline, a page this device
//   has kept opens as it was, and any other gets the offline page;
// - remote entry points are network-first, content-hashed files cache-first, `/api/*` never
//   kept;
// - what a page loaded before this worker controlled it (a first visit) is kept when the page
//   hands it over, each file in the cache and under the strategy the worker would have used.
import { HASHED_URL_PATTERN, OFFLINE_PAGE_FILE, REMOTE_ENTRY_URL_PATTERN } from 'shared-types';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  precacheAndRoute,
  PrecacheFallbackPlugin,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, type Strategy } from 'workbox-strategies';

import {
  isKeepMessage,
  isSkipWaitingMessage,
  type KeepMessage,
} from '../src/app/service-worker-messages';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** The offline page, at its own address. */
const OFFLINE_PAGE_URL = `/${OFFLINE_PAGE_FILE}`;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Chromium refuses a redirected response to a navigation: a page is kept only as its final
// address answered it.
const finalResponsesOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.redirected ? null : response),
};

const pages = new NetworkFirst({
  cacheName: 'pages',
  networkTimeoutSeconds: 4,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    finalResponsesOnly,
    new ExpirationPlugin({ maxEntries: 50 }),
    new PrecacheFallbackPlugin({ fallbackURL: OFFLINE_PAGE_URL }),
  ],
});
const remoteEntries = new NetworkFirst({ cacheName: 'remote-entries', networkTimeoutSeconds: 4 });
const hashedFiles = new CacheFirst({
  cacheName: 'hashed-files',
  plugins: [
    new ExpirationPlugin({ maxEntries: 300 }),
    new CacheableResponsePlugin({ statuses: [200] }),
  ],
});

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  pages,
);
// Workbox applies a regular expression to another origin's URLs only when it matches from the
// start, which these never do: they keep the site's own files.
registerRoute(REMOTE_ENTRY_URL_PATTERN, remoteEntries);
registerRoute(HASHED_URL_PATTERN, hashedFiles);

/** The strategy the worker answers a file of the site with, or none for what it never keeps. */
function strategyOfFile(url: URL): Strategy | undefined {
  if (url.origin !== self.location.origin || url.pathname.startsWith('/api/')) return undefined;
  // The precache has it already.
  if (getCacheKeyForURL(url.href) !== undefined) return undefined;
  if (REMOTE_ENTRY_URL_PATTERN.test(url.href)) return remoteEntries;
  if (HASHED_URL_PATTERN.test(url.href)) return hashedFiles;
  return undefined;
}

/**
 * Keeps what a page showed and loaded before this worker controlled it, as if the worker had
 * answered it: each page in the pages' cache, each file under its strategy. The browser's HTTP
 * cache answers most of these requests; a failed one is left out.
 */
async function keep({ pages: addresses, files }: KeepMessage, event: ExtendableEvent) {
  const requests = [
    ...addresses
      .map((address) => new URL(address, self.location.origin))
      .filter((url) => url.origin === self.location.origin && !url.pathname.startsWith('/api/'))
      .map((url) => pages.handle({ request: new Request(url), event })),
    ...files.flatMap((file) => {
      const url = new URL(file);
      const strategy = strategyOfFile(url);
      return strategy ? [strategy.handle({ request: new Request(url), event })] : [];
    }),
  ];
  await Promise.allSettled(requests);
}

self.addEventListener('message', (event) => {
  // The page asks the waiting worker to take over ("Reload" on the update notice), so a visitor
  // never runs a mix of two deploys without a reload.
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
  else if (isKeepMessage(event.data)) event.waitUntil(keep(event.data, event));
});
