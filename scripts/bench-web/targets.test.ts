import type { HydrationMetrics, VisitMetrics } from './run-lighthouse';
import type { RouteSamples } from './table';
import { checkTargets, targetVerdict, TARGETS } from './targets';

function visit(overrides: Partial<VisitMetrics>): VisitMetrics {
  return { score: 100, lcpMs: 1000, tbtMs: 0, cls: 0, requests: 10, jsBytes: 0, ...overrides };
}

const hydrated = (...times: number[]): HydrationMetrics[] =>
  times.map((fcpToHydratedMs) => ({ fcpToHydratedMs, jsBeforeInteractiveBytes: 0 }));

/** A route whose federated build meets every target beside a single bundle of LCP 1,100 ms. */
function goodRoute(): RouteSamples {
  return {
    federated: [
      visit({ score: 99, lcpMs: 1150, tbtMs: 20 }),
      visit({ score: 98, lcpMs: 1200, tbtMs: 40 }),
      visit({ score: 90, lcpMs: 2400, tbtMs: 400 }),
    ],
    single: [visit({ lcpMs: 1100 }), visit({ lcpMs: 1050 }), visit({ lcpMs: 1150 })],
  };
}

const missesOf = (samples: Record<string, RouteSamples>, hydration = {}) =>
  targetVerdict(checkTargets(samples, hydration), { runs: 3, hydrationRuns: 3 }).misses;

describe('checkTargets', () => {
  it("passes a route whose medians meet every target, whatever one run's outlier", () => {
    const verdict = targetVerdict(
      checkTargets({ '/': goodRoute() }, { '/': hydrated(2100, 2250, 3400) }),
      { runs: 3, hydrationRuns: 3 },
    );
    expect(verdict.passed).toBe(true);
    expect(verdict.misses).toEqual([]);
    expect(verdict.report).toContain('Targets met on every route (5 checks).');
    expect(verdict.report).toContain(
      '| / | LCP ÷ single bundle ≤ 1.10 | 1.09 (1200 ms ÷ 1100 ms) | met |',
    );
  });

  it('names the route, the target and the figure of each miss', () => {
    const slow = goodRoute();
    slow.federated = slow.federated.map((run) => ({ ...run, score: 95, lcpMs: 2440, tbtMs: 60 }));
    const misses = missesOf(
      { '/': goodRoute(), '/blog': slow },
      { '/': hydrated(2000, 2000, 2000), '/blog': hydrated(2400, 2500, 2600) },
    );
    expect(misses).toEqual([
      '/blog missed score ≥ 97: 95',
      '/blog missed LCP ≤ 1300 ms: 2440 ms',
      '/blog missed LCP ÷ single bundle ≤ 1.10: 2.22 (2440 ms ÷ 1100 ms)',
      '/blog missed TBT ≤ 50 ms: 60 ms',
      '/blog missed FCP→hydrated ≤ 2300 ms: 2500 ms',
    ]);
  });

  it('misses the ratio alone when the single bundle is much faster though the LCP is under 1.3 s', () => {
    const route = goodRoute();
    route.single = [visit({ lcpMs: 900 }), visit({ lcpMs: 950 }), visit({ lcpMs: 1000 })];
    expect(missesOf({ '/tours': route }, { '/tours': hydrated(2000) })).toEqual([
      '/tours missed LCP ÷ single bundle ≤ 1.10: 1.26 (1200 ms ÷ 950 ms)',
    ]);
  });

  it('holds each target at its edge: 97, 1300 ms, 1.10, 50 ms and 2300 ms are met', () => {
    const edge: RouteSamples = {
      federated: [visit({ score: 97, lcpMs: 1300, tbtMs: 50 })],
      single: [visit({ lcpMs: 1182 })],
    };
    expect(missesOf({ '/': edge }, { '/': hydrated(2300) })).toEqual([]);
  });

  it('counts a figure the run did not measure as missed', () => {
    expect(missesOf({ '/contact': goodRoute() })).toEqual([
      '/contact missed FCP→hydrated ≤ 2300 ms: not measured',
    ]);
  });

  it('takes its targets as given', () => {
    const strict = { ...TARGETS, maxTbtMs: 10 };
    const checks = checkTargets({ '/': goodRoute() }, { '/': hydrated(2000) }, strict);
    expect(checks.filter((check) => !check.met).map((check) => check.target)).toEqual([
      'TBT ≤ 10 ms',
    ]);
  });
});

describe('targetVerdict', () => {
  const checks = checkTargets({ '/': goodRoute() }, { '/': hydrated(2000) });

  it('does not call a pass on fewer than three runs a verdict', () => {
    const verdict = targetVerdict(checks, { runs: 1, hydrationRuns: 1 });
    expect(verdict.passed).toBe(true);
    expect(verdict.report.split('\n')[0]).toBe(
      'Targets met, on fewer than 3 runs: not a verdict (BENCH_RUNS and BENCH_HYDRATION_RUNS of 3 or more are).',
    );
  });

  it('fails the run on any miss and says how many', () => {
    const verdict = targetVerdict(checkTargets({ '/': goodRoute() }, {}), {
      runs: 5,
      hydrationRuns: 3,
    });
    expect(verdict.passed).toBe(false);
    expect(verdict.report.split('\n')[0]).toBe('**Targets missed**: 1 of 5 (1 route(s)).');
    expect(verdict.report).toContain('| / | FCP→hydrated ≤ 2300 ms | not measured | MISSED |');
  });
});
