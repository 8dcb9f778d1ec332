import path from 'node:path';

import { remoteNames, remotes } from 'shared-types';
import webpack, { type Configuration } from 'webpack';

import { createWebpackConfig } from '../config/webpack/create-webpack-config';
import { federationConfig } from './module-federation.config';
import { siteConfigFromEnvironment } from './src/config/site-config';

export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const mode = argv.mode === 'development' ? 'development' : 'production';
  const siteConfig = siteConfigFromEnvironment(process.env);
  // In development each remote runs its own dev server; the shell's page says where, as data.
  const devRemoteLocations = Object.fromEntries(
    remoteNames.map((name) => [
      name,
      `http://localhost:${remotes[name].devPort}/mf-manifest.json`,
    ]),
  );
  return createWebpackConfig(
    {
      packageDir: __dirname,
      federation: federationConfig,
      devPort: 8080,
      publicPath: '/',
      entry: './src/index.ts',
      html: {
        title: 'Cats About Town Tours – Cat-history walking tours in New York City',
        template: path.join(__dirname, 'public/index.html'),
        meta:
          mode === 'development'
            ? { 'mf-remote-locations': JSON.stringify(devRemoteLocations) }
            : {},
      },
      plugins: [
        new webpack.DefinePlugin({ __SITE_CONFIG__: JSON.stringify(siteConfig) }),
      ],
      devServer: {
        proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8081' }],
      },
    },
    { mode },
  );
};
