import { SHELL_BUILD_META, SHELL_RELEASE_POINTER, type RemoteName } from 'shared-types';
import { remoteBuildOf } from 'site-rules';

import { firstReloadFor } from '../lib/reload-once';
import type { RemoteLocations } from './remote-locations';

/** A part of the site a page runs: the shell, or a remote's section. */
export type Section = 'shell' | RemoteName;

/** The changes of the site this visit has loaded its page again for, a line each. */
export const PAGE_SET_RELOADS_KEY = 'page-set-reloads';

/** The build of a section the site serves now, read past every cache; undefined when unknown. */
export type ServedBuild = (section: Section) => Promise<string | undefined>;

export interface PageSetOptions {
  /** The shell build the page's HTML names; undefined for a page that names none. */
  shellBuild: string | undefined;
  /** The build of a remote the page's HTML was prerendered with, if any. */
  prerenderedBuildOf: (remote: RemoteName) => string | undefined;
  servedBuild: ServedBuild;
  reloadPage: () => void;
}

/**
 * The releases a page runs, which are one set the site served at one moment: the shell its HTML
 * came with, then each section it enters (docs/decisions/067).
 */
export interface PageSet {
  /**
   * A remote's manifest has arrived, before any of its code runs. When the page runs another
   * build of that remote, or none yet, this checks, from now on, that every other section the page
   * runs is still what the site serves: so the manifest and the page's sections were served
   * together. The check overlaps the download of the remote's code.
   */
  noteManifest(remote: RemoteName, manifest: unknown): void;
  /**
   * Settles when the page may run the remote whose manifest it last noted. When the site has
   * released another build of a section the page runs since the page loaded it, the page loads
   * again instead, once per change in a visit, and this never settles; a change seen again is
   * logged and the page goes on.
   */
  enter(remote: RemoteName): Promise<void>;
}

interface Verdict {
  /** The build of the remote the manifest names. */
  build: string;
  /** Each section that changed: `<section> <runs> <serves>`, which is also what a reload is for. */
  changed: string[];
}

export function createPageSet(options: PageSetOptions): PageSet {
  const running = new Map<Section, string>();
  if (options.shellBuild) running.set('shell', options.shellBuild);
  const verdicts = new Map<RemoteName, Promise<Verdict>>();

  async function check(build: string, compared: [Section, string][]): Promise<Verdict> {
    const changed: string[] = [];
    await Promise.all(
      compared.map(async ([section, runs]) => {
        const serves = await options.servedBuild(section);
        if (serves !== undefined && serves !== runs) changed.push(`${section} ${runs} ${serves}`);
      }),
    );
    return { build, changed: changed.sort() };
  }

  return {
    noteManifest(remote, manifest) {
      const build = remoteBuildOf(manifest);
      if (!build) {
        verdicts.delete(remote);
        return;
      }
      const runsRemotes = [...running.keys()].some((section) => section !== 'shell');
      // What the page runs of it, or, before it has entered any section, the build its HTML was
      // prerendered with: the HTML's own set.
      const runs =
        running.get(remote) ?? (runsRemotes ? undefined : options.prerenderedBuildOf(remote));
      if (runs === build) {
        verdicts.set(remote, Promise.resolve({ build, changed: [] }));
        return;
      }
      const compared = [...running].filter(([section]) => section !== remote);
      verdicts.set(remote, check(build, compared));
    },

    async enter(remote) {
      const verdict = await verdicts.get(remote);
      if (!verdict) return;
      if (verdict.changed.length > 0) {
        const what = verdict.changed.join(', ');
        if (firstReloadFor(PAGE_SET_RELOADS_KEY, what)) {
          console.info(
            `The site has released since this page loaded (${what}): loading the page again ` +
              `to run ${remote} with the releases it is served with.`,
          );
          options.reloadPage();
          return new Promise<void>(() => undefined);
        }
        console.warn(
          `The site still serves other releases than this page runs (${what}) after loading it ` +
            `again: running ${remote} ${verdict.build} with them.`,
        );
      }
      running.set(remote, verdict.build);
    },
  };
}

/** The shell build a page names ({@link SHELL_BUILD_META}), if any. */
export function pageShellBuildOf(doc: Pick<Document, 'querySelector'>): string | undefined {
  const content = doc
    .querySelector<HTMLMetaElement>(`meta[name="${SHELL_BUILD_META}"]`)
    ?.getAttribute('content');
  return content || undefined;
}

/**
 * Reads the build of a section the site serves now, revalidated with the site: the shell's from
 * its release pointer, a remote's from its manifest pointer. Anything unreadable (offline, a
 * pointer from before builds were named) is unknown, and an unknown build never reloads a page.
 */
export function servedBuildFrom(locations: RemoteLocations): ServedBuild {
  return async (section) => {
    const url = section === 'shell' ? `/${SHELL_RELEASE_POINTER}` : locations[section];
    try {
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) return undefined;
      const body: unknown = await response.json();
      if (section !== 'shell') return remoteBuildOf(body);
      const build = (body as { build?: unknown } | null)?.build;
      return typeof build === 'string' && build.length > 0 ? build : undefined;
    } catch {
      return undefined;
    }
  };
}
