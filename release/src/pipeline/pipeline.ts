// The one release pipeline. Every entry runs the same steps against a stage target (AWS or the
// local stages, target.ts), each skipping what it has no need of:
//
//   gate → build → prerender → record → publish → switch → smoke → keep, or switch back
//
//   release   a section's build: gated by contract against what the stage serves, built, the
//             addresses it claims gated against the other sections' (route-gate.ts), its
//             pages prerendered in the stage's composed site, recorded, published, switched to,
//             smoked (the fast HTTP smoke first), kept or switched back by itself
//   promote   the release the previous stage published and smoked, read from that stage's bucket
//             and verified byte for byte against its record: no build and no prerender, only
//             the files that name the site given the stage's address
//   rollback  a release the stage published before: its pages prerendered anew with the sections
//             the stage serves now, then switched to and smoked
//   canary    a release or promotion published without a switch, watched by the rule, then sent
//             to a share of the visitors; `promoteCanary` switches everyone to it as a rollback
//             switches, and ends the canary either way
//
// Every gate fails closed (contract-gate.ts, route-gate.ts): what it cannot read refuses the release before
// anything is switched, unless the operator passes --override-gate with a reason, which the
// release's record keeps.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import {
  ROUTES_FILE,
  sectionRoutesSchema,
  type RemoteName,
  type SectionRoutes,
} from 'shared-types';
import { parseSiteUrl } from 'site-rules';
import type { z } from 'zod';

import {
  buildFileOf,
  filesOf,
  getObject,
  isStageSpecific,
  planRelease,
  sha256,
  unservedPrecache,
} from '../artifact/artifact';
import type { CanaryPointer } from '../model/canary-pointer';
import type { PrerenderReport, PrerenderRequest } from '../model/prerender-exchange';
import {
  parseRecord,
  RELEASE_RECORD,
  releaseRecordSchema,
  SMOKE_RECORD,
  smokeRecordSchema,
  type ContractRecord,
  type GateOverride,
  type ReleaseRecord,
  type SmokeResult,
  type TrainRecord,
} from '../model/release-record';
import {
  definitionOf,
  packageOf,
  pointedSection,
  releasesPrefix,
  type Section,
  type SectionDefinition,
} from '../model/sections';
import type { StageName } from '../model/stage';
import { buildCommand, type Command } from './command';
import {
  deployedOnSite,
  GateRefusal,
  gateContract,
  servedRemotes,
  type GateContext,
} from './contract-gate';
import { gateRoutes } from './route-gate';
import { recordOnSite, servedRelease } from './site';
import type { StageTarget } from './target';

/** What a smoke is pointed at, once the section's pointer has moved. */
export interface SmokeContext {
  readonly stage: StageName;
  readonly siteUrl: string;
  /** The section whose pointer moved. */
  readonly section: Section;
  /** The remotes the stage serves (a remote not released there yet is not checked). */
  readonly remotes: readonly RemoteName[];
  /** The stage's mail store, whose messages the smoke looks for, when it has one. */
  readonly mailStore: string | undefined;
  /**
   * The page addresses a remote's switched release claims (its record's routes): its pages are
   * smoked at these, a page it added among them, and not at one it removed. @default the route
   * list's
   */
  readonly pages?: readonly string[];
  /**
   * A train's smoke: the whole site, every page the stage serves, the pages its remotes claim
   * among them. @default false
   */
  readonly wholeSite?: boolean;
}

/** One smoke of the composed stage: its name (for messages) and its run. */
export interface StageSmoke {
  readonly name: string;
  run(context: SmokeContext): Promise<SmokeResult>;
}

/** What the pipeline needs besides the stage: the repository and its tools. Tests give their own. */
export interface PipelineTools {
  readonly repoRoot: string;
  /** Runs a command (a build), failing when it fails. */
  run(command: Command): Promise<void>;
  /** Prerenders a section's pages in a process of its own, without credentials. */
  prerender(request: PrerenderRequest): Promise<PrerenderReport>;
  /** The contract a section's source provides (the shell) or imports (a remote). */
  contractOf(section: Section): ContractRecord;
  /** The smokes run after every switch, in order, the fast one first; the first failure counts. */
  readonly smokes: readonly StageSmoke[];
  log(message: string): void;
}

