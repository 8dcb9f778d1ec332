// Reads which section(s) the deploy app synthesises, so a team's command names only its own.
import * as fs from 'node:fs';
import * as path from 'node:path';

import type { Node } from 'constructs';

import { packageDistDir } from './paths';
import { findSection, sections as allSections, type SectionDefinition } from './sections';
import { SiteConfigError } from './site-config';

/** The sections to synthesise and an optional build directory replacing each one's dist/. */
export interface SectionSelection {
  readonly sections: readonly SectionDefinition[];
  readonly sourceDir?: string;
}

/** Every value `-c section=` accepts. */
export const sectionChoices = [...allSections.map((section) => section.name), 'all'];

/** Reads `section` (required) and `sourceDir` (optional) and checks the builds exist. */
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

  const rawSourceDir: unknown = node.tryGetContext('sourceDir');
  const sourceDir =
    typeof rawSourceDir === 'string' && rawSourceDir !== ''
      ? path.resolve(rawSourceDir)
      : undefined;

  for (const section of sections) {
    const dir = sourceDir ?? packageDistDir(section.packageName);
    for (const entry of section.requiredEntryPoints) {
      // `pages/*` stands for the folder of prerendered pages, which must hold some.
      const folder = entry.endsWith('/*') ? path.join(dir, entry.slice(0, -2)) : undefined;
      const present = folder
        ? fs.existsSync(folder) && fs.readdirSync(folder).length > 0
        : fs.existsSync(path.join(dir, entry));
      if (!present) {
        throw new SiteConfigError(
          folder
            ? `${folder} has no pages: prerender them first (npm run build, which ends with it).`
            : `${path.join(dir, entry)} is missing: build ${section.packageName} first ` +
                `(npm run build -w ${section.packageName}).`,
        );
      }
    }
  }
  return { sections, sourceDir };
}
