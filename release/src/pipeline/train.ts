// A release train: several sections released as one, through the pipeline's own steps. It is how
// the shell's contract changes its major version, which no section can ship alone (the shell is
// refused while a deployed remote needs what it drops, and a remote built for the new major while
// the old shell is deployed):
//
//   gate      every member's contract against the train's composition: the new shell against the
//             train's remotes and every remote left out, each remote against the train's shell
//             (the deployed one when the shell is left out); then the addresses each build
//             claims, against the others' in the train and the deployed sections'
//   build     each member's build, staged
//   prerender each member's pages in the composed site the train will serve: its members' builds,
//             the deployed releases of the sections left out
//   publish   every member's release into its folder, nothing served yet
//   switch    the remotes, then the shell. A remote's manifest pointer is the one for the major
//             version it was built against (sections.ts), which only a shell of that major reads:
//             so a visit of a page the old shell made loads the old remotes, a visit of a page
//             the new shell made the new ones, whichever moment of the switch it starts at
//   smoke     the whole site, once every member is switched; a failure switches every member back
//             (the shell first), and the train's record says what each member replaced
//
// `rollbackTrain` switches every member of a train back to what it replaced, the same way.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { contractMajorOf, remoteNames, type SectionRoutes } from 'shared-types';
import { parseSiteUrl } from 'site-rules';

import type { CanaryPointer } from '../model/canary-pointer';
import type {
  ContractRecord,
  ReleaseRecord,
  SmokeResult,
  TrainRecord,
} from '../model/release-record';
import {
  definitionOf,
  pointedSection,
  sectionOf,
  type Section,
  type SectionDefinition,
} from '../model/sections';
import {
  gateContract,
  GateRefusal,
  servedRemotes,
  type Deployed,
  type GateContext,
} from './contract-gate';
import {
  buildRoutes,
  checkCanary,
  failureSummary,
  gateContext,
  layOutPromotion,
  promotedRecord,
  refuseRepublish,
  repositoryContract,
  runSmokes,
  servedNow,
  SmokeFailure,
  stageBuild,
  startCanary,
  writeReleaseRecord,
  type PipelineTools,
  type SmokeContext,
} from './pipeline';
import { gateRoutes } from './route-gate';
import { recordOnSite, servedRelease } from './site';
import type { StageTarget } from './target';

/** One section of a train, as the operator gives it. */
interface TrainMember {
  readonly section: Section;
  /** The build folder to release. @default the package's `dist/`, built for the stage */
  readonly buildDir?: string;
  /** The contract the release records. @default the repository's */
  readonly contract?: ContractRecord;
}

/** What `npm run release -- train <section>… --stage <stage>` is asked for. */
export interface TrainOptions {
  /** The version every member is released as. */
  readonly version: string;
  readonly members: readonly TrainMember[];
  /** Use each build as it is. @default false */
  readonly skipBuild?: boolean;
  readonly overrideGate?: string;
  /**
   * Run it as a canary for this share of the visitors (1-99): every member published and watched,
   * none switched, and the same visitors sent to all of them. Remotes only.
   */
  readonly canary?: number;
}

/** What a train did, member by member. */
export interface TrainOutcome {
  readonly members: readonly {
    readonly section: Section;
    readonly record: ReleaseRecord;
    /** The release it replaced, if the stage served one. */
    readonly previous: string | undefined;
    readonly pages: number;
  }[];
  /** The smoke of the whole site after the switch (none for a canary). */
  readonly smoke?: SmokeResult;
  /** Each member's canary pointer, when the train runs as a canary. */
  readonly canary?: readonly CanaryPointer[];
}

/** The order members switch in: the remotes, then the shell, which makes the pages that name them. */
function switchOrder<T extends { section: Section }>(members: readonly T[]): T[] {
  return [
    ...members.filter((member) => member.section !== 'shell'),
    ...members.filter((member) => member.section === 'shell'),
  ];
}

/** What the gates see of a section when the train is served: a member's new release. */
function trainContext(
  context: GateContext,
  members: ReadonlyMap<
    Section,
    { version: string; contract: ContractRecord; routes?: SectionRoutes }
  >,
  site: string,
): GateContext {
  return {
    ...context,
    deployed(section): Promise<Deployed> {
      const member = members.get(section);
      if (!member) return context.deployed(section);
      const name = definitionOf(section).name;
      return Promise.resolve({
        state: 'gated',
        release: { section: name, version: member.version, contract: member.contract },
        record: {
          section: name,
          version: member.version,
          siteUrl: site,
          files: {},
          contract: member.contract,
          ...(member.routes ? { routes: member.routes } : {}),
        },
      });
    },
  };
}

