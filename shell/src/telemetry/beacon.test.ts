import type { TelemetryBatch } from 'shared-types';

import {
  deliverEntries,
  entry,
  hidePage,
  installPerformanceTimeline,
  recordEntries,
} from './performance-timeline.test-support';
import type * as TelemetryEventsModule from './telemetry-events';

/** The INP callback web-vitals was given, once its code loaded. */
let reportInp: ((metric: { value: number }) => void) | undefined;

jest.mock('web-vitals/onINP.js', () => ({
  onINP: (callback: (metric: { value: number }) => void) => (reportInp = callback),
}));

const sent: Blob[] = [];

beforeEach(() => {
  jest.resetModules();
  sent.length = 0;
  reportInp = undefined;
  installPerformanceTimeline();
  // jsdom has no Event Timing; a browser that measures INP has both.
  Object.assign(globalThis, { PerformanceEventTiming: class {} });
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

type TelemetryEvents = typeof TelemetryEventsModule;

/**
 * Starts telemetry on a page at `path`, once `before` did what the page did until then, with the
 * beacons started as the page's idle moment starts them, and lets the shell's release be read.
 * `hidePage()` then hides the page, and the start's listener has the beacons send.
 */
async function startBeaconsOn(
  path: string,
  before?: (events: TelemetryEvents) => void,
): Promise<TelemetryEvents> {
  window.history.replaceState(null, '', path);
  const events = await import('./telemetry-events');
  before?.(events);
  window.requestIdleCallback = ((run: () => void) => {
    run();
    return 0;
  }) as typeof window.requestIdleCallback;
  (await import('./start-telemetry')).startTelemetry(1);
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  await new Promise((resolve) => setTimeout(resolve, 0));
  return events;
}

describe('startBeacons', () => {
  it('sends the page view and vitals as JSON when the page is hidden, tagged with section, version and route', async () => {
    recordEntries(
      entry('navigation', 0, { responseStart: 210 }),
      entry('paint', 600, { name: 'first-contentful-paint' }),
      entry('largest-contentful-paint', 1520.4),
    );
    await startBeaconsOn('/blog?post=cats-of-the-bowery', (events) => {
      events.noteRemoteManifest('blogGallery', {
        metaData: { publicPath: '/remotes/blog-gallery/releases/20261125-031500-ab12cd3/' },
      });
      events.reportTelemetry({ type: 'PageView' });
    });
    deliverEntries();
    // A shift the observer has not delivered yet: read when the page is hidden, before the flush.
    recordEntries(entry('layout-shift', 2000, { value: 0.01, hadRecentInput: false }));
    hidePage();

    expect(sent).toHaveLength(1);
    expect(sent[0]!.type).toBe('application/json');
    const [batch] = await batches();
    const tags = { section: 'blogGallery', version: '20261125-031500-ab12cd3', route: '/blog' };
    expect(batch!.events).toEqual([
      { type: 'TTFB', ...tags, value: 210 },
      { type: 'PageView', ...tags },
      { type: 'LCP', ...tags, value: 1520.4 },
      { type: 'CLS', ...tags, value: 0.01 },
    ]);
  });

  it("tags a failure with the failing section and the shell's events with its release", async () => {
    const events = await startBeaconsOn('/booking');

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
    const events = await startBeaconsOn('/no-such-page');
    hidePage();
    events.reportTelemetry({ type: 'PageView' });
    hidePage();

    expect(sent).toHaveLength(0);
  });

  it('counts an uncaught error for the section whose script threw it', async () => {
    const events = await startBeaconsOn('/gallery');

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
    await startBeaconsOn('/tours');
    expect(reportInp).toBeUndefined();

    window.dispatchEvent(new Event('pointerdown'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    reportInp!({ value: 112 });
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
    recordEntries(entry('first-input', 340, { name: 'keydown' }));
    await startBeaconsOn('/contact');

    expect(reportInp).toBeDefined();
  });

  it('never loads where the browser has no Event Timing', async () => {
    delete (globalThis as { PerformanceEventTiming?: unknown }).PerformanceEventTiming;
    await startBeaconsOn('/contact');
    window.dispatchEvent(new Event('keydown'));
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(reportInp).toBeUndefined();
  });
});
