// The single-bundle baseline of `npm run bench:web`: the shell's browser build with every remote
// page imported from its source instead of federated, into shell/dist-monolith (DIST_DIR).
import path from 'node:path';

import webpack, { type Configuration } from 'webpack';

import { createWebpackConfig } from '../../../config/webpack/create-webpack-config';
import { CssOrderPlugin } from '../../../config/webpack/css-order-plugin';
import { galleryPhotoPlugins } from '../../../mf-blog-gallery/gallery-photo-files';
import { CompileHintsPlugin } from '../../../shell/start/compile-hints-plugin';
import { StartFilesPlugin } from '../../../shell/start/start-files-plugin';
import { shellBuildOptions } from '../../../shell/webpack.config';
import { singleBundleAliases } from './aliases';

export default (): Configuration => {
  const options = shellBuildOptions('production');
  const config = createWebpackConfig(
    {
      ...options,
      federation: undefined,
      alias: singleBundleAliases(),
      plugins: [
        ...(options.plugins ?? []),
        // The start's registry (src/app/remote-registry.ts) is this baseline's own.
        new webpack.NormalModuleReplacementPlugin(/[\\/]remote-registry$/, (resource) => {
          resource.request = path.join(__dirname, 'page-registry.ts');
        }),
        // The gallery's photo files, which the remote's build would otherwise publish.
        ...galleryPhotoPlugins().browser,
      ],
    },
    { mode: 'production' },
  );
  // Its pages name no preload list and its scripts no compile hint: it has no federation start to
  // list (StartFilesPlugin, CompileHintsPlugin).
  // The site's builds fail on a style sheet whose rule order their chunk groups disagree on. This
  // baseline puts the remotes' pages into the shell's own chunk groups, a combination the site
  // never ships, and they disagree there: its order is left to mini-css-extract-plugin (a warning).
  return {
    ...config,
    plugins: config.plugins?.filter(
      (plugin) =>
        !(plugin instanceof CssOrderPlugin) &&
        !(plugin instanceof StartFilesPlugin) &&
        !(plugin instanceof CompileHintsPlugin),
    ),
  };
};
