import { SHELL_NAME } from 'shared-types';

import { sharedSingletons } from '../config/webpack/create-webpack-config';
import packageJson from './package.json';

/**
 * The host. Remotes are not listed here: their locations are runtime data registered in
 * `src/index.ts` (docs/decisions/001-remote-locations-at-runtime.md). The shell exposes the design
 * system and the booking widget so every section uses the same ones (decision 003).
 */
export const federationConfig = {
  name: SHELL_NAME,
  filename: 'remoteEntry.js',
  exposes: {
    './ui': './src/exposes/ui.ts',
    './booking': './src/exposes/booking.ts',
  },
  remotes: {},
  shared: sharedSingletons(packageJson.dependencies),
  shareStrategy: 'loaded-first' as const,
  manifest: false,
  dts: false,
};
