// What the drills share: a step and its one line of output, with its time. A step that fails stops
// the ones after it (each printed as not run); DRILL_VERBOSE prints what the steps' tools said.

/** A step's outcome: a short sentence of what it showed. */
export type Step = () => Promise<string>;

export function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Runs the steps in order, one line each; says how many passed and how many did not. */
export async function runSteps(
  steps: readonly (readonly [string, Step])[],
  quiet: readonly string[],
): Promise<{ passed: number; failed: number }> {
  let passed = 0;
  let failed = 0;
  for (const [index, [name, step]] of steps.entries()) {
    const label = `step ${index + 1}/${steps.length}`;
    if (failed > 0) {
      console.log(`${label} not run  ${name}`);
      failed += 1;
      continue;
    }
    const started = Date.now();
    try {
      const detail = await step();
      passed += 1;
      console.log(`${label} passed ${name}: ${detail} (${seconds(Date.now() - started)})`);
    } catch (caught) {
      failed += 1;
      console.log(
        `${label} FAILED ${name}: ${caught instanceof Error ? caught.message : String(caught)} (${seconds(Date.now() - started)})`,
      );
      if (process.env.DRILL_VERBOSE) console.log(quiet.join('\n'));
    }
  }
  return { passed, failed };
}
