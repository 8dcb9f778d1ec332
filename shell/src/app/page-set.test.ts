import type { RemoteName } from 'shared-types';
import { remoteBuildOf } from 'site-rules';

import { settled } from '../lib/settled.test-support';
import {
  createPageSet,
  PAGE_SET_RELOADS_KEY,
  pageShellBuildOf,
  servedBuildFrom,
  type Section,
} from './page-set';
import type { RemoteLocations } from './remote-locations';

/** A remote's manifest whose build is named by `release`. */
const manifest = (release: string) => ({
  exposes: [{ path: './Page', assets: { js: { sync: [`page.${release}.js`] } } }],
});
const build = (release: string) => remoteBuildOf(manifest(release))!;

describe("a page's set of releases", () => {
  const reloadPage = jest.fn();
  /** What the site serves now, by section; a section missing here is unknown. */
  let serves: Partial<Record<Section, string>>;
  const servedBuild = jest.fn((section: Section) => Promise.resolve(serves[section]));

  const pageSet = ({
    shellBuild = 's1',
    prerendered = {},
  }: { shellBuild?: string; prerendered?: Partial<Record<RemoteName, string>> } = {}) =>
    createPageSet({
      shellBuild,
      prerenderedBuildOf: (remote) => prerendered[remote],
      servedBuild,
      reloadPage,
    });

  beforeEach(() => {
    serves = { shell: 's1', forms: build('f1'), homeTours: build('h1') };
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    sessionStorage.clear();
    reloadPage.mockReset();
    servedBuild.mockClear();
    jest.restoreAllMocks();
  });

  it('runs the section its HTML was prerendered with, as the manifest names it, reading nothing', async () => {
    const set = pageSet({ prerendered: { forms: build('f1') } });
    set.noteManifest('forms', manifest('f1'));
    expect(await settled(set.enter('forms'))).toBe(true);
    expect(servedBuild).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('enters a section after reading, once its manifest has come, that the shell is still served', async () => {
    const set = pageSet();
    expect(servedBuild).not.toHaveBeenCalled();
    set.noteManifest('forms', manifest('f1'));
    expect(servedBuild.mock.calls).toEqual([['shell']]);
    expect(await settled(set.enter('forms'))).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('loads the page again when the site serves another shell, and never runs the section', async () => {
    const set = pageSet();
    serves.shell = 's2';
    set.noteManifest('forms', manifest('f2'));
    const entering = set.enter('forms');

    expect(await settled(entering)).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(PAGE_SET_RELOADS_KEY)).toBe('shell s1 s2');
    expect(console.info).toHaveBeenCalledWith(expect.stringContaining('(shell s1 s2)'));
  });

  it('loads the page again when a section it runs has shipped since, and reads every one', async () => {
    const set = pageSet();
    set.noteManifest('forms', manifest('f1'));
    await set.enter('forms');
    servedBuild.mockClear();

    serves.forms = build('f2');
    set.noteManifest('homeTours', manifest('h2'));
    expect(servedBuild.mock.calls.map(([section]) => section).sort()).toEqual(['forms', 'shell']);
    expect(await settled(set.enter('homeTours'))).toBe(false);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(PAGE_SET_RELOADS_KEY)).toBe(
      `forms ${build('f1')} ${build('f2')}`,
    );
  });

  it('reads nothing for another page of a section it runs', async () => {
    const set = pageSet();
    set.noteManifest('forms', manifest('f1'));
    await set.enter('forms');
    servedBuild.mockClear();
    serves.shell = 's2';

    set.noteManifest('forms', manifest('f1'));
    expect(await settled(set.enter('forms'))).toBe(true);
    expect(servedBuild).not.toHaveBeenCalled();
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("checks the shell when the section's own release has shipped since the HTML, and runs it when only that changed", async () => {
    const set = pageSet({ prerendered: { forms: build('f1') } });
    set.noteManifest('forms', manifest('f2'));
    expect(servedBuild.mock.calls).toEqual([['shell']]);
    expect(await settled(set.enter('forms'))).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('takes the prerendered build for the HTML’s set only before the page runs any section', async () => {
    const set = pageSet({ prerendered: { forms: build('f1') } });
    set.noteManifest('homeTours', manifest('h1'));
    await set.enter('homeTours');
    servedBuild.mockClear();

    set.noteManifest('forms', manifest('f1'));
    expect(servedBuild.mock.calls.map(([section]) => section).sort()).toEqual([
      'homeTours',
      'shell',
    ]);
    expect(await settled(set.enter('forms'))).toBe(true);
  });

  it('goes on when what the site serves cannot be read', async () => {
    const set = pageSet();
    delete serves.shell;
    set.noteManifest('forms', manifest('f2'));
    expect(await settled(set.enter('forms'))).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('loads the page again once per change in a visit: seen again, in any section, it warns and runs it', async () => {
    serves.shell = 's2';
    const first = pageSet();
    first.noteManifest('forms', manifest('f2'));
    expect(await settled(first.enter('forms'))).toBe(false);

    // The page loaded again still names s1 (a cache that kept it, say), and its visitor goes on
    // to another section.
    const again = pageSet();
    again.noteManifest('homeTours', manifest('h1'));
    expect(await settled(again.enter('homeTours'))).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('after loading it again'));
  });

  it('never loads the page again without session storage to remember it by', async () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    serves.shell = 's2';
    const set = pageSet();
    set.noteManifest('forms', manifest('f2'));
    expect(await settled(set.enter('forms'))).toBe(true);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('reads nothing for a page that names no shell build and runs no section', async () => {
    const set = pageSet({ shellBuild: '' });
    set.noteManifest('forms', manifest('f1'));
    expect(await settled(set.enter('forms'))).toBe(true);
    expect(servedBuild).not.toHaveBeenCalled();
  });

  it('enters a remote whose manifest it never saw at once', async () => {
    expect(await settled(pageSet().enter('blogGallery'))).toBe(true);
  });
});

describe('what the site serves now', () => {
  const locations = {
    homeTours: '/remotes/home-tours/mf-manifest.json',
    blogGallery: '/remotes/blog-gallery/mf-manifest.json',
    forms: '/remotes/forms/mf-manifest.json',
  } satisfies RemoteLocations;
  const respond = (body: unknown, status = 200) =>
    jest.fn(() => Promise.resolve(new Response(JSON.stringify(body), { status })));
  const originalFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  it("reads the shell's build from its release pointer, revalidated", async () => {
    globalThis.fetch = respond({ version: '20261207', path: '/releases/20261207/', build: 'ab12' });
    expect(await servedBuildFrom(locations)('shell')).toBe('ab12');
    expect(globalThis.fetch).toHaveBeenCalledWith('/shell-release.json', { cache: 'no-cache' });
  });

  it("reads a remote's build from its manifest pointer", async () => {
    globalThis.fetch = respond({ exposes: [{ assets: { js: { sync: ['page.1.js'] } } }] });
    expect(await servedBuildFrom(locations)('forms')).toBe(
      remoteBuildOf({ exposes: [{ assets: { js: { sync: ['page.1.js'] } } }] }),
    );
    expect(globalThis.fetch).toHaveBeenCalledWith(locations.forms, { cache: 'no-cache' });
  });

  it('knows nothing from a pointer without a build, a failed answer or no answer', async () => {
    globalThis.fetch = respond({ version: 'old', path: '/releases/old/' });
    expect(await servedBuildFrom(locations)('shell')).toBeUndefined();
    globalThis.fetch = respond({ build: 'ab12' }, 503);
    expect(await servedBuildFrom(locations)('shell')).toBeUndefined();
    globalThis.fetch = jest.fn(() => Promise.reject(new TypeError('offline')));
    expect(await servedBuildFrom(locations)('forms')).toBeUndefined();
  });

  it("reads the page's own shell build from its head", () => {
    document.head.innerHTML = '<meta name="shell-build" content="0f3a9c">';
    expect(pageShellBuildOf(document)).toBe('0f3a9c');
    document.head.innerHTML = '';
    expect(pageShellBuildOf(document)).toBeUndefined();
  });
});
