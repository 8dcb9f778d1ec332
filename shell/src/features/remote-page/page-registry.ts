import { createContext, use } from 'react';
import type { FederatedModuleId } from 'shared-types';

import type { PageModule } from './page-module';

/** How a remote page's module is loaded, for a first load or when the visitor tries again. */
export interface LoadPageOptions {
  /** Forget a failed or hung load of the page's remote and fetch it again. */
  retry?: boolean;
  /** Longest wait, in milliseconds, before the load fails with `RemoteTimeoutError`. */
  timeoutMs?: number;
  /**
   * The page the site started on, hydrating: it takes the load the start began for it, even one
   * that has failed by now. That was this page view's attempt, and its failure is reported.
   */
  fromStart?: boolean;
}

/**
 * Where remote pages come from: in the browser the federation runtime (app/remote-registry.ts),
 * when prerendering the remotes' Node builds (app/server-registry.ts). The start creates one and
 * provides it at the root; a test provides its own.
 */
export interface PageRegistry {
  /** The page module `id`; calls for the same page share one load. */
  loadPageModule(id: FederatedModuleId, options?: LoadPageOptions): Promise<PageModule>;
  /**
   * Whether the remote that renders `id` still runs the build its prerendered markup came from
   * (docs/decisions/007); when not, the page is rendered afresh instead of hydrated.
   */
  isPrerenderCurrent(id: FederatedModuleId): Promise<boolean>;
}

/** The page registry the root provides. */
export const PageRegistryContext = createContext<PageRegistry | null>(null);

/** The page registry the root provides; rendering a remote page without one is an error. */
export function usePageRegistry(): PageRegistry {
  const registry = use(PageRegistryContext);
  if (!registry) throw new Error('A remote page renders inside a PageRegistryContext.');
  return registry;
}
