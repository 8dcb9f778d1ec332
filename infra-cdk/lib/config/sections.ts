// The four front-end packages that ship on their own, each to its own prefix of the site bucket.
// Remote prefixes come from `remotes` in shared-types, the same data the shell uses to locate them.
import { remotes, type RemoteName } from 'shared-types';

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
  /** Files (relative to `dist/`) that name the release and so must never be cached. */
  readonly entryPoints: readonly string[];
}

const REMOTE_ENTRY_POINTS = ['mf-manifest.json', 'remoteEntry.js'] as const;

function remoteSection(name: RemoteName): SectionDefinition {
  const remote = remotes[name];
  return {
    name: remote.publicDir,
    packageName: remote.packageName,
    keyPrefix: `remotes/${remote.publicDir}`,
    entryPoints: REMOTE_ENTRY_POINTS,
  };
}

/** Every deployable section, shell first. */
export const sections: readonly SectionDefinition[] = [
  {
    name: 'shell',
    packageName: 'shell',
    keyPrefix: '',
    // The prerendered pages (docs/decisions/007) name the release's files as index.html does.
    entryPoints: ['index.html', 'sw.js', 'pages/*'],
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
