import { remoteFederationConfig, type PageSources } from '../config/webpack/create-remote-config';
import packageJson from './package.json';

/** The pages remote `forms` exposes, each by its name in shared-types, and their sources. */
export const pageSources: PageSources<'forms'> = {
  ContactPage: './src/features/contact/contact-page.tsx',
  SurveyPage: './src/features/survey/survey-page.tsx',
  PetitionPage: './src/features/petition/petition-page.tsx',
  PressKitPage: './src/features/press-kit/press-kit-page.tsx',
  InTheNewsPage: './src/features/in-the-news/in-the-news-page.tsx',
};

/** Remote `forms`: its pages, nothing else; the shell's modules come from the share scope. */
export const federationConfig = remoteFederationConfig(
  'forms',
  pageSources,
  packageJson.dependencies,
);
