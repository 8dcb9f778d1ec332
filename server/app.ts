import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import path from 'node:path';

import compression from 'compression';
import express, {
  type ErrorRequestHandler,
  type Express,
  type Request,
  type Response,
} from 'express';

import {
  cacheControl,
  defaultExternalHosts,
  NOT_FOUND_PAGE_FILE,
  remoteNames,
  remoteOf,
  remotes,
  SHELL_RELEASE_POINTER,
  shellBuildField,
  type BuildKind,
  type ShellReleasePointer,
} from 'shared-types';
import {
  cacheControlFor,
  findSitePage,
  isPageAddress,
  resolveRedirect,
  securityHeaderFields,
  securityHeadersFor,
} from 'site-rules';

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

/**
 * The security headers of every response: the distribution's response headers policy's, made by
 * the same code, less what plain http cannot carry (site-rules' `HTTPS_ONLY`).
 */
const SECURITY_HEADERS = securityHeaderFields(securityHeadersFor(defaultExternalHosts, 'http'));

/** A build's files, with the site's cache rules (site-rules' `cacheControlFor`). */
function staticFiles(dir: string, kind: BuildKind) {
  return express.static(dir, {
    index: false,
    redirect: false,
    fallthrough: true,
    setHeaders: (response, filePath) => {
      const file = path.relative(dir, filePath).split(path.sep).join('/');
      response.setHeader('Cache-Control', cacheControlFor(file, kind));
    },
  });
}

/** The HTTP status an error carries (body-parser's 400/413/415, a bad URI's 400), else 500. */
function statusOf(error: unknown): number {
  const status =
    typeof error === 'object' && error !== null
      ? ((error as { status?: unknown; statusCode?: unknown }).status ??
        (error as { statusCode?: unknown }).statusCode)
      : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * Every error the server meets (a bad charset or gzip body, a `%ZZ` in the URL, a failing
 * handler) is answered with its status and a generic body: JSON under `/api/`, where the forms
 * read `error.message`, plain text elsewhere. Never a stack trace, never the error's own words.
 */
const genericErrors: ErrorRequestHandler = (error, request, response, _next) => {
  const status = statusOf(error);
  if (status >= 500) console.error(`${request.method} ${request.originalUrl}:`, error);
  if (response.headersSent) {
    response.end();
    return;
  }
  const message = STATUS_CODES[status] ?? 'Error';
  response.status(status).setHeader('Cache-Control', 'no-store');
  if (request.path.startsWith('/api/')) response.json({ error: { message } });
  else response.type('text/plain').send(message);
};

/** Build artifacts that are never deployed, so never served either: source maps, federation stats. */
export const UNPUBLISHED = /(\.map|\/mf-stats\.json)$/;

/**
 * What every local site starts with, whatever serves its files: compression, ETags, the security
 * headers and, when given, the API under `/api/`.
 */
export function createSiteBase(api?: ApiHandler): Express {
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
  return app;
}

/** The newest of `files` that exists: the page of the section that was prerendered last. */
function newestFile(files: string[]): string | undefined {
  let newest: { file: string; time: number } | undefined;
  for (const file of files) {
    const time = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (time !== undefined && (newest === undefined || time > newest.time)) newest = { file, time };
  }
  return newest?.file;
}

/**
 * The page that answers a page address, as the CloudFront function chooses it: the address's
 * prerendered page, or the not-found page with 404. A remote's route is prerendered by the shell's
 * build and by the remote's own release (`npm run prerender -w <remote>` writes it into the
 * remote's build): as on the site, where each release's pointer copies its pages over the others,
 * the one written last answers. A build that was not prerendered answers with the app's
 * index.html, which renders the page in the browser.
 */
function pageFor(layout: SiteLayoutDirs, urlPath: string, query: string) {
  const page = findSitePage(urlPath, query);
  const file = page ? page.file : NOT_FOUND_PAGE_FILE;
  const dirs = [layout.shellDir];
  if (page && page.route.owner !== 'shell') {
    const remoteDir = layout.remoteDirs[remotes[remoteOf(page.route.owner)].publicDir];
    if (remoteDir !== undefined) dirs.push(remoteDir);
  }
  return {
    status: page ? 200 : 404,
    file:
      newestFile(dirs.map((dir) => path.join(dir, file))) ??
      path.join(layout.shellDir, 'index.html'),
  };
}

/**
 * The local production server, answering as the edge does: the redirect table as 301s, each
 * remote's files under `/remotes/<dir>/`, the shell's files, each page address with its
 * prerendered page and any other with the not-found page and 404; the API, compression and the
 * production cache headers.
 */
export function createSiteApp(layout: SiteLayoutDirs = defaultLayout, api?: ApiHandler): Express {
  const app = createSiteBase(api);

  app.use((request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    const query = request.originalUrl.slice(request.path.length);
    const target = resolveRedirect(request.path, query);
    if (target) return response.redirect(301, target);
    return next();
  });

  app.use((request, response, next) => {
    if (!UNPUBLISHED.test(request.path)) return next();
    response.status(404).type('text/plain').send('Not found');
  });

  for (const [publicDir, dir] of Object.entries(layout.remoteDirs)) {
    app.use(`/remotes/${publicDir}`, staticFiles(dir, 'remote'));
  }
  // The shell's release pointer: the local site serves the shell's build at its root, so a
  // team's release can take the shell from it as from a stage (`npm run release -- --site`).
  // The build is read at each request: a rebuild while the server runs is a new build.
  app.get(`/${SHELL_RELEASE_POINTER}`, (_request, response) => {
    const indexHtml = path.join(layout.shellDir, 'index.html');
    const pointer: ShellReleasePointer = {
      version: 'local',
      path: '/',
      ...shellBuildField(fs.existsSync(indexHtml) ? fs.readFileSync(indexHtml, 'utf8') : ''),
    };
    response.setHeader('Cache-Control', cacheControl.revalidate).json(pointer);
  });
  app.use(staticFiles(layout.shellDir, 'shell'));

  // A page address gets its prerendered page (docs/decisions/007) or the not-found page; any
  // other address here is a missing file.
  app.get('/{*rest}', (request, response) => {
    if (!isPageAddress(request.path) || request.path.startsWith('/remotes/')) {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    const query = request.originalUrl.slice(request.path.length);
    const { status, file } = pageFor(layout, request.path, query);
    response.status(status);
    response.setHeader('Cache-Control', cacheControl.revalidate);
    response.sendFile(file);
  });

  app.use(genericErrors);
  return app;
}
