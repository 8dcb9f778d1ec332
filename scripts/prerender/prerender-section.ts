import fs from 'node:fs';
import path from 'node:path';

import {
  appRoutes,
  remoteNames,
  remoteOf,
  remotes,
  type AppRoute,
  type RemoteName,
  type RemoteRelease,
} from 'shared-types';

import { NotDeployedError, type ReleaseSource } from './release-sources';

/** A section of the site: the shell or one remote, each shipped by its own team. */
export type Section = 'shell' | RemoteName;

/** The section a command-line name stands for: `shell`, a remote's folder or package name. */
export function sectionOf(name: string | undefined): Section {
  if (name === 'shell') return 'shell';
  const remote = remoteNames.find(
    (candidate) =>
      candidate === name ||
      remotes[candidate].publicDir === name ||
      remotes[candidate].packageName === name,
  );
  if (!remote) {
    const choices = ['shell', ...remoteNames.map((candidate) => remotes[candidate].publicDir)];
    throw new Error(`Unknown section "${name ?? ''}"; expected one of ${choices.join(', ')}.`);
  }
  return remote;
}

/** The routes whose pages a section's release refreshes: all of them for the shell. */
export function routesOf(section: Section): readonly AppRoute[] {
  if (section === 'shell') return appRoutes;
  return appRoutes.filter((route) => route.owner !== 'shell' && remoteOf(route.owner) === section);
}

/** The npm workspace that builds a section. */
export function packageOf(section: Section): string {
  return section === 'shell' ? 'shell' : remotes[section].packageName;
}

interface PrerenderSources {
  /** The section's own build. */
  own: ReleaseSource;
  /** Where the other sections' releases come from. */
  others: ReleaseSource;
  repoRoot: string;
}

/**
 * Prerenders a section's routes into `<package>/dist/pages/` with the shell's prerender bundle
 * (the section's own for the shell, the other source's for a remote) and each remote's release.
 * When the shell ships before a remote was ever deployed, that remote's routes are left to the
 * browser until its first deploy prerenders them. Returns the files written.
 */
export async function prerenderSection(
  section: Section,
  { own, others, repoRoot }: PrerenderSources,
): Promise<string[]> {
  const kit = await (section === 'shell' ? own : others).shellKit();
  const routes = routesOf(section);
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
  const pages = await kit.prerenderPages(renderable, releases);
  const dist = path.join(repoRoot, packageOf(section), process.env.DIST_DIR ?? 'dist');
  fs.rmSync(path.join(dist, 'pages'), { recursive: true, force: true });
  return pages.map((page) => {
    const file = path.join(dist, page.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page.html);
    return file;
  });
}
