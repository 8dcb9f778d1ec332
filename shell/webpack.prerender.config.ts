import fs from 'node:fs';
import path from 'node:path';

import webpack, { type Configuration, type WebpackPluginInstance } from 'webpack';

import { serverConfigBase } from '../config/webpack/create-server-config';
import { bakedSiteConfig, siteConfigFromEnvironment } from './src/config/site-config';
import { START_FILES_FILE, type StartFiles } from './start/start-files-plugin';

/**
 * The browser build's index.html and style sheets, which every prerendered page is made of, and
 * the scripts its start loads on every page, which each page names for preloading.
 */
export function shellReleaseOf(distDir: string): {
  template: string;
  styles: string[];
  startScripts: string[];
} {
  const template = path.join(distDir, 'index.html');
  if (!fs.existsSync(template)) {
    throw new Error(
      `${template} is missing: the browser build comes first (npm run build -w shell).`,
    );
  }
  return {
    template: fs.readFileSync(template, 'utf8'),
    styles: fs
      .readdirSync(distDir)
      .filter((file) => file.endsWith('.css'))
      .sort()
      .map((file) => `/${file}`),
    startScripts: startScriptsOf(distDir),
  };
}

/** The start's scripts as the browser build listed them; none from a build that lists none. */
function startScriptsOf(distDir: string): string[] {
  const file = path.join(distDir, START_FILES_FILE);
  if (!fs.existsSync(file)) return [];
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as StartFiles).scripts;
}

/** What another build of the shell for Node (the benchmark's single bundle) changes. */
export interface ShellPrerenderOptions {
  /** Entry module. @default './prerender.ts' */
  entry?: string;
  /** Module aliases. */
  alias?: Record<string, string>;
  /** Extra plugins. */
  plugins?: WebpackPluginInstance[];
}

/**
 * The shell's prerender bundle (docs/decisions/007): `prerender.ts` and the shell's routes and
 * layout built for Node, after the browser build, into `dist/server/prerender.js`. It carries the
 * browser build's index.html and style sheets and takes each remote page from the Node build of
 * the remote's release (the page registry of `server-registry.ts`, which prerender.ts provides in
 * place of the federation runtime's), so it is a
 * release of the shell on its own: it imports nothing of a remote. Class names are hashed and
 * assets named as in the browser build.
 */
export function shellPrerenderConfig(options: ShellPrerenderOptions = {}): Configuration {
  const distDir = path.join(__dirname, process.env.DIST_DIR ?? 'dist');
  const base = serverConfigBase(__dirname);
  return {
    ...base,
    entry: { prerender: options.entry ?? './prerender.ts' },
    output: {
      path: path.join(distDir, 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      clean: true,
    },
    resolve: { ...base.resolve, alias: { ...base.resolve?.alias, ...options.alias } },
    plugins: [
      new webpack.DefinePlugin({
        __SITE_CONFIG__: JSON.stringify(bakedSiteConfig(siteConfigFromEnvironment(process.env))),
        // Read when the build compiles it, not when the config loads: a tool that only reads the
        // config (knip, on a clone with no build yet) needs no browser build.
        __SHELL_RELEASE__: webpack.DefinePlugin.runtimeValue(() =>
          JSON.stringify(shellReleaseOf(distDir)),
        ),
      }),
      // One file: whoever prerenders fetches this file and nothing else.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      ...(options.plugins ?? []),
    ],
  };
}

export default (): Configuration => shellPrerenderConfig();
