import type { TelemetryBatch } from 'shared-types';

type Callback = (metric: { name: string; value: number }) => void;
const vitals: Record<string, Callback> = {};

jest.mock('web-vitals', () => ({
  onTTFB: (callback: Callback) => (vitals.TTFB = callback),
  onLCP: (callback: Callback) => (vitals.LCP = callback),
  onCLS: (callback: Callback) => (vitals.CLS = callback),
}));
jest.mock('web-vitals/onINP.js', () => ({
  onINP: (callback: Callback) => (vitals.INP = callback),
}));

const sent: Blob[] = [];

/** The performance entries of type `first-input` the page has (Event Timing's first input). */
let firstInputs: unknown[] = [];

beforeEach(() => {
  jest.resetModules();
  sent.length = 0;
  for (const name of Object.keys(vitals)) delete vitals[name];
  firstInputs = [];
  // jsdom has no Event Timing; a browser that measures INP has both.
  Object.assign(globalThis, { PerformanceEventTiming: class {} });
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => (type === 'first-input' ? firstInputs : []),
  });
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

  it('counts an uncaught error for the section whose script threw it', async () => {
    const { events, beacon } = await startOn('/gallery');
    beacon.startBeacons();
    await new Promise((resolve) => setTimeout(resolve, 0));

    events.reportTelemetry({
      type: 'UncaughtError',
      error: new RangeError('Invalid time value'),
      source: 'http://localhost/remotes/blog-gallery/releases/v1/373.js',
    });
    events.reportTelemetry({ type: 'UncaughtError', error: 'Script error.', source: '' });
    hidePage();

    const [batch] = await batches();
    expect(batch!.events).toEqual([
      expect.objectContaining({
        type: 'Error',
        section: 'blogGallery',
        error: { name: 'RangeError', message: 'Invalid time value' },
      }),
      expect.objectContaining({
        type: 'Error',
        section: 'shell',
        error: { name: 'Error', message: 'Script error.' },
      }),
    ]);
  });
});

describe("INP's code", () => {
  it("loads at the visitor's first interaction, and the INP it measures is sent", async () => {
    const { beacon } = await startOn('/tours');
    beacon.startBeacons();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(vitals.INP).toBeUndefined();

    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    vitals.INP!({ name: 'INP', value: 112 });
    hidePage();

    const [batch] = await batches();
    expect(batch!.events).toContainEqual({
      type: 'INP',
      section: 'homeTours',
      version: 'unknown',
      route: '/tours',
      value: 112,
    });
  });

  it('loads at once when the visitor interacted before the beacon module arrived', async () => {
    firstInputs = [{ name: 'keydown' }];
    const { beacon } = await startOn('/contact');
    beacon.startBeacons();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(vitals.INP).toBeDefined();
  });

  it('never loads where the browser has no Event Timing', async () => {
    delete (globalThis as { PerformanceEventTiming?: unknown }).PerformanceEventTiming;
    const { beacon } = await startOn('/contact');
    beacon.startBeacons();
    window.dispatchEvent(new Event('keydown'));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(vitals.INP).toBeUndefined();
  });
});
