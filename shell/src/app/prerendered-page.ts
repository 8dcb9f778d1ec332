import {
  findAppRoute,
  normalizePath,
  PRERENDERED_BUILDS_META,
  type RemoteName,
} from 'shared-types';

/**
 * Whether the page in `#root` is the build's prerendered markup of the address the visitor is at
 * (docs/decisions/007): then React hydrates it. Any other page in `#root` (the offline fallback, a
 * route with a query string it reads) is replaced by a fresh render.
 */
export function isPrerenderedFor(
  container: HTMLElement,
  location: Pick<Location, 'pathname' | 'search'>,
): boolean {
  const prerendered = container.dataset.prerendered;
  if (prerendered === undefined || container.firstElementChild === null) return false;
  const route = findAppRoute(location.pathname);
  if (!route || route.path !== normalizePath(prerendered)) return false;
  return !(route.readsQuery && location.search !== '');
}

/** The build of `remote` the prerendered markup came from, as its page's head names it. */
export function prerenderedBuildOf(
  doc: Pick<Document, 'querySelector'>,
  remote: RemoteName,
): string | undefined {
  const content = doc
    .querySelector<HTMLMetaElement>(`meta[name="${PRERENDERED_BUILDS_META}"]`)
    ?.getAttribute('content');
  if (!content) return undefined;
  try {
    const builds: unknown = JSON.parse(content);
    const build = (builds as Record<string, unknown> | null)?.[remote];
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
