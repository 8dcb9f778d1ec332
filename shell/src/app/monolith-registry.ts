// The single-bundle baseline of `npm run bench:web` (issue "Web performance benchmark"): the same
// API as remote-registry.ts, but every page is imported directly, so webpack splits one chunk per
// route instead of federating. A measuring baseline, not a product mode: MONOLITH=1 builds swap
// remote-registry.ts for this file (NormalModuleReplacementPlugin in webpack.config.ts).
import type { FederatedModuleId } from 'shared-types';

import type { PageModule } from './page-module';
import type { RemoteLocations } from './remote-locations';

const pages: Record<FederatedModuleId, () => Promise<PageModule>> = {
  'homeTours/HomePage': () => import('homeTours/HomePage'),
  'homeTours/ToursPage': () => import('homeTours/ToursPage'),
  'homeTours/TourPage': () => import('homeTours/TourPage'),
  'homeTours/PrivateToursPage': () => import('homeTours/PrivateToursPage'),
  'homeTours/AboutPage': () => import('homeTours/AboutPage'),
  'blogGallery/BlogPage': () => import('blogGallery/BlogPage'),
  'blogGallery/GalleryPage': () => import('blogGallery/GalleryPage'),
  'blogGallery/SitemapPage': () => import('blogGallery/SitemapPage'),
  'forms/ContactPage': () => import('forms/ContactPage'),
  'forms/SurveyPage': () => import('forms/SurveyPage'),
  'forms/PetitionPage': () => import('forms/PetitionPage'),
  'forms/PressKitPage': () => import('forms/PressKitPage'),
  'forms/InTheNewsPage': () => import('forms/InTheNewsPage'),
};

/** Nothing to register: the pages are part of the bundle. */
export function registerAppRemotes(_locations: RemoteLocations): void {}

/** Nothing to load: the shell's modules are part of the bundle. */
export function loadShellModules(): void {}

/** Warms nothing: the route's chunk is requested when the page renders. */
export function preloadRouteModule(_pathname: string): void {}

/** Imports the page's chunk. */
export function loadPageModule(id: FederatedModuleId): Promise<PageModule> {
  return pages[id]();
}
