import { kb, markdownTable } from './markdown';
import type { HydrationMetrics, VisitMetrics } from './run-lighthouse';
import { median, ratio, spread } from './stats';

export type Build = 'federated' | 'single';

/** Every run of one route, per build. */
export type RouteSamples = Record<Build, VisitMetrics[]>;

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
): string {
  const rows = Object.entries(samples).map(([route, runsOf]) => {
    const of = (build: Build, key: keyof VisitMetrics) => runsOf[build].map((run) => run[key]);
    const f = (key: keyof VisitMetrics) => median(of('federated', key));
    const s = (key: keyof VisitMetrics) => median(of('single', key));
    return [
      route,
      `${f('score')} / ${s('score')}`,
      `${Math.round(f('lcpMs'))} / ${Math.round(s('lcpMs'))}`,
      `${Math.round(f('tbtMs'))} / ${Math.round(s('tbtMs'))}`,
      `${spread(of('federated', 'tbtMs'))} / ${spread(of('single', 'tbtMs'))}`,
      `${f('cls').toFixed(3)} / ${s('cls').toFixed(3)}`,
      `${f('requests')} / ${s('requests')}`,
      `${kb(f('jsBytes'))} / ${kb(s('jsBytes'))}`,
      ratio(f('lcpMs'), s('lcpMs')),
      ratio(f('tbtMs'), s('tbtMs')),
      ratio(f('jsBytes'), s('jsBytes')),
      ...hydrationCells(hydration[route] ?? []),
    ];
  });
  return [
    `Medians of ${runs} Lighthouse runs per build (mobile preset, simulated throttling). Cells: federated / single-bundle; ratios: federated ÷ single-bundle; TBT min–max: the lowest and highest run. FCP→hydrated (median, lowest–highest) and the JavaScript that had arrived by then: the federated build, in Lighthouse runs that apply the mobile throttling to the browser.`,
    '',
    markdownTable(HEADER, rows),
  ].join('\n');
}

/** The federated build's hydration figures of one route: '—' when none were measured. */
function hydrationCells(runs: readonly HydrationMetrics[]): [string, string] {
  if (runs.length === 0) return ['—', '—'];
  const times = runs.map((run) => run.fcpToHydratedMs);
  return [
    `${Math.round(median(times))} (${spread(times)})`,
    kb(median(runs.map((run) => run.jsBeforeInteractiveBytes))),
  ];
}
