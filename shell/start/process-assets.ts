import type { Compilation, Compiler } from 'webpack';

/**
 * Runs `step` on every compilation of `compiler` when webpack processes its assets at `stage`
 * (one of `Compilation.PROCESS_ASSETS_STAGE_*`), which decides what the step sees and what follows
 * it: minification, source maps, the real content hashes.
 */
export function tapProcessAssets(
  compiler: Compiler,
  name: string,
  stage: number,
  step: (compilation: Compilation) => void,
): void {
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    compilation.hooks.processAssets.tap({ name, stage }, () => step(compilation));
  });
}
