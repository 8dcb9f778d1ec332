import fs from 'node:fs';
import path from 'node:path';

import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

const NAME = 'StartAfterPaintPlugin';
const SOURCE = path.join(__dirname, 'start-after-paint.js');

/**
 * Replaces the page's entry script tags with one deferred `start.<hash>.js`, which loads them
 * after the first paint (docs/decisions/008). The file is emitted with a content hash, so it is
 * cached like every hashed file, and precached by the service worker like the rest of the shell.
 */
export class StartAfterPaintPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    const { webpack } = compiler;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      const source = fs.readFileSync(SOURCE, 'utf8');
      const hash = webpack.util.createHash('sha256').update(source).digest('hex').slice(0, 12);
      const file = `start.${hash}.js`;
      compilation.hooks.processAssets.tap(
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(file, new webpack.sources.RawSource(source)),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        // The entry's scripts; an `async` one (capture-early-input.js) keeps its own tag.
        const isScript = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
          tag.tagName === 'script' &&
          typeof tag.attributes.src === 'string' &&
          tag.attributes.async !== true;
        const scripts = data.headTags.filter(isScript).map((tag) => tag.attributes.src as string);
        if (scripts.length === 0) return data;
        const publicPath = data.publicPath;
        data.headTags = [
          ...data.headTags.filter((tag) => !isScript(tag)),
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            src: `${publicPath}${file}`,
            'data-scripts': scripts.join(' '),
          }),
        ];
        return data;
      });
    });
  }
}
