import { sectionOfCode, versionOfManifest } from './event-tags';

describe('versionOfManifest', () => {
  it("reads a release's version from the folder its manifest names", () => {
    expect(
      versionOfManifest({
        metaData: {
          publicPath: '/remotes/blog-gallery/releases/20261125-031500-ab12cd3/',
          buildInfo: { buildVersion: '0.1.0' },
        },
      }),
    ).toBe('20261125-031500-ab12cd3');
  });

  it("takes a local build's package version when its manifest names no release", () => {
    expect(
      versionOfManifest({
        metaData: { publicPath: '/remotes/forms/', buildInfo: { buildVersion: '0.1.0' } },
      }),
    ).toBe('0.1.0');
    expect(versionOfManifest({ metaData: { publicPath: '/remotes/forms/' } })).toBeUndefined();
    expect(versionOfManifest(undefined)).toBeUndefined();
  });
});

describe('sectionOfCode', () => {
  it('names the remote whose files a script address or stack points into, else the shell', () => {
    expect(sectionOfCode('http://localhost/remotes/home-tours/releases/v1/static/js/1.js')).toBe(
      'homeTours',
    );
    expect(sectionOfCode('TypeError: x\n    at f (http://localhost/remotes/forms/a.js:1:2)')).toBe(
      'forms',
    );
    expect(sectionOfCode('http://localhost/static/js/main.js')).toBe('shell');
    expect(sectionOfCode(undefined)).toBe('shell');
  });
});
