// The prerender's page registry: a remote page is loaded from the Node build of the remote's
// release that the prerender was given, not through the federation runtime, which only runs in
// browsers.
import type { FederatedModuleId } from 'shared-types';

import { markRemoteLoadFailure, type PageModule } from '../features/remote-page/page-module';
import type { PageRegistry } from '../features/remote-page/page-registry';

/** The registry of one prerender, whose remote pages `loadPage` takes from the releases given. */
export function createServerRegistry(
  loadPage: (id: FederatedModuleId) => Promise<PageModule>,
): PageRegistry {
  return {
    loadPageModule: (id) =>
      loadPage(id).catch((error: unknown) => {
        markRemoteLoadFailure(error);
        throw error;
      }),
    // The markup is being made from these very builds.
    isPrerenderCurrent: () => Promise.resolve(true),
  };
}
