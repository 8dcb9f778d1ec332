import { remotes } from 'shared-types';

import { consumeShellModules, sharedSingletons } from '../config/webpack/create-webpack-config';
import packageJson from './package.json';

const remote = remotes.homeTours;

/** Remote `homeTours`: the page modules it exposes, nothing else (STYLE.md §2). */
export const federationConfig = {
  name: remote.name,
  filename: 'remoteEntry.js',
  exposes: {
    './HomePage': './src/features/home/home-page.tsx',
    './ToursPage': './src/features/tours/tours-page.tsx',
    './AboutPage': './src/features/about/about-page.tsx',
    './TourPage': './src/features/tour/tour-page.tsx',
    './PrivateToursPage': './src/features/private-tours/private-tours-page.tsx',
  },
  // shell/ui, shell/booking and shell/router come from the shell through the share scope.
  shared: { ...sharedSingletons(packageJson.dependencies), ...consumeShellModules() },
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
  // The entry runs on the shell's federation runtime core (decision 006); what it keeps of the
  // runtime leaves out remote loading, manifest snapshots and the Node loaders, which a remote
  // that loads no remotes and runs in browsers never uses.
  experiments: {
    externalRuntime: true,
    optimization: { disableRemote: true, disableSnapshot: true, target: 'web' as const },
  },
};
