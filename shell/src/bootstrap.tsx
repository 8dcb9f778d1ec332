// The shell's React side, behind the async boundary of src/index.ts, which runs the start and
// calls these in order.
import './styles/global.scss';

import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { normalizePath } from 'site-rules';

import { AppRoutes, createAppRoutes, type LeaveForDocument } from './app/routes';
import { Tooltips } from './components/layout/icon-tooltip';
import type { TooltipCode } from './components/layout/tooltip-code';
import { PageRegistryContext, type PageRegistry } from './features/remote-page/page-registry';
import { isPrerenderedFor, StalePrerenderError } from './lib/prerendered-page';

/** What the start decided before the first render. */
export interface RenderSiteOptions {
  /** The tooltip code, or undefined for a page without hover hints. */
  tooltips: TooltipCode | undefined;
  /** Where the remotes' pages come from: the registry the start created. */
  registry: PageRegistry;
}

/**
 * Hydrates the prerendered page in `container` (docs/decisions/007), or renders the site afresh
 * when the container holds anything else (the offline fallback, a route that reads its query).
 */
export function renderSite(
  container: HTMLElement,
  { tooltips, registry }: RenderSiteOptions,
): void {
  const app = (
    <StrictMode>
      <PageRegistryContext value={registry}>
        <Tooltips code={tooltips}>
          <BrowserRouter>
            <AppRoutes routes={createAppRoutes(undefined, leaveForDocument())} />
          </BrowserRouter>
        </Tooltips>
      </PageRegistryContext>
    </StrictMode>
  );
  if (isPrerenderedFor(container, window.location)) hydrate(container, app);
  else render(container, app);
}

/**
 * At an address no known route has, the site's document is asked for, unless it is the address
 * this document was loaded at: the site answered that one with its not-found page already.
 */
function leaveForDocument(): LeaveForDocument {
  const loadedAt = normalizePath(window.location.pathname);
  return {
    leaves: (pathname) => normalizePath(pathname) !== loadedAt,
    // Replacing the entry the router pushed, so Back leads to the page the visitor came from.
    load: (href) => window.location.replace(href),
  };
}

function hydrate(container: HTMLElement, app: ReactNode): void {
  // React takes over the prerendered markup, and a remote page's markup stays on screen until
  // its module has loaded. As a transition, hydration runs in slices of a few milliseconds, so a
  // phone's main thread is never blocked for long.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error) {
        // React wraps what a boundary threw while hydrating; the cause says why.
        const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
        if (cause instanceof StalePrerenderError) console.info(cause.message);
        else console.error('The prerendered page was rendered afresh:', cause);
      },
    });
  });
}

function render(container: HTMLElement, app: ReactNode): void {
  container.replaceChildren();
  // The first render is a transition too, for the same reason.
  startTransition(() => {
    createRoot(container).render(app);
  });
}

/**
 * Registers `/sw.js`, which only the production build emits (shell/webpack.config.ts). The
 * registration is a chunk of its own.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production') return;
  void import('./app/service-worker-registration').then((module) => module.registerServiceWorker());
}
