import { resolveRedirect } from 'shared-types';

import { resolveRemoteLocations } from './app/remote-locations';
import { registerAppRemotes } from './app/remote-registry';

// A redirect path is replaced before anything renders (the edge answers 301 in production).
const redirect = resolveRedirect(window.location.pathname, window.location.search);
if (redirect) window.history.replaceState(window.history.state, '', redirect);

// Remote locations are registered before the async boundary, or the federation runtime has
// already resolved the share scope without them (TOOLCHAIN.md).
registerAppRemotes(resolveRemoteLocations(document));

void import('./bootstrap');
