// A federation runtime plugin of the shell: when a remote's manifest arrives, and before any of
// the remote's code is fetched or run, it refuses a remote built against another major version of
// the shell's contract (src/app/shell-contract.ts). Loading that remote's page then fails, so its
// section shows the fallback with "Try again" while the rest of the site runs; the refusal is
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
import { noteRemoteManifest, reportTelemetry } from '../src/telemetry/telemetry-events';

/** The analytics event sent when a remote is refused. */
export const INCOMPATIBLE_REMOTE_EVENT = 'remote_incompatible';

export default function checkShellContract(): ModuleFederationRuntimePlugin {
  return {
    name: 'check-shell-contract',
    loadRemoteSnapshot(args) {
      noteRemoteManifest(args.moduleInfo.name, args.manifestJson);
      const required = requiredContractOf(args.manifestJson);
      if (args.manifestJson && !isCompatibleContract(required, SHELL_CONTRACT_VERSION)) {
        const error = new IncompatibleRemoteError(args.moduleInfo.name, required ?? 'none');
        console.error(error.message);
        trackEvent(INCOMPATIBLE_REMOTE_EVENT, {
          remote: error.remote,
          required: error.required,
          provided: error.provided,
        });
        const section = remoteNames.find((name) => name === error.remote);
        if (section) reportTelemetry({ type: 'ContractRefusal', section });
        throw error;
      }
      return args;
    },
  };
}
