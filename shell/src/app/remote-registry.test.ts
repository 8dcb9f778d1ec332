import {
  loadRemote,
  loadShare,
  preloadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';

import {
  forgetLoadedPages,
  loadPageModule,
  federationStartSteps,
  registerAppRemotes,
  RemoteTimeoutError,
  routeModuleOf,
} from './remote-registry';

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

describe('the remote registry', () => {
  beforeEach(() => {
    jest.mocked(loadRemote).mockReset();
    jest.mocked(registerRemotes).mockReset();
    forgetLoadedPages();
    registerAppRemotes(locations);
  });

  it('registers every remote with its runtime location', () => {
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'homeTours', entry: locations.homeTours },
      { name: 'blogGallery', entry: locations.blogGallery },
      { name: 'forms', entry: locations.forms },
    ]);
  });

  it('loads a page module', async () => {
    const Page = () => null;
    jest.mocked(loadRemote).mockResolvedValue({ default: Page });
    await expect(loadPageModule('forms/InTheNewsPage')).resolves.toEqual({ default: Page });
    expect(loadRemote).toHaveBeenCalledWith('forms/InTheNewsPage');
  });

  it('gives up after the bounded wait', async () => {
    jest.useFakeTimers();
    jest.mocked(loadRemote).mockReturnValue(new Promise(() => undefined));
    const loading = loadPageModule('homeTours/AboutPage', { timeoutMs: 8000 });
    jest.advanceTimersByTime(8000);
    await expect(loading).rejects.toBeInstanceOf(RemoteTimeoutError);
    jest.useRealTimers();
  });

  it('re-registers only the failed remote, forcing the runtime to forget it, on retry', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    jest.mocked(registerRemotes).mockClear();
    await loadPageModule('blogGallery/SitemapPage', { retry: true });
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'blogGallery', entry: locations.blogGallery }],
      { force: true },
    );
  });

  it('rejects a module without a page component', async () => {
    jest.mocked(loadRemote).mockResolvedValue({});
    await expect(loadPageModule('forms/InTheNewsPage')).rejects.toThrow(
      'The forms section did not provide forms/InTheNewsPage.',
    );
  });

  it('shares one load between calls for the same page', async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    await Promise.all([loadPageModule('forms/SurveyPage'), loadPageModule('forms/SurveyPage')]);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it('knows which remote page a path renders', () => {
    expect(routeModuleOf('/')).toBe('homeTours/HomePage');
    expect(routeModuleOf('/tours/brooklyn-heights/')).toBe('homeTours/TourPage');
    expect(routeModuleOf('/booking')).toBeUndefined();
    expect(routeModuleOf('/nowhere')).toBeUndefined();
  });

  const runAll = (steps: (() => void)[]) => steps.forEach((step) => step());

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

  it("starts loading the current route's page and its scripts before the shell renders, on a page without a preload list", () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    runAll(federationStartSteps('/contact'));
    expect(preloadRemote).toHaveBeenCalledWith([
      expect.objectContaining({
        nameOrAlias: 'forms',
        exposes: ['./ContactPage'],
        resourceCategory: 'sync',
        share: false,
        depsRemote: false,
      }),
    ]);
    // Its style sheets are in the prerendered page already.
    const [preloaded] = jest.mocked(preloadRemote).mock.calls[0]![0];
    const filter = preloaded!.filter!;
    expect(filter('/remotes/forms/__federation_expose_ContactPage.0123456789ab.js')).toBe(true);
    expect(filter('/remotes/forms/__federation_expose_ContactPage.0123456789ab.css')).toBe(false);
    expect(loadRemote).toHaveBeenCalledWith('forms/ContactPage');
  });

  it("leaves the page's scripts to the browser when the page's head preloads its remote's files", async () => {
    jest.mocked(loadRemote).mockResolvedValue({ default: () => null });
    jest.mocked(preloadRemote).mockClear();
    // Another remote's preloads do not count.
    const other = preloadLink(locations.homeTours);
    runAll(federationStartSteps('/contact'));
    expect(preloadRemote).toHaveBeenCalledTimes(1);
    other.remove();

    jest.mocked(preloadRemote).mockClear();
    const own = preloadLink(locations.forms);
    const steps = federationStartSteps('/contact');
    runAll(steps);
    own.remove();
    expect(preloadRemote).not.toHaveBeenCalled();
    expect(loadRemote).toHaveBeenCalledWith('forms/ContactPage');
    // The shell's three modules, then the page: one step each.
    expect(steps).toHaveLength(4);

    // Nor does the runtime preload it when it loads it, once: its style sheets are in the page.
    const plugin = jest.mocked(registerPlugins).mock.calls.at(-1)?.[0]?.[0];
    const ops = (...exposes: string[][]) =>
      exposes.map((exposed) => ({ nameOrAlias: 'forms', exposes: exposed }));
    const preloading = { preloadOps: ops(['./SurveyPage'], ['./ContactPage']) };
    await plugin!.beforePreloadRemote!(preloading as never);
    expect(preloading.preloadOps).toEqual(ops(['./SurveyPage']));
    const later = { preloadOps: ops(['./ContactPage']) };
    await plugin!.beforePreloadRemote!(later as never);
    expect(later.preloadOps).toEqual(ops(['./ContactPage']));
  });

  it('loads the modules it provides to the remotes itself, first, one step each', () => {
    jest.mocked(loadShare).mockClear();
    jest.mocked(preloadRemote).mockClear();
    const steps = federationStartSteps('/booking');
    expect(steps).toHaveLength(3);
    runAll(steps);
    expect(jest.mocked(loadShare).mock.calls.map(([id]) => id)).toEqual([
      'shell/ui',
      'shell/booking',
      'shell/router',
    ]);
    expect(preloadRemote).not.toHaveBeenCalled();
  });

  it('reports a provided module that fails to load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(loadShare).mockRejectedValueOnce(new Error('chunk failed'));
    runAll(federationStartSteps('/booking'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(error).toHaveBeenCalledWith('The shell could not load shell/ui', expect.any(Error));
    error.mockRestore();
  });
});
