// The addresses a section's build claims, written beside its files as `routes.json`: the pages it
// renders, each with its path, page and title, and for the shell the addresses its redirects
// answer. A release records them, and the release gate refuses a release that claims an address
// another deployed section owns (release/src/pipeline/route-gate.ts).
import { remoteOf, remotes, type RemoteName } from './federation';
import { BLOG_POST_REDIRECT_PREFIX, redirectTable } from './redirects';
import { appRoutes, PAGE_NAME_PATTERN, ROUTE_PATH_PATTERN, type AppRoute } from './routes';
import { z } from './schemas/zod';
import { socialImageKinds } from './social-images';

/** The file of a section's build that lists the addresses it claims. */
export const ROUTES_FILE = 'routes.json';

/** A route's path as the routes are written: `/`, `/tours/brooklyn-heights`. */
const routePathSchema = z
  .string()
  .regex(
    ROUTE_PATH_PATTERN,
    'a path of lower-case letters, digits and hyphens between slashes, with no slash at the end',
  );

/** One page a section renders. */
const sectionRouteSchema = z.object({
  path: routePathSchema,
  /** Its component: a remote's exposed page, or one of the shell's. */
  page: z.string().regex(PAGE_NAME_PATTERN, 'a page component name ending in "Page"'),
  title: z.string().min(1),
  /** The picture its link preview shows, which its prerendered page names. */
  socialImage: z.enum(socialImageKinds).optional(),
  /** Kept out of search engines. */
  noIndex: z.boolean().optional(),
});

/** What `routes.json` says. */
export const sectionRoutesSchema = z
  .object({
    /** The section, as releases name it: `shell`, `forms`, `home-tours`, `blog-gallery`. */
    section: z.string().regex(/^[a-z][a-z-]*$/),
    routes: z.array(sectionRouteSchema),
    /** The shell's: each redirect's source, lower-case, as the redirect table matches it. */
    redirects: z.array(z.string().regex(/^\/\S+$/, 'a path')).optional(),
    /** The shell's: prefixes whose addresses all redirect (`/blog/<id>`), each ending in '/'. */
    redirectPrefixes: z.array(z.string().regex(/^\/\S*\/$/, 'a path ending in "/"')).optional(),
  })
  .superRefine((file, context) => {
    const seen = new Set<string>();
    file.routes.forEach((route, index) => {
      if (seen.has(route.path)) {
        context.addIssue({
          code: 'custom',
          path: ['routes', index, 'path'],
          message: `${route.path} is listed twice`,
        });
      }
      seen.add(route.path);
    });
  });

export type SectionRoutes = z.infer<typeof sectionRoutesSchema>;

/** The routes file of a section's build, from the route list and redirect table of this copy. */
export function sectionRoutesOf(section: 'shell' | RemoteName): SectionRoutes {
  if (section === 'shell') {
    return {
      section: 'shell',
      routes: appRoutes.flatMap((route) =>
        route.owner === 'shell' ? [{ path: route.path, page: route.page, title: route.title }] : [],
      ),
      redirects: redirectTable.map((rule) => rule.from),
      redirectPrefixes: [BLOG_POST_REDIRECT_PREFIX],
    };
  }
  return {
    section: remotes[section].publicDir,
    routes: appRoutes.flatMap((route) =>
      route.owner !== 'shell' && remoteOf(route.owner) === section
        ? [
            {
              path: route.path,
              page: route.owner.split('/')[1] ?? '',
              title: route.title,
              socialImage: route.socialImage,
              ...(route.noIndex ? { noIndex: true } : {}),
            },
          ]
        : [],
    ),
  };
}

/**
 * The routes a remote's routes file lists, as a release of it renders them: each page the route
 * list of this copy has for the remote with everything it says (the blog's posts among it), any
 * other from the file alone (a page added after this copy was made).
 */
export function routesOfFile(section: RemoteName, file: SectionRoutes): AppRoute[] {
  return file.routes.map((route) => {
    const owner = `${section}/${route.page}`;
    const known = appRoutes.find((listed) => listed.path === route.path && listed.owner === owner);
    if (known) return known;
    return {
      path: route.path,
      title: route.title,
      owner: owner as Extract<AppRoute, { owner: `${string}/${string}` }>['owner'],
      socialImage: route.socialImage ?? 'site',
      ...(route.noIndex ? { noIndex: true } : {}),
    };
  });
}
