import { resolveRedirect } from 'shared-types';

import { resolveRemoteLocations } from './app/remote-locations';
import { federationStartSteps, registerAppRemotes } from './app/remote-registry';
import { loadNavigationMenuWhenWide } from './components/layout/navigation-menu-primitives';
import { loadTooltipsIfHoverable } from './components/layout/tooltip-primitives';

// A redirect path is replaced before anything renders (the edge answers 301 in production).
const redirect = resolveRedirect(window.location.pathname, window.location.search);
if (redirect) window.history.replaceState(window.history.state, '', redirect);

// Remote locations are registered before the async boundary, or the federation runtime has
// already resolved the share scope without them (TOOLCHAIN.md).
registerAppRemotes(resolveRemoteLocations(document));

// The rest of the start runs as separate tasks, so a phone's main thread is never blocked for the
// whole of it: each step's federation work (share scope, manifests, script tags) is a task of its
// own, and a tap or key press in between is answered at once.
void startInSteps();

async function startInSteps(): Promise<void> {
  // The federation runtime's own start is the script's evaluation; the loads begin in the next task.
  for (const step of federationStartSteps(window.location.pathname)) {
    await nextTask();
    step();
  }
  await nextTask();
  // The shell's own bootstrap chunk loads in parallel with the current route's page, with the
  // tooltips where an input can hover, and with the header's menu where the viewport is wide.
  void loadTooltipsIfHoverable();
  void loadNavigationMenuWhenWide();
  await import('./bootstrap');
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
