import {
  lazy,
  Suspense,
  useCallback,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { remoteOf, type FederatedModuleId, type RemoteName } from 'shared-types';

import { PageHydrated } from '../../app/page-hydrated';
import type { PageModule } from '../../app/page-module';
import { StalePrerenderError, takeHydration } from '../../app/prerendered-page';
import { isPrerenderCurrent, loadPageModule } from '../../app/remote-registry';
import { useHydrated } from '../../lib/use-hydrated';
import { PageLoading } from './page-loading';
import { RemoteErrorBoundary } from './remote-error-boundary';

type LoadPage = typeof loadPageModule;

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

/** Loads the page, checking first, when it hydrates prerendered markup, that the markup is current. */
async function loadForHydration(id: FederatedModuleId, load: LoadPage): Promise<PageModule> {
  const [page, current] = await Promise.all([load(id), isPrerenderCurrent(id)]);
  return current ? page : { default: renderedAfresh(page.default, remoteOf(id)) };
}

const pageCache = new Map<FederatedModuleId, LazyExoticComponent<ComponentType>>();

function lazyPage(id: FederatedModuleId, load: LoadPage, retry: boolean) {
  // React.lazy remembers a failed import, so a retry needs a fresh lazy component (TOOLCHAIN.md);
  // a success is kept so coming back to a page does not load it again.
  const cached = pageCache.get(id);
  if (cached && !retry) return cached;
  const hydrating = takeHydration();
  const page = lazy(() =>
    (hydrating ? loadForHydration(id, load) : load(id, { retry })).catch((error: unknown) => {
      pageCache.delete(id);
      throw error;
    }),
  );
  pageCache.set(id, page);
  return page;
}

interface RemotePageProps {
  /** The federated page module, e.g. `forms/InTheNewsPage`. */
  module: FederatedModuleId;
  /** Injected in tests; the federation runtime otherwise. */
  load?: LoadPage;
}

/**
 * A remote page inside the shell's layout, behind Suspense and an error boundary: a remote that
 * is down, slow or throws shows a fallback here while the rest of the site keeps working.
 */
export function RemotePage({ module, load = loadPageModule }: RemotePageProps) {
  // The lazy page lives in state: created once per mount (the router keys this by module) and
  // replaced only when the visitor asks to try again.
  const [{ Page, attempt }, setLoaded] = useState(() => ({
    Page: lazyPage(module, load, false),
    attempt: 0,
  }));
  const retry = useCallback(
    () =>
      setLoaded((current) => ({
        Page: lazyPage(module, load, true),
        attempt: current.attempt + 1,
      })),
    [module, load],
  );
  return (
    <RemoteErrorBoundary key={attempt} module={module} onRetry={retry}>
      <Suspense fallback={<PageLoading />}>
        <Page />
        <PageHydrated />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/** Forgets loaded pages (tests only need this between cases). */
export function clearPageCache(): void {
  pageCache.clear();
}
