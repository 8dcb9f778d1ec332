import * as runtime from '@module-federation/enhanced/runtime';
import { PRERENDERED_BUILDS_META, type FederatedModuleId } from 'shared-types';
import { remoteBuildOf } from 'site-rules';

import { RemoteTimeoutError } from '../features/remote-page/page-module';
import { receiveTelemetry, type ReportedEvent } from '../telemetry/telemetry-events';
import { createRemoteRegistry, routeModuleOf, type RemoteRegistry } from './remote-registry';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  loadShare: jest.fn(() => Promise.resolve(() => ({}))),
  preloadRemote: jest.fn(() => Promise.resolve()),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const locations = {
  homeTours: '/remotes/home-tours/mf-manifest.json',
  blogGallery: '/remotes/blog-gallery/mf-manifest.json',
  forms: '/remotes/forms/mf-manifest.json',
};

const runAll = (steps: (() => void)[]) => steps.forEach((step) => step());

/** The runtime plugin named `name` that the registry created last registered. */
function pluginOf(name: string) {
  const plugin = jest
    .mocked(runtime.registerPlugins)
    .mock.calls.flatMap(([plugins]) => plugins)
    .findLast((registered) => registered?.name === name);
  if (!plugin) throw new Error(`No runtime plugin ${name} was registered.`);
  return plugin;
}

/** What the registry reported to field telemetry. */
const reported: ReportedEvent[] = [];
receiveTelemetry((event) => reported.push(event));

