import type { Compilation, Compiler, WebpackPluginInstance } from 'webpack';

import { tapProcessAssets } from './process-assets';
import { startScriptsOf, type StartFilesOptions } from './start-files-plugin';

/**
 * V8's explicit compile hint (Chrome 136 on): the functions of a script that opens with it are
 * compiled with the script, on the thread that streams it in while it downloads, instead of one by
 * one on the main thread the first time each is called. Other engines read a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const NAME = 'CompileHintsPlugin';

/**
 * Opens the scripts every page runs before React has hydrated it with {@link COMPILE_HINT}: the
 * entry and the start's scripts (start-files-plugin.ts). Webpack's chunks hold each module as a
 * function that runs once, when the module is first required, so without the hint the start's tasks
 * are mostly the main thread compiling what it is about to run: React DOM, the router, the layout,
 * the federation runtime. Nearly all of those functions run before the page is hydrated, so
 * compiling them all costs the background thread little more than it saves the main thread. The
 * lazy chunks (search, the menu panel, toasts, tooltips) keep the default: most visits never run
 * them.
 */
export class CompileHintsPlugin implements WebpackPluginInstance {
  constructor(private readonly options: StartFilesOptions) {}

  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    // After minification, which would drop the comment, and before the source maps and the
    // content hashes, which then account for it.
    const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING - 1;
    tapProcessAssets(compiler, NAME, stage, (compilation) => {
      for (const file of hintedScriptsOf(compilation, compiler.context, this.options)) {
        compilation.updateAsset(
          file,
          (source) => new webpack.sources.ConcatSource(COMPILE_HINT, source),
        );
      }
    });
  }
}

/** The entry's scripts and the start's, relative to the output folder. */
function hintedScriptsOf(
  compilation: Compilation,
  context: string,
  options: StartFilesOptions,
): string[] {
  const entryScripts = [...compilation.entrypoints.values()].flatMap((entrypoint) =>
    entrypoint.getFiles().filter((file) => file.endsWith('.js')),
  );
  return [...new Set([...entryScripts, ...startScriptsOf(compilation, context, options)])];
}
