// The single-bundle baseline's stand-in for the shell's remote-registry.ts (its browser build
// swaps the one for the other; its prerender creates one): every page is imported directly, so
// webpack splits one chunk per route instead of federating. Page chunks are named `page-<Page>`
// so its prerender links each page's own style sheet.
import type { FederatedModuleId } from 'shared-types';

import type { RemoteLocations } from '../../../shell/src/app/remote-locations';
import type { RemoteRegistry } from '../../../shell/src/app/remote-registry';
import {
  markRemoteLoadFailure,
  type PageModule,
} from '../../../shell/src/features/remote-page/page-module';

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

/**
 * Nothing to register: the pages are part of the bundle. No federation work at start either: the
 * shell's modules are part of the bundle, and the route's chunk is requested when the page
 * renders. One build: the prerendered markup always matches the pages.
 */
export function createRemoteRegistry(_locations?: RemoteLocations): RemoteRegistry {
  return {
    loadPageModule: (id) =>
      pages[id]().catch((error: unknown) => {
        markRemoteLoadFailure(error);
        throw error;
      }),
    isPrerenderCurrent: () => Promise.resolve(true),
    startSteps: () => [],
  };
}
