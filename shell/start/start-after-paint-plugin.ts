import path from 'node:path';

import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Compiler, WebpackPluginInstance } from 'webpack';

import { emitHashedScript } from './hashed-script';

// The entry's scripts; an `async` one (capture-early-input.js) keeps its own tag.
const isScript = (tag: HtmlWebpackPlugin.HtmlTagObject) =>
  tag.tagName === 'script' &&
  typeof tag.attributes.src === 'string' &&
  tag.attributes.async !== true;

/**
 * Replaces the page's entry script tags with one deferred `start.<hash>.js`, which loads them
 * after the first paint (docs/decisions/032), at high priority.
 */
export class StartAfterPaintPlugin implements WebpackPluginInstance {
  apply(compiler: Compiler): void {
    emitHashedScript(compiler, {
      name: 'StartAfterPaintPlugin',
      source: path.join(__dirname, 'start-after-paint.js'),
      prefix: 'start',
      placeTag: (headTags, src) => {
        const scripts = headTags.filter(isScript).map((tag) => tag.attributes.src as string);
        if (scripts.length === 0) return headTags;
        return [
          ...headTags.filter((tag) => !isScript(tag)),
          HtmlWebpackPlugin.createHtmlTagObject('script', {
            defer: true,
            // A deferred script is fetched at low priority, which Chrome holds back while the
            // head is parsed and then queues behind the page's images: this one is a few hundred
            // bytes that must be there when the page has painted, to start the others.
            fetchpriority: 'high',
            src,
            'data-scripts': scripts.join(' '),
          }),
        ];
      },
    });
  }
}
