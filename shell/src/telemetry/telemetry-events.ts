// Where the shell's hooks report field telemetry: the remote page loader, the error boundaries,
// the contract check, the window's errors. Small on purpose, since it sits in the start's chunk;
// the events wait here until the beacon module (./beacon.ts, loaded after the page is idle) takes
// them, tags them with their section's version and route pattern and sends them.
import type { TelemetrySection } from 'shared-types';
// From the module itself, not the package's index: this module is part of a federation runtime
// plugin (shell/federation/check-shell-contract.ts), see runtime-plugin-imports.test.ts there.
import { remotes, remoteNames } from 'shared-types/src/federation';

/** An event as a hook reports it: the path is the page's when it happened. */
export type ReportedEvent = { path: string } & (
  | { type: 'PageView' }
  | { type: 'Fallback' | 'ContractRefusal'; section: TelemetrySection }
  | { type: 'Error' | 'RemoteLoadFailure'; section: TelemetrySection; error: unknown }
);

/** What a hook passes: the event without its path. */
export type TelemetryReport = ReportedEvent extends infer E
  ? E extends ReportedEvent
    ? Omit<E, 'path'>
    : never
  : never;

/** Events kept before the beacon module loads; more would only be a storm of the same error. */
const MAX_PENDING = 50;

let pending: ReportedEvent[] | undefined = [];
let receiver: ((event: ReportedEvent) => void) | undefined;

/** Reports one event of the current page; dropped when this page view is not sampled. */
export function reportTelemetry(report: TelemetryReport): void {
  const event = { ...report, path: window.location.pathname } as ReportedEvent;
  if (receiver) receiver(event);
  else if (pending && pending.length < MAX_PENDING) pending.push(event);
}

/** This page view is not sampled: nothing reported is kept. */
export function dropTelemetry(): void {
  pending = undefined;
}

/** Hands what was reported so far, then every later event, to `handle` (the beacon module). */
export function receiveTelemetry(handle: (event: ReportedEvent) => void): void {
  const earlier = pending ?? [];
  pending = undefined;
  receiver = handle;
  for (const event of earlier) handle(event);
}

const versions: Partial<Record<TelemetrySection, string>> = {};

/**
 * Notes which release of a remote the federation runtime loaded, from the manifest it fetched: a
 * release's manifest names its folder, `/remotes/<dir>/releases/<version>/`, as its publicPath; a
 * local build's carries the version of its package in its build info.
 */
export function noteRemoteManifest(remote: string, manifest: unknown): void {
  const section = remoteNames.find((name) => name === remote);
  const metaData = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  if (!section || !metaData) return;
  const publicPath = typeof metaData.publicPath === 'string' ? metaData.publicPath : '';
  const release = /\/releases\/([^/]+)\/$/.exec(publicPath)?.[1];
  const build = (metaData.buildInfo as { buildVersion?: unknown } | undefined)?.buildVersion;
  const version = release ?? (typeof build === 'string' ? build : undefined);
  if (version) versions[section] = version;
}

/** The version of a section noted so far. */
export function versionOf(section: TelemetrySection): string | undefined {
  return versions[section];
}

/** Notes the shell's version (its release pointer's). */
export function noteShellVersion(version: string): void {
  versions.shell = version;
}

/** The section whose code a script address or a stack belongs to: a remote's, else the shell's. */
export function sectionOfCode(where: unknown): TelemetrySection {
  const text = typeof where === 'string' ? where : '';
  return (
    remoteNames.find((name) => text.includes(`/remotes/${remotes[name].publicDir}/`)) ?? 'shell'
  );
}
