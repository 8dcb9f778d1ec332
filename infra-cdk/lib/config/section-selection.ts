// Reads what the deploy app synthesises: which section(s), and whether it publishes a new release
// of a build (`-c version=<v>`) or points the site back at a published one (`-c rollback=<v>`).
import * as fs from 'node:fs';
import * as path from 'node:path';

import type { Node } from 'constructs';
import {
  findSection,
  readSectionDeployContext,
  withContractMajor,
  sections as allSections,
  type SectionDeployContext,
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
  | {
      readonly kind: 'rollback';
      readonly version: string;
      /** Its pages prerendered anew (`pages/`) and its updated record, uploaded into its folder. */
      readonly pagesDir?: string;
      /** The release the site serves after the deploy. */
      readonly serve: string;
    };

/** The sections to synthesise and what each deploy does. */
export interface SectionSelection {
  readonly sections: readonly SectionDefinition[];
  readonly release: ReleaseRequest;
  /** How many releases each section keeps. */
  readonly keepReleases: number;
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
 * Reads the deploy's context with the release model's schema (the one the release pipeline writes
 * it with): `section` (required), then either `version` (a new release of the build in
 * `sourceDir`, by default the package's dist/) or `rollback` (a published release; `pagesDir`
 * holds its pages prerendered anew and its updated record), `serve` (the release served after the
 * deploy, by default the one named) and `keepReleases`.
 */
export function readSectionSelection(node: Node): SectionSelection {
  let context: SectionDeployContext;
  try {
    context = readSectionDeployContext((key) => node.tryGetContext(key));
  } catch (error) {
    throw new SiteConfigError((error as Error).message);
  }
  const single = findSection(context.section);
  const sections =
    single === undefined ? allSections : [withContractMajor(single, context.contractMajor)];
  const resolved = (dir: string | undefined) => (dir === undefined ? undefined : path.resolve(dir));
  if (context.rollback !== undefined) {
    return {
      sections,
      release: {
        kind: 'rollback',
        version: context.rollback,
        pagesDir: resolved(context.pagesDir),
        serve: context.serve ?? context.rollback,
      },
      keepReleases: context.keepReleases,
    };
  }
  const version = context.version!;
  const sourceDir = resolved(context.sourceDir);
  for (const section of sections)
    checkBuild(section, sourceDir ?? packageDistDir(section.packageName));
  return {
    sections,
    release: { kind: 'deploy', version, sourceDir, serve: context.serve ?? version },
    keepReleases: context.keepReleases,
  };
}
