// The beacon module, started once the page is idle (./start-telemetry.ts). It measures the web
// vitals (LCP, CLS and TTFB with the site's own rules from buffered performance entries, so
// starting late still sees them; INP with web-vitals, whose code loads at the visitor's first
// interaction and reports when the page is hidden), takes the events the shell's hooks reported,
// tags each with its section, that section's release version and the route's pattern, and sends
// them in batches with `navigator.sendBeacon`: a few seconds after the last event, when the main
// thread is idle, and whenever the page is hidden or left (./start-telemetry.ts listens for that
// and calls the sender this module returns). A beacon carries no cookie the site sets (it sets
// none), nothing typed in a form, no query string, nothing for a third party: only the fields of
// shared-types' telemetry schema.
import {
  remoteOf,
  scrubErrorMessage,
  scrubErrorName,
  SHELL_RELEASE_POINTER,
  TELEMETRY_PATH,
  telemetryLimits,
  UNKNOWN_VERSION,
  type TelemetryEvent,
  type TelemetrySection,
  type WebVitalName,
} from 'shared-types';

import { findRoute } from '../lib/site-routes';
import { sectionOfCode, versionOfManifest } from './event-tags';
import { measureLoadVitals } from './load-vitals';
import { receiveTelemetry, remoteManifestOf, type ReportedEvent } from './telemetry-events';

/** How long events wait for more before a batch is sent (then when idle). */
const BATCH_DELAY_MS = 5000;

/** The events that start an interaction, as INP counts them: a tap or click, a key press. */
const INTERACTION_STARTS = ['pointerdown', 'keydown'] as const;

/** A web vital, as the page it measured reported it. */
interface MeasuredEvent {
  type: WebVitalName;
  value: number;
  path: string;
}

type PendingEvent = ReportedEvent | MeasuredEvent;

let shellVersion: string | undefined;

function versionOf(section: TelemetrySection): string {
  const version = section === 'shell' ? shellVersion : versionOfManifest(remoteManifestOf(section));
  return version ?? UNKNOWN_VERSION;
}

function errorDetail(error: unknown) {
  const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
  return {
    name: scrubErrorName(name),
    message: scrubErrorMessage(String(message ?? error)),
  };
}

/** The section an event counts for: the one it names, else the one whose code failed. */
function sectionOf(event: PendingEvent, owner: TelemetrySection): TelemetrySection {
  if (event.type === 'UncaughtError') {
    return sectionOfCode(event.source || (event.error as { stack?: unknown } | null)?.stack);
  }
  return 'section' in event ? event.section : owner;
}

/**
 * The event as the beacon's schema takes it, or undefined outside the site's routes (the
 * not-found page). Its section's version is read now, when the remotes' manifests have loaded.
 */
function tagged(event: PendingEvent): TelemetryEvent | undefined {
  const route = findRoute(event.path);
  if (!route) return undefined;
  const section = sectionOf(event, route.owner === 'shell' ? 'shell' : remoteOf(route.owner));
  const tags = { section, version: versionOf(section), route: route.path };
  if ('error' in event) {
    const type = event.type === 'UncaughtError' ? 'Error' : event.type;
    return { type, ...tags, error: errorDetail(event.error) };
  }
  if ('value' in event) return { type: event.type, ...tags, value: Math.max(0, event.value) };
  return { type: event.type, ...tags };
}

/** Reads which release of the shell the site serves (`{ version }`), for the shell's events. */
async function readShellVersion(): Promise<void> {
  try {
    const { version } = (await (await fetch(`/${SHELL_RELEASE_POINTER}`)).json()) as {
      version?: unknown;
    };
    if (typeof version === 'string') shellVersion = version;
  } catch {
    // The shell's events then carry the unknown version (an answer that is not the pointer).
  }
}

/**
 * Measures INP with web-vitals from the visitor's first interaction on: grouping a page's
 * interactions and estimating their 98th percentile is worth a library's bytes, and a page
 * nobody touches has no INP, so its code loads then (at once if an interaction came before this
 * module started), in a chunk of its own. web-vitals 5, not 6: 6 adds the measuring of soft
 * navigations, which this module does not ask for. The interaction that loads the code is still
 * measured: onINP observes `first-input` and `event` entries with `buffered`, and the browser
 * keeps the first input's entry and every event entry of 104 ms or more for a late observer.
 * Browsers without Event Timing have no INP, and download nothing for it.
 */
function measureInpFromFirstInteraction(report: (name: 'INP', value: number) => void): void {
  if (!('PerformanceEventTiming' in globalThis)) return;
  const load = () => {
    for (const type of INTERACTION_STARTS) removeEventListener(type, load, true);
    import(/* webpackChunkName: "telemetry-inp" */ 'web-vitals/onINP.js')
      .then(({ onINP }) => onINP((metric) => report('INP', metric.value)))
      .catch(() => undefined);
  };
  if (performance.getEntriesByType('first-input').length > 0) load();
  else for (const type of INTERACTION_STARTS) addEventListener(type, load, true);
}

function send(events: TelemetryEvent[]): void {
  const body = JSON.stringify({ events });
  navigator.sendBeacon(TELEMETRY_PATH, new Blob([body], { type: 'application/json' }));
}

/**
 * Starts measuring and sending; the page's own events so far are sent with the first batch.
 * Returns what sends them when the page is hidden or left, which the start (./start-telemetry.ts)
 * calls every time it is.
 */
export function startBeacons(): () => void {
  const landing = window.location.pathname;
  let queue: PendingEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let ready = false;

  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const events = queue.map(tagged).filter((event) => event !== undefined);
    queue = [];
    for (let start = 0; start < events.length; start += telemetryLimits.maxEvents) {
      send(events.slice(start, start + telemetryLimits.maxEvents));
    }
  };
  const schedule = () => {
    if (!ready || timer !== undefined || queue.length === 0) return;
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') requestIdleCallback(flush, { timeout: 2000 });
      else flush();
    }, BATCH_DELAY_MS);
  };
  const add = (event: PendingEvent) => {
    queue.push(event);
    schedule();
  };

  const measured = (type: WebVitalName, value: number) => add({ type, value, path: landing });
  const reportHiddenVitals = measureLoadVitals(measured);
  measureInpFromFirstInteraction(measured);
  receiveTelemetry(add);

  // What the vitals report when the page is hidden goes with the batch sent then: LCP and CLS
  // are asked for here, and web-vitals reports INP from a listener of its own on the window in
  // the capture phase, before the start's on the document.
  const hidden = () => {
    reportHiddenVitals();
    flush();
  };

  void readShellVersion().finally(() => {
    ready = true;
    schedule();
  });
  return hidden;
}
