/** What one bench run does, for its expected duration. */
export interface BenchPlan {
  routes: number;
  /** Simulated Lighthouse runs per route and build. */
  runs: number;
  /** Throttled Lighthouse runs per route of each federated build (now, and before if given). */
  hydrationRuns: number;
  /** Whether an earlier commit is measured too, as a third build. */
  before: boolean;
  /** Whether this commit's site and the single bundle are built (not reused). */
  building: boolean;
  /** Whether the earlier commit's site is built (not reused from its worktree). */
  buildingBefore: boolean;
  /** Whether the earlier commit's dependencies have to be installed first. */
  installingBefore: boolean;
}

/**
 * Seconds each step takes on a quiet 2-core machine: a simulated Lighthouse run, a throttled one
 * (the page really loads at a phone's pace), the site's build with its prerender, the single
 * bundle's, and an `npm ci`.
 */
export const STEP_SECONDS = {
  simulatedRun: 14,
  throttledRun: 22,
  siteBuild: 200,
  singleBundleBuild: 90,
  install: 90,
} as const;

/** The minutes a run is expected to take, rounded up, from {@link STEP_SECONDS}. */
export function expectedMinutes(plan: BenchPlan): number {
  const builds = plan.before ? 3 : 2;
  const federated = plan.before ? 2 : 1;
  let seconds =
    plan.routes * plan.runs * builds * STEP_SECONDS.simulatedRun +
    plan.routes * plan.hydrationRuns * federated * STEP_SECONDS.throttledRun;
  if (plan.building) seconds += STEP_SECONDS.siteBuild + STEP_SECONDS.singleBundleBuild;
  if (plan.buildingBefore) seconds += STEP_SECONDS.siteBuild;
  if (plan.installingBefore) seconds += STEP_SECONDS.install;
  return Math.ceil(seconds / 60);
}
