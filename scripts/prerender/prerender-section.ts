import fs from 'node:fs';
import path from 'node:path';

import { major, minor } from 'semver';

import { packageOf, type Section } from 'release';
import {
  appRoutes,
  pagesOfRoute,
  RELEASE_SITEMAP_FILE,
  remoteOf,
  remotes,
  ROUTES_FILE,
  routesOfFile,
  sectionRoutesSchema,
  type AppRoute,
  type RemoteName,
  type RemoteRelease,
} from 'shared-types';
import { buildSitemap, releaseDate } from 'shell/sitemap';

import { NotDeployedError, type ReleaseSource } from './release-sources';

/** The routes whose pages a section's release refreshes: all of them for the shell. */
export function routesOf(section: Section): readonly AppRoute[] {
  if (section === 'shell') return appRoutes;
  return appRoutes.filter((route) => route.owner !== 'shell' && remoteOf(route.owner) === section);
}

/**
 * The routes a section's release renders: for a remote, those its build claims (`routes.json`,
 * a page added since the repository's route list among them), else the route list's.
 */
function releaseRoutesOf(section: Section, dist: string): readonly AppRoute[] {
  const file = path.join(dist, ROUTES_FILE);
  if (section === 'shell' || !fs.existsSync(file)) return routesOf(section);
  const claimed = sectionRoutesSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!claimed.success || claimed.data.section !== remotes[section].publicDir) {
    throw new Error(`${file} is not the routes file of ${remotes[section].publicDir}.`);
  }
  return routesOfFile(section, claimed.data);
}

/** The version of the shell's contract the repository's remotes compile against. */
function builtAgainst(repoRoot: string): string {
  const file = path.join(repoRoot, 'shell-contract', 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

/**
 * A remote built against the shell's contract `required` ships only onto a shell that provides
 * it: the same major version, and at least its minor version (a name added since would be
 * missing). Else the remote's deploy stops before anything is published.
 */
export function assertRunsOn(section: RemoteName, required: string, provided: string): void {
  const sameMajor = major(required) === major(provided);
  if (sameMajor && minor(required) <= minor(provided)) return;
  throw new Error(
    `${remotes[section].packageName} is built against shell contract ${required}, but the ` +
      `deployed shell provides ${provided}: ` +
      (sameMajor
        ? 'deploy the shell first.'
        : 'the shell would refuse it; build it against the deployed contract.'),
  );
}

/** Where a section's prerender takes each release from, and where it writes. */
export interface PrerenderSources {
  /** The section's own release: its build, or a published release (a rollback). */
  own: ReleaseSource;
  /** Where the other sections' releases come from. */
  others: ReleaseSource;
  repoRoot: string;
  /** The site's public address the pages name (canonical links, structured data). */
  siteUrl: string;
  /** Where `pages/` is written. @default the section's build folder */
  outDir?: string;
  /**
   * Whether to check the deployed shell's contract against the one the repository's remote
   * compiles against (not for a rollback to a release built earlier). @default true
   */
  checkContract?: boolean;
}

/**
 * Prerenders a section's routes into `<package>/dist/pages/` with the shell's prerender bundle
 * (the section's own for the shell, the other source's for a remote) and each remote's release.
 * When the shell ships before a remote was ever deployed, that remote's routes are left to the
 * browser until its first deploy prerenders them. A remote's sitemap of the pages it claims is
 * written beside them (`sitemap.xml`). Returns the pages written.
 */
export async function prerenderSection(
  section: Section,
  { own, others, repoRoot, siteUrl, outDir, checkContract = true }: PrerenderSources,
): Promise<string[]> {
  const kit = await (section === 'shell' ? own : others).shellKit();
  if (section !== 'shell' && checkContract) {
    assertRunsOn(section, builtAgainst(repoRoot), kit.contractVersion);
  }
  const dist = outDir ?? path.join(repoRoot, packageOf(section), process.env.DIST_DIR ?? 'dist');
  const routes = releaseRoutesOf(section, dist);
  const releases: Partial<Record<RemoteName, RemoteRelease>> = {};
  const needed = new Set(
    routes.flatMap((route) => (route.owner === 'shell' ? [] : [remoteOf(route.owner)])),
  );
  for (const name of needed) {
    try {
      releases[name] = await (name === section ? own : others).remote(name, kit);
    } catch (error) {
      if (!(section === 'shell' && error instanceof NotDeployedError)) throw error;
      console.warn(`${name} is not deployed yet: its routes are not prerendered (${error.url}).`);
    }
  }
  const renderable = routes.filter(
    (route) => route.owner === 'shell' || releases[remoteOf(route.owner)] !== undefined,
  );
  const pages = await kit.prerenderPages(renderable, releases, { siteUrl });
  fs.rmSync(path.join(dist, 'pages'), { recursive: true, force: true });
  const written = pages.map((page) => {
    const file = path.join(dist, page.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page.html);
    return file;
  });
  if (section !== 'shell') {
    // A remote's own sitemap, of the pages it claims: its pointer publishes it at the site's root.
    const day = releaseDate(process.env, repoRoot);
    const sitemap = await buildSitemap(siteUrl, routes.flatMap(pagesOfRoute), day);
    fs.mkdirSync(dist, { recursive: true });
    fs.writeFileSync(path.join(dist, RELEASE_SITEMAP_FILE), sitemap);
  }
  return written;
}
