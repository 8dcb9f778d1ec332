// The contract gate, by names and in both directions. A shell's release records the names it
// provides in `shell/ui`, `shell/booking` and `shell/router` and its contract version; a remote's
// release records the names it imports from them and the contract version it was built against.
// Before a pointer moves, the shell must provide every name each deployed remote imports, under
// the same major version, and a remote may import only what the deployed shell provides.
//
// It fails closed: the deployed sections' records are read through the stage's site, and a
// section the site serves whose record cannot be read refuses the release, naming the address and
// how to fix it. Only an operator's explicit `--override-gate <reason>` goes on without it, and the
// release's record keeps that reason.
import { remoteNames, remotes, shellModules, type RemoteName } from 'shared-types';

import type {
  ContractRecord,
  GateOverride,
  NamesByModule,
  ReleaseRecord,
} from '../model/release-record';
import { definitionOf, type Section } from '../model/sections';
import { recordOnSite, servedRelease } from './site';

/** One release of a section, with its contract, as the gate sees it. */
export interface GatedRelease {
  /** `forms`, `shell`… (the deploy app's name) */
  readonly section: string;
  readonly version: string;
  readonly contract: ContractRecord;
}

/** A release a gate refuses, before anything is switched: its message says what and how to fix. */
export class GateRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GateRefusal';
  }
}

/** A release the contract gate refuses: its message names the sections, versions and names. */
export class ContractRefusal extends GateRefusal {
  constructor(message: string) {
    super(message);
    this.name = 'ContractRefusal';
  }
}

/** `shell/ui: PageMeta` for each name `imports` has and `provides` lacks. */
export function missingNames(imports: NamesByModule, provides: NamesByModule): string[] {
  const missing: string[] = [];
  for (const id of shellModules) {
    const provided = new Set(provides[id] ?? []);
    for (const name of imports[id] ?? []) if (!provided.has(name)) missing.push(`${id}: ${name}`);
  }
  return missing;
}

function majorOf(version: string): number {
  return Number(version.split('.')[0]);
}

/**
 * Why `remote` cannot run on `shell`, or undefined when it can: another major version of the
 * contract, or names it imports that the shell does not provide.
 */
function contractMismatch(remote: GatedRelease, shell: GatedRelease): string | undefined {
  const reasons: string[] = [];
  if (majorOf(remote.contract.version) !== majorOf(shell.contract.version)) {
    reasons.push(
      `it was built against shell contract ${remote.contract.version}, the shell provides ` +
        shell.contract.version,
    );
  }
  const missing = missingNames(remote.contract.imports ?? {}, shell.contract.provides ?? {});
  if (missing.length > 0) reasons.push(`the shell does not provide ${missing.join(', ')}`);
  return reasons.length === 0 ? undefined : reasons.join('; ');
}

/** Refuses a shell release that a deployed remote cannot run on. */
export function assertShellServesRemotes(
  shell: GatedRelease,
  deployedRemotes: readonly GatedRelease[],
): void {
  const refusals = deployedRemotes.flatMap((remote) => {
    const mismatch = contractMismatch(remote, shell);
    return mismatch ? [`${remote.section} ${remote.version} (deployed): ${mismatch}`] : [];
  });
  if (refusals.length > 0) {
    throw new ContractRefusal(
      `Refused: shell ${shell.version} (contract ${shell.contract.version}) breaks what the ` +
        `deployed remotes need; nothing was switched. ${refusals.join('. ')}.`,
    );
  }
}

/** Refuses a remote release that the deployed shell cannot run. */
export function assertRemoteRunsOnShell(remote: GatedRelease, deployedShell: GatedRelease): void {
  const mismatch = contractMismatch(remote, deployedShell);
  if (mismatch) {
    throw new ContractRefusal(
      `Refused: ${remote.section} ${remote.version} cannot run on the deployed shell ` +
        `${deployedShell.version}: ${mismatch}; nothing was switched.`,
    );
  }
}

/** What the gate is given besides the release. */
export interface GateContext {
  /** The stage's name and site. */
  readonly stage: string;
  readonly site: string;
  /** The operator's reason to go on without a record the gate cannot read, if given. */
  readonly overrideGate?: string;
  /** A deployed section's release and record, read from the site once for all of an entry's gates. */
  deployed(section: Section): Promise<Deployed>;
  log(message: string): void;
}

