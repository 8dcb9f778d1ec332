// The one hook of the start (src/index.ts): decides whether this page view is sampled, keeps the
// window's uncaught errors and unhandled rejections from the first moment, starts the beacon
// module once the page has loaded and the main thread is idle, and has it send whenever the page
// is hidden or left, starting it then if the page was not idle yet. Everything else (which
// section an error belongs to, versions, routes, the web vitals, sending) is the beacon module's.
// The beacon's code comes with the start's chunk rather than in a chunk of its own: a file of
// under 4 KB compresses poorly by itself and costs a request, so on its own it added 2.2 KB to a
// first visit where, bundled, it adds under 2 KB; it runs nothing until the page is idle or
// hidden (docs/decisions/035).
import { telemetrySampleRate } from '../config/telemetry-config';
import { startBeacons } from './beacon';
import { dropTelemetry, reportTelemetry } from './telemetry-events';

function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1000);
}

/** Starts field telemetry for this page view, with the site's sampling rate. */
export function startTelemetry(sampleRate = telemetrySampleRate): void {
  if (!(Math.random() < sampleRate) || typeof navigator.sendBeacon !== 'function') {
    dropTelemetry();
    return;
  }
  addEventListener('error', (event) =>
    reportTelemetry({
      type: 'UncaughtError',
      error: event.error ?? event.message,
      source: event.filename,
    }),
  );
  addEventListener('unhandledrejection', (event) =>
    reportTelemetry({ type: 'UncaughtError', error: event.reason, source: '' }),
  );
  // Every time the page is hidden or left, the beacons send what they have, with the vitals that
  // are final then; they listen for it nowhere else. A page hidden before it was idle starts them
  // first, so it sends its page view, errors and TTFB as well.
  let sendHidden: (() => void) | undefined;
  const start = () => (sendHidden ??= startBeacons());
  const hidden = () => start()();
  addEventListener('pagehide', hidden);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') hidden();
  });
  const startWhenIdle = () => whenIdle(start);
  if (document.readyState === 'complete') startWhenIdle();
  else addEventListener('load', startWhenIdle, { once: true });
}