/** What a member replaces: the release the stage serves, and the contract it was built for. */
async function replaced(
  site: string,
  section: Section,
  gates: GateContext,
): Promise<{ previous: string | undefined; previousContract: string | undefined }> {
  const previous = await servedNow(site, section);
  const served = previous === undefined ? undefined : await gates.deployed(section);
  return {
    previous,
    previousContract: served?.state === 'gated' ? served.release.contract.version : undefined,
  };
}

/** The train's record, which each member keeps: what each member replaced. */
function trainRecordOf(
  version: string,
  members: readonly { section: Section; previous: string | undefined }[],
): TrainRecord {
  return {
    version,
    members: members.map((member) => ({
      section: definitionOf(member.section).name,
      ...(member.previous ? { previous: member.previous } : {}),
    })),
  };
}

/** A train whose smoke failed: every member was switched back. */
export class TrainSmokeFailure extends SmokeFailure {
  constructor(message: string, result: SmokeResult) {
    super(message, result, undefined);
    this.name = 'TrainSmokeFailure';
  }
}

/** A member's switch: the release it leaves, the one it goes to, and their contracts. */
interface MemberSwitch {
  readonly section: Section;
  readonly from: string | undefined;
  readonly fromContract: string | undefined;
  readonly to: string;
  readonly toContract: string | undefined;
}

/** The switch of a member to its release (`back`: from it to the one it replaced). */
function switchOf(member: SwitchedMember, back = false): MemberSwitch {
  const { section, version, contract, previous, previousContract } = member;
  return back
    ? {
        section,
        from: version,
        fromContract: contract,
        to: previous!,
        toContract: previousContract,
      }
    : {
        section,
        from: previous,
        fromContract: previousContract,
        to: version,
        toContract: contract,
      };
}

/** A laid-out or gated member as switched to `version`, its contract by version. */
function switchedTo<
  Member extends {
    section: Section;
    previous: string | undefined;
    previousContract?: string;
    contract: ContractRecord;
  },
>(member: Member, version: string): Omit<Member, 'contract'> & SwitchedMember {
  return { ...member, version, contract: member.contract.version };
}

/**
 * The members a switch moves at the pointer they leave (both releases of one major version, a
 * remote's pointer or the shell's), when there are two or more: those whose switches every
 * visitor must see at once. The shell, when it is one of them, comes first.
 */
function switchedTogether(switches: readonly MemberSwitch[]): MemberSwitch[] {
  const together = switchOrder(
    switches.filter(
      (member) =>
        member.from !== undefined &&
        contractMajorOf(member.fromContract) === contractMajorOf(member.toContract),
    ),
  ).reverse();
  return together.length > 1 ? together : [];
}

/**
 * Runs `switchAll` so that every visitor sees the members it moves at their pointers switch at
 * once: each one's canary pointer first names the release it goes to for every visitor (100 %,
 * the train's version and its members listed), which the edge follows only once every member's
 * pointer names the train; then the pointers are switched behind it; then the canary pointers
 * are ended, and the first one ended sends every visitor back to the pointers, by then all
 * switched. A remote's pointer lists the train's remotes; the shell's, written first and ended
 * last, lists the shell and them, and holds them until it runs too (decision 063). Members
 * switched at the pointer of another major version (a new major's train) need none of it: no
 * page loads their new pointer yet.
 */
async function switchTogether(
  target: StageTarget,
  site: string,
  trainVersion: string,
  switches: readonly MemberSwitch[],
  switchAll: () => Promise<void>,
  tools: PipelineTools,
): Promise<void> {
  const together = switchedTogether(switches);
  const names = together.map((member) => definitionOf(member.section).name);
  const remotes = names.filter((name) => name !== 'shell');
  const held = [];
  let switched = false;
  try {
    for (const member of together) {
      const definition = definitionOf(member.section);
      const controls = await target.canaryControls(definition);
      // Ended in the reverse order: a remote's first (which stops the train for every member),
      // the shell's last.
      held.unshift({ definition, controls, member });
      await controls.writePointer({
        section: definition.name,
        stable: member.from!,
        canary: member.to,
        percent: 100,
        train: member.section === 'shell' ? names : remotes,
        trainVersion,
      });
    }
    // On AWS a pointer reaches the edge through the platform's sync function: nothing moves
    // before the edge sends every visitor to every member's new release.
    if (together.length > 0) await edgeFollows(site, together);
    await switchAll();
    switched = true;
  } finally {
    for (const { definition, controls, member } of held) {
      await controls.writePointer({
        section: definition.name,
        stable: switched ? member.to : member.from!,
      });
    }
  }
  if (together.length > 0) {
    tools.log(`Switched ${names.join(', ')} on ${target.stage} for every visitor at once.`);
  }
}

