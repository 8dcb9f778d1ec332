// The contract between the shell's prerender bundle and whoever runs a prerender: the shell's team
// for every route when the shell ships, a remote's team for its own routes when the remote ships.
// Each takes the others' deployed releases (the shell's bundle, the remotes' page builds and
// manifests), never their sources or local builds (docs/decisions/007).
import type { RemoteName } from './federation';
import type { AppRoute } from './routes';

/** The shell's prerender bundle, relative to the shell's build. */
export const PRERENDER_KIT_FILE = 'server/prerender.js';

/**
 * The module a remote page's Node build requires to learn the URL its release's files are served
 * under, so its images' URLs are the ones its browser build works out for itself.
 */
export const PUBLIC_PATH_REQUEST = 'prerender:public-path';

/** A remote page's Node build, relative to the remote's build: `server/ContactPage.js`. */
export function pageServerFile(page: string): string {
  return `server/${page}.js`;
}

/** The parts of a remote's `mf-manifest.json` the prerender reads. */
export interface RemoteManifest {
  metaData?: {
    publicPath?: string;
    /** Its entry script: `path` is a folder under the release's ('' for none). */
    remoteEntry?: { name: string; path?: string };
  };
  exposes: readonly {
    path: string;
    assets: { css: { sync: readonly string[] }; js?: { sync: readonly string[] } };
  }[];
}

/** A page module: its default export renders the page. */
export interface RenderablePage {
  default: unknown;
}

/** One remote's release as a prerender sees it. */
export interface RemoteRelease {
  /** URL path its files are served under, ending with a slash. */
  basePath: string;
  /** Its `mf-manifest.json`. */
  manifest: RemoteManifest;
  /** Loads the Node build of one of its pages, by the page's name ('ContactPage'). */
  loadPage(page: string): Promise<RenderablePage>;
  /**
   * The text of one of its style sheets, by its file name in the manifest: a prerendered page
   * carries its remote's sheets, so its first paint waits on no request to the remote.
   */
  readStyleSheet(file: string): Promise<string>;
}

/** A prerendered page and the file it is served from, relative to the site root. */
export interface PrerenderedPage {
  /** The route whose page it is; none for the not-found and offline pages. */
  route?: AppRoute;
  file: string;
  html: string;
}

/**
 * `<meta name="site-url">` of a prerendered page: the site's public address, which the shell reads
 * at run time for its absolute URLs (canonical links, link previews, structured data). The
 * shell's code names no site, so one build is promoted from stage to stage unchanged.
 */
export const SITE_URL_META = 'site-url';

/** What a prerender is asked for besides its routes and releases. */
export interface PrerenderOptions {
  /** The site's public address the pages name. */
  siteUrl: string;
}

/** What the shell's prerender bundle exports. */
export interface PrerenderKit {
  /** The version of the shell's contract with the remotes that this release provides. */
  contractVersion: string;
  /**
   * The modules a remote page's Node build takes from the shell, by request ('react',
   * 'shell/ui'…): as in the browser's share scope, the page renders with the shell's React.
   */
  sharedModules: Readonly<Record<string, unknown>>;
  /**
   * Renders the pages of `routes` (each post of the blog's among them) in the shell's layout,
   * each remote page from the release given for it, and the not-found page with the shell's own,
   * naming `options.siteUrl` (a shell released before it took the option names the site it was
   * built for).
   */
  prerenderPages(
    routes: readonly AppRoute[],
    remotes: Partial<Record<RemoteName, RemoteRelease>>,
    options?: PrerenderOptions,
  ): Promise<PrerenderedPage[]>;
}

/**
 * The shell's release pointer, at the site's root: which release of the shell the site serves,
 * so a remote's team prerenders its pages with that release's prerender bundle.
 */
export const SHELL_RELEASE_POINTER = 'shell-release.json';

/** URL path of one release of the shell's entry points and Node build, ending with a slash. */
export function shellReleasePath(version: string): string {
  return `/releases/${version}/`;
}

/** The content of {@link SHELL_RELEASE_POINTER}. */
export interface ShellReleasePointer {
  /** The release's version. */
  version: string;
  /** URL path of the release's folder, ending with a slash. */
  path: string;
  /**
   * The build of the shell the release is ({@link SHELL_BUILD_META} of its `index.html`), which
   * a page compares with its own. Pointers written before builds had one lack it.
   */
  build?: string;
}

/**
 * The `<meta name>` by which each page of the shell's build names that build: its `index.html`
 * and every page prerendered from it carry it, so a page knows which shell it runs.
 */
export const SHELL_BUILD_META = 'shell-build';

/**
 * The shell build a page's HTML names ({@link SHELL_BUILD_META}), if it names one. The minified
 * `index.html` writes the tag's attributes unquoted.
 */
export function shellBuildOf(html: string): string | undefined {
  const name = new RegExp(`\\sname="?${SHELL_BUILD_META}"?[\\s/>]`);
  const tag = /<meta\s[^>]*>/g;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    if (name.test(match[0])) return /\scontent="?([0-9a-f]+)"?[\s/>]/.exec(match[0])?.[1];
  }
  return undefined;
}

/**
 * The {@link ShellReleasePointer.build} field of a release whose `index.html` is `indexHtml`: none
 * for a build from before builds were named (or no `index.html`), so its pointer names none.
 */
export function shellBuildField(indexHtml: string): Pick<ShellReleasePointer, 'build'> {
  const build = shellBuildOf(indexHtml);
  return build ? { build } : {};
}
