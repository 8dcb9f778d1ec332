// Where the shell's hooks report field telemetry: the remote page loader, the error boundaries,
// the contract check, the window's errors. It only keeps what is reported, as it is reported,
// until the beacon module (./beacon.ts, started once the page is idle) takes it; the beacon
// works out each event's section, version and route pattern.
import type { TelemetrySection } from 'shared-types';

/** An event as a hook reports it: the path is the page's when it happened. */
export type ReportedEvent = { path: string } & (
  | { type: 'PageView' }
  | { type: 'Fallback' | 'ContractRefusal'; section: TelemetrySection }
  | { type: 'Error' | 'RemoteLoadFailure'; section: TelemetrySection; error: unknown }
  /**
   * An error that reached the window, with the address of the script it came from ('' when the
   * browser does not say): its section, the one whose code that address or else the error's
   * stack names, is found when the event is sent.
   */
  | { type: 'UncaughtError'; error: unknown; source: string }
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

const manifests: Record<string, unknown> = {};

/**
 * Keeps the manifest the federation runtime loaded for a remote, the latest one: it names the
 * release the page runs (read by the beacon module).
 */
export function noteRemoteManifest(remote: string, manifest: unknown): void {
  manifests[remote] = manifest;
}

/** The manifest the federation runtime last loaded for `remote`, if any. */
export function remoteManifestOf(remote: string): unknown {
  return manifests[remote];
}
