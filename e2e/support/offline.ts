// What the offline specs ask the page about its service worker. Each is a plain function the page
// runs (Playwright's `page.evaluate`, or another driver's), so that a harness of another engine
// can ask the same questions.

/** Resolves once a service worker is active for the page's scope. */
export async function workerActive(): Promise<boolean> {
  const registration = await navigator.serviceWorker.ready;
  return registration.active !== null;
}

/**
 * The page's address and the same-origin files it loaded (scripts, the remote's manifest,
 * pictures) that the service worker does not keep yet; none once the page would open offline.
 * `ignored` names the paths the page asks for only online (the beacon's, say).
 */
export async function notKeptByWorker(ignored: string[]): Promise<string[]> {
  const address = `${location.pathname}${location.search}`;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && !url.pathname.startsWith('/api/'))
    .filter((url) => !ignored.includes(url.pathname))
    .map((url) => `${url.pathname}${url.search}`);
  const missing: string[] = [];
  for (const path of [address, ...new Set(files)]) {
    if (!(await caches.match(path))) missing.push(path);
  }
  return missing;
}
