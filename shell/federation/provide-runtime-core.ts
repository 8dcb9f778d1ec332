// A federation runtime plugin of the shell: it hands its runtime core to the remotes' entries,
// which are built with `experiments.externalRuntime` and so carry none of their own (decision
// 006). MF's own `provideExternalRuntime` does the same, but its plugin pulls in the CommonJS build
// of the runtime beside the ES module one the shell already runs (+23 KB gzip).
import * as runtimeCore from '@module-federation/runtime-core';
import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime-core';

/** The global the remotes' `externalRuntime` entries read the runtime core from. */
const RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';

export default function provideRuntimeCore(): ModuleFederationRuntimePlugin {
  return {
    name: 'provide-runtime-core',
    beforeInit(args) {
      (runtimeCore.Global as Record<string, unknown>)[RUNTIME_CORE_GLOBAL] = runtimeCore;
      return args;
    },
  };
}
