// What `npm run bench:web` holds the federated site to, route by route, so that a change that
// slows a phone's first visit fails the run the day it lands. The federated site is held to the
// single bundle of the same pages: composing the site from sections must not cost a visitor its
// first paint.
import { markdownTable } from './markdown';
import type { HydrationMetrics } from './run-lighthouse';
import { median } from './stats';
import type { RouteSamples } from './table';

/** The targets, each on the median of a route's runs. */
export interface Targets {
  /** Lighthouse's performance score (mobile preset, simulated throttling), at least. */
  minScore: number;
  /** Largest contentful paint, at most, in ms. */
  maxLcpMs: number;
  /** Largest contentful paint ÷ the single bundle's, at most. */
  maxLcpRatio: number;
  /** Total blocking time, at most, in ms. */
  maxTbtMs: number;
  /** First contentful paint → the page's `page-hydrated` mark, throttled in the browser, at most. */
  maxFcpToHydratedMs: number;
  /** Runs per route and build below which a pass is not a verdict. */
  minRuns: number;
}

export const TARGETS: Targets = {
  minScore: 97,
  maxLcpMs: 1300,
  maxLcpRatio: 1.1,
  maxTbtMs: 50,
  maxFcpToHydratedMs: 2300,
  minRuns: 3,
};

/** One target of one route: what it asks, what the run measured, and whether it held. */
export interface TargetCheck {
  route: string;
  target: string;
  measured: string;
  met: boolean;
}

const ms = (value: number) => `${Math.round(value)} ms`;

/**
 * Every target of every measured route, on the federated build's medians: the score, the largest
 * contentful paint, its ratio to the single bundle's, the total blocking time and the time from
 * the first paint to hydration. A figure the run did not measure (no hydration run, no run of a
 * build) is a missed target: what was not measured was not met.
 */
export function checkTargets(
  samples: Record<string, RouteSamples>,
  hydration: Record<string, readonly HydrationMetrics[]>,
  targets: Targets = TARGETS,
): TargetCheck[] {
  return Object.entries(samples).flatMap(([route, runs]) => {
    const of = (values: number[]) => (values.length > 0 ? median(values) : Number.NaN);
    const federated = (key: 'score' | 'lcpMs' | 'tbtMs') => of(runs.federated.map((r) => r[key]));
    const singleLcp = of(runs.single.map((r) => r.lcpMs));
    const score = federated('score');
    const lcp = federated('lcpMs');
    const ratio = lcp / singleLcp;
    const tbt = federated('tbtMs');
    const hydrated = of((hydration[route] ?? []).map((r) => r.fcpToHydratedMs));
    const check = (
      target: string,
      value: number,
      written: string,
      met: (v: number) => boolean,
    ) => ({
      route,
      target,
      measured: Number.isFinite(value) ? written : 'not measured',
      met: Number.isFinite(value) && met(value),
    });
    return [
      check(`score ≥ ${targets.minScore}`, score, `${score}`, (v) => v >= targets.minScore),
      check(`LCP ≤ ${targets.maxLcpMs} ms`, lcp, ms(lcp), (v) => v <= targets.maxLcpMs),
      check(
        `LCP ÷ single bundle ≤ ${targets.maxLcpRatio.toFixed(2)}`,
        ratio,
        `${ratio.toFixed(2)} (${ms(lcp)} ÷ ${ms(singleLcp)})`,
        // Compared as written, so that a printed 1.10 never fails.
        (v) => Number(v.toFixed(2)) <= targets.maxLcpRatio,
      ),
      check(`TBT ≤ ${targets.maxTbtMs} ms`, tbt, ms(tbt), (v) => v <= targets.maxTbtMs),
      check(
        `FCP→hydrated ≤ ${targets.maxFcpToHydratedMs} ms`,
        hydrated,
        ms(hydrated),
        (v) => v <= targets.maxFcpToHydratedMs,
      ),
    ];
  });
}

/** The run's verdict on the targets, for the console and bench-results/web.md. */
export interface TargetVerdict {
  /** False when any route missed any target: the bench then exits non-zero. */
  passed: boolean;
  /** One line per missed target, naming the route, the target and the figure. */
  misses: string[];
  /** The whole check as Markdown: a sentence and a table of every route's targets. */
  report: string;
}

export function targetVerdict(
  checks: readonly TargetCheck[],
  runs: { runs: number; hydrationRuns: number },
  targets: Targets = TARGETS,
): TargetVerdict {
  const missed = checks.filter((check) => !check.met);
  const misses = missed.map((check) => `${check.route} missed ${check.target}: ${check.measured}`);
  const fewRuns = runs.runs < targets.minRuns || runs.hydrationRuns < targets.minRuns;
  const summary =
    missed.length > 0
      ? `**Targets missed**: ${missed.length} of ${checks.length} (${new Set(missed.map((check) => check.route)).size} route(s)).`
      : fewRuns
        ? `Targets met, on fewer than ${targets.minRuns} runs: not a verdict (BENCH_RUNS and BENCH_HYDRATION_RUNS of ${targets.minRuns} or more are).`
        : `Targets met on every route (${checks.length} checks).`;
  const table = markdownTable(
    ['route', 'target', 'measured (median)', ''],
    checks.map((check) => [
      check.route,
      check.target,
      check.measured,
      check.met ? 'met' : 'MISSED',
    ]),
  );
  return { passed: missed.length === 0, misses, report: [summary, '', table].join('\n') };
}
