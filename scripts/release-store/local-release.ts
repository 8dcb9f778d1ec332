// A team's release, promotion and rollback on the local stages, with the S3 code that runs
// against AWS: the release's upload (artifact.ts), the pointer switch of the deploy stacks'
// custom resource (switch-release.ts, without the CDN invalidation), the contract gate both ways
// before the pointer moves and the smoke after it, which moves the pointer back when it fails.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { S3Client } from '@aws-sdk/client-s3';

import { KEEP_RELEASES, releasesPrefix, sections, type SectionDefinition } from 'release';
import { switchRelease } from 'release/switch';
import {
  cacheControl,
  remoteNames,
  remoteManifestPath,
  remoteReleasePath,
  PRERENDER_KIT_FILE,
  SHELL_RELEASE_POINTER,
  shellReleasePath,
  type RemoteManifest,
  type RemoteName,
} from 'shared-types';

import { packageOf, prerenderSection, type Section } from '../prerender/prerender-section';
import { releaseBasePath } from '../prerender/release-base-path';
import {
  kitFrom,
  localBuilds,
  NotDeployedError,
  releaseOf,
  type ReleaseSource,
} from '../prerender/release-sources';
import { buildCommand, type Command } from '../release/command';
import { builtSiteUrl, cdkSectionOf } from '../release/release';
import {
  contentTypeOf,
  eachLimited,
  filesOf,
  getObject,
  isStageSpecific,
  planRelease,
  publishRelease,
  putObject,
  RELEASE_RECORD,
  releaseRecord,
  sectionDefinition,
  servedVersion,
  sha256,
  SMOKE_RECORD,
  smokeRecordObject,
  type PlannedObject,
  type ReleaseRecord,
} from './artifact';
import {
  assertRemoteRunsOnShell,
  assertShellServesRemotes,
  contractOfRepository,
  type ContractRecord,
  type GatedRelease,
} from './contract-gate';
import type { LocalStage, ReleaseStoreSettings } from './local-stages';
import type { SmokeResult, SmokeTarget } from './smoke';

/** What the local release steps need: the store, the stages' sites, a way to build and smoke. */
export interface LocalReleaseWorld {
  readonly settings: ReleaseStoreSettings;
  readonly s3: S3Client;
  /** The SES emulator the stages' API sends through. */
  readonly sesUrl: string;
  run(command: Command): void;
  smoke(target: SmokeTarget): Promise<SmokeResult>;
  /** Prerenders a section's pages. @default prerenderSection */
  prerender?: typeof prerenderSection;
  log(message: string): void;
}

export { SMOKE_RECORD } from './artifact';

/** A release whose smoke failed: the pointer was moved back. */
export class SmokeFailure extends Error {
  constructor(
    message: string,
    readonly result: SmokeResult,
  ) {
    super(message);
    this.name = 'SmokeFailure';
  }
}

function folderOf(section: SectionDefinition, version: string): string {
  return `${releasesPrefix(section)}${version}/`;
}

/** The release of each section a stage serves now, with its record. */
async function deployedReleases(world: LocalReleaseWorld, bucket: string) {
  const deployed: (GatedRelease & { record: ReleaseRecord })[] = [];
  for (const section of sections) {
    const version = await servedVersion(world.s3, bucket, section);
    if (version === undefined) continue;
    const record = await releaseRecord(world.s3, bucket, section, version);
    if (record)
      deployed.push({ section: section.name, version, contract: record.contract, record });
  }
  return deployed;
}

/** Refuses a release the stage's deployed sections cannot run with (before anything moves). */
async function gate(
  world: LocalReleaseWorld,
  stage: LocalStage,
  release: GatedRelease,
): Promise<void> {
  const deployed = await deployedReleases(world, world.settings.stages[stage].bucket);
  if (release.section === 'shell') {
    assertShellServesRemotes(
      release,
      deployed.filter((other) => other.section !== 'shell'),
    );
    return;
  }
  const shell = deployed.find((other) => other.section === 'shell');
  if (!shell) {
    throw new Error(`${stage} serves no shell yet: release the shell to ${stage} first.`);
  }
  assertRemoteRunsOnShell(release, shell);
}

/**
 * The releases a stage's bucket serves, read straight from the store, for a prerender. `pinned`
 * names a published release to take instead of the one served (a rollback's).
 */
