import type * as Events from './telemetry-events';

/** A fresh copy of the module: its queue and versions are per page load. */
function freshEvents(): typeof Events {
  let module: typeof Events | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<typeof Events>('./telemetry-events');
  });
  return module!;
}

describe('reportTelemetry', () => {
  it('keeps what is reported before the beacon module loads and hands it over, with the page path', () => {
    const events = freshEvents();
    window.history.replaceState(null, '', '/contact?name=Ann');
    events.reportTelemetry({ type: 'PageView' });
    const received: Events.ReportedEvent[] = [];

    events.receiveTelemetry((event) => received.push(event));
    events.reportTelemetry({ type: 'Fallback', section: 'forms' });

    expect(received).toEqual([
      { type: 'PageView', path: '/contact' },
      { type: 'Fallback', section: 'forms', path: '/contact' },
    ]);
  });

  it('keeps nothing once the page view is not sampled', () => {
    const events = freshEvents();
    events.dropTelemetry();
    events.reportTelemetry({ type: 'PageView' });
    const received: Events.ReportedEvent[] = [];

    events.receiveTelemetry((event) => received.push(event));

    expect(received).toEqual([]);
  });
});

describe('noteRemoteManifest', () => {
  it("reads a release's version from the folder its manifest names", () => {
    const events = freshEvents();

    events.noteRemoteManifest('blogGallery', {
      metaData: {
        publicPath: '/remotes/blog-gallery/releases/20261125-031500-ab12cd3/',
        buildInfo: { buildVersion: '0.1.0' },
      },
    });

    expect(events.versionOf('blogGallery')).toBe('20261125-031500-ab12cd3');
  });

  it("takes a local build's package version when its manifest names no release", () => {
    const events = freshEvents();

    events.noteRemoteManifest('forms', {
      metaData: { publicPath: '/remotes/forms/', buildInfo: { buildVersion: '0.1.0' } },
    });
    events.noteRemoteManifest('notARemote', { metaData: { publicPath: '/releases/x/' } });

    expect(events.versionOf('forms')).toBe('0.1.0');
    expect(events.versionOf('homeTours')).toBeUndefined();
  });
});

describe('sectionOfCode', () => {
  it('names the remote whose files a script address or stack points into, else the shell', () => {
    const { sectionOfCode } = freshEvents();

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
