// The shell's prerender bundle (docs/decisions/007): webpack.prerender.config.ts builds this file
// for Node into `dist/server/prerender.js`, which is published with the shell's release. Whoever
// prerenders (the shell's team for every route, a remote's team for its own routes; see
// scripts/prerender/) loads the bundle of the deployed shell and hands it each remote's release.
// Each page is the shell's index.html with the route's markup in `#root`, the route's title and
// meta tags in the head and, for a remote's page, the build of the remote it came from, so a page
// whose remote has shipped since is rendered afresh.
import {
  NOT_FOUND_PAGE_FILE,
  NOT_FOUND_RENDER_PATH,
  OFFLINE_PAGE_FILE,
  PAGE_ROUTE_META,
  pageRouteOf,
  pagesOfRoute,
  PRERENDERED_BUILDS_META,
  remoteOf,
  type AppRoute,
  type FederatedModuleId,
  type PrerenderedPage,
  type PrerenderKit,
  type RemoteName,
  type RemoteRelease,
  SITE_URL_META,
} from 'shared-types';
import { remoteBuildOf, setPrerenderSiteUrl } from 'site-rules';

import { escapeAttribute } from './html-attribute';
import { entryScriptsOf, preloadTag, remotePagePreloads, type Preload } from './preload-tags';
import { renderOfflinePage, renderRoute, sharedModules } from './src/app/prerender';
import { createServerRegistry } from './src/app/server-registry';
import { SHELL_CONTRACT_VERSION } from './src/app/shell-contract';
import { siteConfig } from './src/config/runtime-config';
import type { PageModule } from './src/features/remote-page/page-module';
import { addPageRoute } from './src/lib/site-routes';
import { styleSheetTag, type StyleSheet } from './style-sheet-tags';

/** The shell's release, as webpack.prerender.config.ts reads it from the browser build. */
declare const __SHELL_RELEASE__: {
  /** dist/index.html. */
  template: string;
  /** URL paths of its style sheets. */
  styles: string[];
  /** URL paths of the scripts its start loads on every page after the entry. */
  startScripts: string[];
};

export { sharedModules };
export type { Preload, StyleSheet };

/** The contract with the remotes this release provides. */
export const contractVersion: PrerenderKit['contractVersion'] = SHELL_CONTRACT_VERSION;

/** Tags React hoists out of the page (title, meta, canonical, preloads) lead the markup. */
const HOISTED_TAG = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*\/?>)/;

/** Splits the rendered markup into its hoisted head tags and the body markup. */
export function splitHoisted(markup: string): { head: string; body: string } {
  let rest = markup;
  const head: string[] = [];
  for (let match = HOISTED_TAG.exec(rest); match; match = HOISTED_TAG.exec(rest)) {
    head.push(match[0]);
    rest = rest.slice(match[0].length);
  }
  return { head: head.join(''), body: rest };
}

/** Every page links the shell's own style sheets (layout and design system), but not those of a
 * dialog that loads when first opened (`lazy-*` chunks, `WhenOpened`). */
function shellStyleSheets(): StyleSheet[] {
  return __SHELL_RELEASE__.styles
    .filter((href) => !href.startsWith('/lazy-'))
    .map((href) => ({ href }));
}

/**
 * The style sheets a route's markup needs before any script runs, or it would paint unstyled and
 * shift when they arrive: the shell's own and, for a remote's page, the page's as its remote's
 * manifest lists them, under the remote's release. A remote's sheets are written into the page,
 * so that no request to a remote, which may be down or hang, holds up its first paint.
 */
export async function styleSheetsOf(
  owner: AppRoute['owner'],
  remotes: Partial<Record<RemoteName, RemoteRelease>>,
  shellStyles: StyleSheet[],
): Promise<StyleSheet[]> {
  if (owner === 'shell') return shellStyles;
  const [remote, exposed] = owner.split('/') as [RemoteName, string];
  const release = remotes[remote];
  const expose = release?.manifest.exposes.find((entry) => entry.path === `./${exposed}`);
  if (!release || !expose) throw new Error(`${remote}'s manifest does not list ./${exposed}.`);
  const own = await Promise.all(
    expose.assets.css.sync.map(async (file) => ({
      href: `${release.basePath}${file}`,
      chunkFile: file,
      css: await release.readStyleSheet(file),
    })),
  );
  return [...shellStyles, ...own];
}

