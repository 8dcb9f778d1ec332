// The preload list of a prerendered page (shell/prerender.ts, docs/decisions/032): every file the
// page's hydration needs, named in its head so that the browser fetches them while it parses the
// HTML, instead of in waves (entry, then bootstrap and manifest, then remote entry and page).
import {
  contractMajorOf,
  remoteManifestPath,
  type RemoteName,
  type RemoteRelease,
} from 'shared-types';

import { escapeAttribute } from './html-attribute';
import { SHELL_CONTRACT_VERSION } from './src/app/shell-contract';

/** One file a page preloads. */
export interface Preload {
  href: string;
  /**
   * `script` for a classic script the page inserts without `crossorigin` (webpack's chunks, the
   * federation runtime's remote entry); `fetch` for what the runtime asks for with `fetch()`,
   * in CORS mode (a remote's manifest), which only a `crossorigin` preload answers.
   */
  as: 'script' | 'fetch';
}

/** The page's `<link rel="preload">` tag of one file. */
export function preloadTag({ href, as }: Preload): string {
  const cors = as === 'fetch' ? ' crossorigin' : '';
  return `<link rel="preload" as="${as}" href="${escapeAttribute(href)}"${cors}>`;
}

/** The scripts the start script (`start.<hash>.js`) runs, from the template's `data-scripts`. */
export function entryScriptsOf(template: string): string[] {
  const start = /<script\b[^>]*\bdata-scripts=("[^"]*"|[^\s>]*)[^>]*>/.exec(template);
  if (!start?.[1]) return [];
  return start[1].replace(/^"|"$/g, '').split(' ').filter(Boolean);
}

/**
 * What the federation runtime fetches for the page `exposed` (`./TourPage`) of a remote: its
 * manifest (at the location the page's start registers, the same-origin default), its remote
 * entry and the page's own scripts, under the release the manifest names. Its shared modules
 * (React, the shell's modules) come from the shell's share scope, in the shell's start scripts.
 */
export function remotePagePreloads(
  remote: RemoteName,
  release: RemoteRelease,
  exposed: string,
): Preload[] {
  const { manifest, basePath } = release;
  const expose = manifest.exposes.find((entry) => entry.path === exposed);
  const entry = manifest.metaData?.remoteEntry;
  if (!expose || !entry) {
    throw new Error(`${remote}'s manifest does not list its remote entry and ${exposed}.`);
  }
  const folder = entry.path ? `${entry.path.replace(/\/$/, '')}/` : '';
  return [
    { href: remoteManifestPath(remote, contractMajorOf(SHELL_CONTRACT_VERSION)), as: 'fetch' },
    { href: `${basePath}${folder}${entry.name}`, as: 'script' },
    ...(expose.assets.js?.sync ?? []).map((file) => ({
      href: `${basePath}${file}`,
      as: 'script' as const,
    })),
  ];
}