function storeSite(
  s3: S3Client,
  bucket: string,
  description: string,
  pinned: Partial<Record<Section, string>> = {},
): ReleaseSource {
  const read = async (key: string) => {
    const object = await getObject(s3, bucket, key);
    if (!object) throw new NotDeployedError(`${description}/${key}`);
    return object.body.toString('utf8');
  };
  return {
    description,
    async shellKit() {
      const folder = pinned.shell
        ? shellReleasePath(pinned.shell)
        : (JSON.parse(await read(SHELL_RELEASE_POINTER)) as { path: string }).path;
      const key = `${folder.slice(1)}${PRERENDER_KIT_FILE}`;
      return kitFrom(await read(key), `${description}/${key}`);
    },
    async remote(name, kit) {
      const version = pinned[name];
      const manifestKey = version
        ? `${remoteReleasePath(name, version).slice(1)}mf-manifest.json`
        : remoteManifestPath(name).slice(1);
      const manifest = JSON.parse(await read(manifestKey)) as RemoteManifest;
      const basePath = releaseBasePath(name, manifest);
      return releaseOf(name, manifest, (file) => read(`${basePath.slice(1)}${file}`), kit);
    },
  };
}

/**
 * Points the stage at `version` and runs the smoke; when it fails, points the stage back at the
 * release it served before and throws. Returns the smoke's result.
 */
async function switchWithSmoke(
  world: LocalReleaseWorld,
  stage: LocalStage,
  section: SectionDefinition,
  version: string,
): Promise<SmokeResult> {
  const { bucket, siteUrl } = world.settings.stages[stage];
  const previous = await servedVersion(world.s3, bucket, section);
  const props = {
    Bucket: bucket,
    ReleasesPrefix: releasesPrefix(section),
    Pointer: section.pointer,
    KeepReleases: String(KEEP_RELEASES),
  };
  await switchRelease(world.s3, { ...props, Version: version });
  world.log(`${stage} now serves ${section.name} ${version} (it served ${previous ?? 'none'}).`);
  const remotes: RemoteName[] = [];
  for (const name of remoteNames) {
    const remote = sectionDefinition(cdkSectionOf(name));
    if ((await servedVersion(world.s3, bucket, remote)) !== undefined) remotes.push(name);
  }
  const result = await world.smoke({ siteUrl, sesUrl: world.sesUrl, remotes });
  await putObject(world.s3, bucket, smokeRecordObject(section, version, result, new Date()));
  if (result.passed) return result;
  let back = 'no release to switch back to';
  if (previous !== undefined && previous !== version) {
    await switchRelease(world.s3, { ...props, Version: previous });
    back = `switched ${section.name} back to ${previous}`;
  }
  throw new SmokeFailure(
    `The smoke of ${stage} failed after ${section.name} ${version}: ` +
      `${result.failures.slice(0, 5).join('; ')}` +
      `${result.failures.length > 5 ? ` and ${result.failures.length - 5} more` : ''}. ` +
      `${back[0]!.toUpperCase()}${back.slice(1)}.`,
    result,
  );
}

/** What a local release is asked for. */
export interface LocalReleaseOptions {
  readonly section: Section;
  readonly stage: LocalStage;
  readonly version: string;
  readonly repoRoot: string;
  /** Use the section's build as it is. @default false */
  readonly skipBuild?: boolean;
  /** The build folder to publish. @default the package's `dist/` (`DIST_DIR`) */
  readonly buildDir?: string;
  /** The contract the release records. @default read from the repository */
  readonly contract?: ContractRecord;
  /**
   * Switch the pointer to it and smoke it; a canary leaves the pointer to the stable release.
   * @default true
   */
  readonly switchPointer?: boolean;
}

/**
 * Releases a build to a local stage: builds it for the stage's site (unless told not to), checks
 * the contract against what the stage serves, prerenders its pages with the stage's other
 * sections, gives the files that name a site the stage's address (a build made for another site
 * serves here too), publishes the artifact, switches the pointer and runs the smoke.
 */
