import { remotes } from 'shared-types';

import { consumeShellModules, sharedSingletons } from '../config/webpack/create-webpack-config';
import packageJson from './package.json';

const remote = remotes.forms;

/** Remote `forms`: the page modules it exposes, nothing else (STYLE.md §2). */
export const federationConfig = {
  name: remote.name,
  filename: 'remoteEntry.js',
  exposes: {
    './ContactPage': './src/features/contact/contact-page.tsx',
    './SurveyPage': './src/features/survey/survey-page.tsx',
    './PetitionPage': './src/features/petition/petition-page.tsx',
    './PressKitPage': './src/features/press-kit/press-kit-page.tsx',
    './InTheNewsPage': './src/features/in-the-news/in-the-news-page.tsx',
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
