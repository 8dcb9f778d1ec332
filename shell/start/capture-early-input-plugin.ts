import path from 'node:path';

import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

import { emitHashedScript } from './hashed-script';

/**
 * Emits `capture-early-input.<hash>.js` and loads it from the page's head `async` and
 * `blocking="render"`: it runs before the first paint without holding up the parser, so whatever
 * the visitor does on the painted page is kept until the code can answer it
 * (docs/decisions/014).
 */
export class CaptureEarlyInputPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    emitHashedScript(compiler, {
      name: 'CaptureEarlyInputPlugin',
      source: path.join(__dirname, 'capture-early-input.js'),
      prefix: 'capture-early-input',
      placeTag: (headTags, src) => [
        HtmlWebpackPlugin.createHtmlTagObject('script', { async: true, blocking: 'render', src }),
        ...headTags,
      ],
    });
  }
}