export async function releaseLocal(
  options: LocalReleaseOptions,
  world: LocalReleaseWorld,
): Promise<ReleaseRecord> {
  const { section, stage, version, repoRoot } = options;
  const { bucket, siteUrl } = world.settings.stages[stage];
  const definition = sectionDefinition(cdkSectionOf(section));
  const packageName = packageOf(section);
  const buildDir =
    options.buildDir ?? path.join(repoRoot, packageName, process.env.DIST_DIR ?? 'dist');
  if (await releaseRecord(world.s3, bucket, definition, version)) {
    throw new Error(
      `${definition.name} ${version} is already published on ${stage}; releases are immutable.`,
    );
  }
  if (!options.skipBuild) {
    world.log(`Building ${packageName} for ${siteUrl}.`);
    world.run(buildCommand(repoRoot, packageName, siteUrl));
  }
  const contract = options.contract ?? contractOfRepository(repoRoot, section);
  await gate(world, stage, { section: definition.name, version, contract });

  const basePaths = section === 'shell' ? {} : { [section]: remoteReleasePath(section, version) };
  // The release's pages are written into a copy of the build: the build itself stays what
  // `npm run serve` and the end-to-end tests serve.
  const releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), `release-${definition.name}-`));
  let objects: ReturnType<typeof planRelease>;
  let record: ReleaseRecord;
  try {
    fs.cpSync(buildDir, releaseDir, { recursive: true });
    const prerender = world.prerender ?? prerenderSection;
    const pages = await prerender(section, {
      own: localBuilds(repoRoot, basePaths, { [packageName]: releaseDir }),
      others: storeSite(world.s3, bucket, stage),
      repoRoot,
      siteUrl,
      outDir: releaseDir,
      checkContract: false,
    });
    world.log(`Prerendered ${pages.length} pages of ${definition.name} ${version}.`);
    // One build serves every stage (the shell reads its site's address from the page): only the
    // files that name the site (its sitemap and robots.txt, and any page the prerender left)
    // are given the stage's address, as a promotion gives them the target's.
    const builtFor = builtSiteUrl(releaseDir);
    if (builtFor !== undefined && builtFor !== siteUrl) {
      const named = filesOf(releaseDir).filter((file) => isStageSpecific(file));
      for (const file of named) {
        const full = path.join(releaseDir, file);
        fs.writeFileSync(full, fs.readFileSync(full, 'utf8').replaceAll(builtFor, siteUrl));
      }
      world.log(`Gave ${named.length} files of the build for ${builtFor} the address ${siteUrl}.`);
    }
    objects = planRelease(definition, version, releaseDir);
    record = await publishRelease(world.s3, bucket, objects, {
      section: definition.name,
      version,
      siteUrl,
      contract,
    });
  } finally {
    fs.rmSync(releaseDir, { recursive: true, force: true });
  }
  world.log(`Published ${objects.length} files of ${definition.name} ${version} to ${stage}.`);
  if (options.switchPointer === false) return record;
  await switchWithSmoke(world, stage, definition, version);
  return record;
}

/** What a promotion did. */
export interface PromotionResult {
  readonly record: ReleaseRecord;
  /** Files copied byte for byte, their sha256 checked against the record on both stages. */
  readonly identical: number;
  /** Files that name the stage's site, rewritten for the target's. */
  readonly stageSpecific: number;
}

/** A promotion refused before anything was written to the target stage. */
export class PromotionRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PromotionRefusal';
  }
}

/**
 * Promotes a section's release that passed its smoke on `from` to `to`: the same bytes (every
 * file's sha256 checked against the release's record before and after the copy), with only the
 * files that name the site (pages, sitemap, robots.txt) rewritten for the target's address; then
 * the contract gate, the pointer switch and the smoke on the target. The shell too: its code reads
 * the site's address from the page it is in, so its JavaScript is the same on every stage.
 */
export async function promoteLocal(
  options: { section: Section; version: string; from: LocalStage; to: LocalStage },
  world: LocalReleaseWorld,
): Promise<PromotionResult> {
  const { section, version, from, to } = options;
  const definition = sectionDefinition(cdkSectionOf(section));
  const source = world.settings.stages[from];
  const target = world.settings.stages[to];
  const record = await releaseRecord(world.s3, source.bucket, definition, version);
  if (!record) {
    throw new PromotionRefusal(`${definition.name} ${version} is not published on ${from}.`);
  }
  const smoke = await getObject(
    world.s3,
    source.bucket,
    folderOf(definition, version) + SMOKE_RECORD,
  );
  if (!smoke || !(JSON.parse(smoke.body.toString('utf8')) as SmokeResult).passed) {
    throw new PromotionRefusal(
      `${definition.name} ${version} has not passed the smoke on ${from}; it is not promoted.`,
    );
  }
  if (await releaseRecord(world.s3, target.bucket, definition, version)) {
    world.log(`${definition.name} ${version} is already published on ${to}.`);
  } else {
    const objects: PlannedObject[] = [];
    const differing: string[] = [];
    for (const [key, hash] of Object.entries(record.files)) {
      const object = await getObject(world.s3, source.bucket, key);
      if (!object || sha256(object.body) !== hash) {
        differing.push(object ? `${key} (sha256 differs)` : `${key} (missing)`);
        continue;
      }
      const body = isStageSpecific(key)
        ? Buffer.from(object.body.toString('utf8').replaceAll(source.siteUrl, target.siteUrl))
        : object.body;
      objects.push({
        key,
        body,
        cacheControl: object.cacheControl ?? cacheControl.immutable,
        contentType: object.contentType ?? 'application/octet-stream',
      });
    }
    if (differing.length > 0) {
      throw new PromotionRefusal(
        `Refused: ${definition.name} ${version} on ${from} is not what its record says: ` +
          `${differing.join(', ')}; nothing was written to ${to}.`,
      );
    }
    await gate(world, to, { section: definition.name, version, contract: record.contract });
    await publishRelease(world.s3, target.bucket, objects, {
      section: record.section,
      version,
      siteUrl: target.siteUrl,
      contract: record.contract,
      promotedFrom: { stage: from, siteUrl: source.siteUrl },
    });
  }
  const promoted = (await releaseRecord(world.s3, target.bucket, definition, version))!;
  let identical = 0;
  let stageSpecific = 0;
  for (const [key, hash] of Object.entries(record.files)) {
    if (isStageSpecific(key)) {
      stageSpecific += 1;
      continue;
    }
    const copy = await getObject(world.s3, target.bucket, key);
    if (!copy || sha256(copy.body) !== hash || promoted.files[key] !== hash) {
      throw new PromotionRefusal(
        `Refused: ${key} on ${to} differs from ${from}'s; the pointer was not moved.`,
      );
    }
    identical += 1;
  }
  world.log(
    `Promoted ${definition.name} ${version} from ${from} to ${to}: ${identical} files with equal ` +
      `sha256, ${stageSpecific} pages rewritten for ${target.siteUrl}.`,
  );
  await switchWithSmoke(world, to, definition, version);
  return { record: promoted, identical, stageSpecific };
}

