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
  test('are each named by their key and built by the package named after their folder', () => {
    for (const name of remoteNames) {
      expect(remotes[name].name).toBe(name);
      expect(remotes[name].packageName).toBe(`mf-${remotes[name].publicDir}`);
    }
    const ports = remoteNames.map((name) => remotes[name].devPort);
    expect(new Set(ports).size).toBe(remoteNames.length);
  });

  test('expose pages, each once, under the id of the remote that exposes it', () => {
    const exposed = remoteNames.flatMap((name) => remotes[name].exposes);
    expect(federatedModuleIds).toHaveLength(exposed.length);
    expect(new Set(federatedModuleIds).size).toBe(federatedModuleIds.length);
    for (const id of federatedModuleIds) {
      expect(id).toMatch(/^\w+\/\w+Page$/);
      expect(remotes[remoteOf(id)].exposes).toContain(`./${id.split('/')[1]}`);
    }
  });

  test('are served under /remotes/<folder>/', () => {
    expect(remoteBasePath('homeTours')).toBe('/remotes/home-tours/');
    expect(remoteManifestPath('blogGallery')).toBe('/remotes/blog-gallery/mf-manifest.json');
    expect(remoteManifestPath('forms')).toBe('/remotes/forms/mf-manifest.json');
  });
});

describe('shell', () => {
  test('provides its modules under its own federation name', () => {
    for (const id of shellModules) expect(id.startsWith(`${SHELL_NAME}/`)).toBe(true);
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
