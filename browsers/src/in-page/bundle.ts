// The scripts that run inside pages, bundled for the browser once per process: the target finder
// (with dom-accessibility-api) and the error recorder. Built from source at first use, so the
// package needs no build step of its own.
import path from 'node:path';

import { buildSync } from 'esbuild';

const cache = new Map<string, string>();

function bundle(file: string): string {
  let code = cache.get(file);
  if (code === undefined) {
    const result = buildSync({
      entryPoints: [path.join(__dirname, file)],
      bundle: true,
      format: 'iife',
      // The three engines' current releases, so nothing is rewritten into helpers.
      target: 'es2022',
      minify: true,
      write: false,
      logLevel: 'silent',
    });
    code = result.outputFiles[0]!.text;
    cache.set(file, code);
  }
  return code;
}

/** Installs `window.__browsersTools` (in-page/page-tools.ts) in the document it runs in. */
export function pageToolsScript(): string {
  return bundle('page-tools.ts');
}

/** What runs first in every document of a page. */
export interface DocumentStart {
  /** Which errors the page reports itself (in-page/record-errors.ts): all, or policy violations. */
  record: 'all' | 'csp';
  /**
   * Whether the page may register service workers. Blocked, a worker cannot answer requests out
   * of the routes' sight, nor make a later visit differ from the first.
   */
  serviceWorkers: 'allow' | 'block';
}

/** The script that runs first in every document of a page. */
export function documentStartScript({ record, serviceWorkers }: DocumentStart): string {
  const block = serviceWorkers === 'block' ? 'delete Navigator.prototype.serviceWorker;' : '';
  return `${block}window.__browsersRecord=${JSON.stringify(record)};${bundle('record-errors.ts')}`;
}
