// Every page the site serves, each prerendered by the build (docs/decisions/007), and where each
// one is written. One list, read by the prerender, the sitemap, the local server and the
// CloudFront function's data, so a new route or post is a change to the route list alone; which
// page answers an address is site-rules' `findSitePage`.
import { appRoutes, prerenderedPageFile, type AppRoute, type QueryPageValue } from './routes';
import type { SocialImageKind } from './social-images';

/** One page of the site, prerendered by the build. */
export interface SitePage {
  /** Its address on the site: a route's path, or the path with one query value (`/blog?post=…`). */
  url: string;
  /** The route that renders it. */
  route: AppRoute;
  /** Its file, relative to the shell's build folder. */
  file: string;
  /** The picture of its link preview. */
  socialImage: SocialImageKind;
  /** For the page of one query value: the parameter and the value. */
  query?: { param: string } & QueryPageValue;
}

/** The page every address that is neither a page, a redirect nor a file is answered with (404). */
export const NOT_FOUND_PAGE_FILE = 'pages/404.html';

/**
 * The address the not-found page is prerendered at: no route has it, so it renders the not-found
 * page, and the page it makes fits any unknown address (nothing in it depends on the address).
 */
export const NOT_FOUND_RENDER_PATH = '/404';

/**
 * The page the service worker answers, offline, at an address the device has not kept: written by
 * the shell's prerender, precached by the worker and fetched at its own address (`/pages/…`).
 */
export const OFFLINE_PAGE_FILE = 'pages/offline.html';

/** Where the page of one query value is written: `/blog?post=x` is `pages/blog/post/x.html`. */
function queryPageFile(routePath: string, param: string, value: string): string {
  const base = routePath === '/' ? '/index' : routePath;
  return `pages${base}/${param}/${value}.html`;
}

/** The pages of one route: its own, then the page of each of its query values. */
export function pagesOfRoute(route: AppRoute): SitePage[] {
  return [
    {
      url: route.path,
      route,
      file: prerenderedPageFile(route.path),
      socialImage: route.socialImage,
    },
    ...(route.queryPages?.values ?? []).map(({ value, lastModified }) => {
      const { param, socialImage } = route.queryPages!;
      return {
        url: `${route.path}?${param}=${encodeURIComponent(value)}`,
        route,
        file: queryPageFile(route.path, param, value),
        socialImage,
        query: { param, value, lastModified },
      };
    }),
  ];
}

/** Every page of the site: each route's pages, in the route list's order. */
export const sitePages: readonly SitePage[] = appRoutes.flatMap(pagesOfRoute);
