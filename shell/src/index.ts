import { resolveRedirect } from 'shared-types';

import { resolveRemoteLocations } from './app/remote-locations';
import { loadShellModules, preloadRouteModule, registerAppRemotes } from './app/remote-registry';

// A redirect path is replaced before anything renders (the edge answers 301 in production).
const redirect = resolveRedirect(window.location.pathname, window.location.search);
if (redirect) window.history.replaceState(window.history.state, '', redirect);

// Remote locations are registered before the async boundary, or the federation runtime has
// already resolved the share scope without them (TOOLCHAIN.md).
registerAppRemotes(resolveRemoteLocations(document));

loadShellModules();

// The current route's page starts loading in parallel with the shell's own bootstrap chunk.
preloadRouteModule(window.location.pathname);

void import('./bootstrap');
