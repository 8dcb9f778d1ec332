// The route a remote's prerendered page renders, written into the page itself, so that a shell
// built before the route existed still renders, hydrates and links it: a remote adds a page in a
// release of its own (docs/adding-a-page.md), and the page brings its route to the shell.
import { remoteNames } from './federation';
import { PAGE_NAME_PATTERN, ROUTE_PATH_PATTERN, type AppRoute } from './routes';
import { socialImageKinds } from './social-images';

/** `<meta name="page-route">` of a remote's prerendered page: JSON of its {@link PageRoute}. */
export const PAGE_ROUTE_META = 'page-route';

/** What a page says of its route: what the shell needs to render and hydrate it. */
export type PageRoute = Pick<
  Extract<AppRoute, { owner: `${string}/${string}` }>,
  'path' | 'title' | 'owner' | 'socialImage' | 'noIndex' | 'readsQuery'
>;

/** The route as its page states it; undefined for the shell's own routes, which it compiles. */
export function pageRouteOf(route: AppRoute): PageRoute | undefined {
  if (route.owner === 'shell') return undefined;
  const { path, title, owner, socialImage, noIndex, readsQuery } = route;
  return { path, title, owner, socialImage, noIndex, readsQuery };
}

/**
 * A page's route from what its meta tag holds, or undefined when it is not one: a path as the
 * routes are written, a title, a page of one of the remotes, a known link-preview picture. Read
 * in the browser before the first render, without a schema library on the start's path.
 */
export function parsePageRoute(value: unknown): PageRoute | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const route = value as Record<string, unknown>;
  const { path, title, owner, socialImage, noIndex, readsQuery } = route;
  if (typeof path !== 'string' || !ROUTE_PATH_PATTERN.test(path)) return undefined;
  if (typeof title !== 'string' || title === '') return undefined;
  if (typeof owner !== 'string') return undefined;
  const [remote, page, ...rest] = owner.split('/');
  if (rest.length > 0 || !remoteNames.some((name) => name === remote)) return undefined;
  if (!PAGE_NAME_PATTERN.test(page ?? '')) return undefined;
  if (!socialImageKinds.some((kind) => kind === socialImage)) return undefined;
  if (noIndex !== undefined && typeof noIndex !== 'boolean') return undefined;
  if (readsQuery !== undefined && typeof readsQuery !== 'boolean') return undefined;
  return {
    path,
    title,
    owner: owner as PageRoute['owner'],
    socialImage: socialImage as PageRoute['socialImage'],
    ...(noIndex === undefined ? {} : { noIndex }),
    ...(readsQuery === undefined ? {} : { readsQuery }),
  };
}
