import path from 'node:path';

/** Files a deploy overwrites in place: browsers must revalidate them on every visit. */
const ENTRY_POINTS = new Set(['index.html', 'sw.js', 'remoteEntry.js', 'mf-manifest.json']);

/** A file name with a webpack content hash (`name.0123456789ab.js`, `assets/x.0123456789ab.svg`). */
const HASHED = /\.[0-9a-f]{12}\.[a-z0-9]+(\.map)?$/i;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
const SHORT = 'public, max-age=3600';

/** The production cache policy (ARCHITECTURE.md "Deploying"), the same one the CDN serves. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_POINTS.has(name) || name.endsWith('.html')) return NO_CACHE;
  if (HASHED.test(name)) return IMMUTABLE;
  return SHORT;
}
