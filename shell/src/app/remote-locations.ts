import { contractMajorOf, remoteManifestPath, remoteNames, type RemoteName } from 'shared-types';

import { readMetaJson } from '../lib/meta-json';
import { SHELL_CONTRACT_VERSION } from './shell-contract';

/** Where each remote's manifest lives, by remote name. */
export type RemoteLocations = Record<RemoteName, string>;

export const REMOTE_LOCATIONS_META = 'mf-remote-locations';

/**
 * Remote locations are runtime data (docs/decisions/001): by default the same-origin production
 * layout `/remotes/<name>/mf-manifest.json`, the pointer of the remotes built for this shell's
 * major version of the contract (`/remotes/<name>/contract-<major>/…` after 1); a `<meta name="mf-remote-locations">` in the page
 * (the dev server writes one with the dev-server URLs) overrides any of them. Nothing here is a
 * build input of a remote, so shipping a remote never rebuilds the shell.
 */
export function resolveRemoteLocations(doc: Pick<Document, 'querySelector'>): RemoteLocations {
  const defaults = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      remoteManifestPath(name, contractMajorOf(SHELL_CONTRACT_VERSION)),
    ]),
  ) as RemoteLocations;
  try {
    const overrides = readMetaJson(doc, REMOTE_LOCATIONS_META);
    if (typeof overrides !== 'object' || overrides === null) return defaults;
    for (const name of remoteNames) {
      const value = (overrides as Record<string, unknown>)[name];
      if (typeof value === 'string' && value.length > 0) defaults[name] = value;
    }
  } catch (error) {
    console.error('Ignoring unreadable remote locations', error);
  }
  return defaults;
}
