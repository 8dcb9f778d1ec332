// The one hook of the start (src/index.ts): decides whether this page view is sampled, keeps the
// window's uncaught errors and unhandled rejections from the first moment, and loads the beacon
// module only once the page has loaded and the main thread is idle. Everything else (which
// section an error belongs to, versions, routes, the web vitals, sending) is the beacon module's,
// so field telemetry adds as little as it can to the start's chunk and nothing to the critical
// path.
import { telemetrySampleRate } from '../config/telemetry-config';
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
  const load = () =>
    whenIdle(() => {
      import(/* webpackChunkName: "telemetry" */ './beacon')
        .then((beacon) => beacon.startBeacons())
        .catch(() => undefined);
    });
  if (document.readyState === 'complete') load();
  else addEventListener('load', load, { once: true });
}
