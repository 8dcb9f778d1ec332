import { remoteFederationConfig, type PageSources } from '../config/webpack/create-remote-config';
import packageJson from './package.json';

/** The pages remote `homeTours` exposes, each by its name in shared-types, and their sources. */
export const pageSources: PageSources<'homeTours'> = {
  HomePage: './src/features/home/home-page.tsx',
  ToursPage: './src/features/tours/tours-page.tsx',
  TourPage: './src/features/tour/tour-page.tsx',
  PrivateToursPage: './src/features/private-tours/private-tours-page.tsx',
  AboutPage: './src/features/about/about-page.tsx',
};

/** Remote `homeTours`: its pages, nothing else; the shell's modules come from the share scope. */
export const federationConfig = remoteFederationConfig(
  'homeTours',
  pageSources,
  packageJson.dependencies,
);
