// A release to prod is the promotion of what staging published and smoked: it builds nothing.
// It reads staging's release folder from staging's bucket with read-only credentials, checks
// every object against staging's release record (sha256; any difference refuses it, naming the
// objects, before anything is deployed), lays the folder out again as the build the deploy
// uploads, gives only the files that name the site (pages, sitemap.xml, robots.txt) prod's
// address, and deploys that folder with the section's stack. The same S3 calls run against the
// local S3 emulator in its test.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { S3Client } from '@aws-sdk/client-s3';

import { releasesPrefix } from 'release';
import type { Stage } from 'release';
import { SHELL_RELEASE_POINTER } from 'shared-types';
import { parseSiteUrl } from 'site-rules';

import type { Section } from '../prerender/prerender-section';
import {
  getObject,
  isStageSpecific,
  planRelease,
  releaseRecord,
  sectionDefinition,
  sha256,
} from '../release-store/artifact';
import { PromotionRefusal, SMOKE_RECORD } from '../release-store/local-release';
import type { SmokeResult } from '../release-store/smoke';
import {
  cdkCommand,
  cdkSectionOf,
  gateOnSite,
  servedOnSite,
  smokeOrSwitchBack,
  writeReleaseRecord,
  type ReleaseTools,
} from './release';

/** A stage's bucket, as a client holding credentials for it sees it. */
interface StageBucket {
  readonly s3: S3Client;
  readonly bucket: string;
}

/** A release's tools, and staging's bucket to promote from. */
export interface PromotionTools extends ReleaseTools {
  /** Staging's bucket, read with credentials that may only read it. */
  sourceBucket(stage: Stage): Promise<StageBucket>;
}

/** What `npm run release -- <section> --stage prod --version <v>` is asked for. */
export interface PromotionOptions {
  readonly section: Section;
  /** The stage the release goes to, and the one it was tested on. */
  readonly stage: Stage;
  readonly from: Stage;
  readonly version: string;
  /** The target's site. @default its stage's */
  readonly site?: string;
  /** Stop at `cdk synth`. @default false */
  readonly synth?: boolean;
  /** The release the target keeps serving while this one is published (a canary). */
  readonly serve?: string;
  readonly repoRoot: string;
}

/** What a promotion deployed. */
export interface PromotionOutcome {
  /** The folder the deploy uploaded. */
  readonly sourceDir: string;
  /** Files copied byte for byte, their sha256 checked against staging's record. */
  readonly identical: number;
  /** Files that name the site, given the target's address. */
  readonly stageSpecific: number;
}

/**
 * The file of a build a published object came from (the inverse of planRelease), or undefined
 * for the shell's pointer file, which its deploy writes itself.
 */
export function buildFileOf(sectionName: string, version: string, key: string): string | undefined {
  const section = sectionDefinition(sectionName);
  const folder = `${releasesPrefix(section)}${version}/`;
  if (key.startsWith(folder)) {
    const file = key.slice(folder.length);
    return section.releaseFiles !== 'all' && file === SHELL_RELEASE_POINTER ? undefined : file;
  }
  const prefix = section.keyPrefix === '' ? '' : `${section.keyPrefix}/`;
  if (section.releaseFiles === 'all' || !key.startsWith(prefix)) {
    throw new Error(`${key} is not a file of ${section.name} ${version}.`);
  }
  return key.slice(prefix.length);
}

/**
 * Promotes a section's release from the stage it passed on to the next: staging's bytes,
 * verified, deployed by the section's stack; then the smoke, which switches back when it fails.
 */
