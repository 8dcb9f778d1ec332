import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { HASHED_URL_PATTERN, OFFLINE_PAGE_FILE, remoteNames, remotes } from 'shared-types';
import webpack, { type Configuration } from 'webpack';

import {
  createWebpackConfig,
  type PackageBuildOptions,
} from '../config/webpack/create-webpack-config';
import { RoutesFilePlugin } from '../config/webpack/routes-file-plugin';
import { escapeAttribute } from './html-attribute';
import { federationConfig, shellModuleSources } from './module-federation.config';
import { ServiceWorkerPlugin } from './service-worker-plugin';
import { SITE_FILES, SiteFilesPlugin } from './site-files/site-files-plugin';
import { bakedSiteConfig, siteConfigFromEnvironment } from './src/config/site-config';
import { CaptureEarlyInputPlugin } from './start/capture-early-input-plugin';
import { CompileHintsPlugin } from './start/compile-hints-plugin';
import { ShellBuildPlugin } from './start/shell-build-plugin';
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
      // The addresses the shell claims (its pages and its redirects' sources), which its release
      // records and gates.
      ...(mode === 'production' ? [new RoutesFilePlugin('shell')] : []),
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
      // Every page names the shell build it runs, for the page to tell when the site serves
      // another (docs/decisions/067).
      ...(mode === 'production' ? [new ShellBuildPlugin()] : []),
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
 * `/sw.js`, from service-worker/sw.ts (docs/decisions/045), which holds the site's cache rules
 * (shared-types' cache-rules, docs/decisions/005), with the shell's files to precache written into
 * it, and the offline page.
 */
function createServiceWorkerPlugin(): ServiceWorkerPlugin {
  return new ServiceWorkerPlugin({
    swDest: 'sw.js',
    // The prerendered pages are navigations: network-first, like any page (the offline page is
    // added below). The site's files at fixed addresses (sitemap, icons, pictures) are for
    // crawlers and link previews, not for the pages. The start's file list is the prerender's.
    exclude: [
      /\.map$/,
      /LICENSE\.txt$/,
      /^mf-stats\.json$/,
      /^start-files\.json$/,
      // The addresses the shell claims, for its release's record: kept in the release's folder.
      /^routes\.json$/,
      /^sw\.js$/,
      /^pages\//,
      SITE_FILES,
    ],
    // Hashed file names are their own revision; everything else (index.html) gets one.
    dontCacheBustURLsMatching: HASHED_URL_PATTERN,
    manifestTransforms: [
      (entries) => ({ manifest: [...entries, offlinePageEntry(entries)], warnings: [] }),
    ],
  });
}

/** A file of the precache list, as workbox writes it. */
interface ManifestEntry {
  url: string;
  revision: string | null;
  size: number;
}

/** The offline page's own sources: the prerender draws it, the browser build never runs it. */
const OFFLINE_PAGE_SOURCES = [
  'src/components/error-fallback/offline-page.tsx',
  'src/components/error-fallback/error-fallback.module.scss',
];

/**
 * The offline page, which the prerender writes after this build. Its revision changes with any
 * file of the shell's (its template, its style sheets, the code of its meta tags) and with its own
 * sources, so a deploy that changes it gets it precached anew.
 */
function offlinePageEntry(entries: ManifestEntry[]): ManifestEntry {
  const hash = createHash('sha256');
  for (const { url, revision } of entries) hash.update(`${url} ${revision ?? ''}\n`);
  for (const source of OFFLINE_PAGE_SOURCES)
    hash.update(fs.readFileSync(path.join(__dirname, source)));
  return { url: `/${OFFLINE_PAGE_FILE}`, revision: hash.digest('hex').slice(0, 16), size: 0 };
}
