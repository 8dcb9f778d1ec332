import {
  loadRemote,
  loadShare,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import {
  remoteNames,
  remoteOf,
  shellModules,
  type FederatedModuleId,
  type RemoteName,
  type ShellModuleId,
} from 'shared-types';
import { findAppRoute, remoteBuildOf } from 'site-rules';

import {
  markRemoteLoadFailure,
  RemoteTimeoutError,
  type PageModule,
} from '../features/remote-page/page-module';
import type { LoadPageOptions, PageRegistry } from '../features/remote-page/page-registry';
import { prerenderedBuildOf } from '../lib/prerendered-page';
import { reportTelemetry } from '../telemetry/telemetry-events';
import type { RemoteLocations } from './remote-locations';

/** How long a remote may take before its section says so and offers to try again. */
const REMOTE_LOAD_TIMEOUT_MS = 8000;

/** The browser's page registry: remote pages through the federation runtime. */
export interface RemoteRegistry extends PageRegistry {
  /**
   * The federation work of the start, in order; index.ts runs one step per task, so no task holds
   * all of it (each load appends script tags, and the first initialises the share scope).
   */
  startSteps(pathname: string): (() => void)[];
}

/** The federated page a path renders, if a remote owns it. */
export function routeModuleOf(pathname: string): FederatedModuleId | undefined {
  const owner = findAppRoute(pathname)?.owner;
  return owner && owner !== 'shell' ? owner : undefined;
}

/**
 * Registers every remote's location with the federation runtime and returns the registry that
 * loads their pages, holding the loads in flight. The start creates it once, before the async
 * boundary, where the share scope is initialised: later is too late.
 */
export function createRemoteRegistry(locations: RemoteLocations): RemoteRegistry {
  registerRemotes(remoteNames.map((name) => ({ name, entry: locations[name] })));
  const inFlight = new Map<FederatedModuleId, Promise<PageModule>>();
  // The load the start began for the page it started on. Unlike a load in flight it is kept once
  // it has failed: a start's load that fails before React renders the page would otherwise be
  // followed by the page's own, and one page view would count two failures.
  let started: { id: FederatedModuleId; loading: Promise<PageModule> } | undefined;

  /**
   * Loads a page module with a bounded wait; calls for the same page share one load, and the page
   * the site started on takes the start's (`fromStart`). `retry` re-registers the remote with
   * `force` so the federation runtime forgets a failed or hung manifest and fetches it again,
   * without a reload.
   */
  function loadPageModule(
    id: FederatedModuleId,
    { retry = false, timeoutMs = REMOTE_LOAD_TIMEOUT_MS, fromStart = false }: LoadPageOptions = {},
  ): Promise<PageModule> {
    if (fromStart && started?.id === id) return started.loading;
    const pending = inFlight.get(id);
    if (pending && !retry) return pending;
    if (retry) {
      const remote = remoteOf(id);
      registerRemotes([{ name: remote, entry: locations[remote] }], { force: true });
    }
    const loading = loadWithin(id, timeoutMs);
    inFlight.set(id, loading);
    loading.catch(() => {
      if (inFlight.get(id) === loading) inFlight.delete(id);
    });
    return loading;
  }

  /**
   * The page's prerendered build against the remote's manifest, which the runtime just fetched
   * (from the page's preload, docs/decisions/032): the browser's cache answers with that
   * response, the build the page is about to run, without the round trip of a revalidation on
   * hydration's path. Anything unknown counts as shipped: the page is then rendered afresh.
   */
  async function isPrerenderCurrent(id: FederatedModuleId): Promise<boolean> {
    const remote = remoteOf(id);
    const prerendered = prerenderedBuildOf(document, remote);
    if (!prerendered) return false;
    try {
      const response = await fetch(locations[remote], { cache: 'force-cache' });
      return response.ok && remoteBuildOf(await response.json()) === prerendered;
    } catch {
      return false;
    }
  }

  /**
   * First the modules the shell provides to the remotes (`shell/ui`, `shell/booking`,
   * `shell/router`; docs/decisions/006): the shell loads them itself, so they download alongside
   * the route's remote instead of after its entry, and the share scope records the shell as their
   * loader. Were a remote their first loader, re-registering that remote (its "Try again") would
   * take them out of the scope for every other section.
   *
   * Then the current route's page, while the shell is still starting. A prerendered page names
   * the page's files in its head (docs/decisions/032), so the browser has them on the way already
   * and the page's load begins at once, without the runtime's own preload of them. A page without
   * that list (one rendered afresh) first has the runtime fetch the page's chunks alongside the
   * remote entry, so that it has no manifest → entry → chunk waterfall after the shell has
   * started either.
   */
  function startSteps(pathname: string): (() => void)[] {
    const steps = shellModules.map((id) => () => loadShellModule(id));
    const id = routeModuleOf(pathname);
    if (id) {
      const preloadedByPage = preloadsRemoteOf(locations, remoteOf(id));
      if (!preloadedByPage) steps.push(() => preloadPageChunks(id));
      steps.push(() => {
        if (preloadedByPage) leavePreloadToThePage(id);
        started = { id, loading: loadPageModule(id) };
      });
    }
    return steps;
  }

  return { loadPageModule, isPrerenderCurrent, startSteps };
}

/** A page's expose in its remote's container, `./ContactPage` for `forms/ContactPage`. */
const exposeOf = (id: FederatedModuleId) => `.${id.slice(id.indexOf('/'))}`;

/**
 * Left alone, `loadRemote` has the runtime preload the page it loads once the remote's manifest
 * has arrived (unless the page was preloaded through the runtime before): a snapshot of the
 * manifest, the list of the page's assets and, on the main thread, a `<script>` per chunk and a
 * `<link rel="stylesheet">` per style sheet. For the page whose files the prerendered page's head
 * preloads, that is work for files already on the way, and a second copy of the page's style
 * sheets, which are in the page already (`<style data-href>`, which webpack's own loading finds):
 * the browser would restyle and lay out the whole page again. So that one load goes without it;
 * webpack's chunk loading takes the scripts from the preloads.
 */
function leavePreloadToThePage(id: FederatedModuleId): void {
  const remote = remoteOf(id);
  const expose = exposeOf(id);
  let pending = true;
  registerPlugins([
    {
      name: 'preloaded-by-the-page',
      beforePreloadRemote({ preloadOps }) {
        if (!pending) return;
        const index = preloadOps.findIndex(
          (op) => op.nameOrAlias === remote && (op.exposes ?? []).includes(expose),
        );
        if (index < 0) return;
        preloadOps.splice(index, 1);
        pending = false;
      },
    },
  ]);
}

/**
 * Whether the page's head preloads `remote`'s files: its preload list names the remote's manifest,
 * at the location the start registered, with the remote entry and the page's scripts. The
 * runtime's own preload would then only repeat it: its snapshot of the manifest, the list of
 * assets it derives and a `<link>` per script, on the main thread, for files already on the way.
 */
function preloadsRemoteOf(locations: RemoteLocations, remote: RemoteName): boolean {
  const manifest = new URL(locations[remote], document.baseURI).href;
  return Array.from(
    document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'),
  ).some((link) => link.href === manifest);
}

function loadShellModule(id: ShellModuleId): void {
  loadShare(id).catch((error: unknown) => console.error(`The shell could not load ${id}`, error));
}

/**
 * Only the page's own scripts: the remotes' shared dependencies are the shell's (`loaded-first`)
 * and remotes load no remotes, so matching their shared versions (`share`) and walking their
 * remotes (`depsRemote`) would only cost the start a task's worth of semver parsing. The page's
 * style sheets are in its prerendered HTML already (shell/style-sheet-tags.ts).
 */
function preloadPageChunks(id: FederatedModuleId): void {
  preloadRemote([
    {
      nameOrAlias: remoteOf(id),
      exposes: [exposeOf(id)],
      resourceCategory: 'sync',
      share: false,
      depsRemote: false,
      filter: (url) => !url.endsWith('.css'),
    },
  ]).catch((error: unknown) => console.warn(`Preloading ${id} failed; it loads on demand`, error));
}

/**
 * Watches, for the time of one load, whether the page may be going away: a leave under way (a
 * `beforeunload` that no listener cancelled, or a `pagehide` not followed by a `pageshow`) or a
 * hidden page, which a tab closed or left for another app becomes first. The listeners go when
 * the load settles: Firefox keeps no page with a `beforeunload` listener in its back/forward
 * cache, and a page with a load under way is not kept there anyway.
 */
function watchLeave(): { goingAway(): boolean; stop(): void } {
  let leave: Event | undefined;
  const noteLeave = (event: Event) => (leave = event);
  const shownAgain = () => (leave = undefined);
  addEventListener('beforeunload', noteLeave);
  addEventListener('pagehide', noteLeave);
  addEventListener('pageshow', shownAgain);
  return {
    goingAway: () =>
      (leave !== undefined && !leave.defaultPrevented) || document.visibilityState === 'hidden',
    stop() {
      removeEventListener('beforeunload', noteLeave);
      removeEventListener('pagehide', noteLeave);
      removeEventListener('pageshow', shownAgain);
    },
  };
}

/**
 * One load of the page module, given up after `timeoutMs`; a failure is reported once, here.
 * Firefox and Safari abort a page's requests as soon as a navigation away from it starts, so a
 * page followed away from or closed while its section loads fails its load as a 404 would, with
 * the same error, before its `pagehide` sends the beacons. Such a failure, one that comes while
 * the page may be going away, waits out the bounded wait before it counts: a page that was left
 * is gone by then and reports nothing, and one still there (a leave that did not happen, a tab
 * in the background) shows its fallback and reports the failure then.
 */
async function loadWithin(id: FederatedModuleId, timeoutMs: number): Promise<PageModule> {
  const remote = remoteOf(id);
  const leave = watchLeave();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(remote)), timeoutMs);
  });
  try {
    const loaded = await Promise.race([loadRemote<PageModule>(id), timeout]);
    if (!loaded || typeof loaded.default !== 'function') {
      throw new Error(`The ${remote} section did not provide ${id}.`);
    }
    return loaded;
  } catch (error) {
    if (!(error instanceof RemoteTimeoutError) && leave.goingAway()) {
      await timeout.catch(() => undefined);
    }
    markRemoteLoadFailure(error);
    reportTelemetry({ type: 'RemoteLoadFailure', section: remote, error });
    throw error;
  } finally {
    clearTimeout(timer);
    leave.stop();
  }
}
