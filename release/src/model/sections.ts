// The four front-end packages that ship on their own, each to its own prefix of the site bucket.
// Remote prefixes come from `remotes` in shared-types, the same data the shell uses to locate them.
// Each deploy publishes a release under `<prefix>/releases/<version>/`; the section's pointer (its
// entry points, copied to the keys the site serves) names the release served.
import {
  contractMajorOf,
  PRERENDER_KIT_FILE,
  remoteManifestPath,
  remoteNames,
  RELEASE_SITEMAP_FILE,
  remotes,
  ROUTES_FILE,
  sectionSitemapFile,
  SHELL_RELEASE_POINTER,
  shellEntryPointGlobs,
  type RemoteName,
} from 'shared-types';

import { publishedRoutesKey } from './edge-routes';
import { stackName } from './names';
import type { Stage } from './stage';

/** A section's name, as given to `-c section=...`. */
type SectionName = 'shell' | (typeof remotes)[RemoteName]['publicDir'];

/** One entry point of a release: a file (or, ending with '/', a folder) and where it is served. */
export interface PointerEntry {
  /** Below the release's folder: `mf-manifest.json`, `pages/`. */
  readonly from: string;
  /** The key (or key prefix) the site serves it at: `remotes/forms/mf-manifest.json`, `pages/`. */
  readonly to: string;
  /** A file a build may lack (the shell's sitemap, robots.txt and manifest). @default false */
  readonly optional?: boolean;
}

/** How one front-end package is deployed. */
export interface SectionDefinition {
  /** The name teams pass to `-c section=`. */
  readonly name: SectionName;
  /** npm workspace whose `dist/` is uploaded. */
  readonly packageName: string;
  /** Key prefix in the site bucket, without slashes at either end; '' for the site root. */
  readonly keyPrefix: string;
  /**
   * The files of its build that make up a release, published under the release's own folder:
   * all of a remote's build; the shell's entry points and Node build (its content-hashed files are
   * published at the root, where every release's pages name them).
   */
  readonly releaseFiles: 'all' | readonly string[];
  /** The release's entry points, which its pointer copies to the keys the site serves. */
  readonly pointer: readonly PointerEntry[];
  /** Files a build must have to be deployed, with the command that makes them. */
  readonly requiredFiles: readonly { file: string; command: string }[];
  /**
   * A remote's: the major version of the shell's contract its manifest pointer is for (only a
   * shell of that major reads it: `remoteManifestPath`). @default 1
   */
  readonly contractMajor?: number;
}

/** How many releases of each section the bucket keeps, the one served included. */
export const KEEP_RELEASES = 10;

/** The pages the section prerenders: the shell renders every route, a remote its own. */
const PAGES: PointerEntry = { from: 'pages/', to: 'pages/' };

function remoteSection(name: RemoteName, contractMajor = 1): SectionDefinition {
  const remote = remotes[name];
  return {
    ...(contractMajor > 1 ? { contractMajor } : {}),
    name: remote.publicDir,
    packageName: remote.packageName,
    keyPrefix: `remotes/${remote.publicDir}`,
    releaseFiles: 'all',
    // The manifest names the release's folder (its publicPath), so it is the remote's pointer.
    // Its routes file follows it: the edge serves the release's page addresses from it (the
    // key value store's copy, edge-routes.ts) once the manifest that has their pages is live.
    // A release built before builds had one leaves the last one in place. Its sitemap, of the
    // pages it claims, is served at the site's root once they are, where the index names it.
    pointer: [
      { from: 'mf-manifest.json', to: remoteManifestPath(name, contractMajor).slice(1) },
      {
        from: ROUTES_FILE,
        to: publishedRoutesKey(`remotes/${remote.publicDir}`),
        optional: true,
      },
      PAGES,
      { from: RELEASE_SITEMAP_FILE, to: sectionSitemapFile(remote.publicDir), optional: true },
    ],
    requiredFiles: [
      { file: 'mf-manifest.json', command: `npm run build -w ${remote.packageName}` },
      { file: ROUTES_FILE, command: `npm run build -w ${remote.packageName}` },
      { file: 'pages', command: `npm run prerender -w ${remote.packageName}` },
    ],
  };
}

