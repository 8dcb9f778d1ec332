import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import type { Configuration, Module, RuleSetRule, WebpackPluginInstance } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

import { shellModules, type ShellModuleId } from 'shared-types';

import { CssOrderPlugin } from './css-order-plugin';
import { FederationHoistPlugin } from './federation-hoist-plugin';

/** The repository root; CSS module class names are hashed from paths below it. */
const repoRoot = path.resolve(__dirname, '../..');

/** Module Federation's options, as `@module-federation/enhanced` takes them. */
export type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

/** What one front-end package tells the shared build about itself. */
export interface PackageBuildOptions {
  /** Absolute path of the package (its `__dirname`). */
  packageDir: string;
  /**
   * Module Federation options from the package's `module-federation.config.ts`; left out only by
   * the single-bundle baseline of `npm run bench:web`.
   */
  federation?: FederationOptions;
  /** Port of `npm run dev`. */
  devPort: number;
  /** Public path of the emitted files: '/' for the shell, 'auto' for remotes (relocatable). */
  publicPath: string;
  /** Entry module; defaults to `src/index.ts`. */
  entry?: Configuration['entry'];
  /**
   * Emit an `index.html` (the shell). The page is given as text, not as a template module: a
   * template would be built by a child compilation, which also builds the modules the shell
   * provides to the share scope and fails on their styles.
   */
  html?: { templateContent: () => string; meta?: Record<string, string> };
  /** Extra plugins (the shell adds its service worker). */
  plugins?: WebpackPluginInstance[];
  /** Extra dev-server settings (the shell proxies the API). */
  devServer?: DevServerConfiguration;
  /** Module aliases (the benchmark's single-bundle baseline maps federated ids to sources). */
  alias?: Record<string, string>;
  /** Files below the output folder that another build of the package writes, kept on clean. */
  keepInDist?: RegExp;
  /**
   * Source folders whose modules go to one chunk of the given name when two or more of the
   * package's lazily loaded chunks need them (the shell; see `commonSourceChunk`).
   */
  commonChunk?: { name: string; sourceDirs: string[] };
}

interface BuildEnv {
  mode: 'production' | 'development';
}

/**
 * One webpack configuration for every front-end package, so the shell and the three remotes
 * hash, split and share in exactly the same way. Type checking is `tsc --noEmit`'s job; ts-loader
 * only transpiles.
 */
export function createWebpackConfig(options: PackageBuildOptions, env: BuildEnv): Configuration {
  const production = env.mode === 'production';
  const hashed = production ? '.[contenthash:12]' : '';
  const styleLoader = production ? MiniCssExtractPlugin.loader : require.resolve('style-loader');

  return {
    mode: env.mode,
    context: options.packageDir,
    entry: options.entry ?? './src/index.ts',
    // Production maps are build artifacts only: written beside the bundles for debugging a
    // report, never referenced from them, never deployed or served (their sources are ours).
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      // DIST_DIR lets a second build (e.g. the single-bundle baseline) sit beside `dist`.
      path: path.join(options.packageDir, process.env.DIST_DIR ?? 'dist'),
      publicPath: options.publicPath,
      filename: `[name]${hashed}.js`,
      chunkFilename: `[name]${hashed}.js`,
      assetModuleFilename: assetFilename(production),
      clean: options.keepInDist ? { keep: options.keepInDist } : true,
      // A unique name keeps the chunk-loading globals of the four builds apart on one page.
      uniqueName: options.federation?.name ?? 'site',
      // No `charset` on the chunks' script tags: the files are served as UTF-8, and Firefox cancels
      // a page's preload of a script (an `error` event on the link, then a second request) when
      // the tag that asks for it, while the preload is still in flight, has a charset the
      // preload has not.
      charset: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: {
        // react-router's package exports point every bundler at its development build; the
        // production build (no dev warnings, smaller) has to be chosen by path.
        ...(production ? reactRouterProductionAliases() : {}),
        ...options.alias,
      },
    },
    module: {
      rules: [
        typescriptRule(options.packageDir),
        {
          test: /\.module\.scss$/,
          use: [
            styleLoader,
            {
              loader: require.resolve('css-loader'),
              options: { modules: cssModuleOptions(production) },
            },
            require.resolve('sass-loader'),
          ],
        },
        {
          test: /\.scss$/,
          exclude: /\.module\.scss$/,
          use: [styleLoader, require.resolve('css-loader'), require.resolve('sass-loader')],
        },
        {
          test: /\.css$/,
          use: [styleLoader, require.resolve('css-loader')],
        },
        {
          test: /\.(svg|png|jpe?g|webp|avif|gif|woff2?)$/,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      ...(options.federation
        ? [new ModuleFederationPlugin(options.federation), new FederationHoistPlugin()]
        : []),
      ...(production
        ? [
            new MiniCssExtractPlugin({
              filename: `[name]${hashed}.css`,
              chunkFilename: `[name]${hashed}.css`,
            }),
            new CssOrderPlugin(),
          ]
        : []),
      ...(options.html
        ? [
            new HtmlWebpackPlugin({
              templateContent: options.html.templateContent,
              meta: options.html.meta,
              // Scripts are deferred files, never inline: the CSP allows no inline script.
              scriptLoading: 'defer',
              inject: 'head',
              // Only the page's own entry: the container (remoteEntry.js) is loaded on demand.
              chunks: ['main'],
            }),
          ]
        : []),
      ...(options.plugins ?? []),
    ],
    optimization: {
      // The federation runtime and the share scope need one runtime per container.
      runtimeChunk: false,
      moduleIds: production ? 'deterministic' : 'named',
      chunkIds: production ? 'deterministic' : 'named',
      ...(options.commonChunk ? { splitChunks: commonSourceChunk(options.commonChunk) } : {}),
    },
    performance: { hints: false },
    devServer: {
      port: options.devPort,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
      ...options.devServer,
    },
    stats: production ? 'errors-warnings' : 'minimal',
  };
}

/**
 * webpack copies a module that two lazily loaded chunks both need into each of them when it is
 * smaller than `splitChunks.minSize` (20 KB). The shell's bootstrap chunk and the `shell/ui`
 * chunk it provides to the remotes share the hero, the breadcrumb and the JSON-LD builders, and a
 * first visit loads both, so it downloaded those modules twice. This cache group puts every such
 * module of the given folders into one chunk instead; webpack's own groups (`defaultVendors`,
 * `default`) still split `node_modules` as before.
 */
function commonSourceChunk({ name, sourceDirs }: { name: string; sourceDirs: string[] }) {
  return {
    cacheGroups: {
      commonSource: {
        name,
        chunks: 'async' as const,
        minChunks: 2,
        minSize: 0,
        // Below `defaultVendors` (-10) and above `default` (-20).
        priority: -15,
        test: (module: Module) => {
          const file = module.nameForCondition();
          return file !== null && sourceDirs.some((dir) => file.startsWith(dir + path.sep));
        },
      },
    },
  };
}

/** TypeScript is transpiled only: type checking is `tsc --noEmit`'s job. */
export function typescriptRule(packageDir: string): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: {
      loader: require.resolve('ts-loader'),
      options: { transpileOnly: true, configFile: path.join(packageDir, 'tsconfig.json') },
    },
  };
}

