// The prerender bundle's stand-in for remote-registry.ts (webpack.prerender.config.ts swaps it
// in): a remote page is loaded from the Node build of the remote's release that the prerender was
// given, not through the federation runtime, which only runs in browsers.
import type { FederatedModuleId } from 'shared-types';

import { markRemoteLoadFailure, type PageModule } from './page-module';
import type * as RemoteRegistry from './remote-registry';

type LoadPage = (id: FederatedModuleId) => Promise<PageModule>;

let loadPage: LoadPage = (id) =>
  Promise.reject(new Error(`No remote release was given to prerender ${id} from.`));

/** Where the prerender's remote pages come from, until the next call. */
export function setPageLoader(load: LoadPage): void {
  loadPage = load;
}

/** The page module, from the release the prerender was given. */
export const loadPageModule: typeof RemoteRegistry.loadPageModule = (id) =>
  loadPage(id).catch((error: unknown) => {
    markRemoteLoadFailure(error);
    throw error;
  });

/** Nothing is hydrated while prerendering. */
export const isPrerenderCurrent: typeof RemoteRegistry.isPrerenderCurrent = () =>
  Promise.resolve(true);
