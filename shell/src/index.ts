// The start of the site, in the order it happens. The page is on screen already: prerendered,
// painted from its HTML and style sheets, and this script started after that first paint
// (docs/decisions/032). From the federation runtime's start on, each step is a task of its own,
// so a phone's main thread is never blocked for the whole start, and a tap or key press in
// between is answered at once.
import { resolveRedirect } from 'site-rules';

import { resolveRemoteLocations } from './app/remote-locations';
import { createRemoteRegistry, type RemoteRegistry } from './app/remote-registry';
import { loadTooltipsIfHoverable } from './components/layout/tooltip-code';
import { nextTask } from './lib/next-task';
import { learnPageRoute } from './lib/site-routes';
import { waitAtMost } from './lib/wait-at-most';
import { whenPageHydrated } from './lib/when-page-hydrated';
import { startTelemetry } from './telemetry/start-telemetry';

/** Longest wait for the tooltip code before the page renders without hover hints. */
const TOOLTIPS_MAX_WAIT_MS = 3000;

// Field telemetry listens for errors from here on; its beacons start once the page is idle.
startTelemetry();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// 1. A redirect path is replaced before anything renders (the edge answers 301 in production).
const redirect = resolveRedirect(window.location.pathname, window.location.search);
if (redirect) window.history.replaceState(window.history.state, '', redirect);

// 2. A remote's page this build does not know states its route (lib/site-routes): it is one of
// the site's routes from here on, for the start's page load as for the router.
learnPageRoute(document);

// 3. Remote locations are registered before the async boundary below, or the federation runtime
// has already resolved the share scope without them. The registry that loads the remotes' pages
// is made here, once, and handed to the start's federation work and to React.
const registry = createRemoteRegistry(resolveRemoteLocations(document));

void start(root, registry);

async function start(container: HTMLElement, registry: RemoteRegistry): Promise<void> {
  // 4. The shell's own chunk (React, the router, the layout), asked for first and ahead of the
  // page's images: it is the start's largest download, and the page answers nothing before it has
  // run. Where an input can hover, the tooltip code comes alongside. Whether the page shows hover
  // hints is decided once, here, so a hint never swaps in around a control later. Asking for it
  // (a script per chunk, and the share scope's first resolution of React) is a task of its own:
  // the federation runtime's start has just run in this one, with this script.
  await nextTask();
  const tooltips = waitAtMost(loadTooltipsIfHoverable(), TOOLTIPS_MAX_WAIT_MS);
  const bootstrap = import(/* webpackFetchPriority: "high" */ './bootstrap');

  // 5. While it downloads, the federation work: the modules the shell provides to the remotes,
  // then the current route's page, whose load starts now, each in a task of its own.
  for (const step of registry.startSteps(window.location.pathname)) {
    await nextTask();
    step();
  }
  const { renderSite, registerServiceWorker } = await bootstrap;

  // 6. Evaluating that chunk was one task; React takes the page over in the next.
  await nextTask();
  renderSite(container, { tooltips: await tooltips, registry });

  // 7. The service worker, once the page answers: nothing on the first screen needs it, and its
  // install downloads the shell's files, which would share a phone's bandwidth with the page's.
  await whenPageHydrated(container);
  registerServiceWorker();
}
