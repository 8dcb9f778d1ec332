// The CloudFront Function's source: `site-router.js` as written, after one generated line, the
// site's data (`SITE`), made from shared-types' route list, prerendered pages and redirect table,
// so the edge, the shell's router and the local server cannot disagree. A remote's pages are
// read at run time too, from the page paths its release lists in the key value store.
import * as fs from 'node:fs';
import * as path from 'node:path';

import { transformSync } from 'esbuild';
import {
  BLOG_POST_PARAM,
  BLOG_POST_REDIRECT_PREFIX,
  NOT_FOUND_PAGE_FILE,
  paths,
  SHELL_RELEASE_POINTER,
  remoteNames,
  remoteOf,
  remotes,
  sitePages,
  redirectTable,
  type SitePage,
  type RedirectRule,
} from 'shared-types';

import { CANARY_BUCKET_COOKIE } from '../model/canary-pointer';
import { EDGE_ROUTES_KEY_SUFFIX } from '../model/edge-routes';

/** The values of one query parameter of a route that each have a page of their own. */
interface QueryPages {
  readonly param: string;
  readonly values: readonly string[];
}

/** Everything `site-router.js` reads from `SITE`. */
export interface SiteRouterData {
  /** Legacy path (lower case, no trailing slash) to its new address; the first row wins. */
  readonly redirects: Readonly<Record<string, string>>;
  /** `/blog/{id}` is a legacy post address ... */
  readonly blogPostPrefix: string;
  /** ... answered with `/blog?post={id}`: this address before the id ... */
  readonly blogPostTarget: string;
  /** ... whose query parameter an old address's own `post` value gives way to. */
  readonly blogPostParam: string;
  /** Path prefixes served by other behaviours, left untouched. */
  readonly passThrough: readonly string[];
  /**
   * Each route's path to the section that renders it ('' for the shell): the shell's routes, and
   * each remote's until its release lists its own in the key value store. A route's page is
   * `/pages/<path>.html` (shared-types' `prerenderedPageFile`).
   */
  readonly pages: Readonly<Record<string, string>>;
  /** The routes whose query values have pages (`/blog?post=<id>`: `/pages/blog/post/<id>.html`). */
  readonly queryPages: Readonly<Record<string, QueryPages>>;
  /** What follows a remote's name in the key of its page paths (release's `edgeRoutesKey`). */
  readonly routesKey: string;
  /** The page of every address that is neither a page, a redirect nor a file. */
  readonly notFoundPage: string;
  /** What canary-router.js rewrites while a section runs a canary. */
  readonly canary: CanaryRouterData;
}

/** The sections a canary may run for. */
interface CanaryRouterData {
  /** The cookie that holds a visitor's bucket (0-99). */
  readonly cookie: string;
  /** The remotes by section name (the key value store's key), served under `/remotes/<name>/`. */
  readonly sections: readonly string[];
  /** The shell's section name, its key while a train holds it (decision 063). */
  readonly shell: string;
  /**
   * The shell's files besides its pages that a hold serves from its release folder: those a page
   * fetches, its service worker and the name of its release.
   */
  readonly shellFiles: readonly string[];
}

/** What the data is made from; every option defaults to the site's own. */
export interface SiteRouterDataOptions {
  /** Fixed redirects, first match wins. @default - `redirectTable` from shared-types */
  readonly redirects?: readonly RedirectRule[];
  /** The prerendered documents. @default - `sitePages` from shared-types */
  readonly pages?: readonly SitePage[];
  /**
   * Path prefixes left untouched: other behaviours', and the shell's release folders.
   * @default ['/remotes/', '/api/', '/releases/']
   */
  readonly passThrough?: readonly string[];
}

/** CloudFront Functions reject code above 10 KB. */
export const CLOUDFRONT_FUNCTION_MAX_BYTES = 10 * 1024;

/** The function's source files, beside this module, in the order they are joined. */
const SITE_ROUTER_SOURCE = path.join(__dirname, 'site-router.js');
const CANARY_ROUTER_SOURCE = path.join(__dirname, 'canary-router.js');

/** The first line of the deployed code: the key value store associated with the function. */
export const KVS_PRELUDE = "import cf from 'cloudfront';";

/**
 * The deployed code as a Node `vm` script: the same code, with the module import replaced by a
 * `cf` the context provides (a test's, or the local stages' key value store shim).
 */
export function runnableInNode(code: string): string {
  return code.replace(KVS_PRELUDE, '');
}

const asUri = (file: string) => `/${file}`;

/** The section of a route: '' for the shell's, the remote's folder name for a remote's. */
function sectionOf(route: SitePage['route']): string {
  return route.owner === 'shell' ? '' : remotes[remoteOf(route.owner)].publicDir;
}

/** The site's data for `site-router.js`. */
export function siteRouterData(options: SiteRouterDataOptions = {}): SiteRouterData {
  const redirects: Record<string, string> = {};
  for (const rule of options.redirects ?? redirectTable) {
    redirects[rule.from] ??= rule.to;
  }
  const pages: Record<string, string> = {};
  const queryPages: Record<string, { param: string; values: string[] }> = {};
  for (const page of options.pages ?? sitePages) {
    const route = page.route.path;
    pages[route] = sectionOf(page.route);
    if (!page.query) continue;
    const entry = (queryPages[route] ??= { param: page.query.param, values: [] });
    entry.values.push(page.query.value);
  }
  return {
    redirects,
    blogPostPrefix: BLOG_POST_REDIRECT_PREFIX,
    blogPostTarget: paths.blogPost(''),
    blogPostParam: BLOG_POST_PARAM,
    passThrough: options.passThrough ?? ['/remotes/', '/api/', '/releases/'],
    pages,
    queryPages,
    routesKey: EDGE_ROUTES_KEY_SUFFIX,
    notFoundPage: asUri(NOT_FOUND_PAGE_FILE),
    canary: {
      cookie: CANARY_BUCKET_COOKIE,
      sections: remoteNames.map((name) => remotes[name].publicDir),
      shell: 'shell',
      shellFiles: ['sw.js', SHELL_RELEASE_POINTER].map(asUri),
    },
  };
}

/**
 * The deployed source: the key value store's handle, the data, then `site-router.js` and
 * `canary-router.js` without their comments and indentation (the runtime counts them against the
 * 10 KB), their syntax left as it is.
 */
export function buildSiteRouterCode(data: SiteRouterData = siteRouterData()): string {
  const minified = [SITE_ROUTER_SOURCE, CANARY_ROUTER_SOURCE].map(
    (file) =>
      transformSync(fs.readFileSync(file, 'utf8'), {
        minifyWhitespace: true,
        legalComments: 'none',
      }).code,
  );
  return [
    KVS_PRELUDE,
    'const KVS = cf.kvs();',
    `const SITE = ${JSON.stringify(data)};`,
    ...minified,
  ].join('\n');
}