/** How long the edge may take to follow the pointers a switch holds, and how often it is asked. */
const EDGE_FOLLOWS_MS = 60_000;
const EDGE_ASKED_EVERY_MS = 500;

/** Waits until the site serves each member's new release to a visitor; throws after a minute. */
async function edgeFollows(site: string, members: readonly MemberSwitch[]): Promise<void> {
  const deadline = Date.now() + EDGE_FOLLOWS_MS;
  for (;;) {
    const lagging = [];
    for (const member of members) {
      const served = await servedRelease(site, member.section);
      if (served.state !== 'served' || served.version !== member.to) {
        lagging.push(definitionOf(member.section).name);
      }
    }
    if (lagging.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(
        `The edge did not follow the switch's pointers of ${lagging.join(', ')} in ` +
          `${EDGE_FOLLOWS_MS / 1000} s; nothing was switched.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, EDGE_ASKED_EVERY_MS));
  }
}

/**
 * Refuses what a train's canaries forbid before anything is published: as a canary, each member
 * `checkTrainCanary` refuses; switched, a remote moved at its pointer that runs a canary (the
 * switch holds their canary pointers), naming it.
 */
async function checkCanaries(
  target: StageTarget,
  members: readonly Parameters<typeof switchedTo>[0][],
  version: string,
  canary: number | undefined,
): Promise<void> {
  if (canary !== undefined) {
    for (const member of members) await checkTrainCanary(target, member.section, member.previous);
    return;
  }
  const switches = members.map((member) => switchOf(switchedTo(member, version)));
  for (const member of switchedTogether(switches)) {
    const definition = definitionOf(member.section);
    const running = await (await target.canaryControls(definition)).readPointer();
    if (running?.canary) {
      throw new GateRefusal(
        `${definition.name} ${running.canary} runs as a canary on ${target.stage}: promote it or ` +
          'let it roll back before a train switches it; nothing was switched.',
      );
    }
  }
}

/** A member the stage was switched to: its release and contract, and what it replaced. */
interface SwitchedMember {
  readonly section: Section;
  readonly version: string;
  readonly contract: string | undefined;
  readonly previous: string | undefined;
  readonly previousContract?: string;
}

/**
 * Switches the members back to what each replaced, the shell first (so the pages it makes name
 * the remotes it was made with, which never left their pointer), and says what it did.
 */
async function switchBack(
  target: StageTarget,
  site: string,
  members: readonly SwitchedMember[],
  tools: PipelineTools,
): Promise<string[]> {
  const done: string[] = [];
  await switchTogether(
    target,
    site,
    members[0]!.version,
    members
      .filter((member) => member.previous !== undefined)
      .map((member) => switchOf(member, true)),
    async () => {
      for (const member of [...switchOrder(members)].reverse()) {
        const name = definitionOf(member.section).name;
        if (member.previous === undefined) {
          done.push(`${name} had no release to switch back to`);
          continue;
        }
        await target.switchTo(
          pointedSection(member.section, member.previousContract),
          member.previous,
        );
        done.push(`${name} is back on ${member.previous}`);
      }
    },
    tools,
  );
  tools.log(`Switched the train back on ${target.stage}: ${done.join(', ')}.`);
  return done;
}

/** Smokes the whole site once the train is served; a failure switches the whole train back. */
async function smokeTrain(
  target: StageTarget,
  site: string,
  members: readonly (SwitchedMember & { routes?: SectionRoutes })[],
  tools: PipelineTools,
): Promise<SmokeResult> {
  const remotes = await servedRemotes(site);
  const context: SmokeContext = {
    stage: target.stage,
    siteUrl: site,
    section: members.some((member) => member.section === 'shell') ? 'shell' : members[0]!.section,
    remotes,
    mailStore: target.mailStore(),
    wholeSite: true,
    pages: members.flatMap((member) =>
      member.section === 'shell' ? [] : (member.routes?.routes ?? []).map((route) => route.path),
    ),
  };
  const result = await runSmokes(target, context, tools);
  for (const member of members) {
    await target.putSmokeRecord(definitionOf(member.section), member.version, {
      ...result,
      at: new Date().toISOString(),
    });
  }
  if (result.passed) return result;
  const done = await switchBack(target, site, members, tools);
  const failures = failureSummary(result);
  throw new TrainSmokeFailure(
    `The smoke of ${target.stage} failed after the train ${members[0]!.version} ` +
      `(${members.map((member) => definitionOf(member.section).name).join(', ')}): ${failures}. ` +
      `Switched the whole train back: ${done.join(', ')}.`,
    result,
  );
}

/** Refuses a train of fewer than two sections, or naming one twice. */
function checkMembers(members: readonly TrainMember[]): void {
  const names = members.map((member) => definitionOf(member.section).name);
  if (names.length < 2) {
    throw new GateRefusal(
      `A train is two sections or more (given: ${names.join(', ') || 'none'}); release one ` +
        'section with npm run release -- <section>.',
    );
  }
  const twice = names.filter((name, index) => names.indexOf(name) !== index);
  if (twice.length > 0) throw new GateRefusal(`The train names ${twice.join(', ')} twice.`);
}

/**
 * Releases several sections to a stage as one: gated across the train, built, prerendered in the
 * composed site the train will serve, published, switched (the remotes, then the shell), smoked
 * as a whole, and kept, or switched back whole.
 */
export async function releaseTrain(
  options: TrainOptions,
  target: StageTarget,
  tools: PipelineTools,
): Promise<TrainOutcome> {
  checkMembers(options.members);
  const { version } = options;
  const site = parseSiteUrl(await target.siteUrl());
  const names = options.members.map((member) => definitionOf(member.section).name);
  tools.log(`Releasing the train ${version} (${names.join(', ')}) to ${target.stage} (${site}).`);
  const base = gateContext(target, site, options, tools);
  const members = [];
  for (const member of options.members) {
    await refuseRepublish(site, target, member.section, version);
    members.push({
      ...member,
      version,
      ...(await replaced(site, member.section, base)),
      contract: member.contract ?? repositoryContract(member.section, tools),
    });
  }
  await checkCanaries(target, members, version, options.canary);
  const composed = new Map(members.map((member) => [member.section, member]));
  const gates = trainContext(base, composed, site);
  const gateOverrides = [];
  for (const member of members) {
    gateOverrides.push(
      ...(await gateContract(
        {
          sectionKey: member.section,
          section: definitionOf(member.section).name,
          version,
          contract: member.contract,
        },
        gates,
      )),
    );
  }
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `train-${version}-`));
  try {
    const staged = [];
    for (const member of members) {
      const dir = path.join(scratch, definitionOf(member.section).name);
      fs.mkdirSync(dir);
      await stageBuild(
        {
          section: member.section,
          version,
          skipBuild: options.skipBuild,
          buildDir: member.buildDir,
        },
        site,
        dir,
        tools,
      );
      staged.push({ ...member, dir, routes: buildRoutes(dir, member.section) });
    }
    const claimed = trainContext(
      base,
      new Map(staged.map((member) => [member.section, member])),
      site,
    );
    for (const member of staged) {
      gateOverrides.push(
        ...(await gateRoutes(
          { sectionKey: member.section, version, routes: member.routes },
          claimed,
        )),
      );
    }
    const train = trainRecordOf(version, staged);
    const outcomes = [];
    for (const member of staged) {
      const report = await tools.prerender({
        section: member.section,
        site,
        buildDir: member.dir,
        version,
        checkContract: false,
        train: Object.fromEntries(
          staged
            .filter((other) => other.section !== member.section)
            .map((other) => [other.section, other.dir]),
        ),
      });
      tools.log(
        `Prerendered ${report.pages.length} pages of ${definitionOf(member.section).name} in the train's site.`,
      );
      const definition = definitionOf(member.section);
      const record = writeReleaseRecord(member.dir, definition, {
        section: definition.name,
        version,
        siteUrl: site,
        contract: member.contract,
        routes: member.routes,
        train,
        ...(gateOverrides.length > 0 ? { gateOverrides } : {}),
      });
      outcomes.push({ ...member, record, pages: report.pages.length });
    }
    return await serveTrain(target, site, version, outcomes, tools, options.canary);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/** Refuses the shell in a train's canary, then what `checkCanary` refuses of one section. */
async function checkTrainCanary(
  target: StageTarget,
  section: Section,
  previous: string | undefined,
): Promise<void> {
  if (section === 'shell') {
    throw new GateRefusal(
      'The shell runs no canary (its files at the root are shared by every release of it): a ' +
        'train with the shell goes to every visitor (leave --canary out).',
    );
  }
  await checkCanary(target, section, previous);
}

/**
 * Starts every member's canary at the same share, each pointer naming the train: the edge sends a
 * visitor in the share to a member's canary only while every member's pointer runs it, so the
 * visitors in the share get all of them, or, while the pointers are written, none. A pointer that
 * cannot be written ends the members' canaries started before it.
 */
async function startTrainCanary(
  target: StageTarget,
  version: string,
  percent: number,
  members: readonly LaidOutMember[],
  tools: PipelineTools,
): Promise<CanaryPointer[]> {
  const names = members.map((member) => definitionOf(member.section).name);
  const started: { definition: SectionDefinition; stable: string }[] = [];
  const pointers: CanaryPointer[] = [];
  try {
    for (const member of members) {
      const definition = definitionOf(member.section);
      pointers.push(
        await startCanary(target, definition, version, percent, member.previous, tools, names),
      );
      started.push({ definition, stable: member.previous! });
    }
  } catch (error) {
    for (const { definition, stable } of started) {
      const controls = await target.canaryControls(definition);
      await controls.writePointer({ section: definition.name, stable });
      await controls.unwatch();
    }
    throw new Error(
      `The train's canary ${version} could not start (${error instanceof Error ? error.message : String(error)}); ` +
        `no visitor gets it: ${started.map(({ definition }) => definition.name).join(', ') || 'no member'} ended.`,
    );
  }
  tools.log(
    `${target.stage} serves the train ${version} (${names.join(', ')}) to the same ${percent}% of the visitors as a canary.`,
  );
  return pointers;
}

/** A member laid out for the stage, ready to publish. */
interface LaidOutMember {
  readonly section: Section;
  readonly dir: string;
  readonly record: ReleaseRecord;
  readonly contract: ContractRecord;
  readonly routes?: SectionRoutes;
  readonly previous: string | undefined;
  readonly previousContract: string | undefined;
  readonly pages: number;
}

/**
 * Publishes every member (nothing served yet), switches them (the remotes, then the shell), and
 * smokes the whole site, switching the train back whole when the smoke fails; or, a canary, starts
 * every member's canary instead of the switch.
 */
async function serveTrain(
  target: StageTarget,
  site: string,
  version: string,
  members: readonly LaidOutMember[],
  tools: PipelineTools,
  canary?: number,
): Promise<TrainOutcome> {
  for (const member of members) {
    await target.publish({
      section: pointedSection(member.section, member.previousContract),
      version,
      kind: 'release',
      dir: member.dir,
      serving: member.previous,
    });
    tools.log(`Published ${definitionOf(member.section).name} ${version} to ${target.stage}.`);
  }
  const outcomes = members.map((member) => ({
    section: member.section,
    record: member.record,
    previous: member.previous,
    pages: member.pages,
  }));
  if (canary !== undefined) {
    return {
      members: outcomes,
      canary: await startTrainCanary(target, version, canary, members, tools),
    };
  }
  const switched = members.map((member) => switchedTo(member, version));
  await switchTogether(
    target,
    site,
    version,
    switched.map((member) => switchOf(member)),
    async () => {
      for (const member of switchOrder(members)) {
        await target.switchTo(pointedSection(member.section, member.contract.version), version);
        tools.log(
          `${target.stage} serves ${definitionOf(member.section).name} ${version} (it served ${member.previous ?? 'none'}).`,
        );
      }
    },
    tools,
  );
  const smoke = await smokeTrain(target, site, switched, tools);
  return { members: outcomes, smoke };
}

/**
 * Promotes a train the previous stage published and smoked, as `promoteSection` promotes one
 * release: nothing built or rendered, each member's objects read from the source's bucket and
 * checked against its record, the files that name the site given the stage's address; gated
 * across the train, then published, switched, smoked and kept, or switched back, as a train.
 */
export async function promoteTrain(
  options: { readonly version: string; readonly overrideGate?: string; readonly canary?: number },
  target: StageTarget,
  source: StageTarget,
  tools: PipelineTools,
): Promise<TrainOutcome> {
  const { version } = options;
  const site = parseSiteUrl(await target.siteUrl());
  const sourceTrain = await trainServed(parseSiteUrl(await source.siteUrl()), source, version);
  const base = gateContext(target, site, options, tools);
  const members = [];
  for (const { section: name } of sourceTrain.members) {
    const section = sectionOf(name);
    const record = await promotedRecord({ section, version }, target, source, tools);
    members.push({
      section,
      record,
      contract: record.contract,
      routes: record.routes,
      version,
      ...(await replaced(site, section, base)),
    });
  }
  await checkCanaries(target, members, version, options.canary);
  tools.log(
    `Promoting the train ${version} (${sourceTrain.members.map((member) => member.section).join(', ')}) from ${source.stage} to ${target.stage}.`,
  );
  const gates = trainContext(
    base,
    new Map(members.map((member) => [member.section, member])),
    site,
  );
  const train = trainRecordOf(version, members);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), `train-${version}-`));
  try {
    const laidOut: LaidOutMember[] = [];
    for (const member of members) {
      const dir = path.join(scratch, definitionOf(member.section).name);
      fs.mkdirSync(dir);
      const { record } = await layOutPromotion(
        { section: member.section, version, train },
        member.record,
        target,
        source,
        gates,
        dir,
        tools,
      );
      laidOut.push({ ...member, dir, record, pages: 0 });
    }
    return await serveTrain(target, site, version, laidOut, tools, options.canary);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * Switches every member of a train the stage serves back to what it replaced (the train's record,
 * which each member keeps), the shell first, then smokes the whole site. Refuses, switching
 * nothing, when a member no longer serves the train's release or a record cannot be read.
 */
export async function rollbackTrain(
  options: { readonly version: string },
  target: StageTarget,
  tools: PipelineTools,
): Promise<{ readonly members: readonly { section: Section; to: string | undefined }[] }> {
  const site = parseSiteUrl(await target.siteUrl());
  const { version } = options;
  const train = await trainServed(site, target, version);
  const members = [];
  for (const member of train.members) {
    const section = sectionOf(member.section);
    const served = await servedNow(site, section);
    if (served !== version) {
      throw new GateRefusal(
        `${member.section} serves ${served ?? 'nothing'}, not the train's ${version}: the train ` +
          'is not what the stage serves; nothing was switched.',
      );
    }
    const current = await recordOnSite(site, definitionOf(section), version);
    if (!current.found) {
      throw new GateRefusal(
        `Refused: the record of ${member.section} ${version} cannot be read ` +
          `(${current.url} ${current.why}); nothing was switched.`,
      );
    }
    let previousContract: string | undefined;
    if (member.previous) {
      const record = await recordOnSite(site, definitionOf(section), member.previous);
      if (!record.found) {
        throw new GateRefusal(
          `Refused: the record of ${member.section} ${member.previous}, which the train replaced, ` +
            `cannot be read (${record.url} ${record.why}); nothing was switched.`,
        );
      }
      previousContract = record.record.contract.version;
    }
    members.push({
      section,
      version,
      contract: current.record.contract.version,
      previous: member.previous,
      previousContract,
    });
  }
  tools.log(`Rolling the train ${version} back on ${target.stage}.`);
  await switchBack(target, site, members, tools);
  const result = await runSmokes(
    target,
    {
      stage: target.stage,
      siteUrl: site,
      section: 'shell',
      remotes: await servedRemotes(site),
      mailStore: target.mailStore(),
      wholeSite: true,
    },
    tools,
  );
  if (!result.passed) {
    throw new SmokeFailure(
      `The smoke of ${target.stage} failed after the train ${version} was rolled back: ` +
        `${result.failures.slice(0, 5).join('; ')}.`,
      result,
      undefined,
    );
  }
  return { members: members.map((member) => ({ section: member.section, to: member.previous })) };
}

/**
 * Makes a train's running canary the release for everyone: every member switched to it (the
 * remotes' pointers), the whole site smoked, then every watch ended and every pointer naming the
 * one release. A smoke that fails switches every member back and ends the canary of them all.
 * Refuses, switching nothing, a canary of one section, or a train whose canary no longer runs
 * whole.
 */
export async function promoteCanaryTrain(
  options: { readonly version: string },
  target: StageTarget,
  tools: PipelineTools,
): Promise<{ readonly members: readonly Section[]; readonly smoke: SmokeResult }> {
  const { version } = options;
  const site = parseSiteUrl(await target.siteUrl());
  const running = [];
  for (const section of remoteNames) {
    const definition = definitionOf(section);
    const controls = await target.canaryControls(definition);
    const pointer = await controls.readPointer();
    if (pointer?.canary === version) running.push({ section, definition, controls, pointer });
  }
  const names = running.map((member) => member.definition.name);
  const train = running[0]?.pointer.train ?? [];
  if (running.length === 0 || train.length === 0) {
    throw new GateRefusal(
      running.length === 0
        ? `${target.stage} runs no canary ${version}; nothing was promoted.`
        : `${names[0]} ${version} runs as the canary of one section, not a train's: promote it with ` +
            `npm run promote -- ${names[0]} --stage ${target.stage}.`,
    );
  }
  const missing = train.filter((name) => !(names as readonly string[]).includes(name));
  if (missing.length > 0) {
    throw new GateRefusal(
      `The train's canary ${version} no longer runs whole (${missing.join(', ')} runs none, so no ` +
        `visitor gets any member); nothing was promoted.`,
    );
  }
  const members: {
    section: Section;
    version: string;
    previous: string;
    previousContract: string | undefined;
    contract: string;
    routes: SectionRoutes | undefined;
  }[] = [];
  for (const { section, definition, pointer } of running) {
    const [record, previous] = await Promise.all(
      [version, pointer.stable].map((v) => recordOnSite(site, definition, v)),
    );
    if (!record!.found) {
      throw new GateRefusal(
        `Refused: the record of ${definition.name} ${version} cannot be read ` +
          `(${record!.url} ${record!.why}); nothing was switched.`,
      );
    }
    members.push({
      section,
      version,
      previous: pointer.stable,
      previousContract: previous!.found ? previous!.record.contract.version : undefined,
      contract: record!.record.contract.version,
      routes: record!.record.routes,
    });
  }
  tools.log(`Promoting the train's canary ${version} (${names.join(', ')}) on ${target.stage}.`);
  await switchTogether(
    target,
    site,
    version,
    members.map((member) => switchOf(member)),
    async () => {
      for (const member of members) {
        await target.switchTo(pointedSection(member.section, member.contract), version);
      }
    },
    tools,
  );
  let smoke: SmokeResult;
  try {
    smoke = await smokeTrain(target, site, members, tools);
  } catch (error) {
    if (error instanceof SmokeFailure) {
      for (const { definition, controls, pointer } of running) {
        await controls.writePointer({ section: definition.name, stable: pointer.stable });
        await controls.unwatch();
      }
      tools.log(`The train's canary ${version} is ended: everyone gets what each member served.`);
    }
    throw error;
  }
  for (const { definition, controls } of running) {
    await controls.unwatch();
    await controls.writePointer({ section: definition.name, stable: version });
  }
  tools.log(`${target.stage} serves the train ${version} (${names.join(', ')}) to every visitor.`);
  return { members: members.map((member) => member.section), smoke };
}

/**
 * The record of train `version`, as the first of its members the stage serves keeps it; refuses
 * when no section the stage serves is of that train.
 */
async function trainServed(
  site: string,
  target: StageTarget,
  version: string,
): Promise<TrainRecord> {
  const looked: string[] = [];
  for (const section of ['shell', ...remoteNames] as const) {
    const served = await servedRelease(site, section);
    if (served.state !== 'served' || served.version !== version) continue;
    const record = await recordOnSite(site, definitionOf(section), version);
    if (!record.found) {
      throw new GateRefusal(
        `Refused: the record of ${definitionOf(section).name} ${version} cannot be read ` +
          `(${record.url} ${record.why}); nothing was switched.`,
      );
    }
    if (record.record.train) return record.record.train;
    looked.push(definitionOf(section).name);
  }
  throw new GateRefusal(
    `${target.stage} serves no train ${version}` +
      (looked.length > 0 ? ` (${looked.join(', ')} ${version} was released alone)` : '') +
      '; nothing was switched.',
  );
}
