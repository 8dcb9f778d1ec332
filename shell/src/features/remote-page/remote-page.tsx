import { Suspense, use, useCallback, useMemo, useState, type ComponentType } from 'react';
import { remoteOf, type FederatedModuleId, type RemoteName } from 'shared-types';

import { useHydrated } from '../../hooks/use-hydrated';
import { whenLayoutHydrated } from '../../lib/layout-hydrated';
import { PageHydrated } from '../../lib/page-hydrated';
import { StalePrerenderError } from '../../lib/prerendered-page';
import { PageLoading } from './page-loading';
import type { PageModule } from './page-module';
import { usePageRegistry, type PageRegistry } from './page-registry';
import { RemoteErrorBoundary } from './remote-error-boundary';

/**
 * A page whose remote has shipped since its markup was prerendered: while hydrating it throws, so
 * React drops that markup and renders the page afresh instead of keeping stale text and
 * attributes (docs/decisions/007).
 */
function renderedAfresh(Page: ComponentType, remote: RemoteName): ComponentType {
  return function FreshPage() {
    if (!useHydrated()) throw new StalePrerenderError(remote);
    return <Page />;
  };
}

/**
 * Loads the page, checking first, when it hydrates prerendered markup, that the markup is current.
 * It is the page the site started on, so it takes the load the start began for it, whatever has
 * become of it. The page is hydrated once the layout around it has been, in a commit of its own.
 */
function loadForHydration(id: FederatedModuleId, registry: PageRegistry): Promise<PageModule> {
  const loading = Promise.all([
    registry.loadPageModule(id, { fromStart: true }),
    registry.isPrerenderCurrent(id),
    whenLayoutHydrated(),
  ]).then(([page, current]) =>
    current ? page : { default: renderedAfresh(page.default, remoteOf(id)) },
  );
  // A failed load is the boundary's to show, and the registry has reported it. React reads this
  // promise only when it renders the page, which may be after the load has failed; the rejection
  // would be unhandled until then, and field telemetry counts an unhandled rejection as an Error.
  loading.catch(() => undefined);
  return loading;
}

/** The page once its module has loaded; suspends until then, throws if the load failed. */
function LoadedPage({ loading }: { loading: Promise<PageModule> }) {
  const { default: Page } = use(loading);
  return <Page />;
}

interface RemotePageProps {
  /** The federated page module, e.g. `forms/InTheNewsPage`. */
  module: FederatedModuleId;
}

/**
 * A remote page inside the shell's layout, behind Suspense and an error boundary: a remote that
 * is down, slow or throws shows a fallback here while the rest of the site keeps working. The
 * loads themselves are shared and kept by the page registry the root provides: coming back to a
 * page does not load it again.
 */
export function RemotePage({ module }: RemotePageProps) {
  const registry = usePageRegistry();
  // False only while React hydrates this page from its prerendered markup.
  const hydrated = useHydrated();
  // The load lives in state: started once per mount (the router keys this by module) and
  // replaced only when the visitor asks to try again.
  const [{ loading, attempt }, setLoad] = useState(() => ({
    loading: hydrated ? registry.loadPageModule(module) : loadForHydration(module, registry),
    attempt: 0,
  }));
  const retry = useCallback(() => {
    const loading = registry.loadPageModule(module, { retry: true });
    setLoad((current) => ({ loading, attempt: current.attempt + 1 }));
  }, [module, registry]);
  // `useHydrated` renders this again as soon as the root is hydrated, while the page's boundary
  // may still wait for its module. The same element tells React nothing changed in there: an
  // update would make it drop the boundary's prerendered markup and render it afresh.
  return useMemo(
    () => (
      <RemoteErrorBoundary key={attempt} module={module} onRetry={retry}>
        <Suspense fallback={<PageLoading />}>
          <LoadedPage loading={loading} />
          <PageHydrated />
        </Suspense>
      </RemoteErrorBoundary>
    ),
    [attempt, loading, module, retry],
  );
}
