import path from 'node:path';

import { build } from 'esbuild';
import type { Compiler, WebpackPluginInstance } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';

/** InjectManifest's options but the worker's source, which this plugin supplies. */
type ServiceWorkerOptions = Omit<
  ConstructorParameters<typeof InjectManifest>[0],
  'swSrc' | 'compileSrc'
>;

const NAME = 'ServiceWorkerPlugin';

/**
 * `/sw.js`: service-worker/sw.ts bundled by esbuild, then given the shell's precache list by workbox's
 * InjectManifest. Workbox would bundle the worker in a child of the shell's compilation, which
 * inherits the federation and style sheet plugins and fails on them; the worker takes nothing of
 * the pages' code and needs none of them.
 */
export class ServiceWorkerPlugin implements WebpackPluginInstance {
  constructor(private readonly options: ServiceWorkerOptions) {}

  apply(compiler: Compiler): void {
    const bundled = path.join(
      compiler.context,
      'node_modules',
      '.cache',
      'service-worker',
      'sw.js',
    );
    const bundle = () => bundleWorker(bundled);
    compiler.hooks.beforeRun.tapPromise(NAME, bundle);
    compiler.hooks.watchRun.tapPromise(NAME, bundle);
    new InjectManifest({ ...this.options, swSrc: bundled, compileSrc: false }).apply(compiler);
  }
}

/** The worker as one classic script, workbox's development logging left out. */
async function bundleWorker(outfile: string): Promise<void> {
  await build({
    entryPoints: [path.join(__dirname, 'service-worker', 'sw.ts')],
    outfile,
    bundle: true,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    tsconfig: path.join(__dirname, 'service-worker', 'tsconfig.json'),
    logLevel: 'warning',
  });
}
