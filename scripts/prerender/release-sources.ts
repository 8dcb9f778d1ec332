import fs from 'node:fs';
import path from 'node:path';

import { STABLE_VISITOR_COOKIE } from 'release';
import {
  contractMajorOf,
  pageServerFile,
  PRERENDER_KIT_FILE,
  PUBLIC_PATH_REQUEST,
  remoteManifestPath,
  remoteReleasePath,
  remotes,
  SHELL_RELEASE_POINTER,
  shellReleasePath,
  type PrerenderKit,
  type RemoteManifest,
  type RemoteName,
  type RemoteRelease,
  type RenderablePage,
  type ShellReleasePointer,
} from 'shared-types';

import { loadBundle } from './load-bundle';
import { releaseBasePath } from './release-base-path';

/** Where a prerender takes a section's release from: a build folder or a deployed site. */
export interface ReleaseSource {
  /** Says where, for messages. */
  readonly description: string;
  /** The shell's prerender bundle. */
  shellKit(): Promise<PrerenderKit>;
  /** A remote's release, its pages loaded with the shell's `sharedModules`. */
  remote(name: RemoteName, kit: PrerenderKit): Promise<RemoteRelease>;
}

/** Reads one file of a release, by its path below the release's folder. */
type ReadFile = (file: string) => Promise<string>;

function kitFrom(code: string, filename: string): PrerenderKit {
  const kit = loadBundle(code, filename) as Partial<PrerenderKit>;
  if (typeof kit.prerenderPages !== 'function' || typeof kit.sharedModules !== 'object') {
    throw new Error(`${filename} is not the shell's prerender bundle.`);
  }
  return kit as PrerenderKit;
}

/** A remote's release whose files `read` gives, its pages loaded with the shell's modules. */
function releaseOf(
  name: RemoteName,
  manifest: RemoteManifest,
  read: ReadFile,
  kit: PrerenderKit,
  basePath = releaseBasePath(name, manifest),
): RemoteRelease {
  const pages = new Map<string, Promise<RenderablePage>>();
  const load = async (page: string) => {
    const file = pageServerFile(page);
    const provided = { ...kit.sharedModules, [PUBLIC_PATH_REQUEST]: basePath };
    return loadBundle(await read(file), `${name}/${file}`, provided) as RenderablePage;
  };
  return {
    basePath,
    manifest,
    loadPage: (page) => {
      if (!pages.has(page)) pages.set(page, load(page));
      return pages.get(page)!;
    },
    readStyleSheet: read,
  };
}

/**
 * Builds in the repository: each package's `dist/` (`DIST_DIR`). A remote's files are served at
 * `basePaths[name]` when given (the release a deploy is about to publish), else at
 * `/remotes/<dir>/`, as the local server serves them. `dirs` names another build folder for a
 * package (a copy of its build).
 */
export function localBuilds(
  repoRoot: string,
  basePaths: Partial<Record<RemoteName, string>> = {},
  dirs: Partial<Record<string, string>> = {},
): ReleaseSource {
  const distOf = (packageName: string) =>
    dirs[packageName] ?? path.join(repoRoot, packageName, process.env.DIST_DIR ?? 'dist');
  const readIn = (dir: string, what: string) => (file: string) => {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) {
      return Promise.reject(new Error(`${full} is missing: build ${what} first.`));
    }
    return fs.promises.readFile(full, 'utf8');
  };
  return {
    description: 'the local builds',
    async shellKit() {
      const file = path.join(distOf('shell'), PRERENDER_KIT_FILE);
      return kitFrom(await readIn(distOf('shell'), 'the shell')(PRERENDER_KIT_FILE), file);
    },
    async remote(name, kit) {
      const { packageName } = remotes[name];
      const read = readIn(distOf(packageName), `${packageName} (npm run build -w ${packageName})`);
      const manifest = JSON.parse(await read('mf-manifest.json')) as RemoteManifest;
      return releaseOf(name, manifest, read, kit, basePaths[name]);
    },
  };
}

/**
 * A release train's composition: the train's members (`members`, by section) from `train`, every
 * other section from `site`.
 */
export function trainSite(
  train: ReleaseSource,
  site: ReleaseSource,
  members: ReadonlySet<'shell' | RemoteName>,
): ReleaseSource {
  return {
    description: `the train's builds and ${site.description}`,
    shellKit: () => (members.has('shell') ? train : site).shellKit(),
    remote: (name, kit) => (members.has(name) ? train : site).remote(name, kit),
  };
}

/** A section the deployed site does not serve yet (its pointer is missing). */
export class NotDeployedError extends Error {
  constructor(readonly url: string) {
    super(`${url} is not deployed.`);
    this.name = 'NotDeployedError';
  }
}

/** Fetches a file of a deployed site, failing with the URL and status. */
async function fetchText(url: URL): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { 'Cache-Control': 'no-cache', Cookie: STABLE_VISITOR_COOKIE },
    });
  } catch (error) {
    throw new Error(`Could not fetch ${url.href}: ${String(error)}`);
  }
  if (response.status === 404 || response.status === 403) throw new NotDeployedError(url.href);
  if (!response.ok) throw new Error(`${url.href} answered ${response.status}.`);
  return response.text();
}

/**
 * The releases a deployed site serves now: the shell's prerender bundle of the release its
 * pointer names, each remote's release as its manifest pointer names it. `pinned` names a
 * published release to take instead of the one served (a rollback's).
 */
export function deployedSite(
  siteUrl: string,
  pinned: Partial<Record<'shell' | RemoteName, string>> = {},
): ReleaseSource {
  const site = new URL(siteUrl);
  const at = (urlPath: string) => new URL(urlPath, site);
  return {
    description: site.origin,
    async shellKit() {
      const folder = pinned.shell
        ? shellReleasePath(pinned.shell)
        : (JSON.parse(await fetchText(at(`/${SHELL_RELEASE_POINTER}`))) as ShellReleasePointer)
            .path;
      const url = at(`${folder}${PRERENDER_KIT_FILE}`);
      return kitFrom(await fetchText(url), url.href);
    },
    async remote(name, kit) {
      const version = pinned[name];
      const manifestPath = version
        ? `${remoteReleasePath(name, version)}mf-manifest.json`
        : remoteManifestPath(name, contractMajorOf(kit.contractVersion));
      const manifest = JSON.parse(await fetchText(at(manifestPath))) as RemoteManifest;
      const basePath = releaseBasePath(name, manifest);
      return releaseOf(name, manifest, (file) => fetchText(at(`${basePath}${file}`)), kit);
    },
  };
}
