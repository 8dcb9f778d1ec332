/**
 * Storage that may be missing or throw (private browsing, blocked cookies): reads fall back to
 * null and writes are dropped, so a visitor's page never breaks over a remembered flag.
 */
export function readStorage(kind: 'local' | 'session', key: string): string | null {
  try {
    return (kind === 'local' ? window.localStorage : window.sessionStorage).getItem(key);
  } catch {
    return null;
  }
}

/** Writes a value; returns whether it was stored. */
export function writeStorage(kind: 'local' | 'session', key: string, value: string): boolean {
  try {
    (kind === 'local' ? window.localStorage : window.sessionStorage).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}