/** The page at one address: the template with the address's head tags and markup. */
export function composePage(
  template: string,
  address: string,
  markup: string,
  {
    builds,
    styleSheets,
    siteUrl,
    preloads = [],
    route,
  }: {
    builds: string;
    styleSheets: StyleSheet[];
    siteUrl: string;
    preloads?: Preload[];
    /** A remote's route, which the page states for a shell built without it. */
    route?: AppRoute;
  },
) {
  const { head: hoisted, body } = splitHoisted(markup);
  const head = hoisted + styleSheets.map(styleSheetTag).join('');
  // The page's title and description replace the site's: a document has one of each.
  const siteTitle = /<title>[^<]*<\/title>/;
  let page = head.includes('<title>')
    ? template.replace(siteTitle, () => head)
    : template.replace(/<title>/, () => `${head}<title>`);
  if (head.includes('<meta name="description"')) {
    page = page.replace(/<meta\s+name="?description"?[\s>][^>]*>/, '');
  }
  // The shell's code reads the site's address from the page (config/runtime-config.ts).
  page = page.replace(
    '</head>',
    () => `<meta name="${SITE_URL_META}" content="${escapeAttribute(siteUrl)}"></head>`,
  );
  // The preloads end the head, after the style sheets, the first image and the template's own
  // scripts (the render-blocking input capture, the start script), which the first paint needs:
  // the browser asks for them in the order it finds them.
  if (preloads.length > 0) {
    page = page.replace('</head>', () => `${preloads.map(preloadTag).join('')}</head>`);
  }
  const stated = route ? pageRouteOf(route) : undefined;
  if (stated) {
    const json = JSON.stringify(stated);
    page = page.replace(
      '</head>',
      () => `<meta name="${PAGE_ROUTE_META}" content="${escapeAttribute(json)}"></head>`,
    );
  }
  if (builds) {
    page = page.replace(
      '</head>',
      () => `<meta name="${PRERENDERED_BUILDS_META}" content="${escapeAttribute(builds)}"></head>`,
    );
  }
  const root = `<div id="root" data-prerendered="${escapeAttribute(address)}">${body}</div>`;
  const emptyRoot = /<div id="?root"?><\/div>/;
  if (!emptyRoot.test(page)) throw new Error('index.html has no empty #root.');
  return page.replace(emptyRoot, () => root);
}

/**
 * Every script a route's hydration needs, in the order they are needed: the shell's entry, the
 * remote's manifest (what its other files wait for), the shell's start scripts and, for a
 * remote's page, its remote entry and page scripts, as the manifest it is rendered from lists
 * them. A remote's release re-prerenders its routes' pages, so the list follows each release.
 */
export function preloadsOf(
  owner: AppRoute['owner'],
  remotes: Partial<Record<RemoteName, RemoteRelease>>,
  shell: { template: string; startScripts: string[] },
): Preload[] {
  const script = (href: string): Preload => ({ href, as: 'script' });
  const entry = entryScriptsOf(shell.template).map(script);
  const start = shell.startScripts.map(script);
  if (owner === 'shell') return [...entry, ...start];
  const [remote, exposed] = owner.split('/') as [RemoteName, string];
  const release = remotes[remote];
  if (!release) throw new Error(`No release of ${remote} was given to prerender ${owner} from.`);
  const [manifest, ...page] = remotePagePreloads(remote, release, `./${exposed}`);
  return [...entry, ...(manifest ? [manifest] : []), ...start, ...page];
}

