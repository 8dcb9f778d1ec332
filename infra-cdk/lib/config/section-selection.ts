// Reads what the deploy app synthesises: which section(s), and whether it publishes a new release
// of a build (`-c version=<v>`) or points the site back at a published one (`-c rollback=<v>`).
import * as fs from 'node:fs';
import * as path from 'node:path';

import type { Node } from 'constructs';
import {
  findSection,
  KEEP_RELEASES,
  sections as allSections,
  type SectionDefinition,
} from 'release';

import { packageDistDir } from './paths';
import { SiteConfigError } from './site-config';

/**
 * A new release of a build, served at once or, a canary's, published while the site keeps
 * serving release `serve`; or a rollback to a published one.
 */
type ReleaseRequest =
  | {
      readonly kind: 'deploy';
      readonly version: string;
      readonly sourceDir?: string;
      /** The release the site serves after the deploy. */
      readonly serve: string;
    }
  | { readonly kind: 'rollback'; readonly version: string; readonly pagesDir?: string };

/** The sections to synthesise and what each deploy does. */
export interface SectionSelection {
  readonly sections: readonly SectionDefinition[];
  readonly release: ReleaseRequest;
  /** How many releases each section keeps. */
  readonly keepReleases: number;
}

/** Every value `-c section=` accepts. */
const sectionChoices = [...allSections.map((section) => section.name), 'all'];

/** Versions name folders of the bucket and sort by time: `20261123-101500-ab12cd3`. */
const VERSION = /^[0-9A-Za-z][0-9A-Za-z._-]{0,63}$/;

function optionalPath(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  return typeof value === 'string' && value !== '' ? path.resolve(value) : undefined;
}

function versionFrom(node: Node, key: string): string | undefined {
  const value: unknown = node.tryGetContext(key);
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !VERSION.test(value)) {
    throw new SiteConfigError(
      `"${key}" must be a release version such as 20261123-101500-ab12cd3.`,
    );
  }
  return value;
}

/** The files a deploy publishes must be built first; says which command makes a missing one. */
function checkBuild(section: SectionDefinition, dir: string): void {
  for (const { file, command } of section.requiredFiles) {
    const full = path.join(dir, file);
    const present =
      fs.existsSync(full) && (!fs.statSync(full).isDirectory() || fs.readdirSync(full).length > 0);
    if (!present) throw new SiteConfigError(`${full} is missing: run ${command} first.`);
  }
}

/**
 * Reads `section` (required), then either `version` (a new release of the build in `sourceDir`,
 * by default the package's dist/; `serve=<v>` keeps the site on published release <v>) or
 * `rollback` (a published release; `pagesDir` holds its pages prerendered anew), and
 * `keepReleases`.
 */
export function readSectionSelection(node: Node): SectionSelection {
  const requested: unknown = node.tryGetContext('section');
  if (typeof requested !== 'string' || requested === '') {
    throw new SiteConfigError(`"section" is required: -c section=<${sectionChoices.join('|')}>.`);
  }
  const single = findSection(requested);
  if (requested !== 'all' && single === undefined) {
    throw new SiteConfigError(
      `unknown section "${requested}"; expected one of ${sectionChoices.join(', ')}.`,
    );
  }
  const sections = single === undefined ? allSections : [single];

  const version = versionFrom(node, 'version');
  const rollback = versionFrom(node, 'rollback');
  if ((version === undefined) === (rollback === undefined)) {
    throw new SiteConfigError(
      'give either "version" (publish a build as that release) or "rollback" (serve a published release again).',
    );
  }
  const rawKeep: unknown = node.tryGetContext('keepReleases');
  const keepReleases = rawKeep === undefined ? KEEP_RELEASES : Number(rawKeep);
  if (!Number.isInteger(keepReleases) || keepReleases < 2) {
    throw new SiteConfigError('"keepReleases" must be a whole number of at least 2.');
  }

  if (rollback !== undefined) {
    return {
      sections,
      release: { kind: 'rollback', version: rollback, pagesDir: optionalPath(node, 'pagesDir') },
      keepReleases,
    };
  }
  const serve = versionFrom(node, 'serve') ?? version!;
  const sourceDir = optionalPath(node, 'sourceDir');
  for (const section of sections)
    checkBuild(section, sourceDir ?? packageDistDir(section.packageName));
  return {
    sections,
    release: {
      kind: 'deploy',
      version: version!,
      sourceDir,
      serve,
    },
    keepReleases,
  };
}
