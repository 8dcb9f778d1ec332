// The single-bundle baseline of `npm run bench:web` (issue "Web performance benchmark"): the same
// API as remote-registry.ts, but every page is imported directly, so webpack splits one chunk per
// route instead of federating. A measuring baseline, not a product mode: MONOLITH=1 builds swap
// remote-registry.ts for this file (NormalModuleReplacementPlugin in webpack.config.ts). Page chunks
// are named `page-<Page>` so the prerender links each page's own style sheet (prerender.ts).
import type { FederatedModuleId } from 'shared-types';

import type { PageModule } from './page-module';
import type { RemoteLocations } from './remote-locations';

const pages: Record<FederatedModuleId, () => Promise<PageModule>> = {
  'homeTours/HomePage': () => import(/* webpackChunkName: "page-HomePage" */ 'homeTours/HomePage'),
  'homeTours/ToursPage': () =>
    import(/* webpackChunkName: "page-ToursPage" */ 'homeTours/ToursPage'),
  'homeTours/TourPage': () => import(/* webpackChunkName: "page-TourPage" */ 'homeTours/TourPage'),
  'homeTours/PrivateToursPage': () =>
    import(/* webpackChunkName: "page-PrivateToursPage" */ 'homeTours/PrivateToursPage'),
  'homeTours/AboutPage': () =>
    import(/* webpackChunkName: "page-AboutPage" */ 'homeTours/AboutPage'),
  'blogGallery/BlogPage': () =>
    import(/* webpackChunkName: "page-BlogPage" */ 'blogGallery/BlogPage'),
  'blogGallery/GalleryPage': () =>
    import(/* webpackChunkName: "page-GalleryPage" */ 'blogGallery/GalleryPage'),
  'blogGallery/SitemapPage': () =>
    import(/* webpackChunkName: "page-SitemapPage" */ 'blogGallery/SitemapPage'),
  'forms/ContactPage': () => import(/* webpackChunkName: "page-ContactPage" */ 'forms/ContactPage'),
  'forms/SurveyPage': () => import(/* webpackChunkName: "page-SurveyPage" */ 'forms/SurveyPage'),
  'forms/PetitionPage': () =>
    import(/* webpackChunkName: "page-PetitionPage" */ 'forms/PetitionPage'),
  'forms/PressKitPage': () =>
    import(/* webpackChunkName: "page-PressKitPage" */ 'forms/PressKitPage'),
  'forms/InTheNewsPage': () =>
    import(/* webpackChunkName: "page-InTheNewsPage" */ 'forms/InTheNewsPage'),
};

/** Nothing to register: the pages are part of the bundle. */
export function registerAppRemotes(_locations: RemoteLocations): void {}

/**
 * No federation work at start: the shell's modules are part of the bundle, and the route's chunk
 * is requested when the page renders.
 */
export function federationStartSteps(_pathname: string): (() => void)[] {
  return [];
}

/** One build: the prerendered markup always matches the pages. */
export function isPrerenderCurrent(_id: FederatedModuleId): Promise<boolean> {
  return Promise.resolve(true);
}

/** Imports the page's chunk. */
export function loadPageModule(id: FederatedModuleId): Promise<PageModule> {
  return pages[id]();
}
