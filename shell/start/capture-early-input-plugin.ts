import fs from 'node:fs';
import path from 'node:path';

import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

const NAME = 'CaptureEarlyInputPlugin';
const SOURCE = path.join(__dirname, 'capture-early-input.js');

/**
 * Emits `capture-early-input.<hash>.js` and loads it from the page's head `async` and
 * `blocking="render"`: it runs before the first paint without holding up the parser, so whatever
 * the visitor does on the painted page is kept until the code can answer it
 * (docs/decisions/012). The file is hashed and cached like every hashed file, and the service
 * worker precaches it with the rest of the shell.
 */
export class CaptureEarlyInputPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const source = fs.readFileSync(SOURCE, 'utf8');
      const hash = webpack.util.createHash('sha256').update(source).digest('hex').slice(0, 12);
      const file = `capture-early-input.${hash}.js`;
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(file, new webpack.sources.RawSource(source)),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        data.headTags.unshift(
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            async: true,
            blocking: 'render',
            src: `${data.publicPath}${file}`,
          }),
        );
        return data;
      });
    });
  }
}
