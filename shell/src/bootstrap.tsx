import './styles/global.scss';

import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';

import { isPrerenderedFor, StalePrerenderError, startHydration } from './app/prerendered-page';
import { AppRoutes, createAppRoutes } from './app/routes';
import { settleNavigationMenu } from './components/layout/navigation-menu-primitives';
import { settleTooltips } from './components/layout/tooltip-primitives';
import { holdStructuredData } from './components/ui/json-ld/structured-data-timing';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('The page has no #root element.');

// Evaluating this chunk's modules (React DOM, the router, the layout) is one task; the router and
// the first render start in the next, so neither adds to it. Where an input can hover, the
// tooltips' code is awaited first, and where the viewport is wide the header menu's, so the
// first render already has them.
setTimeout(
  () => void Promise.all([settleTooltips(), settleNavigationMenu()]).then(() => start(rootElement)),
  0,
);

function start(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <BrowserRouter>
        <AppRoutes routes={createAppRoutes()} />
      </BrowserRouter>
    </StrictMode>
  );
  if (isPrerenderedFor(container, window.location)) hydrate(container, app);
  else render(container, app);
}

function hydrate(container: HTMLElement, app: ReactNode): void {
  // The page arrived prerendered (docs/decisions/007): React takes over its markup, and a remote
  // page's markup stays on screen until its module has loaded. As a transition, hydration runs
  // in slices of a few milliseconds, so a phone's main thread is never blocked for long.
  startHydration();
  holdStructuredData();
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

// Only the production build emits /sw.js (shell/webpack.config.ts). The registration and
// workbox-window are a chunk of their own: nothing on the first screen needs them.
if (process.env.NODE_ENV === 'production') {
  void import('./app/service-worker-registration').then(({ registerServiceWorker }) =>
    registerServiceWorker(),
  );
}