/**
 * Points a local stage back at a published release of a section, as the AWS rollback does: after
 * the contract gate, the release's pages are prerendered anew from its own build with the shell
 * and the other sections the stage serves now (so they show today's layout and links) and
 * replace its published pages, whose sha256 its record then holds; then the pointer moves and the
 * smoke runs (which moves it forward again if it fails).
 */
export async function rollbackLocal(
  options: { section: Section; version: string; stage: LocalStage; repoRoot?: string },
  world: LocalReleaseWorld,
): Promise<{ pages: number }> {
  const { section, version, stage } = options;
  const { bucket, siteUrl } = world.settings.stages[stage];
  const { definition, record } = await publishedRelease(world, options);
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `rollback-${definition.name}-`));
  try {
    const prerender = world.prerender ?? prerenderSection;
    const written = await prerender(section, {
      own: storeSite(world.s3, bucket, `${stage} ${definition.name} ${version}`, {
        [section]: version,
      }),
      others: storeSite(world.s3, bucket, stage),
      repoRoot: options.repoRoot ?? path.resolve(__dirname, '../..'),
      siteUrl,
      outDir,
      checkContract: false,
    });
    const folder = folderOf(definition, version);
    const pages: PlannedObject[] = written.map((file) => {
      const key = folder + path.relative(outDir, file).split(path.sep).join('/');
      return {
        key,
        body: fs.readFileSync(file),
        cacheControl: cacheControl.immutable,
        contentType: contentTypeOf(key),
      };
    });
    await eachLimited(pages, 8, (page) => putObject(world.s3, bucket, page));
    const files = Object.fromEntries(
      Object.entries(record.files).filter(([key]) => !key.startsWith(`${folder}pages/`)),
    );
    for (const page of pages) files[page.key] = sha256(page.body);
    await putObject(world.s3, bucket, {
      key: folder + RELEASE_RECORD,
      body: Buffer.from(JSON.stringify({ ...record, files }, null, 2)),
      cacheControl: cacheControl.revalidate,
      contentType: 'application/json',
    });
    world.log(`Prerendered ${pages.length} pages of ${definition.name} ${version} anew.`);
    await switchWithSmoke(world, stage, definition, version);
    return { pages: pages.length };
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

/**
 * Points a stage at a release it has published, as it was published (its pages included), after
 * the contract gate, with the smoke that switches back when it fails. A canary's promotion: its
 * pages were prerendered at its release with the shell the stage serves.
 */
export async function switchLocal(
  options: { section: Section; version: string; stage: LocalStage },
  world: LocalReleaseWorld,
): Promise<void> {
  const { definition } = await publishedRelease(world, options);
  await switchWithSmoke(world, options.stage, definition, options.version);
}

/**
 * The record of a release a stage has published, once the contract gate lets the stage serve it;
 * throws, before anything is switched, when the stage has not published it.
 */
async function publishedRelease(
  world: LocalReleaseWorld,
  options: { section: Section; version: string; stage: LocalStage },
) {
  const { section, version, stage } = options;
  const definition = sectionDefinition(cdkSectionOf(section));
  const record = await releaseRecord(
    world.s3,
    world.settings.stages[stage].bucket,
    definition,
    version,
  );
  if (!record) {
    throw new Error(
      `${definition.name} ${version} is not published on ${stage}; nothing was switched.`,
    );
  }
  await gate(world, stage, { section: definition.name, version, contract: record.contract });
  return { definition, record };
}
