import fs from 'node:fs';
import path from 'node:path';

import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';

import {
  findAppRoute,
  prerenderedPageFile,
  remoteNames,
  remotes,
  resolveRedirect,
} from 'shared-types';

import { cacheControlFor, NO_CACHE } from './cache-policy';

/** The production layout of the whole site on one origin. */
export interface SiteLayoutDirs {
  /** The shell's build, served at `/`. */
  shellDir: string;
  /** Each remote's build by its public directory name, served at `/remotes/<dir>/`. */
  remoteDirs: Record<string, string>;
}

/** Answers `/api/*` (the Lambda handlers in the local API). */
export type ApiHandler = (request: Request, response: Response) => Promise<void>;

const repoRoot = path.resolve(__dirname, '..');

/** The build folder of every package: `dist`, or `DIST_DIR` for a side-by-side build. */
const distDir = process.env.DIST_DIR ?? 'dist';

/** Where `npm run build` leaves each package. */
export const defaultLayout: SiteLayoutDirs = {
  shellDir: path.join(repoRoot, 'shell', distDir),
  remoteDirs: Object.fromEntries(
    remoteNames.map((name) => [
      remotes[name].publicDir,
      path.join(repoRoot, remotes[name].packageName, distDir),
    ]),
  ),
};

const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

function staticFiles(dir: string) {
  return express.static(dir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders: (response, filePath) => {
      response.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });
}

/** The prerendered page of the route at `urlPath`, or the app's index.html. */
function pageFor(shellDir: string, urlPath: string): string {
  const route = findAppRoute(urlPath);
  if (route) {
    const prerendered = path.join(shellDir, prerenderedPageFile(route.path));
    if (fs.existsSync(prerendered)) return prerendered;
  }
  return path.join(shellDir, 'index.html');
}

/**
 * The local production server: the redirect table as 301s (as the edge answers), each remote's
 * files under `/remotes/<dir>/`, the shell with SPA fallback for extension-less paths, the API,
 * compression and the production cache headers.
 */
export function createSiteApp(layout: SiteLayoutDirs = defaultLayout, api?: ApiHandler): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', true);
  app.use(compression());
  app.use((_request, response, next) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.setHeader(name, value);
    next();
  });

  if (api) {
    app.all(
      '/api/{*rest}',
      express.text({ type: () => true, limit: '1mb' }),
      (request, response, next) => {
        api(request, response).catch(next);
      },
    );
  }

  app.use((request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const query = request.originalUrl.slice(request.path.length);
    const target = resolveRedirect(request.path, query);
    if (target) return response.redirect(301, target);
    return next();
  });

  for (const [publicDir, dir] of Object.entries(layout.remoteDirs)) {
    app.use(`/remotes/${publicDir}`, staticFiles(dir));
  }
  app.use(staticFiles(layout.shellDir));

  // Extension-less paths are pages of the single-page app: a route gets its prerendered page
  // (docs/decisions/007), any other path the app's index.html. Anything else here is missing.
  app.get('/{*rest}', (request, response) => {
    if (path.extname(request.path) !== '' || request.path.startsWith('/remotes/')) {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    response.setHeader('Cache-Control', NO_CACHE);
    response.sendFile(pageFor(layout.shellDir, request.path));
  });

  return app;
}
