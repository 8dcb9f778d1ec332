// The routes this shell knows: those it was built with, and the route the page it started on
// states (shared-types' `page-route` meta), which a remote may have added after this shell's
// build. The router, the start's page load, the prerendered-page check, the breadcrumb and the
// telemetry all look a path up here, so a remote's new page is one of the site's routes from the
// moment its page arrives.
import {
  appRoutes,
  PAGE_ROUTE_META,
  parsePageRoute,
  type AppRoute,
  type PageRoute,
} from 'shared-types';
import { findAppRoute } from 'site-rules';

import { readMetaJson } from './meta-json';

let routes: readonly AppRoute[] = appRoutes;

/** Every route known now: the build's, then any a page has stated since. */
export function siteRoutes(): readonly AppRoute[] {
  return routes;
}

/** The route a path shows (trailing slashes ignored), if any is known. */
export function findRoute(pathname: string): AppRoute | undefined {
  return findAppRoute(pathname, routes);
}

/**
 * Adds a remote's route this build lacks; a path the build already has keeps the build's route,
 * the shell's own pages and redirects among them.
 */
export function addPageRoute(route: PageRoute): void {
  if (routes.some((known) => known.path === route.path)) return;
  routes = [...routes, route];
}

/**
 * Adds the route the page's `<meta name="page-route">` states; a tag that is missing, or holds
 * anything but a remote's route, adds nothing.
 */
export function learnPageRoute(doc: Pick<Document, 'querySelector'>): void {
  let stated: unknown;
  try {
    stated = readMetaJson(doc, PAGE_ROUTE_META);
  } catch {
    return;
  }
  const route = parsePageRoute(stated);
  if (route) addPageRoute(route);
}

/** Back to the build's routes alone (tests). */
export function forgetPageRoutes(): void {
  routes = appRoutes;
}
