// After the run, one line per engine: its tests run, passed, failed and skipped, the time they
// took (added up, and from the first start to the last end: the engines share the workers), and
// how long a launch of the engine took.
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

interface Tally {
  run: number;
  passed: number;
  failed: number;
  skipped: number;
  testMs: number;
  firstStart: number;
  lastEnd: number;
  launches: Set<number>;
}

/** The engine a project runs: the Firefox and WebKit projects are named after theirs. */
function engineOf(project: string): string {
  const [engine] = project.split('-');
  return engine === 'firefox' || engine === 'webkit' ? engine : 'chromium';
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(0)} s`;
}

export default class EngineSummaryReporter implements Reporter {
  #tallies = new Map<string, Tally>();

  onTestEnd(test: TestCase, result: TestResult): void {
    const project = test.parent.project()?.name ?? '';
    const engine = engineOf(project);
    const tally = this.#tallies.get(engine) ?? {
      run: 0,
      passed: 0,
      failed: 0,
      skipped: 0,
      testMs: 0,
      firstStart: Infinity,
      lastEnd: 0,
      launches: new Set<number>(),
    };
    this.#tallies.set(engine, tally);
    if (result.status === 'skipped') {
      tally.skipped += 1;
      return;
    }
    tally.run += 1;
    if (result.status === 'passed') tally.passed += 1;
    else tally.failed += 1;
    tally.testMs += result.duration;
    const start = result.startTime.getTime();
    tally.firstStart = Math.min(tally.firstStart, start);
    tally.lastEnd = Math.max(tally.lastEnd, start + result.duration);
    for (const annotation of test.annotations) {
      if (annotation.type === 'launch') tally.launches.add(Number(annotation.description));
    }
  }

  onEnd(result: FullResult): void {
    const lines = ['', `End-to-end tests by engine (${result.status}):`];
    for (const [engine, tally] of [...this.#tallies].sort(([a], [b]) => a.localeCompare(b))) {
      const launches = [...tally.launches];
      const launch =
        launches.length === 0
          ? ''
          : `; launch ${seconds(launches.reduce((sum, ms) => sum + ms, 0) / launches.length)} (${launches.length}×)`;
      lines.push(
        `  ${engine}: ${tally.run} run, ${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped; ` +
          `${seconds(tally.testMs)} of tests, ${seconds(tally.run ? tally.lastEnd - tally.firstStart : 0)} from first to last${launch}`,
      );
    }
    console.log(lines.join('\n'));
  }

  printsToStdio(): boolean {
    return true;
  }
}