describe('the remote registry', () => {
  let registry: RemoteRegistry;

  beforeEach(() => {
    jest.mocked(runtime.loadRemote).mockReset();
    jest.mocked(runtime.registerRemotes).mockReset();
    // The runtime's global record, which importing it creates.
    Object.assign(globalThis, {
      __FEDERATION__: { __PRELOADED_MAP__: new Map(), __PRELOADED_ASSETS__: new Set() },
    });
    registry = createRemoteRegistry(locations);
  });

  it('registers every remote with its runtime location as it is created', () => {
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'homeTours', entry: locations.homeTours },
      { name: 'blogGallery', entry: locations.blogGallery },
      { name: 'forms', entry: locations.forms },
    ]);
  });

  it('loads a page module', async () => {
    const Page = () => null;
    jest.mocked(runtime.loadRemote).mockResolvedValue({ default: Page });
    await expect(registry.loadPageModule('forms/InTheNewsPage')).resolves.toEqual({
      default: Page,
    });
    expect(runtime.loadRemote).toHaveBeenCalledWith('forms/InTheNewsPage');
  });

  it("hands each manifest to the page's set, and runs a page once the set lets it in", async () => {
    let letIn: () => void = () => undefined;
    const pageSet = {
      noteManifest: jest.fn(),
      enter: jest.fn(() => new Promise<void>((resolve) => (letIn = resolve))),
    };
    const gated = createRemoteRegistry(locations, pageSet);
    const manifestJson = { exposes: [] };
    const args = { moduleInfo: { name: 'forms' }, manifestJson };
    expect(pluginOf('page-set').loadRemoteSnapshot!(args as never)).toBe(args);
    expect(pageSet.noteManifest).toHaveBeenCalledWith('forms', manifestJson);

    const Page = () => null;
    jest.mocked(runtime.loadRemote).mockResolvedValue({ default: Page });
    let loaded = false;
    const loading = gated.loadPageModule('forms/ContactPage').then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pageSet.enter).toHaveBeenCalledWith('forms');
    expect(loaded).toBe(false);
    letIn();
    await loading;
    expect(loaded).toBe(true);
  });

  it('gives up after the bounded wait', async () => {
    jest.useFakeTimers();
    jest.mocked(runtime.loadRemote).mockReturnValue(new Promise(() => undefined));
    const loading = registry.loadPageModule('homeTours/AboutPage', { timeoutMs: 8000 });
    jest.advanceTimersByTime(8000);
    await expect(loading).rejects.toBeInstanceOf(RemoteTimeoutError);
    jest.useRealTimers();
  });

  describe('a failed load', () => {
    // The error the federation runtime gives for a remote entry that does not arrive, whether
    // the server answered 404 or the browser aborted the request.
    const scriptFailed = () =>
      new Error('[ Federation Runtime ]: Failed to load script resources. #RUNTIME-008');

    /** Whether `loading` has settled, without waiting for it. */
    function watch(loading: Promise<unknown>) {
      const state = { settled: false };
      loading.then(
        () => (state.settled = true),
        () => (state.settled = true),
      );
      return state;
    }

    beforeEach(() => {
      jest.useFakeTimers();
      reported.length = 0;
    });

    afterEach(() => {
      jest.useRealTimers();
      delete (document as unknown as Record<string, unknown>).visibilityState;
    });

    it('on a page still shown is reported at once, with its section', async () => {
      const error = scriptFailed();
      jest.mocked(runtime.loadRemote).mockRejectedValue(error);
      const loading = registry.loadPageModule('blogGallery/GalleryPage');
      await expect(loading).rejects.toBe(error);
      expect(reported).toEqual([
        { type: 'RemoteLoadFailure', section: 'blogGallery', error, path: '/' },
      ]);
    });

    const leaves: [string, () => void][] = [
      ['a link followed away from it', () => dispatchEvent(new Event('beforeunload'))],
      ['it closed or put away', () => dispatchEvent(new Event('pagehide'))],
      [
        'it hidden, as a tab closed or left for another app is first',
        () =>
          Object.defineProperty(document, 'visibilityState', {
            value: 'hidden',
            configurable: true,
          }),
      ],
    ];

    it.each(leaves)(
      'as the page goes away, with %s, reports nothing before the bounded wait is over',
      async (_leave, leave) => {
        let fail: (error: Error) => void = () => undefined;
        jest
          .mocked(runtime.loadRemote)
          .mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
        const loading = registry.loadPageModule('blogGallery/GalleryPage', { timeoutMs: 8000 });
        const state = watch(loading);
        leave();
        const error = scriptFailed();
        fail(error);
        await jest.advanceTimersByTimeAsync(7999);
        expect(reported).toEqual([]);
        expect(state.settled).toBe(false);

        // A page still there then (the leave did not happen) shows its fallback and reports it.
        await jest.advanceTimersByTimeAsync(1);
        await expect(loading).rejects.toBe(error);
        expect(reported).toEqual([
          expect.objectContaining({ type: 'RemoteLoadFailure', section: 'blogGallery', error }),
        ]);
      },
    );

    /** A load that fails once `act` has run, while it is under way. */
    async function failingAfter(id: FederatedModuleId, act: () => void) {
      let fail: (error: Error) => void = () => undefined;
      jest
        .mocked(runtime.loadRemote)
        .mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
      const loading = registry.loadPageModule(id, { timeoutMs: 8000 });
      act();
      fail(scriptFailed());
      await expect(loading).rejects.toThrow('#RUNTIME-008');
    }

    it('is reported at once when a listener cancelled the leave, or the page was shown again', async () => {
      await failingAfter('forms/ContactPage', () => {
        addEventListener('beforeunload', (event) => event.preventDefault(), { once: true });
        dispatchEvent(new Event('beforeunload', { cancelable: true }));
      });
      expect(reported).toHaveLength(1);

      await failingAfter('forms/SurveyPage', () => {
        dispatchEvent(new Event('pagehide'));
        dispatchEvent(new Event('pageshow'));
      });
      expect(reported).toHaveLength(2);
    });

    it('listens for a leave only while it is under way, so the page stays fit for the back/forward cache', async () => {
      const listening = new Set<string>();
      const add = jest
        .spyOn(window, 'addEventListener')
        .mockImplementation((type: string) => listening.add(type));
      const remove = jest
        .spyOn(window, 'removeEventListener')
        .mockImplementation((type: string) => listening.delete(type));
      try {
        await failingAfter('forms/ContactPage', () =>
          expect(listening).toEqual(new Set(['beforeunload', 'pagehide', 'pageshow'])),
        );
        expect(listening).toEqual(new Set());
      } finally {
        add.mockRestore();
        remove.mockRestore();
      }
    });

    it("that the start began is the page's: the page the site started on takes it, failed, and it counts once", async () => {
      const error = scriptFailed();
      jest.mocked(runtime.loadRemote).mockRejectedValue(error);
      runAll(registry.startSteps('/gallery'));
      // The start's load fails before React renders the page.
      await jest.advanceTimersByTimeAsync(0);
      expect(reported).toHaveLength(1);

      const hydrating = registry.loadPageModule('blogGallery/GalleryPage', { fromStart: true });
      await expect(hydrating).rejects.toBe(error);
      expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
      expect(reported).toEqual([
        expect.objectContaining({ type: 'RemoteLoadFailure', section: 'blogGallery', error }),
      ]);

      // Coming back to the page later is another page view: it tries again.
      await expect(registry.loadPageModule('blogGallery/GalleryPage')).rejects.toBe(error);
      expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
      expect(reported).toHaveLength(2);
    });

    it('that timed out is reported at once, whatever the page is doing', async () => {
      jest.mocked(runtime.loadRemote).mockReturnValue(new Promise(() => undefined));
      const loading = registry.loadPageModule('homeTours/AboutPage', { timeoutMs: 8000 });
      dispatchEvent(new Event('pagehide'));
      const state = watch(loading);
      await jest.advanceTimersByTimeAsync(8000);
      expect(state.settled).toBe(true);
      await expect(loading).rejects.toBeInstanceOf(RemoteTimeoutError);
      expect(reported).toEqual([expect.objectContaining({ type: 'RemoteLoadFailure' })]);
    });
  });

  it('re-registers only the failed remote, forcing the runtime to forget it, on retry', async () => {
    jest.mocked(runtime.loadRemote).mockResolvedValue({ default: () => null });
    jest.mocked(runtime.registerRemotes).mockClear();
    await registry.loadPageModule('blogGallery/SitemapPage', { retry: true });
    expect(runtime.registerRemotes).toHaveBeenCalledWith(
      [{ name: 'blogGallery', entry: locations.blogGallery }],
      { force: true },
    );
  });

  describe('a load after its remote failed', () => {
    const formsFile = 'http://localhost/remotes/forms/__federation_expose_ContactPage.0123.css';
    const homeFile = 'http://localhost/remotes/home-tours/__federation_expose_AboutPage.4567.js';

    /** A style sheet the runtime adds to the page, as it has it made; it loads or fails. */
    function styleSheetLink(href: string, outcome: 'load' | 'error'): HTMLLinkElement {
      const link = pluginOf('fresh-attempts').createLink!({
        url: href,
        attrs: { rel: 'stylesheet', type: 'text/css' },
      }) as HTMLLinkElement;
      document.head.append(link);
      link.dispatchEvent(new Event(outcome));
      return link;
    }

    /** The runtime's record of the pages and files it has preloaded, shared by every section. */
    const preloaded = () => globalThis.__FEDERATION__;

    beforeEach(() => {
      Object.assign(globalThis.__FEDERATION__, {
        __PRELOADED_MAP__: new Map([
          ['forms/ContactPage', true],
          ['homeTours/AboutPage', true],
        ]),
        __PRELOADED_ASSETS__: new Set([formsFile, homeFile]),
      });
    });

    afterEach(() => document.head.replaceChildren());

    it('is a new attempt at every layer: the runtime forgets the remote, the pages and files it preloaded of it, and its style sheets that failed', async () => {
      const failedSheet = styleSheetLink(formsFile, 'error');
      const loadedSheet = styleSheetLink(
        'http://localhost/remotes/forms/__federation_expose_SurveyPage.89ab.css',
        'load',
      );
      const otherSection = styleSheetLink(homeFile.replace('.js', '.css'), 'error');
      jest.mocked(runtime.loadRemote).mockRejectedValueOnce(new Error('#RUNTIME-008'));
      await expect(registry.loadPageModule('forms/ContactPage')).rejects.toThrow();
      expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);

      jest.mocked(runtime.loadRemote).mockResolvedValue({ default: () => null });
      await registry.loadPageModule('forms/ContactPage');
      expect(runtime.registerRemotes).toHaveBeenLastCalledWith(
        [{ name: 'forms', entry: locations.forms }],
        { force: true },
      );
      expect([...preloaded().__PRELOADED_MAP__.keys()]).toEqual(['homeTours/AboutPage']);
      expect([...preloaded().__PRELOADED_ASSETS__]).toEqual([homeFile]);
      expect(failedSheet.isConnected).toBe(false);
      expect(loadedSheet.isConnected).toBe(true);
      expect(otherSection.isConnected).toBe(true);

      // Once it has loaded, another page of the section uses what the runtime holds.
      await registry.loadPageModule('forms/SurveyPage');
      expect(runtime.registerRemotes).toHaveBeenCalledTimes(2);
    });

    it("has the runtime request the remote's scripts in CORS mode, past the page's preloads that failed", async () => {
      const plugin = pluginOf('fresh-attempts');
      const url = 'http://localhost/remotes/forms/remoteEntry.js';
      const createScript = (name: string) =>
        plugin.createScript!({
          url,
          attrs: { fetchpriority: 'high' },
          remoteInfo: { name } as never,
        });
      // A first attempt takes what the page preloaded.
      expect(createScript('forms')).toBeUndefined();

      jest.mocked(runtime.loadRemote).mockRejectedValueOnce(new Error('#RUNTIME-003'));
      await expect(registry.loadPageModule('forms/ContactPage')).rejects.toThrow();
      jest.mocked(runtime.loadRemote).mockResolvedValue({ default: () => null });
      await registry.loadPageModule('forms/ContactPage', { retry: true });

      const script = createScript('forms') as HTMLScriptElement;
      expect(script).toBeInstanceOf(HTMLScriptElement);
      expect(script.crossOrigin).toBe('anonymous');
      expect(script.getAttribute('src')).toBe(url);
      expect(script.getAttribute('fetchpriority')).toBe('high');
      expect(createScript('homeTours')).toBeUndefined();
    });
  });

  it('rejects a module without a page component', async () => {
    jest.mocked(runtime.loadRemote).mockResolvedValue({});
    await expect(registry.loadPageModule('forms/InTheNewsPage')).rejects.toThrow(
      'The forms section did not provide forms/InTheNewsPage.',
    );
  });

  it('shares one load between calls for the same page', async () => {
    jest.mocked(runtime.loadRemote).mockResolvedValue({ default: () => null });
    await Promise.all([
      registry.loadPageModule('forms/SurveyPage'),
      registry.loadPageModule('forms/SurveyPage'),
    ]);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('keeps its loads to itself: another registry loads the page again', async () => {
    jest.mocked(runtime.loadRemote).mockResolvedValue({ default: () => null });
    await registry.loadPageModule('forms/SurveyPage');
    await createRemoteRegistry(locations).loadPageModule('forms/SurveyPage');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it("starts the start's page load as the one the page then shares", async () => {
    jest.mocked(runtime.loadRemote).mockResolvedValue({ default: () => null });
    runAll(registry.startSteps('/contact'));
    await registry.loadPageModule('forms/ContactPage');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);
  });

  it('knows which remote page a path renders', () => {
    expect(routeModuleOf('/')).toBe('homeTours/HomePage');
    expect(routeModuleOf('/tours/brooklyn-heights/')).toBe('homeTours/TourPage');
    expect(routeModuleOf('/booking')).toBeUndefined();
    expect(routeModuleOf('/nowhere')).toBeUndefined();
  });

  /** A prerendered page's preload of a remote's manifest (shell/preload-tags.ts). */
  function preloadLink(href: string): HTMLLinkElement {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('href', href);
    link.setAttribute('crossorigin', '');
    document.head.append(link);
    return link;
  }

  it("leaves the page's scripts to the browser when the page's head preloads its remote's files", async () => {
    jest.mocked(runtime.loadRemote).mockResolvedValue({ default: () => null });
    jest.mocked(runtime.preloadRemote).mockClear();
    // Another remote's preloads do not count.
    const other = preloadLink(locations.homeTours);
    runAll(registry.startSteps('/contact'));
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1);
    other.remove();

    jest.mocked(runtime.preloadRemote).mockClear();
    const own = preloadLink(locations.forms);
    const fresh = createRemoteRegistry(locations);
    const steps = fresh.startSteps('/contact');
    runAll(steps);
    own.remove();
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
    expect(runtime.loadRemote).toHaveBeenCalledWith('forms/ContactPage');
    // The shell's three modules, then the page: one step each.
    expect(steps).toHaveLength(4);

    // Nor does the runtime preload it when it loads it, once: its style sheets are in the page.
    const plugin = pluginOf('preloaded-by-the-page');
    const ops = (...exposes: string[][]) =>
      exposes.map((exposed) => ({ nameOrAlias: 'forms', exposes: exposed }));
    const preloading = { preloadOps: ops(['./SurveyPage'], ['./ContactPage']) };
    await plugin.beforePreloadRemote!(preloading as never);
    expect(preloading.preloadOps).toEqual(ops(['./SurveyPage']));
    const later = { preloadOps: ops(['./ContactPage']) };
    await plugin.beforePreloadRemote!(later as never);
    expect(later.preloadOps).toEqual(ops(['./ContactPage']));
  });

  it("has the runtime preload the page's files on a new attempt, though the start's load ended before its preload", async () => {
    const own = preloadLink(locations.forms);
    jest.mocked(runtime.loadRemote).mockRejectedValue(new Error('#RUNTIME-003'));
    const fresh = createRemoteRegistry(locations);
    const plugin = pluginOf('preloaded-by-the-page');
    runAll(fresh.startSteps('/contact'));
    own.remove();
    await expect(fresh.loadPageModule('forms/ContactPage', { fromStart: true })).rejects.toThrow();

    await expect(fresh.loadPageModule('forms/ContactPage', { retry: true })).rejects.toThrow();
    const preloading = { preloadOps: [{ nameOrAlias: 'forms', exposes: ['./ContactPage'] }] };
    await plugin.beforePreloadRemote!(preloading as never);
    expect(preloading.preloadOps).toHaveLength(1);
  });

  it("starts loading the current route's page and its scripts before the shell renders, on a page without a preload list", () => {
    jest.mocked(runtime.loadRemote).mockResolvedValue({ default: () => null });
    runAll(registry.startSteps('/contact'));
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      expect.objectContaining({
        nameOrAlias: 'forms',
        exposes: ['./ContactPage'],
        resourceCategory: 'sync',
        share: false,
        depsRemote: false,
      }),
    ]);
    // Its style sheets are in the prerendered page already.
    const [preloaded] = jest.mocked(runtime.preloadRemote).mock.calls[0]![0];
    const filter = preloaded!.filter!;
    expect(filter('/remotes/forms/__federation_expose_ContactPage.0123456789ab.js')).toBe(true);
    expect(filter('/remotes/forms/__federation_expose_ContactPage.0123456789ab.css')).toBe(false);
    expect(runtime.loadRemote).toHaveBeenCalledWith('forms/ContactPage');
  });

  it('loads the modules it provides to the remotes itself, first, one step each', () => {
    jest.mocked(runtime.loadShare).mockClear();
    jest.mocked(runtime.preloadRemote).mockClear();
    const steps = registry.startSteps('/booking');
    expect(steps).toHaveLength(3);
    runAll(steps);
    expect(jest.mocked(runtime.loadShare).mock.calls.map(([id]) => id)).toEqual([
      'shell/ui',
      'shell/booking',
      'shell/router',
    ]);
    expect(runtime.preloadRemote).not.toHaveBeenCalled();
  });

  it('reports a provided module that fails to load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(runtime.loadShare).mockRejectedValueOnce(new Error('chunk failed'));
    runAll(registry.startSteps('/booking'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(error).toHaveBeenCalledWith('The shell could not load shell/ui', expect.any(Error));
    error.mockRestore();
  });

  describe('whether a prerendered page is current', () => {
    const manifest = (file: string) => ({ exposes: [{ assets: { js: { sync: [file] } } }] });
    const shipped = manifest('__federation_expose_ContactPage.0123456789ab.js');
    const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();
    const answer = (body: unknown) => ({ ok: true, json: () => Promise.resolve(body) }) as Response;

    beforeEach(() => {
      const meta = document.createElement('meta');
      meta.name = PRERENDERED_BUILDS_META;
      meta.content = JSON.stringify({ forms: remoteBuildOf(shipped) });
      document.head.append(meta);
      fetchMock.mockReset();
      Object.assign(globalThis, { fetch: fetchMock });
    });

    afterEach(() => document.head.replaceChildren());

    it("compares the page's build with the manifest its registry's location serves", async () => {
      fetchMock.mockResolvedValue(answer(shipped));
      await expect(registry.isPrerenderCurrent('forms/ContactPage')).resolves.toBe(true);
      expect(fetchMock).toHaveBeenCalledWith(locations.forms, { cache: 'force-cache' });
    });

    it('counts a remote that has shipped since as not current', async () => {
      const next = manifest('__federation_expose_ContactPage.ba9876543210.js');
      fetchMock.mockResolvedValue(answer(next));
      await expect(registry.isPrerenderCurrent('forms/ContactPage')).resolves.toBe(false);
    });
  });
});
