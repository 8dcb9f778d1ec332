// `npm run bench:federation-floor`: what Module Federation itself costs a first visit, apart from
// any page. One React page is built as a single bundle and as a host with one remote, once with
// @module-federation/enhanced (the options the site's builds use) and once with webpack's own
// container plugin, and the gzip size of the entry chunks is compared. `npm run bench:web` measures
// the site; this measures the floor under it (docs/decisions/011).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type Configuration } from 'webpack';

import { sharedSingletons } from '../../config/webpack/create-webpack-config';
import shellPackage from '../../shell/package.json';
import { floorTable, type FloorBuild } from './floor-table';

const repoRoot = path.resolve(__dirname, '../..');

interface SingletonConfig {
  singleton: boolean;
  requiredVersion: string;
}

/** The fixture: a page, the code that mounts it, and one entry per build. */
const SOURCES: Record<string, string> = {
  'page.js': `import { createElement } from 'react';
export default function Page() { return createElement('h1', null, 'A history of cats'); }`,
  'mount.js': `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
export function mount(Page) { createRoot(document.getElementById('root')).render(createElement(Page)); }`,
  // Every entry only starts an asynchronous chunk, so each entry chunk is the runtime alone.
  'single.js': `import('./single-start');`,
  'single-start.js': `import { mount } from './mount';
import('./page').then((page) => mount(page.default));`,
  // As the shell: the remote's location is registered at run time (docs/decisions/001).
  'enhanced-host.js': `import { registerRemotes } from '@module-federation/enhanced/runtime';
registerRemotes([{ name: 'remote', entry: '/remote/mf-manifest.json' }]);
import('./enhanced-start');`,
  'enhanced-start.js': `import { loadRemote } from '@module-federation/enhanced/runtime';
import { mount } from './mount';
loadRemote('remote/Page').then((page) => mount(page.default));`,
  'native-host.js': `import('./native-start');`,
  'native-start.js': `import { mount } from './mount';
import('remote/Page').then((page) => mount(page.default));`,
};

/** React and React DOM, shared as the site's builds share them (with the `react/` subpaths). */
const shared = sharedSingletons(shellPackage.dependencies) as Record<string, SingletonConfig>;
/** The remote's view of the shared packages: always the host's, never a copy of its own. */
const consumed = Object.fromEntries(
  Object.entries(shared).map(([key, config]) => [key, { ...config, import: false as const }]),
);
const exposes = { './Page': './page.js' };

function baseConfig(dir: string, name: string, entry: Configuration['entry']): Configuration {
  return {
    mode: 'production',
    context: dir,
    entry,
    devtool: false,
    output: {
      path: path.join(dir, 'dist', name),
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].js',
    },
    resolve: { modules: [path.join(repoRoot, 'node_modules')] },
    resolveLoader: { modules: [path.join(repoRoot, 'node_modules')] },
    performance: false,
  };
}

/** The builds, each with the options the site's own builds use where they apply. */
function configs(dir: string): Record<string, Configuration> {
  return {
    single: baseConfig(dir, 'single', './single.js'),
    'enhanced-host': {
      ...baseConfig(dir, 'enhanced-host', './enhanced-host.js'),
      plugins: [
        new ModuleFederationPlugin({
          name: 'host',
          remotes: {},
          shared,
          shareStrategy: 'loaded-first',
          manifest: false,
          dts: false,
          experiments: { optimization: { target: 'web' } },
        }),
      ],
    },
    'enhanced-remote': {
      ...baseConfig(dir, 'enhanced-remote', {}),
      plugins: [
        new ModuleFederationPlugin({
          name: 'remote',
          filename: 'remoteEntry.js',
          exposes,
          shared: consumed,
          shareStrategy: 'loaded-first',
          manifest: true,
          dts: false,
          experiments: {
            externalRuntime: true,
            optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
          },
        }),
      ],
    },
    'native-host': {
      ...baseConfig(dir, 'native-host', './native-host.js'),
      plugins: [
        new webpack.container.ModuleFederationPlugin({
          name: 'host',
          remotes: { remote: 'remote@/remote/remoteEntry.js' },
          shared,
        }),
      ],
    },
    'native-remote': {
      ...baseConfig(dir, 'native-remote', {}),
      plugins: [
        new webpack.container.ModuleFederationPlugin({
          name: 'remote',
          filename: 'remoteEntry.js',
          exposes,
          shared: consumed,
        }),
      ],
    },
  };
}

function build(config: Configuration): Promise<void> {
  return new Promise((resolve, reject) => {
    webpack(config, (error, stats) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

/** Gzip at the level the site's server and CloudFront use (zlib's default). */
function gzipBytes(file: string): number {
  return zlib.gzipSync(fs.readFileSync(file)).length;
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-floor-'));
  try {
    for (const [file, source] of Object.entries(SOURCES)) {
      fs.writeFileSync(path.join(dir, file), `${source}\n`);
    }
    for (const [name, config] of Object.entries(configs(dir))) {
      console.log(`Building ${name}…`);
      await build(config);
    }
    const out = (name: string, file: string) => gzipBytes(path.join(dir, 'dist', name, file));
    const single: FloorBuild = { label: 'single bundle', hostEntryBytes: out('single', 'main.js') };
    const federated: FloorBuild[] = [
      {
        label: `@module-federation/enhanced ${packageVersion('@module-federation/enhanced')}`,
        hostEntryBytes: out('enhanced-host', 'main.js'),
        remoteEntryBytes: out('enhanced-remote', 'remoteEntry.js'),
      },
      {
        label: `webpack ${packageVersion('webpack')} container plugin`,
        hostEntryBytes: out('native-host', 'main.js'),
        remoteEntryBytes: out('native-remote', 'remoteEntry.js'),
      },
    ];
    const table = floorTable(single, federated);
    console.log(`\n${table}`);
    const results = path.join(repoRoot, 'bench-results');
    fs.mkdirSync(results, { recursive: true });
    fs.writeFileSync(path.join(results, 'federation-floor.md'), table);
    console.log('Written to bench-results/federation-floor.md');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function packageVersion(name: string): string {
  const file = path.join(repoRoot, 'node_modules', name, 'package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
