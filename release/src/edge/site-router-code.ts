// The CloudFront Function's source: `site-router.js` as written, after one generated line, the
// site's data (`SITE`), made from shared-types' route list, prerendered pages and redirect table,
// so the edge, the shell's router and the local server cannot disagree; a new page is a change
// to the route list alone.
import * as fs from 'node:fs';
import * as path from 'node:path';

import { transformSync } from 'esbuild';
import {
  BLOG_POST_PARAM,
  BLOG_POST_REDIRECT_PREFIX,
  NOT_FOUND_PAGE_FILE,
  paths,
  remoteNames,
  remotes,
  sitePages,
  redirectTable,
  type SitePage,
  type RedirectRule,
} from 'shared-types';

import { CANARY_BUCKET_COOKIE } from '../model/canary-pointer';

/** The page a route address is answered with, and its query pages. */
interface RoutePages {
  /** The route's own page. */
  readonly file: string;
  /** The pages of one query parameter's values (`/blog?post=<id>`), by value. */
  readonly query?: { readonly param: string; readonly files: Readonly<Record<string, string>> };
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
  /** Each route's path to its pages. */
  readonly pages: Readonly<Record<string, RoutePages>>;
  /** The page of every address that is neither a page, a redirect nor a file. */
  readonly notFoundPage: string;
  /** What canary-router.js rewrites while a section runs a canary. */
  readonly canary: CanaryRouterData;
}

/** The sections a canary may run for, and which pages each one's release prerenders. */
interface CanaryRouterData {
  /** The cookie that holds a visitor's bucket (0-99). */
  readonly cookie: string;
  /** The remotes by section name (the key value store's key), served under `/remotes/<name>/`. */
  readonly sections: readonly string[];
  /** Each route page file a remote's release prerenders (`/pages/contact.html`) to that section. */
  readonly pages: Readonly<Record<string, string>>;
  /** Each folder of a route's query pages (`/pages/blog/post/`) to its section. */
  readonly pageFolders: Readonly<Record<string, string>>;
}

/** What the data is made from; every option defaults to the site's own. */
export interface SiteRouterDataOptions {
  /** Fixed redirects, first match wins. @default - `redirectTable` from shared-types */
  readonly redirects?: readonly RedirectRule[];
  /** The prerendered documents. @default - `sitePages` from shared-types */
  readonly pages?: readonly SitePage[];
  /** Path prefixes served by other behaviours. @default ['/remotes/', '/api/'] */
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

/** The site's data for `site-router.js`. */
export function siteRouterData(options: SiteRouterDataOptions = {}): SiteRouterData {
  const redirects: Record<string, string> = {};
  for (const rule of options.redirects ?? redirectTable) {
    redirects[rule.from] ??= rule.to;
  }
  const pages: Record<
    string,
    { file: string; query?: { param: string; files: Record<string, string> } }
  > = {};
  for (const page of options.pages ?? sitePages) {
    const route = page.route.path;
    if (!page.query) {
      pages[route] = { ...pages[route], file: asUri(page.file) };
      continue;
    }
    const entry = (pages[route] ??= { file: '' });
    entry.query ??= { param: page.query.param, files: {} };
    entry.query.files[page.query.value] = asUri(page.file);
  }
  return {
    redirects,
    blogPostPrefix: BLOG_POST_REDIRECT_PREFIX,
    blogPostTarget: paths.blogPost(''),
    blogPostParam: BLOG_POST_PARAM,
    passThrough: options.passThrough ?? ['/remotes/', '/api/'],
    pages,
    notFoundPage: asUri(NOT_FOUND_PAGE_FILE),
    canary: canaryRouterData(options.pages ?? sitePages),
  };
}

/** The canary's data: the remotes, and their routes' pages. */
function canaryRouterData(pages: readonly SitePage[] = sitePages): CanaryRouterData {
  const pageOwners: Record<string, string> = {};
  const pageFolders: Record<string, string> = {};
  for (const page of pages) {
    const owner = page.route.owner.split('/')[0];
    const remote = remoteNames.find((name) => name === owner);
    if (!remote) continue;
    const file = asUri(page.file);
    if (page.query)
      pageFolders[file.slice(0, file.lastIndexOf('/') + 1)] = remotes[remote].publicDir;
    else pageOwners[file] = remotes[remote].publicDir;
  }
  return {
    cookie: CANARY_BUCKET_COOKIE,
    sections: remoteNames.map((name) => remotes[name].publicDir),
    pages: pageOwners,
    pageFolders,
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
