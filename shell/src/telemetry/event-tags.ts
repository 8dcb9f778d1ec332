// What the beacon module (./beacon.ts) works out for an event when it sends it: the section whose
// code an uncaught error came from, and the release of a remote from the manifest the federation
// runtime loaded for it. Both run when the beacon sends, after the page is idle, not at the start.
import { remoteNames, remotes, type TelemetrySection } from 'shared-types';

/** The section whose code a script address or a stack belongs to: a remote's, else the shell's. */
export function sectionOfCode(where: unknown): TelemetrySection {
  const text = typeof where === 'string' ? where : '';
  return (
    remoteNames.find((name) => text.includes(`/remotes/${remotes[name].publicDir}/`)) ?? 'shell'
  );
}

/**
 * The release a remote's manifest belongs to: a release's manifest names its folder,
 * `/remotes/<dir>/releases/<version>/`, as its publicPath; a local build's carries the version of
 * its package in its build info.
 */
export function versionOfManifest(manifest: unknown): string | undefined {
  const metaData = (manifest as { metaData?: Record<string, unknown> } | null)?.metaData;
  if (!metaData) return undefined;
  const publicPath = typeof metaData.publicPath === 'string' ? metaData.publicPath : '';
  const release = /\/releases\/([^/]+)\/$/.exec(publicPath)?.[1];
  const build = (metaData.buildInfo as { buildVersion?: unknown } | undefined)?.buildVersion;
  return release ?? (typeof build === 'string' ? build : undefined);
}
