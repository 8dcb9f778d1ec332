import fs from 'node:fs';
import path from 'node:path';

import { HASHED_URL_PATTERN, REMOTE_ENTRY_URL_PATTERN, remoteNames, remotes } from 'shared-types';
import webpack, { type Configuration } from 'webpack';
import { GenerateSW } from 'workbox-webpack-plugin';

import {
  createWebpackConfig,
  type PackageBuildOptions,
} from '../config/webpack/create-webpack-config';
import { escapeAttribute } from './html-attribute';
import { federationConfig, shellModuleSources } from './module-federation.config';
import { SITE_FILES, SiteFilesPlugin } from './site-files/site-files-plugin';
import { bakedSiteConfig, siteConfigFromEnvironment } from './src/config/site-config';
import { CaptureEarlyInputPlugin } from './start/capture-early-input-plugin';
import { CompileHintsPlugin } from './start/compile-hints-plugin';
import { StartAfterPaintPlugin } from './start/start-after-paint-plugin';
import { StartFilesPlugin } from './start/start-files-plugin';

type Mode = 'production' | 'development';

/** What the start loads before React hydrates a page: its bootstrap chunk and the shell's modules. */
const startFiles = {
  bootstrapRequest: './bootstrap',
  shareKeys: Object.keys(shellModuleSources),
};

/** The shell's browser build, as `createWebpackConfig` takes it. */
export function shellBuildOptions(mode: Mode): PackageBuildOptions {
  const { telemetrySampleRate, ...siteConfig } = siteConfigFromEnvironment(process.env);
  // In development each remote runs its own dev server; the shell's page says where, as data.
  const devRemoteLocations = Object.fromEntries(
    remoteNames.map((name) => [name, `http://localhost:${remotes[name].devPort}/mf-manifest.json`]),
  );
  return {
    packageDir: __dirname,
    federation: federationConfig,
    devPort: 8080,
    publicPath: '/',
    entry: './src/index.ts',
    // Modules the bootstrap chunk and the modules provided to the remotes both need are
    // downloaded once.
    commonChunk: {
      name: 'shell-common',
      sourceDirs: [
        path.join(__dirname, 'src'),
        path.join(__dirname, '../shared-types/src'),
        path.join(__dirname, '../site-rules/src'),
      ],
    },
    html: {
      templateContent: indexHtml,
      meta:
        mode === 'development'
          ? // html-webpack-plugin writes meta values into attributes as they are.
            { 'mf-remote-locations': escapeAttribute(JSON.stringify(devRemoteLocations)) }
          : {},
    },
    plugins: [
      // Everything but the site's address, which the shell reads from its page at run time: one
      // build serves every stage.
      new webpack.DefinePlugin({
        __SITE_CONFIG__: JSON.stringify(bakedSiteConfig(siteConfig)),
        __TELEMETRY_SAMPLE_RATE__: JSON.stringify(telemetrySampleRate),
      }),
      // The sitemap, robots.txt, manifest, icons and link-preview pictures.
      ...(mode === 'production'
        ? [new SiteFilesPlugin({ siteUrl: siteConfig.siteUrl, shellDir: __dirname })]
        : []),
      // The service worker exists in production builds only: in development it would serve
      // stale bundles over the dev server's hot updates.
      ...(mode === 'production' ? [createServiceWorkerPlugin()] : []),
      // Scripts start after the first paint of the prerendered page (docs/decisions/032); in
      // development there is no prerendered page, and the dev server injects its own client.
      ...(mode === 'production' ? [new StartAfterPaintPlugin()] : []),
      // The start's scripts, which each prerendered page names for preloading (docs/decisions/032)
      // and which, with the entry, are compiled off the main thread as they download.
      ...(mode === 'production'
        ? [new StartFilesPlugin(startFiles), new CompileHintsPlugin(startFiles)]
        : []),
      // What a visitor does on the prerendered page before its code arrives is kept and
      // replayed (docs/decisions/014).
      ...(mode === 'production' ? [new CaptureEarlyInputPlugin()] : []),
    ],
    devServer: {
      proxy: [{ context: ['/api'], target: 'http://127.0.0.1:8081' }],
    },
  };
}

export default (_env: unknown, argv: { mode?: string }): Configuration => {
  const mode: Mode = argv.mode === 'development' ? 'development' : 'production';
  return createWebpackConfig(shellBuildOptions(mode), { mode });
};

/**
 * `public/index.html` with its favicon inlined as a data URL: one request less on a first visit,
 * and the icon changes with the page that names it.
 */
function indexHtml(): string {
  const publicDir = path.join(__dirname, 'public');
  const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
  const faviconUrl = `data:image/svg+xml,${encodeURIComponent(favicon.trim())}`;
  return fs
    .readFileSync(path.join(publicDir, 'index.html'), 'utf8')
    .replace('%FAVICON_URL%', faviconUrl);
}

/**
 * `/sw.js`, with the site's cache rules (shared-types' cache-rules, docs/decisions/005): the
 * shell's own files are precached with revisions, pages are network-first so a deploy's pages are
 * seen at once, remote entry points are network-first, content-hashed files cache-first, `/api/*`
 * never cached. Workbox writes the URL tests into sw.js as they are: the regular expressions are
 * the shared ones, and it applies them to cross-origin URLs only when they match from the start,
 * which these never do.
 */
function createServiceWorkerPlugin(): GenerateSW {
  return new GenerateSW({
    swDest: 'sw.js',
    // The page asks the waiting worker to take over ("Reload" on the update notice), so a
    // visitor never runs a mix of two deploys without a reload.
    skipWaiting: false,
    clientsClaim: false,
    cleanupOutdatedCaches: true,
    // The prerendered pages are navigations: network-first below, like any page.
    // The site's files at fixed addresses (sitemap, icons, pictures) are for crawlers and link
    // previews, not for the pages.
    // The start's file list is the prerender's, not the pages'.
    exclude: [
      /\.map$/,
      /LICENSE\.txt$/,
      /^mf-stats\.json$/,
      /^start-files\.json$/,
      /^sw\.js$/,
      /^pages\//,
      SITE_FILES,
    ],
    // Hashed file names are their own revision; everything else (index.html) gets one.
    dontCacheBustURLsMatching: HASHED_URL_PATTERN,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) =>
          request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'pages',
          networkTimeoutSeconds: 4,
          expiration: { maxEntries: 50 },
          // Offline, a page never visited still gets the precached shell.
          precacheFallback: { fallbackURL: '/index.html' },
        },
      },
      {
        urlPattern: REMOTE_ENTRY_URL_PATTERN,
        handler: 'NetworkFirst',
        options: { cacheName: 'remote-entries', networkTimeoutSeconds: 4 },
      },
      {
        urlPattern: HASHED_URL_PATTERN,
        handler: 'CacheFirst',
        options: {
          cacheName: 'hashed-files',
          expiration: { maxEntries: 300 },
          cacheableResponse: { statuses: [200] },
        },
      },
    ],
  });
}