/** A release whose smoke failed: its pointer was switched back by itself (when it could be). */
export class SmokeFailure extends Error {
  constructor(
    message: string,
    readonly result: SmokeResult,
    /** The release the stage serves again, if any. */
    readonly servedAgain: string | undefined,
  ) {
    super(message);
    this.name = 'SmokeFailure';
  }
}

/** A promotion refused before anything was written to the stage. */
export class PromotionRefusal extends GateRefusal {
  constructor(message: string) {
    super(message);
    this.name = 'PromotionRefusal';
  }
}

/** What every entry may be told. */
interface CommonOptions {
  readonly section: Section;
  /** The operator's reason to pass a gate that cannot read what it needs (logged, recorded). */
  readonly overrideGate?: string;
}

/** What `npm run release -- <section> --stage <first stage>` is asked for. */
export interface ReleaseOptions extends CommonOptions {
  readonly version: string;
  /** Use the section's build as it is, without building it for the stage. @default false */
  readonly skipBuild?: boolean;
  /** The build folder to release. @default the package's `dist/` (`DIST_DIR`) */
  readonly buildDir?: string;
  /** The contract the release records. @default the repository's (tools.contractOf) */
  readonly contract?: ContractRecord;
  /** Run it as a canary for this share of the visitors (1-99): published and watched, not switched. */
  readonly canary?: number;
}

/** What a release did. */
export interface ReleaseOutcome {
  readonly record: ReleaseRecord;
  /** The smoke after the switch (none for a canary). */
  readonly smoke?: SmokeResult;
  /** The pages the prerender wrote (none for a promotion). */
  readonly pages: number;
  /** A canary's pointer, when it runs as one. */
  readonly canary?: CanaryPointer;
}

