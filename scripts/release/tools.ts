// What the release pipeline is composed with in this repository: the builds and the prerender as
// child processes (the prerender's entry is scripts/prerender/index.ts, run without credentials),
// each section's contract read from its source, and the smokes run after every switch (the HTTP
// smoke, then the browser smoke in the three engines, unless a caller gives others).
import {
  commandRunner,
  httpSmoke,
  prerenderInChildProcess,
  type PipelineTools,
  type StageSmoke,
} from 'release/pipeline';

import { contractOfRepository } from '../contract/contract-record';
import { browserSmoke } from './browser-smoke';

/** The pipeline's tools for the repository at `repoRoot`. */
export function pipelineTools(
  repoRoot: string,
  options: {
    log: (message: string) => void;
    /** Keep the commands' output, showing it only when one fails. @default false */
    quiet?: boolean;
    /** The smokes after each switch. @default the HTTP smoke, then the browser smoke */
    smokes?: readonly StageSmoke[];
  },
): PipelineTools {
  const run = commandRunner({ log: options.log, quiet: options.quiet });
  return {
    repoRoot,
    run,
    prerender: prerenderInChildProcess(
      { cwd: repoRoot, args: ['npx', 'tsx', 'scripts/prerender/index.ts'] },
      run,
    ),
    contractOf: (section) => contractOfRepository(repoRoot, section),
    smokes: options.smokes ?? [httpSmoke(), browserSmoke()],
    log: options.log,
  };
}
