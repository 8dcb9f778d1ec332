import path from 'node:path';

import { SHELL_NAME, type ShellModuleId } from 'shared-types';

import { provideShellModules, sharedSingletons } from '../config/webpack/create-webpack-config';
import packageJson from './package.json';
import { SHELL_CONTRACT_VERSION } from './src/app/shell-contract';

/** The source file of each module the shell provides to the remotes, relative to the shell. */
export const shellModuleSources: Record<ShellModuleId, string> = {
  'shell/ui': './src/provides/ui.ts',
  'shell/booking': './src/provides/booking.ts',
  'shell/router': './src/provides/router.ts',
};

/**
 * The host. Remotes are not listed here: their locations are runtime data registered in
 * `src/index.ts` (docs/decisions/001-remote-locations-at-runtime.md). The design system, the
 * booking widget and the routing API reach the remotes through the share scope, not through a
 * container of the shell (docs/decisions/006), so a first visit runs no container of the shell.
 */
export const federationConfig = {
  name: SHELL_NAME,
  remotes: {},
  shared: {
    ...sharedSingletons(packageJson.dependencies),
    ...provideShellModules(shellModuleSources, SHELL_CONTRACT_VERSION),
  },
  shareStrategy: 'loaded-first' as const,
  manifest: false,
  dts: false,
  // The remotes' entries run on the shell's runtime core instead of carrying their own, a remote
  // built against another major version of the shell's contract is refused, and the runtime's
  // work for a load is spread over several tasks.
  runtimePlugins: [
    path.join(__dirname, 'federation/provide-runtime-core.ts'),
    path.join(__dirname, 'federation/check-shell-contract.ts'),
    path.join(__dirname, 'federation/yield-between-steps.ts'),
  ],
  // A browser-only build: the runtime's Node loaders are left out.
  experiments: { optimization: { target: 'web' as const } },
};
