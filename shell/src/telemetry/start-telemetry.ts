// The one hook of the start (src/index.ts): decides whether this page view is sampled, listens for
// the window's uncaught errors and unhandled rejections from the first moment, and loads the
// beacon module only once the page has loaded and the main thread is idle, so field telemetry
// adds nothing to the critical path.
import { telemetrySampleRate } from '../config/telemetry-config';
import { dropTelemetry, reportTelemetry, sectionOfCode } from './telemetry-events';

function stackOf(reason: unknown): unknown {
  return (reason as { stack?: unknown } | null)?.stack;
}

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
  addEventListener('error', (event) => {
    const section = sectionOfCode(event.filename || stackOf(event.error));
    reportTelemetry({ type: 'Error', section, error: event.error ?? event.message });
  });
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    reportTelemetry({ type: 'Error', section: sectionOfCode(stackOf(reason)), error: reason });
  });
  const load = () =>
    whenIdle(() => {
      import(/* webpackChunkName: "telemetry" */ './beacon')
        .then((beacon) => beacon.startBeacons())
        .catch(() => undefined);
    });
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
}
