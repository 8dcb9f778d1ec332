import path from 'node:path';

import { remoteBasePath, remoteNames, remotes } from 'shared-types';
import webpack, { type Configuration, type RuleSetRule } from 'webpack';

import {
  assetFilename,
  cssModuleOptions,
  reactRouterProductionAliases,
  repoRoot,
  typescriptRule,
} from '../config/webpack/create-webpack-config';
import { siteConfigFromEnvironment } from './src/config/site-config';
import { monolithAliases, monolithRegistryPlugin } from './webpack.config';

/**
 * The prerender bundle (docs/decisions/007): the shell's routes with every remote page imported
 * from its source, built for Node, which `prerender.ts` renders to one HTML page per route. Class
 * names are hashed as in the browser builds and an asset's URL is the one its own build serves
 * it at: under `/remotes/<dir>/` for a remote's file in the federated site, under `/` in the
 * single bundle (MONOLITH=1), which serves every file from the shell.
 */
export default (): Configuration => {
  const monolith = process.env.MONOLITH === '1';
  const distDir = process.env.DIST_DIR ?? 'dist';
  const cssModule = (modules: boolean): RuleSetRule['use'] => [
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
  const asset = (publicPath: string, include?: string): RuleSetRule => ({
    test: /\.(svg|png|jpe?g|webp|avif|gif|woff2?)$/,
    ...(include ? { include } : {}),
    type: 'asset/resource',
    generator: { emit: false, publicPath, filename: assetFilename(true) },
  });
  const remoteAssets = remoteNames.map((name) =>
    asset(remoteBasePath(name), path.join(repoRoot, remotes[name].packageName)),
  );
  return {
    mode: 'production',
    target: 'node',
    context: __dirname,
    entry: { prerender: './src/app/prerender.tsx' },
    devtool: false,
    output: {
      path: path.join(__dirname, `${distDir}-prerender`),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: { ...reactRouterProductionAliases(), ...monolithAliases() },
    },
    module: {
      rules: [
        typescriptRule(__dirname),
        { test: /\.module\.scss$/, use: cssModule(true) },
        { test: /\.s?css$/, exclude: /\.module\.scss$/, use: cssModule(false) },
        { oneOf: [...(monolith ? [] : remoteAssets), asset('/')] },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __SITE_CONFIG__: JSON.stringify(siteConfigFromEnvironment(process.env)),
      }),
      monolithRegistryPlugin(),
      // One file: the pages' dynamic imports are resolved at render time anyway.
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
};