/** A temporary folder, removed after `work` whatever happens. */
async function inScratch<T>(name: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  try {
    return await work(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The site URL a build names in its robots.txt (`Sitemap: <site URL>/sitemap.xml`), if any. */
function builtSiteUrl(buildDir: string): string | undefined {
  const file = path.join(buildDir, 'robots.txt');
  if (!fs.existsSync(file)) return undefined;
  return /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(fs.readFileSync(file, 'utf8'))?.[1];
}

/**
 * Gives the files of a release that name a site (its pages, sitemap.xml and robots.txt) the
 * stage's address: every other file of a build is the same on every stage (the shell reads its
 * site's address from the page), so a build made for another site serves here as a promotion
 * does. Returns how many files it changed.
 */
function giveSiteAddress(dir: string, from: string, to: string): number {
  if (from === to) return 0;
  let changed = 0;
  for (const file of filesOf(dir).filter((name) => isStageSpecific(name))) {
    const full = path.join(dir, file);
    const text = fs.readFileSync(full, 'utf8');
    const next = text.replaceAll(from, to);
    if (next !== text) {
      fs.writeFileSync(full, next);
      changed += 1;
    }
  }
  return changed;
}

/** Writes a release's record into its folder: the sha256 of every object it publishes. */
export function writeReleaseRecord(
  dir: string,
  definition: SectionDefinition,
  record: Omit<ReleaseRecord, 'files'>,
): ReleaseRecord {
  const objects = planRelease(definition, record.version, dir);
  const full: ReleaseRecord = releaseRecordSchema.parse({
    ...record,
    files: Object.fromEntries(objects.map((object) => [object.key, sha256(object.body)])),
  });
  fs.writeFileSync(path.join(dir, RELEASE_RECORD), JSON.stringify(full, null, 2));
  return full;
}

/**
 * The contract a section's source provides or imports, as the repository has it; refuses the
 * release, naming why, when it cannot be read (a release without one could not be gated).
 */
export function repositoryContract(section: Section, tools: PipelineTools): ContractRecord {
  try {
    return tools.contractOf(section);
  } catch (error) {
    throw new GateRefusal(
      `Refused: the contract of ${definitionOf(section).name} cannot be read from the repository ` +
        `(${error instanceof Error ? error.message : String(error)}); nothing was switched. To fix ` +
        "it: regenerate the shell's contract (npm run contract -w shell) and check the section's " +
        'sources are there.',
    );
  }
}

/**
 * A record read from the source stage of a promotion with its schema; a record that is not
 * what its schema says refuses the promotion, naming it and how to fix it.
 */
function sourceRecord<T>(schema: z.ZodType<T>, body: Buffer, what: string, source: StageName): T {
  try {
    return parseRecord(schema, body.toString('utf8'), what);
  } catch (error) {
    throw new PromotionRefusal(
      `Refused: ${(error as Error).message} Release it to ${source} again; nothing was promoted.`,
    );
  }
}

/**
 * What an entry's gates are told of the stage and the operator; the deployed sections are read
 * once for all of them.
 */
export function gateContext(
  target: StageTarget,
  site: string,
  options: Pick<CommonOptions, 'overrideGate'>,
  tools: PipelineTools,
): GateContext {
  return {
    stage: target.stage,
    site,
    overrideGate: options.overrideGate,
    deployed: deployedOnSite(site),
    log: tools.log,
  };
}

/** The gate every entry starts with: the contract against what the stage serves. */
async function gate(
  options: CommonOptions & { version: string; contract: ContractRecord },
  context: GateContext,
): Promise<GateOverride[]> {
  return gateContract(
    {
      sectionKey: options.section,
      section: definitionOf(options.section).name,
      version: options.version,
      contract: options.contract,
    },
    context,
  );
}

/**
 * The addresses a staged build claims (its `routes.json`), which must be the section's own;
 * refuses the release, naming the file and the fix, when they cannot be read.
 */
export function buildRoutes(dir: string, section: Section): SectionRoutes {
  const definition = definitionOf(section);
  const fix = `build it again (npm run build -w ${packageOf(section)})`;
  let routes: SectionRoutes;
  try {
    routes = parseRecord(
      sectionRoutesSchema,
      fs.readFileSync(path.join(dir, ROUTES_FILE), 'utf8'),
      `The build's ${ROUTES_FILE}`,
    );
  } catch (error) {
    throw new GateRefusal(
      `Refused: ${(error as Error).message.replace(/\.$/, '')}; nothing was switched. To fix it: ${fix}.`,
    );
  }
  if (routes.section !== definition.name) {
    throw new GateRefusal(
      `Refused: the build's ${ROUTES_FILE} lists the routes of ${routes.section}, not of ` +
        `${definition.name}; nothing was switched. To fix it: ${fix}.`,
    );
  }
  return routes;
}

/** The release of the section the stage serves now; refuses when its pointer cannot be read. */
export async function servedNow(site: string, section: Section): Promise<string | undefined> {
  const served = await servedRelease(site, section);
  if (served.state === 'unknown') {
    throw new GateRefusal(
      `Refused: ${served.pointerUrl} ${served.why}, so the release to switch back to is not ` +
        'known; nothing was switched.',
    );
  }
  return served.state === 'served' ? served.version : undefined;
}

/**
 * Runs the smokes after a switch (each retried as the target says), keeps the record beside the
 * release, and when one fails switches the section back to `previous` and throws.
 */
/** A failed smoke's first five failures, and how many more there were. */
export function failureSummary(result: SmokeResult): string {
  return (
    result.failures.slice(0, 5).join('; ') +
    (result.failures.length > 5 ? ` and ${result.failures.length - 5} more` : '')
  );
}

/** Runs the smokes in order (each retried as the target says); the first failure ends them. */
export async function runSmokes(
  target: StageTarget,
  context: SmokeContext,
  tools: PipelineTools,
): Promise<SmokeResult> {
  let result: SmokeResult = { passed: true, checked: 0, failures: [] };
  let engines: SmokeResult['engines'];
  for (const smoke of tools.smokes) {
    let outcome = await smoke.run(context);
    for (let attempt = 1; attempt < target.smokeRetries.attempts && !outcome.passed; attempt += 1) {
      tools.log(`The ${smoke.name} failed (${outcome.failures[0]}); trying again.`);
      await new Promise((resolve) => setTimeout(resolve, target.smokeRetries.delayMs));
      outcome = await smoke.run(context);
    }
    engines = outcome.engines ?? engines;
    result = {
      passed: outcome.passed,
      checked: result.checked + outcome.checked,
      failures: outcome.failures.map((failure) => `${smoke.name}: ${failure}`),
      ...(engines ? { engines } : {}),
    };
    tools.log(
      `The ${smoke.name} of ${target.stage} ${outcome.passed ? 'passed' : 'failed'} ` +
        `(${outcome.checked} checked${outcome.engines ? `: ${outcome.engines.map((engine) => `${engine.engine} ${(engine.ms / 1000).toFixed(1)} s`).join(', ')}` : ''}).`,
    );
    if (!outcome.passed) break;
  }
  return result;
}

/**
 * Runs the smokes after a switch, keeps the record beside the release, and when one fails
 * switches the section back to `previous` (its pointer as `pointed` has it) and throws.
 */
async function smokeOrSwitchBack(
  target: StageTarget,
  site: string,
  pointed: SectionDefinition,
  section: Section,
  version: string,
  previous: string | undefined,
  tools: PipelineTools,
  routes?: SectionRoutes,
): Promise<SmokeResult> {
  const definition = definitionOf(section);
  let remotes: RemoteName[] | undefined;
  let result: SmokeResult | undefined;
  try {
    remotes = await servedRemotes(site);
  } catch (error) {
    result = { passed: false, checked: 0, failures: [(error as Error).message] };
  }
  result ??= await runSmokes(
    target,
    {
      stage: target.stage,
      siteUrl: site,
      section,
      remotes: remotes ?? [],
      mailStore: target.mailStore(),
      ...(section !== 'shell' && routes ? { pages: routes.routes.map((route) => route.path) } : {}),
    },
    tools,
  );
  await target.putSmokeRecord(
    definition,
    version,
    smokeRecordSchema.parse({ ...result, at: new Date().toISOString() }),
  );
  if (result.passed) return result;
  const failures = failureSummary(result);
  if (previous === undefined || previous === version) {
    throw new SmokeFailure(
      `The smoke of ${target.stage} failed after ${definition.name} ${version}: ${failures}. ` +
        'No release to switch back to.',
      result,
      undefined,
    );
  }
  await target.switchTo(pointed, previous);
  tools.log(`Switched ${definition.name} back to ${previous} on ${target.stage}.`);
  throw new SmokeFailure(
    `The smoke of ${target.stage} failed after ${definition.name} ${version}: ${failures}. ` +
      `Switched ${definition.name} back to ${previous}.`,
    result,
    previous,
  );
}

/** Publishes, then either switches and smokes, or (a canary) watches and points a share at it. */
async function publishAndServe(
  target: StageTarget,
  site: string,
  options: CommonOptions & { version: string; canary?: number },
  upload: { kind: 'release' | 'pages'; dir: string; contract: string },
  previous: string | undefined,
  tools: PipelineTools,
  routes: SectionRoutes | undefined,
): Promise<{ smoke?: SmokeResult; canary?: CanaryPointer }> {
  const definition = definitionOf(options.section);
  // A release runs on the shell the stage serves (the contract gate), as the one it replaces
  // did: both are pointed at where that shell's major version reads them.
  const pointed = pointedSection(options.section, upload.contract);
  await target.publish({
    section: pointed,
    version: options.version,
    kind: upload.kind,
    dir: upload.dir,
    serving: previous,
  });
  tools.log(`Published ${definition.name} ${options.version} to ${target.stage}.`);
  if (options.canary !== undefined) {
    return {
      canary: await startCanary(
        target,
        definition,
        options.version,
        options.canary,
        previous,
        tools,
      ),
    };
  }
  await target.switchTo(pointed, options.version);
  tools.log(
    `${target.stage} serves ${definition.name} ${options.version} (it served ${previous ?? 'none'}).`,
  );
  return {
    smoke: await smokeOrSwitchBack(
      target,
      site,
      pointed,
      options.section,
      options.version,
      previous,
      tools,
      routes,
    ),
  };
}

/** Refuses a canary of the shell, a section's first release as a canary, and a second canary. */
export async function checkCanary(
  target: StageTarget,
  section: Section,
  previous: string | undefined,
): Promise<void> {
  const definition = definitionOf(section);
  if (definition.keyPrefix === '') {
    throw new GateRefusal(
      'The shell runs no canary: its files at the root are shared by every release of it, and ' +
        'its pointer only holds it for a release train.',
    );
  }
  if (!previous) {
    throw new GateRefusal(
      `${target.stage} serves no release of ${definition.name} yet: its first release is not a ` +
        'canary (leave --canary out).',
    );
  }
  const running = await (await target.canaryControls(definition)).readPointer();
  if (running?.canary) {
    throw new GateRefusal(
      `${definition.name} ${running.canary} already runs as a canary on ${target.stage}: ` +
        `promote it (npm run promote -- ${definition.name} --stage ${target.stage}) or let it roll back first.`,
    );
  }
}

/**
 * Alarm first, pointer last: once the rule watches the canary, the pointer sends the share of the
 * visitors to it. A pointer that cannot be written stops the watch again, so no visitor gets it.
 */
export async function startCanary(
  target: StageTarget,
  definition: SectionDefinition,
  version: string,
  percent: number,
  stable: string | undefined,
  tools: PipelineTools,
  train?: readonly string[],
): Promise<CanaryPointer> {
  if (!stable) throw new GateRefusal(`${definition.name} has no stable release to keep.`);
  const controls = await target.canaryControls(definition);
  await controls.watch({ section: definition, stable, canary: version });
  const pointer: CanaryPointer = {
    section: definition.name,
    stable,
    canary: version,
    percent,
    startedAt: new Date().toISOString(),
    ...(train ? { train } : {}),
  };
  try {
    await controls.writePointer(pointer);
  } catch (error) {
    await controls.unwatch();
    throw new Error(
      `The canary pointer of ${definition.name} could not be written (${String(error)}); ` +
        `no visitor gets ${version}, and the rule no longer watches it.`,
    );
  }
  tools.log(
    `${target.stage} serves ${definition.name} ${version} to ${percent}% of the visitors as a ` +
      `canary; the others keep ${stable}.`,
  );
  return pointer;
}

/**
 * The record of `version` when the stage has published it, undefined when it has not; refuses when
 * that cannot be read.
 */
async function publishedRecord(
  site: string,
  target: StageTarget,
  section: Section,
  version: string,
): Promise<ReleaseRecord | undefined> {
  const definition = definitionOf(section);
  const existing = await recordOnSite(site, definition, version);
  if (existing.found) return existing.record;
  if (!existing.missing) {
    throw new GateRefusal(
      `Refused: whether ${definition.name} ${version} is published on ${target.stage} cannot be ` +
        `read (${existing.url} ${existing.why}); nothing was switched.`,
    );
  }
  return undefined;
}

/** Refuses a version the stage has published already: releases are immutable. */
export async function refuseRepublish(
  site: string,
  target: StageTarget,
  section: Section,
  version: string,
) {
  if (await publishedRecord(site, target, section, version)) {
    throw new GateRefusal(
      `${definitionOf(section).name} ${version} is already published on ${target.stage}; ` +
        'releases are immutable: release a new version.',
    );
  }
}

/** The build a release publishes, copied into `dir` (the release's pages are written there). */
export async function stageBuild(
  options: ReleaseOptions,
  site: string,
  dir: string,
  tools: PipelineTools,
): Promise<void> {
  const definition = definitionOf(options.section);
  const packageName = packageOf(options.section);
  if (!options.skipBuild && options.buildDir === undefined) {
    tools.log(`Building ${packageName} for ${site}.`);
    await tools.run(buildCommand(tools.repoRoot, packageName, site));
  }
  const buildDir =
    options.buildDir ?? path.join(tools.repoRoot, packageName, process.env.DIST_DIR ?? 'dist');
  for (const { file, command } of definition.requiredFiles) {
    if (file === 'pages') continue;
    if (!fs.existsSync(path.join(buildDir, file))) {
      throw new GateRefusal(
        `${path.join(buildDir, file)} is missing: run ${command} first (or release without --skip-build).`,
      );
    }
  }
  fs.cpSync(buildDir, dir, { recursive: true });
  fs.rmSync(path.join(dir, RELEASE_RECORD), { force: true });
  const builtFor = builtSiteUrl(dir);
  if (builtFor !== undefined) {
    const changed = giveSiteAddress(dir, builtFor, site);
    if (changed > 0)
      tools.log(`Gave ${changed} files of the build for ${builtFor} the address ${site}.`);
  }
}

/**
 * A section's release to a stage from its source: gate, build, prerender, record, publish, switch,
 * smoke, and keep or switch back (or, a canary, publish and watch).
 */
export async function releaseSection(
  options: ReleaseOptions,
  target: StageTarget,
  tools: PipelineTools,
): Promise<ReleaseOutcome> {
  const { section, version } = options;
  const definition = definitionOf(section);
  const site = parseSiteUrl(await target.siteUrl());
  tools.log(`Releasing ${definition.name} ${version} to ${target.stage} (${site}).`);
  await refuseRepublish(site, target, section, version);
  const previous = await servedNow(site, section);
  if (options.canary !== undefined) await checkCanary(target, section, previous);
  const contract = options.contract ?? repositoryContract(section, tools);
  const gates = gateContext(target, site, options, tools);
  const gateOverrides = await gate({ ...options, contract }, gates);
  return inScratch(`release-${definition.name}`, async (dir) => {
    await stageBuild(options, site, dir, tools);
    const unserved = unservedPrecache(definition, dir);
    if (unserved.length > 0) {
      throw new GateRefusal(
        `Refused: the shell's service worker precaches ${unserved.join(', ')}, which the site ` +
          'will not serve (a worker whose precache fails never installs); nothing was switched. ' +
          "To fix it: leave the file out of the worker's precache list (shell/webpack.config.ts).",
      );
    }
    const routes = buildRoutes(dir, section);
    gateOverrides.push(...(await gateRoutes({ sectionKey: section, version, routes }, gates)));
    const report = await tools.prerender({
      section,
      site,
      buildDir: dir,
      ...(section === 'shell' ? {} : { version }),
      checkContract: true,
    });
    tools.log(`Prerendered ${report.pages.length} pages of ${definition.name} in ${report.ms} ms.`);
    const record = writeReleaseRecord(dir, definition, {
      section: definition.name,
      version,
      siteUrl: site,
      contract,
      routes,
      ...(gateOverrides.length > 0 ? { gateOverrides } : {}),
    });
    const served = await publishAndServe(
      target,
      site,
      options,
      { kind: 'release', dir, contract: contract.version },
      previous,
      tools,
      routes,
    );
    return { record, pages: report.pages.length, ...served };
  });
}

/** What a promotion is asked for. */
export interface PromotionOptions extends CommonOptions {
  readonly version: string;
  /** Run it as a canary for this share of the visitors. */
  readonly canary?: number;
}

/** What a promotion did, besides a release's outcome. */
export interface PromotionOutcome extends ReleaseOutcome {
  /** Files copied byte for byte, their sha256 checked against the source's record. */
  readonly identical: number;
  /** Files that name the site, given the stage's address. */
  readonly stageSpecific: number;
}

/**
 * Promotes the release `source` published and smoked to `target`: nothing is built or rendered;
 * its objects are read from the source's bucket and checked against its record (any difference
 * refuses it, naming the objects, before anything is written), laid out again as the build they
 * came from, the files that name the site given the target's address, then recorded, published,
 * switched and smoked as any release.
 */
export async function promoteSection(
  options: PromotionOptions,
  target: StageTarget,
  source: StageTarget,
  tools: PipelineTools,
): Promise<PromotionOutcome> {
  const { section } = options;
  const site = parseSiteUrl(await target.siteUrl());
  const record = await promotedRecord(options, target, source, tools);
  const previous = await servedNow(site, section);
  if (options.canary !== undefined) await checkCanary(target, section, previous);
  const gates = gateContext(target, site, options, tools);
  return inScratch(`promote-${definitionOf(section).name}`, async (dir) => {
    const laidOut = await layOutPromotion(options, record, target, source, gates, dir, tools);
    const served = await publishAndServe(
      target,
      site,
      options,
      { kind: 'release', dir, contract: record.contract.version },
      previous,
      tools,
      laidOut.record.routes,
    );
    return { ...laidOut, pages: 0, ...served };
  });
}

/**
 * The record of the release `source` published and smoked, read from its bucket; refuses a
 * release it has not published, or not smoked with success.
 */
export async function promotedRecord(
  options: Pick<PromotionOptions, 'section' | 'version'>,
  target: StageTarget,
  source: StageTarget,
  tools: PipelineTools,
): Promise<ReleaseRecord> {
  const { section, version } = options;
  const definition = definitionOf(section);
  const site = parseSiteUrl(await target.siteUrl());
  const fromSite = parseSiteUrl(await source.siteUrl());
  const from = await source.readBucket();
  const folder = `${releasesPrefix(definition)}${version}/`;
  const recordObject = await getObject(from.s3, from.bucket, folder + RELEASE_RECORD);
  if (!recordObject) {
    throw new PromotionRefusal(
      `${definition.name} ${version} is not published on ${source.stage} (no ${folder}${RELEASE_RECORD}); ` +
        'nothing was promoted.',
    );
  }
  const record = sourceRecord(
    releaseRecordSchema,
    recordObject.body,
    `${source.stage}'s ${folder}${RELEASE_RECORD}`,
    source.stage,
  );
  const smokeObject = await getObject(from.s3, from.bucket, folder + SMOKE_RECORD);
  if (!smokeObject) {
    throw new PromotionRefusal(
      `${definition.name} ${version} has no smoke record on ${source.stage} (${folder}${SMOKE_RECORD}): ` +
        `release it to ${source.stage} again; it is not promoted.`,
    );
  }
  const smoke = sourceRecord(
    smokeRecordSchema,
    smokeObject.body,
    `${source.stage}'s ${folder}${SMOKE_RECORD}`,
    source.stage,
  );
  if (!smoke.passed) {
    throw new PromotionRefusal(
      `${definition.name} ${version} has not passed the smoke on ${source.stage}; it is not promoted.`,
    );
  }
  tools.log(
    `Promoting ${definition.name} ${version} from ${source.stage} (${fromSite}) to ${target.stage} (${site}).`,
  );
  return record;
}

/**
 * Lays out in `dir` the release `source` published (its record `record`), gated against what
 * `gates` says the stage serves: every object read from the source's bucket and checked against
 * the record (any difference refuses it, before anything is written to `target`), the files that
 * name the site given the target's address, and the record written for the target.
 */
export async function layOutPromotion(
  options: Pick<PromotionOptions, 'section' | 'version'> & {
    /** A train's promotion: the train, as the target stage records it. */
    readonly train?: TrainRecord;
  },
  record: ReleaseRecord,
  target: StageTarget,
  source: StageTarget,
  gates: GateContext,
  dir: string,
  tools: PipelineTools,
): Promise<Omit<PromotionOutcome, 'pages' | 'smoke' | 'canary'>> {
  const { section, version } = options;
  const definition = definitionOf(section);
  const site = parseSiteUrl(await target.siteUrl());
  const fromSite = parseSiteUrl(await source.siteUrl());
  const from = await source.readBucket();
  const gateOverrides = [
    ...(await gate({ ...options, contract: record.contract }, gates)),
    ...(await gateRoutes({ sectionKey: section, version, routes: record.routes }, gates)),
  ];
  const existing = await publishedRecord(site, target, section, version);
  const differing: string[] = [];
  let identical = 0;
  let stageSpecific = 0;
  for (const [key, hash] of Object.entries(record.files)) {
    const object = await getObject(from.s3, from.bucket, key);
    if (!object || sha256(object.body) !== hash) {
      differing.push(object ? `${key} (sha256 differs)` : `${key} (missing)`);
      continue;
    }
    const file = buildFileOf(definition, version, key);
    if (file === undefined) continue;
    if (isStageSpecific(key)) stageSpecific += 1;
    else identical += 1;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), object.body);
  }
  if (differing.length > 0) {
    throw new PromotionRefusal(
      `Refused: ${definition.name} ${version} on ${source.stage} is not what its record says: ` +
        `${differing.join(', ')}; nothing was written to ${target.stage}.`,
    );
  }
  giveSiteAddress(dir, fromSite, site);
  // The folder must publish exactly the source's objects, as the publish lays it out.
  const planned = planRelease(definition, version, dir);
  const unlike = planned
    .filter(
      (object) => !isStageSpecific(object.key) && record.files[object.key] !== sha256(object.body),
    )
    .map((object) => object.key);
  const plannedKeys = new Set(planned.map((object) => object.key));
  const lost = Object.keys(record.files).filter((key) => !plannedKeys.has(key));
  if (unlike.length > 0 || lost.length > 0) {
    throw new PromotionRefusal(
      `Refused: the folder laid out from ${source.stage}'s ${definition.name} ${version} would ` +
        `not publish its bytes (${[...unlike, ...lost.map((key) => `${key} (not published)`)].join(', ')}).`,
    );
  }
  const promoted = writeReleaseRecord(dir, definition, {
    section: definition.name,
    version,
    siteUrl: site,
    contract: record.contract,
    ...(record.routes ? { routes: record.routes } : {}),
    promotedFrom: { stage: source.stage, siteUrl: fromSite },
    ...(options.train ? { train: options.train } : {}),
    ...(gateOverrides.length > 0 ? { gateOverrides } : {}),
  });
  if (existing) {
    const changed = Object.keys(promoted.files).filter(
      (key) => !isStageSpecific(key) && existing.files[key] !== promoted.files[key],
    );
    if (changed.length > 0) {
      throw new PromotionRefusal(
        `Refused: ${target.stage} has published another ${definition.name} ${version} ` +
          `(${changed.slice(0, 3).join(', ')} differ); releases are immutable.`,
      );
    }
  }
  tools.log(
    `Laid out ${definition.name} ${version}: ${identical} files byte for byte ${source.stage}'s, ` +
      `${stageSpecific} given ${site}.`,
  );
  return { record: promoted, identical, stageSpecific };
}

/** What a rollback (or a canary's promotion) is asked for. */
export interface RollbackOptions extends CommonOptions {
  readonly version: string;
}

/**
 * Points a stage back at a release it published: its pages prerendered anew with the sections
 * the stage serves now (so they name today's shell), recorded, published into its folder, then
 * the switch and the smoke, which switches forward again when it fails.
 */
export async function rollbackSection(
  options: RollbackOptions,
  target: StageTarget,
  tools: PipelineTools,
): Promise<ReleaseOutcome> {
  const { section, version } = options;
  const definition = definitionOf(section);
  const site = parseSiteUrl(await target.siteUrl());
  const published = await recordOnSite(site, definition, version);
  if (!published.found) {
    throw new GateRefusal(
      published.missing
        ? `${definition.name} ${version} is not published on ${target.stage} (${published.url} ` +
            'answered 404); nothing was switched.'
        : `Refused: the record of ${definition.name} ${version} cannot be read (${published.url} ` +
            `${published.why}); nothing was switched.`,
    );
  }
  const previous = await servedNow(site, section);
  tools.log(
    `Rolling ${definition.name} on ${target.stage} to ${version} (it serves ${previous ?? 'none'}).`,
  );
  const gates = gateContext(target, site, options, tools);
  const gateOverrides = [
    ...(await gate({ ...options, contract: published.record.contract }, gates)),
    ...(await gateRoutes({ sectionKey: section, version, routes: published.record.routes }, gates)),
  ];
  return inScratch(`rollback-${definition.name}`, async (dir) => {
    const report = await tools.prerender({
      section,
      site,
      buildDir: dir,
      pinned: version,
      checkContract: false,
    });
    tools.log(`Prerendered ${report.pages.length} pages of ${definition.name} ${version} anew.`);
    const folder = `${releasesPrefix(definition)}${version}/`;
    const files = Object.fromEntries(
      Object.entries(published.record.files).filter(([key]) => !key.startsWith(`${folder}pages/`)),
    );
    for (const page of report.pages) {
      files[`${folder}${page}`] = sha256(fs.readFileSync(path.join(dir, page)));
    }
    const record = releaseRecordSchema.parse({
      ...published.record,
      files,
      ...(gateOverrides.length > 0
        ? { gateOverrides: [...(published.record.gateOverrides ?? []), ...gateOverrides] }
        : {}),
    });
    fs.writeFileSync(path.join(dir, RELEASE_RECORD), JSON.stringify(record, null, 2));
    const served = await publishAndServe(
      target,
      site,
      { section, version },
      { kind: 'pages', dir, contract: record.contract.version },
      previous,
      tools,
      record.routes,
    );
    return { record, pages: report.pages.length, ...served };
  });
}

/**
 * Makes the running canary the release for everyone: the switch a rollback makes (its pages
 * prerendered anew with the shell served now), the smoke, then the watch ends and the pointer
 * names one release. A canary the smoke refuses is ended too: everyone is back on the stable one.
 */
export async function promoteCanary(
  options: CommonOptions,
  target: StageTarget,
  tools: PipelineTools,
): Promise<string> {
  const definition = definitionOf(options.section);
  const controls = await target.canaryControls(definition);
  const pointer = await controls.readPointer();
  if (!pointer?.canary) {
    throw new GateRefusal(
      `${definition.name} runs no canary on ${target.stage}; nothing was promoted.`,
    );
  }
  const canary = pointer.canary;
  try {
    await rollbackSection({ ...options, version: canary }, target, tools);
  } catch (error) {
    if (error instanceof SmokeFailure) {
      await controls.writePointer({ section: definition.name, stable: pointer.stable });
      await controls.unwatch();
      tools.log(
        `The ${definition.name} canary ${canary} is ended: everyone gets ${pointer.stable}.`,
      );
    }
    throw error;
  }
  await controls.unwatch();
  await controls.writePointer({ section: definition.name, stable: canary });
  tools.log(`${target.stage} serves ${definition.name} ${canary} to every visitor.`);
  return canary;
}

/** Parses `--canary <percent>`: a whole number from 1 to 99. */
export function canaryPercentOf(value: string): number {
  const percent = Number(value);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new Error(
      `--canary takes the share of visitors as a whole number from 1 to 99, not "${value}" ` +
        '(100 is a release: leave --canary out).',
    );
  }
  return percent;
}
