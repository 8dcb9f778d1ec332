import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack, { type WebpackPluginInstance } from 'webpack';

import { FederationHoistPlugin } from './federation-hoist-plugin';

const fixture = path.join(__dirname, 'fixtures/federation-hoist');

/** Builds the fixture (a host whose runtime plugin imports one name from a barrel); its files. */
async function build(plugins: WebpackPluginInstance[]): Promise<Record<string, string>> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'federation-hoist-'));
  try {
    const compiler = webpack({
      mode: 'production',
      context: fixture,
      entry: './entry.js',
      devtool: false,
      output: { path: outDir, filename: '[name].js', chunkFilename: '[name].js', publicPath: '/' },
      optimization: { minimize: false, runtimeChunk: false },
      plugins: [
        new ModuleFederationPlugin({
          name: 'fixtureHost',
          remotes: {},
          runtimePlugins: [path.join(fixture, 'runtime-plugin.js')],
          dts: false,
          manifest: false,
          experiments: { optimization: { target: 'web' } },
        }),
        ...plugins,
      ],
    });
    const stats = await new Promise<webpack.Stats>((resolve, reject) =>
      compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))),
    );
    await new Promise((resolve) => compiler.close(resolve));
    expect(stats.toJson({ all: false, errors: true }).errors).toEqual([]);
    return Object.fromEntries(
      fs
        .readdirSync(outDir)
        .map((file) => [file, fs.readFileSync(path.join(outDir, file), 'utf8')]),
    );
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

describe('FederationHoistPlugin', () => {
  it("keeps a barrel's other modules out of the entry when a runtime plugin imports one name from it", async () => {
    const files = await build([new FederationHoistPlugin()]);

    expect(files['main.js']).toContain('fixture-runtime-plugin');
    expect(files['main.js']).not.toContain('a row only the page reads');
    expect(files['page.js']).toContain('a row only the page reads');
  }, 60_000);
});
