// Reads a Chromium performance trace (the DevTools timeline categories with V8's sampling
// profiler) and says where the main thread's long tasks went: what ran in each (script evaluation
// by file, function calls, style, layout, garbage collection) and the functions the profiler
// sampled most in it, by self time.
//
// A task is long when it would take over 50 ms on a phone. In a trace of a throttled browser that
// is its wall time. In an unthrottled trace it is its main-thread CPU time times Lighthouse's
// mobile CPU slowdown (4): that is how Lighthouse's simulation weighs a task it observed, and CPU
// time, unlike wall time, does not grow when other processes share the machine's cores.

/** One event of Chromium's trace format, as far as this reader uses it. */
export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  pid: number;
  tid: number;
  /** Microseconds. */
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event, microseconds. */
  tdur?: number;
  id?: string;
  args?: {
    name?: string;
    data?: {
      url?: string;
      documentLoaderURL?: string;
      navigationId?: string;
      functionName?: string;
      frame?: string;
      isMainFrame?: boolean;
      isOutermostMainFrame?: boolean;
      startTime?: number;
      cpuProfile?: {
        nodes?: ProfileNode[];
        samples?: number[];
      };
      timeDeltas?: number[];
      lines?: number[];
    };
    frame?: string;
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

/** A long task, in milliseconds from the navigation's start. */
export interface LongTask {
  startMs: number;
  /** Wall time. */
  durationMs: number;
  /** Main-thread CPU time. */
  cpuMs: number;
  /** How long the task takes on a phone (see the file's opening comment). */
  phoneMs: number;
  /** What the trace's own events say ran in the task, in milliseconds by kind. */
  activities: { label: string; ms: number }[];
  /** The functions sampled most in the task, by self time. */
  functions: { label: string; ms: number }[];
}

/** The long-task threshold of the Long Tasks API and of total blocking time. */
const LONG_TASK_MS = 50;

/** Lighthouse's mobile preset: a phone's CPU, four times slower than the measuring machine's. */
export const CPU_SLOWDOWN = 4;

const MS = 1000;

/** A script's address as a short label: its file name, without the origin or the query. */
export function shortUrl(url: string): string {
  if (!url) return '(native)';
  try {
    const { pathname } = new URL(url);
    const parts = pathname.split('/').filter(Boolean);
    // A remote's files are named after the remote's folder: /remotes/forms/123.abc.js.
    const remote = parts[0] === 'remotes' && parts[1] ? `${parts[1]}/` : '';
    return `${remote}${parts.at(-1) ?? pathname}`;
  } catch {
    return url;
  }
}

/** The renderer's main thread that ran the page's top frame. */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } {
  const names = events.filter((e) => e.ph === 'M' && e.name === 'thread_name');
  const mains = names.filter((e) => e.args?.name === 'CrRendererMain');
  // The main thread that parsed the most HTML or evaluated the most script is the page's.
  const busiest = mains
    .map((main) => ({
      main,
      work: events
        .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X')
        .filter((e) => e.name === 'ParseHTML' || e.name === 'EvaluateScript')
        .reduce((sum, e) => sum + (e.dur ?? 0), 0),
    }))
    .sort((a, b) => b.work - a.work)[0];
  if (!busiest) throw new Error('The trace has no renderer main thread.');
  return { pid: busiest.main.pid, tid: busiest.main.tid };
}

/** The page's navigation: when it started, in the trace's microseconds, and its id. */
function pageNavigation(
  events: readonly TraceEvent[],
  pid: number,
): { origin: number; navigationId?: string } {
  const start = events.find(
    (e) =>
      e.pid === pid &&
      e.name === 'navigationStart' &&
      e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!start) throw new Error('The trace has no navigationStart of an http(s) page.');
  return { origin: start.ts, navigationId: start.args?.data?.navigationId };
}

/** The first event of the page's navigation by name, in milliseconds from its start. */
export function eventTimeMs(
  events: readonly TraceEvent[],
  pid: number,
  name: string,
  { origin, navigationId }: { origin: number; navigationId?: string },
): number | undefined {
  const event = events.find(
    (e) =>
      e.pid === pid &&
      e.name === name &&
      e.ts >= origin &&
      (navigationId === undefined ||
        e.args?.data?.navigationId === undefined ||
        e.args.data.navigationId === navigationId),
  );
  return event ? (event.ts - origin) / MS : undefined;
}

/** What an event inside a task counts as, or undefined for a container to look inside. */
function activityOf(event: TraceEvent): string | undefined {
  const data = event.args?.data;
  switch (event.name) {
    case 'EvaluateScript':
      return `evaluate ${shortUrl(data?.url ?? '')}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${shortUrl(data?.url ?? '')}`;
    case 'FunctionCall':
      return `call ${shortUrl(data?.url ?? '')}${data?.functionName ? ` ${data.functionName}` : ''}`;
    case 'ParseHTML':
      return 'parse HTML';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'Paint':
    case 'PrePaint':
    case 'Layerize':
      return 'paint';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'V8.GC_MARK_COMPACTOR':
      return 'garbage collection';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'RunMicrotasks':
      return 'microtasks';
    default:
      return CONTAINERS.has(event.name) ? undefined : event.name;
  }
}

/** Events that only say why a task ran: what ran inside them is counted instead. */
const CONTAINERS = new Set([
  'RunTask',
  'ThreadControllerImpl::RunTask',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'FireIdleCallback',
  'v8.run',
  'V8.Execute',
  'ScheduledAction::execute',
  'SimpleWatcher::OnHandleReady',
  'RendererSchedulerImpl::OnRunTask',
]);

/**
 * The outermost events of known kinds inside [start, end] on the thread, with their durations:
 * a script's evaluation counts once, not again for the functions it calls.
 */
