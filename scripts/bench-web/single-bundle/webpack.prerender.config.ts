// The single-bundle baseline's prerender bundle: the shell's, with the pages imported from their
// sources (the baseline's aliases, through page-registry.ts) and each page's style sheets taken
// from its `page-<Page>` chunk.
import path from 'node:path';

import type { Configuration } from 'webpack';

import { galleryPhotoPlugins } from '../../../mf-blog-gallery/gallery-photo-files';
import { shellPrerenderConfig } from '../../../shell/webpack.prerender.config';
import { singleBundleAliases } from './aliases';

export default (): Configuration =>
  shellPrerenderConfig({
    entry: path.join(__dirname, 'prerender-entry.ts'),
    alias: singleBundleAliases(),
    plugins: galleryPhotoPlugins().server,
  });
