import { remoteFederationConfig, type PageSources } from '../config/webpack/create-remote-config';
import packageJson from './package.json';

/** The pages remote `blogGallery` exposes, each by its name in shared-types, and their sources. */
export const pageSources: PageSources<'blogGallery'> = {
  BlogPage: './src/features/blog/blog-page.tsx',
  GalleryPage: './src/features/gallery/gallery-page.tsx',
  SitemapPage: './src/features/sitemap/sitemap-page.tsx',
};

/** Remote `blogGallery`: its pages, nothing else; the shell's modules come from the share scope. */
export const federationConfig = remoteFederationConfig(
  'blogGallery',
  pageSources,
  packageJson.dependencies,
);
