import {
  blockingTimeMs,
  longTasks,
  mainThreadCpuMs,
  shortUrl,
  type TraceEvent,
} from './long-tasks';

const PID = 7;
const MAIN = 1;
const ORIGIN = 1_000_000;
const SITE = 'http://localhost:4000';

/** A complete event on the page's main thread, `atMs` after the navigation, in microseconds. */
function slice(
  name: string,
  atMs: number,
  durMs: number,
  { cpuMs = durMs, data }: { cpuMs?: number; data?: NonNullable<TraceEvent['args']>['data'] } = {},
): TraceEvent {
  return {
    name,
    ph: 'X',
    pid: PID,
    tid: MAIN,
    ts: ORIGIN + atMs * 1000,
    dur: durMs * 1000,
    tdur: cpuMs * 1000,
    args: data ? { data } : {},
  };
}

/** A page's trace: its main thread, its navigation, and the sampling profiler's chunks. */
function trace(...events: TraceEvent[]): TraceEvent[] {
  return [
    { name: 'thread_name', ph: 'M', pid: PID, tid: MAIN, ts: 0, args: { name: 'CrRendererMain' } },
    {
      name: 'navigationStart',
      ph: 'R',
      pid: PID,
      tid: MAIN,
      ts: ORIGIN,
      args: { data: { documentLoaderURL: `${SITE}/contact`, navigationId: 'n1' } },
    },
    slice('ParseHTML', 1, 2),
    ...events,
  ];
}

/**
 * Profiler samples every 10 ms from 100 ms on: `main.js`'s `start` three times, then a remote's
 * `render` twice, the last of which lasts until its task ends.
 */
function samples(): TraceEvent[] {
  const frame = (id: number, functionName: string, url: string, parent?: number) => ({
    id,
    parent,
    callFrame: { functionName, url, lineNumber: 0, columnNumber: 0 },
  });
  return [
    {
      name: 'Profile',
      ph: 'P',
      pid: PID,
      tid: MAIN,
      ts: ORIGIN,
      id: '0x1',
      args: { data: { startTime: ORIGIN + 100_000 } },
    },
    {
      name: 'ProfileChunk',
      ph: 'P',
      pid: PID,
      tid: MAIN,
      ts: ORIGIN,
      id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              frame(1, '(root)', ''),
              frame(2, 'start', `${SITE}/main.abc.js`, 1),
              frame(3, 'render', `${SITE}/remotes/forms/page.def.js`, 1),
            ],
            samples: [2, 2, 2, 3, 3],
          },
          // The first sample at the task's start, then every 10 ms.
          timeDeltas: [0, 10_000, 10_000, 10_000, 10_000],
        },
      },
    },
  ];
}

describe('long tasks of a trace', () => {
  it('names a script by its file, and a remote’s by its folder too', () => {
    expect(shortUrl(`${SITE}/main.abc.js?x=1`)).toBe('main.abc.js');
    expect(shortUrl(`${SITE}/remotes/forms/215.abc.js`)).toBe('forms/215.abc.js');
    expect(shortUrl('')).toBe('(native)');
  });

  it('finds the tasks longer than 50 ms on the main thread, with what ran in them', () => {
    const events = trace(
      slice('RunTask', 100, 65),
      slice('EvaluateScript', 100, 40, { data: { url: `${SITE}/main.abc.js` } }),
      slice('FunctionCall', 110, 20, { data: { url: `${SITE}/main.abc.js`, functionName: 'x' } }),
      slice('Layout', 145, 10),
      slice('RunTask', 300, 40),
      ...samples(),
    );
    const { tasks } = longTasks(events);
    expect(tasks).toHaveLength(1);
    const [task] = tasks;
    expect(task).toMatchObject({ startMs: 100, durationMs: 65, phoneMs: 65 });
    // The evaluation counts once, not again for the function it called.
    expect(task?.activities).toEqual([
      { label: 'evaluate main.abc.js', ms: 40 },
      { label: 'layout', ms: 10 },
    ]);
    expect(task?.functions).toEqual([
      { label: 'render forms/page.def.js:1', ms: 35 },
      { label: 'start main.abc.js:1', ms: 30 },
    ]);
    expect(blockingTimeMs(tasks)).toBe(15);
  });

  it('weighs an unthrottled trace by its CPU time, slowed down as a phone', () => {
    const events = trace(
      // 20 ms of CPU: 80 ms on a phone, however long the machine took.
      slice('RunTask', 100, 90, { cpuMs: 20 }),
      // 10 ms of CPU: 40 ms on a phone, not long, though its wall time is.
      slice('RunTask', 300, 70, { cpuMs: 10 }),
    );
    const { tasks } = longTasks(events, { slowdown: 4 });
    expect(tasks.map((task) => [task.startMs, task.phoneMs])).toEqual([[100, 80]]);
    expect(blockingTimeMs(tasks)).toBe(30);
    expect(mainThreadCpuMs(events, { fromMs: 50, untilMs: 400 })).toBe(30);
  });
});
