import { readStorage, writeStorage } from './browser-storage';

/**
 * Whether to load the page again for `reason` (one line of text): only the first time in the
 * visit, which session storage under `key` remembers, so a reason that comes back after the
 * reload costs one reload, not a loop. Without session storage there is no way to tell, so
 * nothing is reloaded.
 */
export function firstReloadFor(key: string, reason: string): boolean {
  const tried = readStorage('session', key)?.split('\n') ?? [];
  if (tried.includes(reason)) return false;
  return writeStorage('session', key, [...tried, reason].join('\n'));
}
