import fs from 'node:fs';

import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler } from 'webpack';

/** Options of {@link emitHashedScript}. */
export interface HashedScriptOptions {
  /** The plugin's name, for webpack's hooks. */
  name: string;
  /** The script to emit, as it is (never bundled). */
  source: string;
  /** The emitted file's name before its hash: `<prefix>.<hash>.js`. */
  prefix: string;
  /** The page's head tags with the script's tag, loading `src`, among them. */
  placeTag: (
    headTags: HtmlWebpackPlugin.HtmlTagObject[],
    src: string,
  ) => HtmlWebpackPlugin.HtmlTagObject[];
}

/**
 * Emits a hand-written script under a content hash, so it is cached like every hashed file and
 * precached by the service worker with the rest of the shell, and lets the page's HTML load it.
 */
export function emitHashedScript(compiler: Compiler, options: HashedScriptOptions): void {
  const { webpack } = compiler;
  const { name } = options;
  compiler.hooks.thisCompilation.tap(name, (compilation) => {
    const source = fs.readFileSync(options.source, 'utf8');
    const hash = webpack.util.createHash('sha256').update(source).digest('hex').slice(0, 12);
    const file = `${options.prefix}.${hash}.js`;
    compilation.hooks.processAssets.tap(
      { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
      () => compilation.emitAsset(file, new webpack.sources.RawSource(source)),
    );
    HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
      data.headTags = options.placeTag(data.headTags, `${data.publicPath}${file}`);
      return data;
    });
  });
}
