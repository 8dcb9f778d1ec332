import { remoteBuildOf } from './remote-build';

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
