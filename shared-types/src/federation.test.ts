import {
  SHELL_NAME,
  federatedModuleIds,
  remoteBasePath,
  remoteBuildOf,
  remoteOf,
  remoteManifestPath,
  remoteNames,
  remotes,
  shellModules,
} from './federation';

describe('remotes', () => {
  test('are homeTours, blogGallery and forms, each named by its key', () => {
    expect(remoteNames).toEqual(['homeTours', 'blogGallery', 'forms']);
    for (const name of remoteNames) expect(remotes[name].name).toBe(name);
  });

  test('map to their packages, folders and dev ports', () => {
    expect(
      remoteNames.map((name) => {
        const { packageName, publicDir, devPort } = remotes[name];
        return [packageName, publicDir, devPort];
      }),
    ).toEqual([
      ['mf-home-tours', 'home-tours', 3001],
      ['mf-blog-gallery', 'blog-gallery', 3002],
      ['mf-forms', 'forms', 3003],
    ]);
  });

  test('expose one module per page', () => {
    expect(federatedModuleIds).toEqual([
      'homeTours/HomePage',
      'homeTours/ToursPage',
      'homeTours/TourPage',
      'homeTours/PrivateToursPage',
      'homeTours/AboutPage',
      'blogGallery/BlogPage',
      'blogGallery/GalleryPage',
      'blogGallery/SitemapPage',
      'forms/ContactPage',
      'forms/SurveyPage',
      'forms/PetitionPage',
      'forms/PressKitPage',
      'forms/InTheNewsPage',
    ]);
  });

  test('are served under /remotes/<folder>/', () => {
    expect(remoteBasePath('homeTours')).toBe('/remotes/home-tours/');
    expect(remoteManifestPath('blogGallery')).toBe('/remotes/blog-gallery/mf-manifest.json');
    expect(remoteManifestPath('forms')).toBe('/remotes/forms/mf-manifest.json');
  });
});

describe('shell', () => {
  test('exposes ui and booking under the name shell', () => {
    expect(SHELL_NAME).toBe('shell');
    expect(shellModules).toEqual(['shell/ui', 'shell/booking', 'shell/router']);
  });
});

describe('remoteBuildOf', () => {
  const manifest = {
    exposes: [
      {
        path: './HomePage',
        assets: {
          js: { sync: ['home.0a.js'], async: [] },
          css: { sync: ['home.0b.css'], async: [] },
        },
      },
    ],
    shared: [
      { name: 'react', version: '19.2.0', assets: { js: { sync: ['react.0c.js'], async: [] } } },
    ],
  };

  it('names a build by its files and changes with any of them', () => {
    const build = remoteBuildOf(manifest);
    expect(build).toMatch(/^[0-9a-f]{8}$/);
    expect(remoteBuildOf(structuredClone(manifest))).toBe(build);
    const changed = structuredClone(manifest);
    changed.exposes[0]!.assets.css.sync = ['home.0d.css'];
    expect(remoteBuildOf(changed)).not.toBe(build);
  });

  it('does not depend on versions or the order of the lists', () => {
    const reordered = structuredClone(manifest);
    reordered.shared[0]!.version = '19.2.1';
    reordered.exposes[0]!.assets.js.sync = ['home.0a.js'];
    expect(remoteBuildOf(reordered)).toBe(remoteBuildOf(manifest));
  });

  it('knows nothing that is not a manifest', () => {
    expect(remoteBuildOf(null)).toBeUndefined();
    expect(remoteBuildOf('manifest')).toBeUndefined();
    expect(remoteBuildOf({ id: 'forms' })).toBeUndefined();
  });
});

describe('remoteOf', () => {
  it('is the part of a module id before the slash', () => {
    expect(remoteOf('forms/ContactPage')).toBe('forms');
    expect(remoteOf('homeTours/HomePage')).toBe('homeTours');
  });
});