export async function promote(
  options: PromotionOptions,
  tools: PromotionTools,
): Promise<PromotionOutcome> {
  const { section, stage, from, version } = options;
  const definition = sectionDefinition(cdkSectionOf(section));
  const fromSite = parseSiteUrl(await tools.stageSiteUrl(from));
  const site = parseSiteUrl(options.site ?? (await tools.stageSiteUrl(stage)));
  const source = await tools.sourceBucket(from);
  const record = await releaseRecord(source.s3, source.bucket, definition, version);
  if (!record) {
    throw new PromotionRefusal(`${definition.name} ${version} is not published on ${from}.`);
  }
  const folder = `${releasesPrefix(definition)}${version}/`;
  const smoke = await getObject(source.s3, source.bucket, folder + SMOKE_RECORD);
  if (!smoke || !(JSON.parse(smoke.body.toString('utf8')) as SmokeResult).passed) {
    throw new PromotionRefusal(
      `${definition.name} ${version} has not passed the smoke on ${from}; it is not promoted.`,
    );
  }
  tools.log(
    `Promoting ${definition.name} ${version} from ${from} (${fromSite}) to ${stage} (${site}).`,
  );
  const sourceDir = fs.mkdtempSync(path.join(os.tmpdir(), `promote-${definition.name}-`));
  const differing: string[] = [];
  let identical = 0;
  let stageSpecific = 0;
  for (const [key, hash] of Object.entries(record.files)) {
    const object = await getObject(source.s3, source.bucket, key);
    if (!object || sha256(object.body) !== hash) {
      differing.push(object ? `${key} (sha256 differs)` : `${key} (missing)`);
      continue;
    }
    const file = buildFileOf(definition.name, version, key);
    if (file === undefined) continue;
    const body = isStageSpecific(key)
      ? Buffer.from(object.body.toString('utf8').replaceAll(fromSite, site))
      : object.body;
    if (isStageSpecific(key)) stageSpecific += 1;
    else identical += 1;
    fs.mkdirSync(path.dirname(path.join(sourceDir, file)), { recursive: true });
    fs.writeFileSync(path.join(sourceDir, file), body);
  }
  if (differing.length > 0) {
    fs.rmSync(sourceDir, { recursive: true, force: true });
    throw new PromotionRefusal(
      `Refused: ${definition.name} ${version} on ${from} is not what its record says: ` +
        `${differing.join(', ')}; nothing was deployed to ${stage}.`,
    );
  }
  // The folder must publish exactly staging's objects: the deploy lays it out as planRelease does.
  const planned = planRelease(definition, version, sourceDir);
  const unlike = planned
    .filter(
      (object) => !isStageSpecific(object.key) && record.files[object.key] !== sha256(object.body),
    )
    .map((object) => object.key);
  const plannedKeys = new Set(planned.map((object) => object.key));
  const lost = Object.keys(record.files).filter((key) => !plannedKeys.has(key));
  if (unlike.length > 0 || lost.length > 0) {
    fs.rmSync(sourceDir, { recursive: true, force: true });
    throw new PromotionRefusal(
      `Refused: the folder laid out from ${from}'s ${definition.name} ${version} would not ` +
        `publish its bytes (${[...unlike, ...lost.map((key) => `${key} (not published)`)].join(', ')}).`,
    );
  }
  writeReleaseRecord(sourceDir, {
    section: definition.name,
    version,
    siteUrl: site,
    contract: record.contract,
    promotedFrom: { stage: from, siteUrl: fromSite },
  });
  await gateOnSite(site, { section: definition.name, version, contract: record.contract }, tools);
  const previous = await servedOnSite(site, section, tools);
  const releaseOptions = {
    section,
    stage,
    version,
    site,
    synth: options.synth,
    repoRoot: options.repoRoot,
  };
  const serve: Record<string, string> = options.serve === undefined ? {} : { serve: options.serve };
  tools.run(cdkCommand(releaseOptions, { version, sourceDir, ...serve }, options.synth === true));
  tools.log(
    `Deployed ${definition.name} ${version} to ${stage}: ${identical} files byte for byte ` +
      `${from}'s, ${stageSpecific} given ${site}.`,
  );
  if (!options.synth && options.serve === undefined) {
    await smokeOrSwitchBack(releaseOptions, site, previous, tools);
  }
  return { sourceDir, identical, stageSpecific };
}
