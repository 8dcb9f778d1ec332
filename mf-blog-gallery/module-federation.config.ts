import { remotes } from 'shared-types';

import { sharedSingletons } from '../config/webpack/create-webpack-config';
import packageJson from './package.json';

const remote = remotes.blogGallery;

/** Remote `blogGallery`: the page modules it exposes, nothing else (STYLE.md §2). */
export const federationConfig = {
  name: remote.name,
  filename: 'remoteEntry.js',
  exposes: {
    './BlogPage': './src/features/blog/blog-page.tsx',
    './GalleryPage': './src/features/gallery/gallery-page.tsx',
    './SitemapPage': './src/features/sitemap/sitemap-page.tsx',
  },
  // The shell is reached through its own container at the site root; the page origin is always
  // the shell's, in production and in development alike.
  remotes: { shell: 'shell@/remoteEntry.js' },
  shared: sharedSingletons(packageJson.dependencies),
  shareStrategy: 'loaded-first' as const,
  manifest: true,
  dts: false,
};