/** css-loader's options for `*.module.scss`, shared with the prerender bundle. */
export function cssModuleOptions(production: boolean) {
  return {
    namedExport: false,
    exportLocalsConvention: 'as-is' as const,
    localIdentName: production ? '[hash:base64:8]' : '[name]__[local]',
    // Hashed from the path below the repository, not below the package: a class is named the
    // same in its remote's build, the single bundle and the prerender.
    localIdentContext: repoRoot,
  };
}

/** Where assets are emitted, below the output's public path. */
export function assetFilename(production: boolean): string {
  return `assets/[name]${production ? '.[contenthash:12]' : ''}[ext]`;
}

export function reactRouterProductionAliases(): Record<string, string> {
  const productionDir = path.join(
    path.dirname(require.resolve('react-router/package.json')),
    'dist/production',
  );
  return {
    'react-router$': path.join(productionDir, 'index.mjs'),
    'react-router/dom$': path.join(productionDir, 'dom-export.mjs'),
  };
}

/**
 * The dependencies shared as singletons by the shell and every remote: one React on the page.
 * react-router is not shared as a library: a shared package cannot be tree-shaken, and all of it
 * (about 60 KB gzip) landed on every first visit. The shell bundles the parts it uses and hands
 * the remotes its routing API as `shell/router` (see `provideShellModules`), which keeps one router.
 */
export function sharedSingletons(dependencies: Record<string, string>): SharedConfig {
  const singleton = (name: string, versionOf = name) => {
    const requiredVersion = dependencies[versionOf];
    if (!requiredVersion) {
      throw new Error(`The package does not depend on ${versionOf}; add it before sharing it.`);
    }
    return { singleton: true, requiredVersion };
  };
  return {
    react: singleton('react'),
    'react/': singleton('react/', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom/', 'react-dom'),
  };
}

type SharedConfig = Extract<NonNullable<FederationOptions['shared']>, Record<string, unknown>>;

/**
 * The shell provides `shell/ui`, `shell/booking` and `shell/router` in the share scope, each from
 * its source file (docs/decisions/006), under the version of its contract with the remotes (the
 * `shell-contract` package): the remotes get them without a container of the shell, whose own
 * federation runtime would have been a second one on every first visit.
 */
export function provideShellModules(
  sources: Record<ShellModuleId, string>,
  contractVersion: string,
): SharedConfig {
  return Object.fromEntries(
    shellModules.map((id) => [
      id,
      { import: sources[id], singleton: true, requiredVersion: false, version: contractVersion },
    ]),
  ) as SharedConfig;
}

/**
 * A remote consumes the shell's modules from the share scope with no fallback of its own: one
 * design system, one booking widget and one router on the page. It requires the major version of
 * the contract it was compiled against (`^<version>`); its manifest says so, and the shell refuses
 * to mount a remote built against another major version (check-shell-contract.ts).
 */
export function consumeShellModules(contractVersion: string): SharedConfig {
  return Object.fromEntries(
    shellModules.map((id) => [
      id,
      { import: false, singleton: true, requiredVersion: `^${contractVersion}` },
    ]),
  ) as SharedConfig;
}
