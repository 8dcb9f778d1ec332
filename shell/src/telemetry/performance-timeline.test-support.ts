/**
 * A stand-in for the browser's performance timeline, which jsdom lacks: the entries the page
 * recorded (`performance.getEntriesByType`) and PerformanceObserver, which takes the buffered
 * entries of its type when it starts, queues each new one, and hands them over when the test
 * delivers them (the browser does so in a task of its own) or when asked (`takeRecords`).
 */
const timeline: PerformanceEntry[] = [];
const observers = new Set<FakePerformanceObserver>();

class FakePerformanceObserver {
  static supportedEntryTypes: readonly string[] = [];

  private type: string | undefined;
  private queued: PerformanceEntry[] = [];

  constructor(private readonly callback: PerformanceObserverCallback) {}

  observe({ type, buffered }: PerformanceObserverInit): void {
    this.type = type;
    observers.add(this);
    if (buffered) this.queued.push(...timeline.filter((entry) => entry.entryType === type));
  }

  takeRecords(): PerformanceEntry[] {
    return this.queued.splice(0);
  }

  disconnect(): void {
    observers.delete(this);
  }

  receive(entry: PerformanceEntry): void {
    if (entry.entryType === this.type) this.queued.push(entry);
  }

  deliver(): void {
    const entries = this.takeRecords();
    if (entries.length === 0) return;
    const list = { getEntries: () => entries } as PerformanceObserverEntryList;
    this.callback(list, this as unknown as PerformanceObserver);
  }
}

/** The entry types Chromium observes and this timeline serves. */
const CHROMIUM_ENTRY_TYPES = ['largest-contentful-paint', 'layout-shift', 'first-input'];

/**
 * Starts an empty timeline whose observers take `supportedEntryTypes`, and a page that is
 * visible and not prerendering.
 */
export function installPerformanceTimeline(supportedEntryTypes = CHROMIUM_ENTRY_TYPES): void {
  timeline.length = 0;
  observers.clear();
  FakePerformanceObserver.supportedEntryTypes = supportedEntryTypes;
  Object.assign(globalThis, { PerformanceObserver: FakePerformanceObserver });
  Object.defineProperty(performance, 'getEntriesByType', {
    configurable: true,
    value: (type: string) => timeline.filter((entry) => entry.entryType === type),
  });
  delete (performance as unknown as Record<string, unknown>).now;
  for (const name of ['visibilityState', 'prerendering']) {
    delete (document as unknown as Record<string, unknown>)[name];
  }
}

/** Sets the clock of the timeline, `performance.now()`, to `ms` since the time origin. */
export function setTimelineNow(ms: number): void {
  Object.defineProperty(performance, 'now', { configurable: true, value: () => ms });
}

/** Takes PerformanceObserver away, as in a browser without it. */
export function removePerformanceObserver(): void {
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
}

/** An entry of the timeline: its type and start time, and the fields of that type the test needs. */
export function entry(
  entryType: string,
  startTime: number,
  fields: Record<string, unknown> = {},
): PerformanceEntry {
  return { entryType, startTime, name: '', duration: 0, toJSON: () => ({}), ...fields };
}

/** Records entries as the browser does: kept in the timeline, queued for each observer. */
export function recordEntries(...entries: PerformanceEntry[]): void {
  for (const recorded of entries) {
    timeline.push(recorded);
    for (const observer of observers) observer.receive(recorded);
  }
}

/** Hands each observer the entries queued for it, as the browser's observer task does. */
export function deliverEntries(): void {
  for (const observer of observers) observer.deliver();
}

/** Hides the page, as switching tabs or leaving does. */
export function hidePage(): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}
