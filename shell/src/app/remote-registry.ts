import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { remoteNames, type FederatedModuleId, type RemoteName } from 'shared-types';

import type { RemoteLocations } from './remote-locations';

/** How long a remote may take before its section says so and offers to try again. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;

/** A page module as every remote exposes it. */
export interface PageModule {
  default: ComponentType;
}

/** The remote did not answer within {@link REMOTE_LOAD_TIMEOUT_MS}. */
export class RemoteTimeoutError extends Error {
  constructor(readonly remote: RemoteName) {
    super(`The ${remote} section took too long to load.`);
    this.name = 'RemoteTimeoutError';
  }
}

let locations: RemoteLocations | undefined;

/** Registers every remote's location; called before the async boundary (TOOLCHAIN.md). */
export function registerAppRemotes(remoteLocations: RemoteLocations): void {
  locations = remoteLocations;
  registerRemotes(remoteNames.map((name) => ({ name, entry: remoteLocations[name] })));
}

export function remoteOf(id: FederatedModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}

/**
 * Loads a page module with a bounded wait. `retry` re-registers the remote with `force` so the
 * federation runtime forgets a failed or hung manifest and fetches it again, without a reload.
 */
export async function loadPageModule(
  id: FederatedModuleId,
  { retry = false, timeoutMs = REMOTE_LOAD_TIMEOUT_MS } = {},
): Promise<PageModule> {
  const remote = remoteOf(id);
  if (retry && locations) {
    registerRemotes([{ name: remote, entry: locations[remote] }], { force: true });
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(remote)), timeoutMs);
  });
  try {
    const loaded = await Promise.race([loadRemote<PageModule>(id), timeout]);
    if (!loaded || typeof loaded.default !== 'function') {
      throw new Error(`The ${remote} section did not provide ${id}.`);
    }
    return loaded;
  } finally {
    clearTimeout(timer);
  }
}
