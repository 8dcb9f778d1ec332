import type * as Events from './telemetry-events';

/** A fresh copy of the module: its queue and manifests are per page load. */
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
  it('keeps the latest manifest the federation runtime loaded for each remote', () => {
    const events = freshEvents();
    const first = { metaData: { publicPath: '/remotes/forms/releases/20261125-031500-ab12cd3/' } };
    const retried = {
      metaData: { publicPath: '/remotes/forms/releases/20261126-101500-cd34ef5/' },
    };

    events.noteRemoteManifest('forms', first);
    events.noteRemoteManifest('forms', retried);

    expect(events.remoteManifestOf('forms')).toBe(retried);
    expect(events.remoteManifestOf('homeTours')).toBeUndefined();
  });
});
