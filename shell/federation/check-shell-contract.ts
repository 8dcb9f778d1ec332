// A federation runtime plugin of the shell: when a remote's manifest arrives, and before any of
// the remote's code is fetched or run, it refuses a remote built against a contract the shell does
// not provide: another major version, or a newer minor one (src/app/shell-contract.ts). The first
// time in a visit, the page is loaded again instead: a page loaded before a release train that
// brought a newer shell then gets the site as it is now, the shell and the remotes of one set
// (docs/decisions/065). When the refusal comes back, loading that remote's page fails, so its
// section shows the fallback with "Try again" while the rest of the site runs. Each refusal is
// logged and sent as an analytics event, for the team to see in production, and counted by field
// telemetry. Every manifest also tells telemetry which release of its section the page runs.
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';
import { remoteNames } from 'shared-types';

import {
  IncompatibleRemoteError,
  isCompatibleContract,
  requiredContractOf,
  SHELL_CONTRACT_VERSION,
} from '../src/app/shell-contract';
import { trackEvent } from '../src/lib/analytics';
import { firstReloadFor } from '../src/lib/reload-once';
import { noteRemoteManifest, reportTelemetry } from '../src/telemetry/telemetry-events';

/** The analytics event sent when a remote is refused. */
export const INCOMPATIBLE_REMOTE_EVENT = 'remote_incompatible';

/** The refusals this visit has loaded its page again for, a line each (session storage). */
export const CONTRACT_RELOADS_KEY = 'shell-contract-reloads';

/**
 * Whether to load the page again for a refusal: only the first time in the visit, so a release
 * that is refused by the shell the site serves shows its fallback after one reload, not a loop.
 */
function firstReloadForRefusal(refusal: IncompatibleRemoteError): boolean {
  return firstReloadFor(
    CONTRACT_RELOADS_KEY,
    `${refusal.remote} ${refusal.required} ${refusal.provided}`,
  );
}

export default function checkShellContract(
  reloadPage: () => void = () => window.location.reload(),
): ModuleFederationRuntimePlugin {
  return {
    name: 'check-shell-contract',
    loadRemoteSnapshot(args) {
      noteRemoteManifest(args.moduleInfo.name, args.manifestJson);
      const required = requiredContractOf(args.manifestJson);
      if (args.manifestJson && !isCompatibleContract(required, SHELL_CONTRACT_VERSION)) {
        const error = new IncompatibleRemoteError(args.moduleInfo.name, required ?? 'none');
        const reloading = firstReloadForRefusal(error);
        console.error(`${error.message}${reloading ? ' Loading the page again.' : ''}`);
        trackEvent(INCOMPATIBLE_REMOTE_EVENT, {
          remote: error.remote,
          required: error.required,
          provided: error.provided,
        });
        const section = remoteNames.find((name) => name === error.remote);
        if (section) reportTelemetry({ type: 'ContractRefusal', section });
        if (!reloading) throw error;
        reloadPage();
        // The load waits for the page to go; none of the remote's code is fetched meanwhile.
        return new Promise<typeof args>(() => undefined);
      }
      return args;
    },
  };
}
