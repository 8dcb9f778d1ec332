import { NOT_FOUND_RENDER_PATH, PRERENDERED_BUILDS_META, type RemoteName } from 'shared-types';

import { readMetaJson } from './meta-json';
import { findRoute } from './site-routes';

/**
 * Whether the page in `#root` is the build's prerendered markup of the address the visitor is at
 * (docs/decisions/007): then React hydrates it. That is the page of the address's route, with
 * the query a route that reads it was prerendered with (`/blog?post=<id>`), or the not-found page
 * at an address no route has. Any other page in `#root` (the offline fallback, a route whose page
 * depends on another query) is replaced by a fresh render.
 */
export function isPrerenderedFor(
  container: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  const prerendered = container.dataset.prerendered;
  if (prerendered === undefined || container.firstElementChild === null) return false;
  const route = findRoute(location.pathname);
  if (prerendered === NOT_FOUND_RENDER_PATH) return route === undefined;
  if (!route) return false;
  return prerendered === (route.readsQuery ? `${route.path}${location.search}` : route.path);
}

/** The build of `remote` the prerendered markup came from, as its page's head names it. */
export function prerenderedBuildOf(
  doc: Pick<Document, 'querySelector'>,
  remote: RemoteName,
): string | undefined {
  try {
    const builds = readMetaJson(doc, PRERENDERED_BUILDS_META);
    const build = (builds as Record<string, unknown> | null | undefined)?.[remote];
    return typeof build === 'string' ? build : undefined;
  } catch {
    return undefined;
  }
}

/** Thrown while hydrating a remote page whose remote has shipped since the prerender. */
export class StalePrerenderError extends Error {
  constructor(readonly remote: RemoteName) {
    super(
      `The ${remote} section has shipped since this page was prerendered; rendering it afresh.`,
    );
    this.name = 'StalePrerenderError';
  }
}
