import { createRemoteWebpackConfig } from '../config/webpack/create-remote-config';
import { federationConfig, pageSources } from './module-federation.config';

export default createRemoteWebpackConfig({
  name: 'blogGallery',
  packageDir: __dirname,
  pages: pageSources,
  federation: federationConfig,
});
