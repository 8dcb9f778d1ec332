// The four front-end packages that ship on their own, each to its own prefix of the site bucket.
// Remote prefixes come from `remotes` in shared-types, the same data the shell uses to locate them;
// which files are entry points comes from shared-types' cache rules, as the local server reads them.
import {
  entryPointGlobs,
  remoteEntryPointGlobs,
  remotes,
  type BuildKind,
  type RemoteName,
} from 'shared-types';

import { stackName } from './names';
import type { Stage } from './stage';

/** A section's name, as given to `-c section=...`. */
export type SectionName = 'shell' | (typeof remotes)[RemoteName]['publicDir'];

/** How one front-end package is deployed. */
export interface SectionDefinition {
  /** The name teams pass to `-c section=`. */
  readonly name: SectionName;
  /** npm workspace whose `dist/` is uploaded. */
  readonly packageName: string;
  /** Key prefix in the site bucket, without slashes at either end; '' for the site root. */
  readonly keyPrefix: string;
  /** The shell's build or a remote's: which cache rules its files follow. */
  readonly kind: BuildKind;
  /** Files (globs relative to `dist/`) uploaded last, never cached, and invalidated. */
  readonly entryPoints: readonly string[];
  /** Entry points a build must have to be released (`pages/*`: a folder with pages in it). */
  readonly requiredEntryPoints: readonly string[];
}

function remoteSection(name: RemoteName): SectionDefinition {
  const remote = remotes[name];
  return {
    name: remote.publicDir,
    packageName: remote.packageName,
    keyPrefix: `remotes/${remote.publicDir}`,
    kind: 'remote',
    entryPoints: entryPointGlobs('remote'),
    requiredEntryPoints: remoteEntryPointGlobs,
  };
}

/** Every deployable section, shell first. */
export const sections: readonly SectionDefinition[] = [
  {
    name: 'shell',
    packageName: 'shell',
    keyPrefix: '',
    kind: 'shell',
    entryPoints: entryPointGlobs('shell'),
    // The sitemap, robots.txt and the manifest may be missing from a build made without them.
    requiredEntryPoints: ['index.html', 'sw.js', 'pages/*'],
  },
  remoteSection('homeTours'),
  remoteSection('blogGallery'),
  remoteSection('forms'),
];

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

/** URL paths of a section's entry points, which are all a release needs to invalidate. */
export function entryPointPaths(section: SectionDefinition): string[] {
  const base = section.keyPrefix === '' ? '/' : `/${section.keyPrefix}/`;
  return section.entryPoints.map((file) => `${base}${file}`);
}
