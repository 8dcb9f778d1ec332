import { createRemoteWebpackConfig } from '../config/webpack/create-remote-config';
import { galleryPhotoPlugins } from './gallery-photo-files';
import { federationConfig, pageSources } from './module-federation.config';

export default createRemoteWebpackConfig({
  name: 'blogGallery',
  packageDir: __dirname,
  pages: pageSources,
  federation: federationConfig,
  plugins: galleryPhotoPlugins(),
});
