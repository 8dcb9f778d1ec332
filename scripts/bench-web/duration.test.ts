import { expectedMinutes, STEP_SECONDS } from './duration';

describe('expectedMinutes', () => {
  const plan = {
    routes: 6,
    runs: 3,
    hydrationRuns: 3,
    before: false,
    building: false,
    buildingBefore: false,
    installingBefore: false,
  };

  it('counts a simulated run per route, run and build, and a throttled run per route and run', () => {
    const seconds = 6 * 3 * 2 * STEP_SECONDS.simulatedRun + 6 * 3 * STEP_SECONDS.throttledRun;
    expect(expectedMinutes(plan)).toBe(Math.ceil(seconds / 60));
  });

  it('adds a third build, its hydration runs, its build and its install for a ref from before', () => {
    const withBefore = {
      ...plan,
      before: true,
      building: true,
      buildingBefore: true,
      installingBefore: true,
    };
    const seconds =
      6 * 3 * 3 * STEP_SECONDS.simulatedRun +
      6 * 3 * 2 * STEP_SECONDS.throttledRun +
      2 * STEP_SECONDS.siteBuild +
      STEP_SECONDS.singleBundleBuild +
      STEP_SECONDS.install;
    expect(expectedMinutes(withBefore)).toBe(Math.ceil(seconds / 60));
  });
});
