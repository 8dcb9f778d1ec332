import type { Configuration } from 'webpack';

import { createWebpackConfig } from '../config/webpack/create-webpack-config';
import { federationConfig } from './module-federation.config';

export default (_env: unknown, argv: { mode?: string }): Configuration =>
  createWebpackConfig(
    {
      packageDir: __dirname,
      federation: federationConfig,
      devPort: 3002,
      // 'auto': the remote finds its own files wherever it is deployed (/remotes/blog-gallery/ in production).
      publicPath: 'auto',
      // A remote has no page of its own: its only entry is the federation container.
      entry: {},
    },
    { mode: argv.mode === 'development' ? 'development' : 'production' },
  );