/**
 * The offline page (src/components/error-fallback/offline-page.tsx): the template with the shell's
 * style sheets and none of its scripts or its no-script notice. Offline, the scripts could only
 * fail (the page's remote cannot load), and a page with none shows what it says at once.
 */
export function composeOfflinePage(
  template: string,
  markup: string,
  { styleSheets, siteUrl }: { styleSheets: StyleSheet[]; siteUrl: string },
): string {
  const withoutCode = template
    .replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, '')
    .replace(/<noscript>[\s\S]*?<\/noscript>/g, '');
  if (/<script\b(?![^>]*type="application\/ld\+json")/.test(withoutCode)) {
    throw new Error('index.html has a script the offline page cannot leave out.');
  }
  return composePage(withoutCode, OFFLINE_RENDER_ADDRESS, markup, {
    builds: '',
    styleSheets,
    siteUrl,
  });
}

/** The offline page's `data-prerendered`: no address has it, so no page hydrates it. */
const OFFLINE_RENDER_ADDRESS = '/offline';

/** The remote page `id`, from the Node build of its remote's release. */
function pageFromRelease(remotes: Partial<Record<RemoteName, RemoteRelease>>) {
  return async (id: FederatedModuleId): Promise<PageModule> => {
    const remote = remoteOf(id);
    const release = remotes[remote];
    if (!release) throw new Error(`No release of ${remote} was given to prerender ${id} from.`);
    const page = await release.loadPage(id.slice(remote.length + 1));
    if (typeof page.default !== 'function') {
      throw new Error(`The ${remote} release's Node build of ${id} exports no page.`);
    }
    return page as PageModule;
  };
}

/**
 * Renders the pages of `routes` in the shell's layout (each route's page and the pages of its
 * query values: the blog opened on each post, shared-types' site-pages), a remote's page from the
 * release given for its remote; with the shell's own routes, also the not-found page, which
 * answers every address no page has, and the offline page, which the service worker keeps. A page that cannot be rendered whole fails the prerender.
 */
export const prerenderPages: PrerenderKit['prerenderPages'] = async (routes, remotes, options) => {
  const registry = createServerRegistry(pageFromRelease(remotes));
  setPrerenderSiteUrl(options?.siteUrl);
  const { siteUrl } = siteConfig;
  const shellStyles = shellStyleSheets();
  // `routes` come from the caller's copy of shared-types: a remote's release renders its routes
  // as it has them, one this shell was built without among them (its page states the route).
  const targets: { url: string; owner: AppRoute['owner']; route?: AppRoute; file: string }[] = [
    ...routes.flatMap(pagesOfRoute).map((page) => ({
      url: page.url,
      owner: page.route.owner,
      route: page.route,
      file: page.file,
    })),
    ...(routes.some((route) => route.owner === 'shell')
      ? [{ url: NOT_FOUND_RENDER_PATH, owner: 'shell' as const, file: NOT_FOUND_PAGE_FILE }]
      : []),
  ];
  const pages: PrerenderedPage[] = [];
  for (const { url, owner, route, file } of targets) {
    const remote = owner === 'shell' ? undefined : remoteOf(owner);
    const build = remote ? remoteBuildOf(remotes[remote]?.manifest) : undefined;
    const stated = route ? pageRouteOf(route) : undefined;
    if (stated) addPageRoute(stated);
    const markup = await renderRoute(url, registry);
    const html = composePage(__SHELL_RELEASE__.template, url, markup, {
      builds: remote && build ? JSON.stringify({ [remote]: build }) : '',
      styleSheets: await styleSheetsOf(owner, remotes, shellStyles),
      siteUrl,
      preloads: preloadsOf(owner, remotes, __SHELL_RELEASE__),
      route,
    });
    pages.push({ route, file, html });
  }
  if (routes.some((route) => route.owner === 'shell')) {
    const html = composeOfflinePage(__SHELL_RELEASE__.template, await renderOfflinePage(), {
      styleSheets: shellStyles,
      siteUrl,
    });
    pages.push({ file: OFFLINE_PAGE_FILE, html });
  }
  return pages;
};