function activitiesIn(slices: readonly TraceEvent[], start: number, end: number) {
  const totals = new Map<string, number>();
  let coveredUntil = start;
  for (const event of slices) {
    if (event.ts < start || event.ts >= end) continue;
    if (event.ts < coveredUntil) continue;
    const label = activityOf(event);
    const dur = event.dur ?? 0;
    if (!label || dur === 0) continue;
    totals.set(label, (totals.get(label) ?? 0) + dur);
    coveredUntil = event.ts + dur;
  }
  return [...totals].map(([label, us]) => ({ label, ms: us / MS })).sort((a, b) => b.ms - a.ms);
}

/** A sampled function's place in the code: its URL, zero-based line and column. */
export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber?: number;
  columnNumber?: number;
}

/** Names a sampled function for the report (a source map can name the original). */
export type FunctionNamer = (frame: CallFrame) => string;

/** The function's own name and where it is in the served file. */
export function defaultFunctionName({ functionName, url, lineNumber }: CallFrame): string {
  const where = url ? ` ${shortUrl(url)}:${(lineNumber ?? 0) + 1}` : '';
  return `${functionName || '(anonymous)'}${where}`;
}

/** The sampled stacks of the profiler, as (time, leaf function label) pairs. */
function profileSamples(
  events: readonly TraceEvent[],
  pid: number,
  nameOf: FunctionNamer = defaultFunctionName,
): { ts: number; label: string }[] {
  const samples: { ts: number; label: string }[] = [];
  const profiles = new Map<string, { ts: number; nodes: Map<number, ProfileNode> }>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    const data = event.args?.data;
    if (event.name === 'Profile' && event.id) {
      profiles.set(event.id, { ts: data?.startTime ?? event.ts, nodes: new Map() });
    } else if (event.name === 'ProfileChunk' && event.id) {
      const profile = profiles.get(event.id);
      if (!profile) continue;
      for (const node of data?.cpuProfile?.nodes ?? []) profile.nodes.set(node.id, node);
      const ids = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      ids.forEach((id, index) => {
        profile.ts += deltas[index] ?? 0;
        const node = profile.nodes.get(id);
        if (!node) return;
        // The profiler's marker of idle time.
        if (node.callFrame.functionName === '(idle)') return;
        samples.push({ ts: profile.ts, label: nameOf(node.callFrame) });
      });
    }
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** Sums the samples inside [start, end], each weighing the time to the next sample. */
function functionsIn(
  samples: readonly { ts: number; label: string }[],
  start: number,
  end: number,
) {
  const totals = new Map<string, number>();
  samples.forEach((sample, index) => {
    if (sample.ts < start || sample.ts >= end) return;
    const next = Math.min(samples[index + 1]?.ts ?? end, end);
    totals.set(sample.label, (totals.get(sample.label) ?? 0) + (next - sample.ts));
  });
  return [...totals].map(([label, us]) => ({ label, ms: us / MS })).sort((a, b) => b.ms - a.ms);
}

/** The long tasks of the page's main thread from `fromMs` on, each with what ran in it. */
export function longTasks(
  events: readonly TraceEvent[],
  {
    fromMs = 0,
    untilMs = Number.POSITIVE_INFINITY,
    top = 6,
    nameOf = defaultFunctionName,
    slowdown,
  }: {
    fromMs?: number;
    untilMs?: number;
    top?: number;
    nameOf?: FunctionNamer;
    /** The CPU slowdown to apply: set for an unthrottled trace, unset for a throttled one. */
    slowdown?: number;
  } = {},
): { origin: number; navigationId?: string; pid: number; tasks: LongTask[] } {
  const { pid, tid } = pageMainThread(events);
  const { origin, navigationId } = pageNavigation(events, pid);
  const slices = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X')
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const samples = profileSamples(events, pid, nameOf);
  const tasks = slices
    .filter((e) => e.name === 'RunTask')
    .map((task) => ({
      task,
      phone: slowdown === undefined ? (task.dur ?? 0) : cpuOf(task) * slowdown,
    }))
    .filter(({ phone }) => phone > LONG_TASK_MS * MS)
    .filter(({ task }) => (task.ts - origin) / MS >= fromMs && (task.ts - origin) / MS <= untilMs)
    .map(({ task, phone }) => {
      const end = task.ts + (task.dur ?? 0);
      return {
        startMs: (task.ts - origin) / MS,
        durationMs: (task.dur ?? 0) / MS,
        cpuMs: cpuOf(task) / MS,
        phoneMs: phone / MS,
        activities: activitiesIn(slices, task.ts, end).slice(0, top),
        functions: functionsIn(samples, task.ts, end).slice(0, top),
      };
    });
  return { origin, navigationId, pid, tasks };
}

/** The main thread's CPU time in its tasks that started between `fromMs` and `untilMs`. */
export function mainThreadCpuMs(
  events: readonly TraceEvent[],
  { fromMs, untilMs }: { fromMs: number; untilMs: number },
): number {
  const { pid, tid } = pageMainThread(events);
  const { origin } = pageNavigation(events, pid);
  return (
    events
      .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask')
      .filter((e) => (e.ts - origin) / MS >= fromMs && (e.ts - origin) / MS < untilMs)
      .reduce((sum, e) => sum + cpuOf(e), 0) / MS
  );
}

/** A task's CPU time in microseconds (its wall time where the trace has no thread time). */
function cpuOf(event: TraceEvent): number {
  return event.tdur ?? event.dur ?? 0;
}

/** The blocking time of the tasks on a phone: what each spends beyond the long-task threshold. */
export function blockingTimeMs(tasks: readonly Pick<LongTask, 'phoneMs'>[]): number {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.phoneMs - LONG_TASK_MS), 0);
}
