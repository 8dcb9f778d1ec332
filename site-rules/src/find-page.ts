// Which page answers an address: the route a path shows, and the prerendered document the local
// server, the shell and the edge's checks answer it with (shared-types' `sitePages`).
import { appRoutes, sitePages, type AppRoute, type SitePage } from 'shared-types';

/** A path without its trailing slashes ('/' stays '/'), as the routes are written. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/** The page route a path shows among `routes`, if any (trailing slashes ignored). */
export function findAppRoute(
  pathname: string,
  routes: readonly AppRoute[] = appRoutes,
): AppRoute | undefined {
  const path = normalizePath(pathname);
  return routes.find((route) => route.path === path);
}

/**
 * Whether an address names a page rather than a file: its last segment has no extension, or it is
 * an `.html` address outside the prerendered files (`/about.html` is a legacy address, not a file).
 */
export function isPageAddress(pathname: string): boolean {
  if (pathname.startsWith('/pages/')) return false;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !lastSegment.includes('.') || lastSegment.endsWith('.html');
}

/**
 * The prerendered document that answers `pathname` with `search` (trailing slashes ignored): the
 * page of a query value when the query names one, else the route's page; undefined off the routes.
 */
export function findSitePage(pathname: string, search = ''): SitePage | undefined {
  const path = normalizePath(pathname);
  const pages = sitePages.filter((page) => page.route.path === path);
  const params = new URLSearchParams(search);
  return (
    pages.find((page) => page.query && params.get(page.query.param) === page.query.value) ??
    pages.find((page) => page.query === undefined)
  );
}
