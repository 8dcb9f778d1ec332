import HtmlWebpackPlugin from 'html-webpack-plugin';
import { SHELL_BUILD_META } from 'shared-types';
import type { Compiler, WebpackPluginInstance } from 'webpack';

const NAME = 'ShellBuildPlugin';

/** How many hex digits of the compilation's hash name a build. */
const BUILD_DIGITS = 16;

/**
 * Names the build in its `index.html` (`<meta name="shell-build">`), and so in every page
 * prerendered from it: the compilation's hash, which changes with any module, and with nothing
 * else. A page compares it with the build the shell's release pointer names, to tell whether the
 * site still serves the shell it runs (docs/decisions/067).
 */
export class ShellBuildPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const build = compilation.hash?.slice(0, BUILD_DIGITS);
        if (!build) throw new Error('The compilation has no hash to name the shell build by.');
        const meta = HtmlWebpackPlugin.createHtmlTagObject('meta', {
          name: SHELL_BUILD_META,
          content: build,
        });
        data.headTags = [meta, ...data.headTags];
        return data;
      });
    });
  }
}
