import { measureLoadVitals, type LoadVitalName } from './load-vitals';
import {
  deliverEntries,
  entry,
  installPerformanceTimeline,
  recordEntries,
  removePerformanceObserver,
  setTimelineNow,
} from './performance-timeline.test-support';

// A report function of each test's own: an earlier test's key press and click listeners stay on
// the window and report to theirs.
let reports: [LoadVitalName, number][];
let report: (name: LoadVitalName, value: number) => void;
/** What the page calls when it is hidden, of the latest measuring. */
let pageHidden: () => void;

/** Starts measuring, as the beacon module does once the page is idle. */
function measure(): void {
  pageHidden = measureLoadVitals(report);
}

/** The page is hidden `ms` after its time origin (a minute unless given). */
function hidePage(ms = 60_000): void {
  setTimelineNow(ms);
  pageHidden();
}
const reported = (name: LoadVitalName) =>
  reports.filter(([vital]) => vital === name).map(([, value]) => value);

const navigation = (fields: { responseStart: number; activationStart?: number }) =>
  entry('navigation', 0, fields);
const paint = (startTime: number) => entry('paint', startTime, { name: 'first-contentful-paint' });
const largestPaint = (startTime: number) => entry('largest-contentful-paint', startTime);
const shift = (startTime: number, value: number, hadRecentInput = false) =>
  entry('layout-shift', startTime, { value, hadRecentInput });

beforeEach(() => {
  const own: [LoadVitalName, number][] = [];
  reports = own;
  report = (name, value) => own.push([name, value]);
  installPerformanceTimeline();
});

describe('TTFB', () => {
  it("is the navigation's responseStart, reported once at the start", () => {
    recordEntries(navigation({ responseStart: 182.5 }));
    measure();
    hidePage();

    expect(reported('TTFB')).toEqual([182.5]);
  });

  it('counts from the activation of a prerendered page, never below 0', () => {
    recordEntries(navigation({ responseStart: 240, activationStart: 300 }));
    measure();

    expect(reported('TTFB')).toEqual([0]);
  });

  it('is not reported before the response started', () => {
    recordEntries(navigation({ responseStart: 0 }));
    measure();

    expect(reported('TTFB')).toEqual([]);
  });
});

describe('LCP', () => {
  it('is the last largest paint, reported once when the page is hidden', () => {
    recordEntries(paint(700), largestPaint(700), largestPaint(1450));
    measure();
    deliverEntries();
    recordEntries(largestPaint(2100));
    hidePage(5000);
    hidePage(9000);

    expect(reported('LCP')).toEqual([2100]);
  });

  it("counts from a prerendered page's activation, once it is activated", () => {
    Object.defineProperty(document, 'prerendering', { configurable: true, value: true });
    measure();
    recordEntries(navigation({ responseStart: 90, activationStart: 400 }), largestPaint(1500));
    expect(reports).toEqual([]);

    Object.defineProperty(document, 'prerendering', { configurable: true, value: false });
    dispatchEvent(new Event('prerenderingchange'));
    hidePage();

    expect(reports).toEqual([
      ['TTFB', 0],
      ['LCP', 1100],
    ]);
  });

  it.each(['keydown', 'click'])("is final at the visitor's first %s", (type) => {
    recordEntries(largestPaint(900));
    measure();
    deliverEntries();
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    recordEntries(largestPaint(1800));
    deliverEntries();
    hidePage();

    expect(reported('LCP')).toEqual([900]);
  });

  it('leaves out the paints after the page was first hidden', () => {
    recordEntries(largestPaint(800));
    measure();
    deliverEntries();
    recordEntries(largestPaint(2600));
    hidePage(2000);

    expect(reported('LCP')).toEqual([800]);
  });

  it('leaves out the paints after the page was hidden before this module loaded', () => {
    recordEntries(
      largestPaint(800),
      entry('visibility-state', 1200, { name: 'hidden' }),
      largestPaint(1900),
    );
    measure();
    deliverEntries();
    hidePage();

    expect(reported('LCP')).toEqual([800]);
  });

  it('is not reported for a page that was hidden from the start', () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    recordEntries(largestPaint(800));
    measure();
    deliverEntries();
    hidePage();

    expect(reported('LCP')).toEqual([]);
  });
});

describe('CLS', () => {
  beforeEach(() => recordEntries(paint(600)));

  it('is the largest session window: shifts under 1 s apart, within 5 s of its first', () => {
    recordEntries(
      // A window of 0.3, ended by a gap of a second.
      shift(1000, 0.2),
      shift(1500, 0.1),
      // A window of 0.6 whose seventh shift, 5.4 s after its first, starts a window of its own.
      ...[3000, 3900, 4800, 5700, 6600, 7500].map((startTime) => shift(startTime, 0.1)),
      shift(8400, 0.1),
    );
    measure();
    deliverEntries();
    hidePage();

    expect(reported('CLS')).toHaveLength(1);
    expect(reported('CLS')[0]).toBeCloseTo(0.6);
  });

  it('leaves out the shifts that follow an input', () => {
    recordEntries(shift(1000, 0.3, true), shift(1200, 0.05));
    measure();
    hidePage();

    expect(reported('CLS')).toEqual([0.05]);
  });

  it('is reported when the page is hidden, again only when it changed', () => {
    measure();
    expect(reported('CLS')).toEqual([]);

    hidePage();
    hidePage();
    recordEntries(shift(70_000, 0.02));
    hidePage();

    expect(reported('CLS')).toEqual([0, 0.02]);
  });

  it('is not reported for a page that never painted', () => {
    installPerformanceTimeline();
    recordEntries(shift(1000, 0.1));
    measure();
    hidePage();

    expect(reported('CLS')).toEqual([]);
  });
});

describe('a browser without', () => {
  beforeEach(() =>
    recordEntries(
      navigation({ responseStart: 150 }),
      paint(500),
      largestPaint(500),
      shift(900, 0.1),
    ),
  );

  it('layout shifts reports no CLS, and the other vitals as before', () => {
    installPerformanceTimeline(['largest-contentful-paint']);
    recordEntries(
      navigation({ responseStart: 150 }),
      paint(500),
      largestPaint(500),
      shift(900, 0.1),
    );
    measure();
    hidePage();

    expect(reports).toEqual([
      ['TTFB', 150],
      ['LCP', 500],
    ]);
  });

  it('PerformanceObserver reports TTFB only', () => {
    removePerformanceObserver();
    measure();
    hidePage();

    expect(reports).toEqual([['TTFB', 150]]);
  });
});
