// LCP, CLS and TTFB of the page load the beacon module started on, read from the browser's
// buffered performance entries with web-vitals' definitions: web-vitals' observers of the three
// are 1.8 KB compressed, these rules about 0.5 KB of a sampled first visit (docs/decisions/034).
// The beacon starts it when the page is idle, so everything it measures comes from entries the
// browser kept: the observers ask for `buffered` entries, and whether the page was hidden before
// is read from its `visibility-state` entries.
import type { WebVitalName } from 'shared-types';

/** The vitals of a page load this module measures; INP is measured by web-vitals (./beacon.ts). */
export type LoadVitalName = Extract<WebVitalName, 'LCP' | 'CLS' | 'TTFB'>;

/** A layout shift's entry, which lib.dom does not type. */
interface LayoutShiftEntry extends PerformanceEntry {
  value: number;
  hadRecentInput: boolean;
}

/** A layout shift within this long of the one before stays in its session window. */
const SESSION_GAP_MS = 1000;
/** A session window of layout shifts lasts at most this long from its first shift. */
const SESSION_SPAN_MS = 5000;

/** A buffered observer of `type`, or undefined where the browser does not have that entry type. */
function observe(
  type: string,
  onEntries: (entries: PerformanceEntryList) => void,
): PerformanceObserver | undefined {
  try {
    if (!PerformanceObserver.supportedEntryTypes.includes(type)) return undefined;
    const observer = new PerformanceObserver((list) => onEntries(list.getEntries()));
    observer.observe({ type, buffered: true });
    return observer;
  } catch {
    // No PerformanceObserver, or none that takes a type: nothing to measure with it.
    return undefined;
  }
}

/**
 * Measures the page load's LCP, CLS and TTFB, each reported as web-vitals reports it: TTFB at
 * once, LCP once at the first key press or click or when the page is hidden, CLS when the page
 * is hidden and its value changed. Returns what the page's owner calls whenever the page is
 * hidden, before it sends what was reported (./beacon.ts flushes right after).
 */
export function measureLoadVitals(
  report: (name: LoadVitalName, value: number) => void,
): () => void {
  let reportHidden = () => {};
  // A prerendered page is measured from its activation: until then it counts as hidden.
  if ((document as { prerendering?: boolean }).prerendering) {
    addEventListener('prerenderingchange', () => (reportHidden = measureLoadVitals(report)), {
      once: true,
    });
    return () => reportHidden();
  }
  const navigation = performance.getEntriesByType('navigation')[0] as
    (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
  const activationStart = navigation?.activationStart ?? 0;
  if (navigation && navigation.responseStart > 0) {
    report('TTFB', Math.max(navigation.responseStart - activationStart, 0));
  }

  let firstHidden =
    performance
      .getEntriesByType('visibility-state')
      .find((entry) => entry.name === 'hidden' && entry.startTime >= activationStart)?.startTime ??
    (document.visibilityState === 'hidden' ? 0 : Infinity);

  let lcp: number | undefined;
  const readLcp = (entries: PerformanceEntryList) => {
    for (const entry of entries) {
      if (entry.startTime < firstHidden) lcp = Math.max(entry.startTime - activationStart, 0);
    }
  };
  let lcpObserver = observe('largest-contentful-paint', readLcp);
  // The largest paint so far is the page's LCP once the visitor acts on the page or leaves it.
  const finalizeLcp = () => {
    if (!lcpObserver) return;
    readLcp(lcpObserver.takeRecords());
    lcpObserver.disconnect();
    lcpObserver = undefined;
    if (lcp !== undefined) report('LCP', lcp);
  };
  addEventListener('keydown', finalizeLcp, true);
  addEventListener('click', finalizeLcp, true);

  // CLS is the largest session window's sum of the shifts the visitor did not cause.
  let cls = 0;
  let sessionValue = 0;
  let sessionStart = 0;
  let lastShift = 0;
  const readShifts = (entries: PerformanceEntryList) => {
    for (const entry of entries as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      const inSession =
        sessionValue > 0 &&
        entry.startTime - lastShift < SESSION_GAP_MS &&
        entry.startTime - sessionStart < SESSION_SPAN_MS;
      if (!inSession) {
        sessionValue = 0;
        sessionStart = entry.startTime;
      }
      sessionValue += entry.value;
      lastShift = entry.startTime;
      cls = Math.max(cls, sessionValue);
    }
  };
  const shiftObserver = observe('layout-shift', readShifts);
  let reportedCls: number | undefined;

  return () => {
    if (firstHidden === Infinity) firstHidden = performance.now();
    finalizeLcp();
    if (!shiftObserver) return;
    readShifts(shiftObserver.takeRecords());
    // As web-vitals (and CrUX) do, a page that never painted has no CLS.
    const painted = performance
      .getEntriesByType('paint')
      .some((entry) => entry.name === 'first-contentful-paint');
    if (painted && cls !== reportedCls) report('CLS', (reportedCls = cls));
  };
}
