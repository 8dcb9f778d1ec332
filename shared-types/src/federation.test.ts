import {
  SHELL_NAME,
  federatedModuleIds,
  remoteBasePath,
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

describe('remoteOf', () => {
  it('is the part of a module id before the slash', () => {
    expect(remoteOf('forms/ContactPage')).toBe('forms');
    expect(remoteOf('homeTours/HomePage')).toBe('homeTours');
  });
});