/** Every deployable section, shell first. */
export const sections: readonly SectionDefinition[] = [
  {
    name: 'shell',
    packageName: 'shell',
    keyPrefix: '',
    releaseFiles: [...shellEntryPointGlobs, 'server/*', SHELL_RELEASE_POINTER, ROUTES_FILE],
    // The pages first; index.html, which names the release's files, last.
    pointer: [
      PAGES,
      ...shellEntryPointGlobs
        .filter((glob) => glob !== 'index.html' && !glob.endsWith('/*'))
        .map((file) => ({ from: file, to: file, optional: file !== 'sw.js' })),
      { from: SHELL_RELEASE_POINTER, to: SHELL_RELEASE_POINTER },
      { from: 'index.html', to: 'index.html' },
    ],
    requiredFiles: [
      { file: 'index.html', command: 'npm run build -w shell' },
      { file: PRERENDER_KIT_FILE, command: 'npm run build -w shell' },
      { file: ROUTES_FILE, command: 'npm run build -w shell' },
      { file: 'pages', command: 'npm run prerender -w shell' },
    ],
  },
  remoteSection('homeTours'),
  remoteSection('blogGallery'),
  remoteSection('forms'),
];

/** Key prefix of a section's releases, ending with a slash: `remotes/forms/releases/`. */
export function releasesPrefix(section: SectionDefinition): string {
  return section.keyPrefix === '' ? 'releases/' : `${section.keyPrefix}/releases/`;
}

/** URL path of one release's folder, ending with a slash: `/remotes/forms/releases/<v>/`. */
export function releasePath(section: SectionDefinition, version: string): string {
  return `/${releasesPrefix(section)}${version}/`;
}

/** The name of a section's deploy stack in a stage: `CatsAboutTown-prod-DeployForms`. */
export function sectionStackName(section: SectionDefinition, stage: Stage): string {
  const pascal = section.name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
  return stackName(stage, `Deploy${pascal}`);
}

/** The section called `name`, or undefined. */
export function findSection(name: string): SectionDefinition | undefined {
  return sections.find((section) => section.name === name);
}

/**
 * A section's definition with its manifest pointer where a shell of contract major `major` reads
 * it: a remote's release built for contract 2 is pointed at `remotes/<dir>/contract-2/…`, which
 * the shells of contract 1 never read. The shell's is the same for every major.
 */
export function withContractMajor(definition: SectionDefinition, major = 1): SectionDefinition {
  const remote = remoteNames.find((name) => remotes[name].publicDir === definition.name);
  return remote === undefined || major <= 1 ? definition : remoteSection(remote, major);
}

/** How a section's release built against contract `contractVersion` is pointed at. */
export function pointedSection(section: Section, contractVersion: string | undefined) {
  return withContractMajor(definitionOf(section), contractMajorOf(contractVersion));
}

/** A section of the site as its team names it: the shell or one remote. */
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

/** How a section is deployed. */
export function definitionOf(section: Section): SectionDefinition {
  const name = section === 'shell' ? 'shell' : remotes[section].publicDir;
  return sections.find((definition) => definition.name === name)!;
}

/** The npm workspace that builds a section. */
export function packageOf(section: Section): string {
  return section === 'shell' ? 'shell' : remotes[section].packageName;
}

/** The remote a deploy section is (its telemetry's `section` dimension); only a remote has one. */
export function metricSectionOf(section: SectionDefinition): RemoteName {
  const remote = remoteNames.find((name) => remotes[name].publicDir === section.name);
  if (!remote) throw new Error(`${section.name} runs no canary: only a remote does.`);
  return remote;
}
