import {
  loadRemote,
  loadShare,
  preloadRemote,
  registerPlugins,
  registerRemotes,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import {
  remoteNames,
  remoteOf,
  shellModules,
  type FederatedModuleId,
  type RemoteName,
  type ShellModuleId,
} from 'shared-types';
import { remoteBuildOf } from 'site-rules';

import {
  markRemoteLoadFailure,
  RemoteTimeoutError,
  type PageModule,
} from '../features/remote-page/page-module';
import type { LoadPageOptions, PageRegistry } from '../features/remote-page/page-registry';
import { prerenderedBuildOf } from '../lib/prerendered-page';
import { findRoute } from '../lib/site-routes';
import { reportTelemetry } from '../telemetry/telemetry-events';
import { createPageSet, pageShellBuildOf, servedBuildFrom, type PageSet } from './page-set';
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
  const owner = findRoute(pathname)?.owner;
  return owner && owner !== 'shell' ? owner : undefined;
}

/**
 * Registers every remote's location with the federation runtime and returns the registry that
 * loads their pages, holding the loads in flight. The start creates it once, before the async
 * boundary, where the share scope is initialised: later is too late.
 */
export function createRemoteRegistry(
  locations: RemoteLocations,
  pageSet: PageSet = createPageSet({
    shellBuild: pageShellBuildOf(document),
    prerenderedBuildOf: (remote) => prerenderedBuildOf(document, remote),
    servedBuild: servedBuildFrom(locations),
    reloadPage: () => window.location.reload(),
  }),
): RemoteRegistry {
  registerRemotes(remoteNames.map((name) => ({ name, entry: locations[name] })));
  // The remotes whose last load failed: the next is a new attempt (docs/decisions/038).
  const failed = new Set<RemoteName>();
  const attempts: Attempts = { afresh: new Set(), unloadedStyleSheets: new Set() };
  // The page whose files the prerendered page's head preloads, until the start's load of it has
  // gone without the runtime's own preload. A new attempt has the runtime preload them again.
  const preloadedByThePage: { id?: FederatedModuleId } = {};
  registerPlugins([
    freshAttempts(attempts),
    leavePreloadToThePage(preloadedByThePage),
    noteManifests(pageSet),
  ]);
  const inFlight = new Map<FederatedModuleId, Promise<PageModule>>();
  // The load the start began for the page it started on. Unlike a load in flight it is kept once
  // it has failed: a start's load that fails before React renders the page would otherwise be
  // followed by the page's own, and one page view would count two failures.
  let started: { id: FederatedModuleId; loading: Promise<PageModule> } | undefined;

  /**
   * Loads a page module with a bounded wait; calls for the same page share one load, and the page
   * the site started on takes the start's (`fromStart`). A load after a failure of its remote,
   * and every `retry`, is a new attempt at every layer (`forgetRemote`), without a reload.
   */
  function loadPageModule(
    id: FederatedModuleId,
    { retry = false, timeoutMs = REMOTE_LOAD_TIMEOUT_MS, fromStart = false }: LoadPageOptions = {},
  ): Promise<PageModule> {
    if (fromStart && started?.id === id) return started.loading;
    const pending = inFlight.get(id);
    if (pending && !retry) return pending;
    const remote = remoteOf(id);
    if (retry || failed.has(remote)) {
      forgetRemote(remote, locations[remote], attempts);
      if (preloadedByThePage.id && remoteOf(preloadedByThePage.id) === remote) {
        preloadedByThePage.id = undefined;
      }
    }
    const loading = loadWithin(id, timeoutMs, pageSet);
    inFlight.set(id, loading);
    loading.then(
      () => failed.delete(remote),
      () => {
        failed.add(remote);
        if (inFlight.get(id) === loading) inFlight.delete(id);
      },
    );
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
        if (preloadedByPage) preloadedByThePage.id = id;
        started = { id, loading: loadPageModule(id) };
      });
    }
    return steps;
  }

  return { loadPageModule, isPrerenderCurrent, startSteps };
}

/** What a new attempt at a remote must not take from the one that failed before it. */
interface Attempts {
  /** The remotes loaded afresh since a load of theirs failed. */
  readonly afresh: Set<string>;
  /** The style sheets the runtime added that have not loaded, yet or ever. */
  readonly unloadedStyleSheets: Set<HTMLLinkElement>;
}

/**
 * Makes the next load of `remote` a new attempt at every layer, as a reload would, keeping what
 * the other sections have loaded (docs/decisions/038). Re-registering the remote with `force` has
 * the federation runtime forget its manifest, its remote entry (the loading, the container and
 * its global) and its snapshot. It does not forget which of the remote's pages and files it has
 * preloaded, so it would not preload them again, and a style sheet it added stays in the page
 * even when it failed: webpack's own loading then takes that `<link>` for the page's styles, and
 * the page comes back without them. So those go too.
 */
