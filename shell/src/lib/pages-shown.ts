// The addresses of the pages this document has shown, in order: the one it was opened at and each
// one the router moved to since. The service worker's registration hands them to a worker that
// did not control the page yet (app/first-visit-handover.ts).

const shown: string[] = [];
const listeners = new Set<(address: string) => void>();

/** The router shows the page at `address` (path and query). */
export function notePageShown(address: string): void {
  if (shown.includes(address)) return;
  shown.push(address);
  for (const listener of listeners) listener(address);
}

/** Calls `listener` with every address shown so far, then with each new one. */
export function onPageShown(listener: (address: string) => void): void {
  listeners.add(listener);
  for (const address of shown) listener(address);
}
