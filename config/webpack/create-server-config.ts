import path from 'node:path';

import type {
  Configuration,
  ExternalItemFunctionData,
  RuleSetRule,
  WebpackPluginInstance,
} from 'webpack';

import { PUBLIC_PATH_REQUEST, shellModules } from 'shared-types';

import {
  assetFilename,
  cssModuleOptions,
  reactRouterProductionAliases,
  typescriptRule,
} from './create-webpack-config';

/**
 * The modules a remote's page takes from the shell's prerender bundle rather than carrying its
 * own, as in the browser it takes them from the share scope: one React, one router, one design
 * system per rendered page.
 */
function isSharedAtRender(request: string): boolean {
  return (
    request === 'react' ||
    request.startsWith('react/') ||
    request === 'react-dom' ||
    request.startsWith('react-dom/') ||
    (shellModules as readonly string[]).includes(request)
  );
}

/**
 * Rules of a Node build that renders pages to HTML: TypeScript transpiled, CSS modules reduced to
 * their class names (hashed as in the browser builds), assets reduced to their URLs (named as the
 * browser builds name them; nothing is emitted).
 */
function serverModuleRules(packageDir: string): RuleSetRule[] {
  const css = (modules: boolean): RuleSetRule['use'] => [
    {
      loader: require.resolve('css-loader'),
      options: {
        modules: modules
          ? { ...cssModuleOptions(true), exportOnlyLocals: true }
          : { mode: 'global', exportOnlyLocals: true },
      },
    },
    require.resolve('sass-loader'),
  ];
  return [
    typescriptRule(packageDir),
    { test: /\.module\.scss$/, use: css(true) },
    { test: /\.s?css$/, exclude: /\.module\.scss$/, use: css(false) },
    {
      test: /\.(svg|png|jpe?g|webp|avif|gif|woff2?)$/,
      type: 'asset/resource',
      generator: { emit: false, filename: assetFilename(true) },
    },
  ];
}

/** What every Node build of pages has in common. */
export function serverConfigBase(packageDir: string): Configuration {
  return {
    mode: 'production',
    target: 'node',
    context: packageDir,
    devtool: false,
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: reactRouterProductionAliases(),
    },
    module: {
      rules: serverModuleRules(packageDir),
      // A module that stands in for another in a Node build (the shell's server-registry.ts for
      // remote-registry.ts) must have every export its importers use: a missing one would be
      // undefined when a page renders, so it fails the build instead of warning.
      parser: { javascript: { exportsPresence: 'error' } },
    },
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Options of {@link createPageServerConfig}. */
export interface PageServerOptions {
  /** Absolute path of the remote's package. */
  packageDir: string;
  /** Each exposed page's name and source file, relative to the package. */
  pages: Readonly<Record<string, string>>;
  /** Extra plugins (definitions the pages read). */
  plugins?: WebpackPluginInstance[];
}

/**
 * A remote's pages built for Node, one self-contained CommonJS file per page in
 * `dist/server/<Page>.js`, published with the remote's release. The prerender of whichever team
 * renders the page (the remote's own, or the shell's when it ships) loads it with the shell's
 * React and shell modules (`isSharedAtRender`), so a page is prerendered from the remote's
 * deployed build, never from its source.
 */
export function createPageServerConfig({
  packageDir,
  pages,
  plugins = [],
}: PageServerOptions): Configuration {
  const publicPathModule = path.join(__dirname, 'server-public-path.js');
  return {
    ...serverConfigBase(packageDir),
    name: 'server',
    entry: Object.fromEntries(
      Object.entries(pages).map(([page, file]) => [page, [publicPathModule, file]]),
    ),
    output: {
      path: path.join(packageDir, process.env.DIST_DIR ?? 'dist', 'server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      // One file per page: whoever renders it fetches that file and nothing else.
      asyncChunks: false,
      publicPath: '',
      clean: true,
    },
    externals: [
      ({ request }: ExternalItemFunctionData, callback) => {
        if (
          request !== undefined &&
          (isSharedAtRender(request) || request === PUBLIC_PATH_REQUEST)
        ) {
          callback(undefined, `commonjs ${request}`);
          return;
        }
        callback();
      },
    ],
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    plugins,
  };
}
