import { remotes } from 'shared-types';

import { sharedSingletons } from '../config/webpack/create-webpack-config';
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
  // The shell is reached through its own container at the site root; the page origin is always
  // the shell's, in production and in development alike.
  remotes: { shell: 'shell@/remoteEntry.js' },
  shared: sharedSingletons(packageJson.dependencies),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};