function forgetRemote(remote: RemoteName, manifest: string, attempts: Attempts): void {
  registerRemotes([{ name: remote, entry: manifest }], { force: true });
  attempts.afresh.add(remote);
  const folder = new URL('.', new URL(manifest, document.baseURI)).href;
  const { __PRELOADED_MAP__: preloadedPages, __PRELOADED_ASSETS__: preloadedFiles } =
    globalThis.__FEDERATION__;
  for (const page of preloadedPages.keys()) {
    if (page.startsWith(`${remote}/`)) preloadedPages.delete(page);
  }
  for (const file of preloadedFiles) {
    if (file.startsWith(folder)) preloadedFiles.delete(file);
  }
  for (const link of attempts.unloadedStyleSheets) {
    if (!link.href.startsWith(folder)) continue;
    link.remove();
    attempts.unloadedStyleSheets.delete(link);
  }
}

/**
 * Watches the style sheets the runtime adds, and has it request the scripts of a remote loaded
 * afresh (its remote entry, its page's chunks) in CORS mode. A `<link rel="preload">` that failed
 * hands its failure to the first request of the same URL and mode, which then fails at once
 * without reaching the network: the prerendered page's head preloads the remote entry and the
 * page's scripts, and when a section is down they fail behind its manifest, unused, waiting for
 * the attempt after it. Same-origin scripts load alike in either mode; a remote on another origin
 * answers CORS for its manifest already.
 */
function freshAttempts(attempts: Attempts): ModuleFederationRuntimePlugin {
  const element = <T extends HTMLElement>(tag: string, attrs: Record<string, unknown>): T => {
    const created = document.createElement(tag) as T;
    for (const [name, value] of Object.entries(attrs)) created.setAttribute(name, String(value));
    return created;
  };
  return {
    name: 'fresh-attempts',
    createScript({ url, attrs = {}, remoteInfo }) {
      if (!remoteInfo || !attempts.afresh.has(remoteInfo.name)) return undefined;
      const script = element<HTMLScriptElement>('script', attrs);
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
    createLink({ url, attrs = {} }) {
      if (attrs.rel !== 'stylesheet') return undefined;
      const link = element<HTMLLinkElement>('link', attrs);
      link.href = url;
      attempts.unloadedStyleSheets.add(link);
      link.addEventListener('load', () => attempts.unloadedStyleSheets.delete(link));
      return link;
    },
  };
}

/**
 * Hands every remote manifest the runtime receives to the page's set, which checks, while the
 * remote's code downloads, that the sections the page runs are still what the site serves.
 */
function noteManifests(pageSet: PageSet): ModuleFederationRuntimePlugin {
  return {
    name: 'page-set',
    loadRemoteSnapshot(args) {
      const remote = remoteNames.find((name) => name === args.moduleInfo.name);
      if (remote && args.manifestJson) pageSet.noteManifest(remote, args.manifestJson);
      return args;
    },
  };
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
 * the browser would restyle and lay out the whole page again. So the start's load of that page
 * (`page.id`) goes without it, and webpack's chunk loading takes the scripts from the preloads.
 * A new attempt after a failure does not: the preloads that failed are no use to it.
 */
function leavePreloadToThePage(page: { id?: FederatedModuleId }): ModuleFederationRuntimePlugin {
  return {
    name: 'preloaded-by-the-page',
    beforePreloadRemote({ preloadOps }) {
      const { id } = page;
      if (!id) return;
      const index = preloadOps.findIndex(
        (op) => op.nameOrAlias === remoteOf(id) && (op.exposes ?? []).includes(exposeOf(id)),
      );
      if (index < 0) return;
      preloadOps.splice(index, 1);
      page.id = undefined;
    },
  };
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
 * The module is handed over once the page's set lets the page run it (docs/decisions/067).
 * Firefox and Safari abort a page's requests as soon as a navigation away from it starts, so a
 * page followed away from or closed while its section loads fails its load as a 404 would, with
 * the same error, before its `pagehide` sends the beacons. Such a failure, one that comes while
 * the page may be going away, waits out the bounded wait before it counts: a page that was left
 * is gone by then and reports nothing, and one still there (a leave that did not happen, a tab
 * in the background) shows its fallback and reports the failure then.
 */
async function loadWithin(
  id: FederatedModuleId,
  timeoutMs: number,
  pageSet: PageSet,
): Promise<PageModule> {
  const remote = remoteOf(id);
  const leave = watchLeave();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new RemoteTimeoutError(remote)), timeoutMs);
  });
  const entered = async () => {
    const module = await loadRemote<PageModule>(id);
    await pageSet.enter(remote);
    return module;
  };
  try {
    const loaded = await Promise.race([entered(), timeout]);
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