/** What the stage serves of one section, as the gates read it (`deployed`). */
export type Deployed =
  | { state: 'none' }
  | { state: 'gated'; release: GatedRelease; record: ReleaseRecord }
  | { state: 'unreadable'; what: string; fix: string };

/** Reads each deployed section from the site at most once: the gates of one entry share it. */
export function deployedOnSite(site: string): (section: Section) => Promise<Deployed> {
  const reads = new Map<Section, Promise<Deployed>>();
  return (section) => {
    let read = reads.get(section);
    if (read === undefined) {
      read = deployed(site, section);
      reads.set(section, read);
    }
    return read;
  };
}

/**
 * The release of a deployed section with its record, or what could not be read of it. A section
 * the site does not serve yet (its pointer answers 404) has nothing to gate.
 */
async function deployed(site: string, section: Section): Promise<Deployed> {
  const definition = definitionOf(section);
  const served = await servedRelease(site, section);
  if (served.state === 'none') return { state: 'none' };
  if (served.state === 'unknown') {
    return {
      state: 'unreadable',
      what: `${definition.name}'s pointer ${served.pointerUrl} (${served.why})`,
      fix: `check that the site answers it, then release again`,
    };
  }
  const record = await recordOnSite(site, definition, served.version);
  if (!record.found) {
    return {
      state: 'unreadable',
      what: `the record of ${definition.name} ${served.version}, which the stage serves: ${record.url} (${record.why})`,
      fix: `release ${definition.name} to the stage again (every release publishes its record)`,
    };
  }
  return {
    state: 'gated',
    release: {
      section: definition.name,
      version: served.version,
      contract: record.record.contract,
    },
    record: record.record,
  };
}

/**
 * What a gate does with what it cannot read: refuses the release, naming it and the fix, or with
 * the operator's --override-gate logs it and keeps an override for the release's record.
 */
export function gateReader(gate: string, context: GateContext) {
  const overrides: GateOverride[] = [];
  const unreadable = (what: string, fix: string): void => {
    if (context.overrideGate === undefined) {
      throw new GateRefusal(
        `Refused: the ${gate} gate cannot read ${what} on ${context.stage}; nothing was ` +
          `switched. To fix it: ${fix}. To release without it (logged and recorded in the ` +
          'release), pass --override-gate "<reason>".',
      );
    }
    context.log(
      `The ${gate} gate cannot read ${what}; going on by --override-gate: ${context.overrideGate}.`,
    );
    overrides.push({
      gate,
      missing: what,
      reason: context.overrideGate,
      at: new Date().toISOString(),
    });
  };
  return { overrides, unreadable };
}

/**
 * The contract gate against what the stage's site serves. Returns the overrides the operator's
 * flag made (each to be kept in the release's record); throws a GateRefusal when it cannot read
 * what it needs, a ContractRefusal when the release and the deployed sections do not fit.
 */
export async function gateContract(
  release: GatedRelease & { readonly sectionKey: Section },
  context: GateContext,
): Promise<GateOverride[]> {
  const { overrides, unreadable } = gateReader('contract', context);
  if (release.sectionKey === 'shell') {
    const gated: GatedRelease[] = [];
    for (const name of remoteNames) {
      const found = await context.deployed(name);
      if (found.state === 'gated') gated.push(found.release);
      else if (found.state === 'unreadable') unreadable(found.what, found.fix);
    }
    assertShellServesRemotes(release, gated);
    return overrides;
  }
  const shell = await context.deployed('shell');
  if (shell.state === 'none') {
    unreadable(
      `the shell's release (the stage serves none)`,
      `release the shell to ${context.stage} first`,
    );
  } else if (shell.state === 'unreadable') {
    unreadable(shell.what, shell.fix);
  } else {
    assertRemoteRunsOnShell(release, shell.release);
  }
  return overrides;
}

/** The remotes a stage's site serves now (a remote not released there yet is not smoked). */
export async function servedRemotes(site: string): Promise<RemoteName[]> {
  const served: RemoteName[] = [];
  for (const name of remoteNames) {
    const release = await servedRelease(site, name);
    if (release.state === 'served') served.push(name);
    else if (release.state === 'unknown') {
      throw new GateRefusal(
        `${remotes[name].publicDir}'s pointer ${release.pointerUrl} ${release.why}: the stage ` +
          'cannot be smoked until it answers.',
      );
    }
  }
  return served;
}
