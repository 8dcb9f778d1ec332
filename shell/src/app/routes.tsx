import { lazy, useEffect, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import type { FederatedModuleId, ShellPageName } from 'shared-types';
import { resolveRedirect } from 'site-rules';

import { ErrorBoundary } from '../components/error-fallback/error-boundary';
import type { RenderSearch } from '../components/layout/search-slot';
import { SiteLayout } from '../components/layout/site-layout';
import { BookingPage } from '../features/booking/booking-page';
import { ExitIntent } from '../features/exit-intent/exit-intent';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { RemotePage } from '../features/remote-page/remote-page';
import { PageHydrated } from '../lib/page-hydrated';
import { notePageShown } from '../lib/pages-shown';
import { siteRoutes } from '../lib/site-routes';
import { WhenOpened } from '../lib/when-opened';
import { reportTelemetry } from '../telemetry/telemetry-events';
import { RouteErrorBoundary } from './route-error';

/** Renders a remote page; tests inject their own. */
export type RenderRemote = (module: FederatedModuleId) => ReactNode;

const defaultRenderRemote: RenderRemote = (module) => <RemotePage key={module} module={module} />;

/** The shell's own pages, by the name a route of shared-types' table gives them. */
const shellPages: Record<ShellPageName, ComponentType> = {
  BookingPage,
};

// The overlay and the site's search index load when search is first opened.
const SearchOverlay = lazy(() =>
  import(/* webpackChunkName: "lazy-search" */ '../features/search/search-overlay').then(
    (module) => ({ default: module.SearchOverlay }),
  ),
);

const renderSearch: RenderSearch = (controls) => (
  <WhenOpened open={controls.open}>
    <SearchOverlay {...controls} />
  </WhenOpened>
);

/**
 * Where the router leaves the page for the document at an address no route of this build has: in
 * the browser, an address reached from another page may be one a remote added since this shell
 * was built, and the site's answer there (that page, or the not-found page with its 404) is the
 * document's. Without it (the prerender, tests) such an address is not found here.
 */
export interface LeaveForDocument {
  /** Whether the document at `pathname` is asked for rather than shown as not found here. */
  leaves(pathname: string): boolean;
  /** Asks for it, in place of the history entry the router pushed. */
  load(href: string): void;
}

/** Asks for the document at `href` once rendered; the page shows nothing until it arrives. */
function DocumentLoad({ href, load }: { href: string; load: (href: string) => void }) {
  useEffect(() => load(href), [href, load]);
  return null;
}

/**
 * Any path that is not a page: a row of the redirect table (or /blog/{id}) replaces the history
 * entry with its target, keeping the query; an address reached from another page is loaded as a
 * document (`leave`); anything else is not found. The redirects are looked up here rather than
 * being routes of their own: the router then ranks 17 routes instead of 60 when the page starts,
 * and the lookup is the one index.ts makes before the first render (case and trailing slash
 * ignored).
 */
function RedirectOrNotFound({ leave }: { leave?: LeaveForDocument }) {
  const location = useLocation();
  const target = resolveRedirect(location.pathname, location.search);
  if (target !== null) return <Navigate to={target} replace />;
  const href = `${location.pathname}${location.search}${location.hash}`;
  if (leave?.leaves(location.pathname)) return <DocumentLoad href={href} load={leave.load} />;
  return (
    <ErrorBoundary>
      <NotFoundPage />
      <PageHydrated />
    </ErrorBoundary>
  );
}

/**
 * Every route known (the build's, and those pages have stated since: lib/site-routes), the
 * redirect table and not-found, inside the layout.
 */
export function createAppRoutes(
  renderRemote: RenderRemote = defaultRenderRemote,
  leave?: LeaveForDocument,
): RouteObject[] {
  const pages: RouteObject[] = siteRoutes().map((route) => {
    if (route.owner !== 'shell') return { path: route.path, element: renderRemote(route.owner) };
    // The shell's pages get the error fallback page; remotes have their own boundary in RemotePage.
    const Page = shellPages[route.page];
    return {
      path: route.path,
      element: (
        <ErrorBoundary>
          <Page />
          <PageHydrated />
        </ErrorBoundary>
      ),
    };
  });
  return [
    {
      element: <SiteLayout renderSearch={renderSearch} exitIntent={<ExitIntent />} />,
      children: [...pages, { path: '*', element: <RedirectOrNotFound leave={leave} /> }],
    },
  ];
}

/**
 * The site inside whichever router renders it: `<BrowserRouter>` in the browser, `<StaticRouter>`
 * when prerendering, `<MemoryRouter>` in tests. The routes load no data, so the declarative
 * router does all the site needs, at half the bytes of the data router (docs/decisions/009).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const { pathname, search } = useLocation();
  const page = useRoutes(routes);
  // One page view per page the visitor sees, the first and each one navigated to.
  useEffect(() => reportTelemetry({ type: 'PageView' }), [pathname]);
  // A service worker installed during this visit keeps each page shown (app/first-visit-handover).
  useEffect(() => notePageShown(`${pathname}${search}`), [pathname, search]);
  return <RouteErrorBoundary pathname={pathname}>{page}</RouteErrorBoundary>;
}
