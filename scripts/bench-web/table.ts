import { kb, markdownTable } from './markdown';
import type { HydrationMetrics, VisitMetrics } from './run-lighthouse';
import { median, ratio, spread } from './stats';

export type Build = 'federated' | 'single' | 'before';

/** Every run of one route, per build; `before` only in a run given a ref to compare with. */
export type RouteSamples = Record<'federated' | 'single', VisitMetrics[]> & {
  before?: VisitMetrics[];
};

/** The federated build of an earlier commit (`BENCH_BEFORE`), measured in the same run. */
export interface BeforeBuild {
  /** The ref as given, and the commit it named. */
  label: string;
  /** Its hydration runs, per route. */
  hydration: Record<string, HydrationMetrics[]>;
}

const HEADER = [
  'route',
  'score',
  'LCP ms',
  'TBT ms',
  'TBT min–max',
  'CLS',
  'requests',
  'JS KB (gzip)',
  'LCP ratio',
  'TBT ratio',
  'JS ratio',
  'FCP→hydrated ms',
  'JS before interactive KB',
];

/**
 * The bench's Markdown table: per route, the medians of each build, the federated ÷ single-bundle
 * ratios, and the range of the runs' total blocking times, which on a small machine moves more
 * between runs of one build than between the two builds; then, for the federated build, the time
 * from first paint to hydration (median, lowest–highest) and the JavaScript that took.
 */
export function benchTable(
  samples: Record<string, RouteSamples>,
  runs: number,
  hydration: Record<string, HydrationMetrics[]> = {},
  before?: BeforeBuild,
): string {
  const rows = Object.entries(samples).map(([route, runsOf]) => {
    const builds: Build[] = before ? ['before', 'federated', 'single'] : ['federated', 'single'];
    const of = (build: Build, key: keyof VisitMetrics) =>
      (runsOf[build] ?? []).map((run) => run[key]);
    const m = (build: Build, key: keyof VisitMetrics) => {
      const values = of(build, key);
      return values.length > 0 ? median(values) : Number.NaN;
    };
    /** One figure per build, written `before → federated / single` or `federated / single`. */
    const cell = (write: (build: Build) => string) => {
      const [first, ...rest] = builds.map(write);
      return before ? `${first} → ${rest.join(' / ')}` : [first, ...rest].join(' / ');
    };
    const written = (text: string) => (text.includes('NaN') ? '—' : text);
    const f = (key: keyof VisitMetrics) => m('federated', key);
    const s = (key: keyof VisitMetrics) => m('single', key);
    return [
      route,
      cell((build) => written(`${m(build, 'score')}`)),
      cell((build) => written(`${Math.round(m(build, 'lcpMs'))}`)),
      cell((build) => written(`${Math.round(m(build, 'tbtMs'))}`)),
      cell((build) => (of(build, 'tbtMs').length > 0 ? spread(of(build, 'tbtMs')) : '—')),
      cell((build) => written(m(build, 'cls').toFixed(3))),
      cell((build) => written(`${m(build, 'requests')}`)),
      cell((build) => written(kb(m(build, 'jsBytes')))),
      ratio(f('lcpMs'), s('lcpMs')),
      ratio(f('tbtMs'), s('tbtMs')),
      ratio(f('jsBytes'), s('jsBytes')),
      ...hydrationCells(hydration[route] ?? [], before?.hydration[route]),
    ];
  });
  const cells = before
    ? `Cells: before (${before.label}) → now / single-bundle`
    : 'Cells: federated / single-bundle';
  const hydrated = before ? 'the federated build before → now' : 'the federated build';
  return [
    `Medians of ${runs} Lighthouse runs per build (mobile preset, simulated throttling). ${cells}; ratios: federated ÷ single-bundle; TBT min–max: the lowest and highest run. FCP→hydrated (median, lowest–highest) and the JavaScript that had arrived by then: ${hydrated}, in Lighthouse runs that apply the mobile throttling to the browser.`,
    '',
    markdownTable(HEADER, rows),
  ].join('\n');
}

/** The hydration figures of one route: '—' when none were measured; `before → now` with both. */
function hydrationCells(
  runs: readonly HydrationMetrics[],
  before?: readonly HydrationMetrics[],
): [string, string] {
  const [time, bytes] = hydrationFigures(runs);
  if (!before) return [time, bytes];
  const [beforeTime, beforeBytes] = hydrationFigures(before);
  return [`${beforeTime} → ${time}`, `${beforeBytes} → ${bytes}`];
}

function hydrationFigures(runs: readonly HydrationMetrics[]): [string, string] {
  if (runs.length === 0) return ['—', '—'];
  const times = runs.map((run) => run.fcpToHydratedMs);
  return [
    `${Math.round(median(times))} (${spread(times)})`,
    kb(median(runs.map((run) => run.jsBeforeInteractiveBytes))),
  ];
}
