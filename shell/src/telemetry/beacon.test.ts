import type { TelemetryBatch } from 'shared-types';

type Callback = (metric: { name: string; value: number }) => void;
const vitals: Record<string, Callback> = {};

jest.mock('web-vitals', () => ({
  onTTFB: (callback: Callback) => (vitals.TTFB = callback),
  onLCP: (callback: Callback) => (vitals.LCP = callback),
  onCLS: (callback: Callback) => (vitals.CLS = callback),
  onINP: (callback: Callback) => (vitals.INP = callback),
}));

const sent: Blob[] = [];

beforeEach(() => {
  jest.resetModules();
  sent.length = 0;
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      expect(url).toBe('/api/telemetry');
      sent.push(body);
      return true;
    },
  });
  global.fetch = jest.fn(async () =>
    Response.json({ version: '20261125-020000-0a1b2c3', path: '/releases/x/' }),
  ) as typeof fetch;
});

/** A blob's text (jsdom's Blob has no `text()`). */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(blob);
  });
}

async function batches(): Promise<TelemetryBatch[]> {
  return Promise.all(sent.map(async (blob) => JSON.parse(await textOf(blob)) as TelemetryBatch));
}

function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function startOn(path: string) {
  window.history.replaceState(null, '', path);
  const events = await import('./telemetry-events');
  const beacon = await import('./beacon');
  return { events, beacon };
}

describe('startBeacons', () => {
  it('sends the page view and vitals as JSON when the page is hidden, tagged with section, version and route', async () => {
    const { events, beacon } = await startOn('/blog?post=cats-of-the-bowery');
    events.noteRemoteManifest('blogGallery', {
      metaData: { publicPath: '/remotes/blog-gallery/releases/20261125-031500-ab12cd3/' },
    });
    events.reportTelemetry({ type: 'PageView' });

    beacon.startBeacons();
    vitals.LCP!({ name: 'LCP', value: 1520.4 });
    vitals.CLS!({ name: 'CLS', value: 0.01 });
    hidePage();

    expect(sent).toHaveLength(1);
    expect(sent[0]!.type).toBe('application/json');
    const [batch] = await batches();
    const tags = { section: 'blogGallery', version: '20261125-031500-ab12cd3', route: '/blog' };
    expect(batch!.events).toEqual([
      { type: 'PageView', ...tags },
      { type: 'LCP', ...tags, value: 1520.4 },
      { type: 'CLS', ...tags, value: 0.01 },
    ]);
  });

  it("tags a failure with the failing section and the shell's events with its release", async () => {
    const { events, beacon } = await startOn('/booking');
    beacon.startBeacons();
    await new Promise((resolve) => setTimeout(resolve, 0));

    events.reportTelemetry({
      type: 'Error',
      section: 'shell',
      error: new TypeError('Cannot read x of ann@example.com at /booking?itemId=1'),
    });
    events.reportTelemetry({ type: 'RemoteLoadFailure', section: 'forms', error: 'offline' });
    hidePage();

    const [batch] = await batches();
    expect(batch!.events).toEqual([
      {
        type: 'Error',
        section: 'shell',
        version: '20261125-020000-0a1b2c3',
        route: '/booking',
        error: { name: 'TypeError', message: 'Cannot read x of [email] at /booking' },
      },
      {
        type: 'RemoteLoadFailure',
        section: 'forms',
        version: 'unknown',
        route: '/booking',
        error: { name: 'Error', message: 'offline' },
      },
    ]);
  });

  it('sends nothing for a page outside the routes, and nothing when there is nothing to send', async () => {
    const { events, beacon } = await startOn('/no-such-page');
    beacon.startBeacons();
    hidePage();
    events.reportTelemetry({ type: 'PageView' });
    hidePage();

    expect(sent).toHaveLength(0);
  });
});
