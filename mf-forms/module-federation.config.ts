import { remotes } from 'shared-types';

import { sharedSingletons } from '../config/webpack/create-webpack-config';
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
  // The shell is reached through its own container at the site root; the page origin is always
  // the shell's, in production and in development alike.
  remotes: { shell: 'shell@/remoteEntry.js' },
  shared: sharedSingletons(packageJson.dependencies),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};
