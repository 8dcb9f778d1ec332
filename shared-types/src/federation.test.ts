import {
  SHELL_NAME,
  federatedModuleIds,
  remoteBasePath,
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

  test('expose the page modules of the spec', () => {
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
