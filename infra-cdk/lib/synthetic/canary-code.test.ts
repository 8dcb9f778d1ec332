// The canary's bundled script, run as the Synthetics runtime would run it: `index.handler` of one
// CommonJS file, its `@aws/synthetics-playwright` module here a stand-in that launches Debian's
// Chromium through playwright-core, against a small local site.
import { execFile } from 'node:child_process';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as os from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';

import { chromiumLaunchOptions } from 'browsers';

import { bundleCanaryScript } from './canary-code';

const run = promisify(execFile);
const NODE = path.resolve(__dirname, '..', '..', '..', 'node_modules', '.bin', 'node');

const hydrated = (body: string) =>
  `<!doctype html><title>Page</title><div id="root">${body}</div>` +
  `<script>performance.mark('page-hydrated')</script>`;

/** A site whose `/contact` shows the section fallback when `broken` is set. */
function startSite(broken: { value: boolean }): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    response.setHeader('content-type', 'text/html');
    if (request.url === '/contact' && broken.value) {
      response.end(
        hydrated(
          '<section><h1 id="section-unavailable">This part of the site is unavailable right now</h1></section>',
        ),
      );
      return;
    }
    response.end(hydrated(`<h1>${request.url ?? ''}</h1>`));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The bundle as `index.js`, beside a stand-in of the runtime's module. */
function canaryDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-'));
  fs.writeFileSync(path.join(dir, 'index.js'), bundleCanaryScript());
  const runtime = path.join(dir, 'node_modules', '@aws', 'synthetics-playwright');
  fs.mkdirSync(runtime, { recursive: true });
  fs.writeFileSync(
    path.join(runtime, 'index.js'),
    `const { chromium } = require(${JSON.stringify(require.resolve('playwright-core'))});
let browser;
exports.synthetics = {
  launch: async () => (browser = await chromium.launch(${JSON.stringify(chromiumLaunchOptions)})),
  newPage: (b) => b.newPage(),
  close: async () => browser && browser.close(),
};
`,
  );
  return dir;
}

/** Runs `handler()` of the bundle in its own Node, as the runtime does. */
async function runHandler(dir: string, siteUrl: string | undefined) {
  const script =
    "require('./index.js').handler().then((r) => console.log('RESOLVED\\n' + r), " +
    "(e) => { console.log('REJECTED\\n' + e.message); })";
  const env = { ...process.env, SITE_URL: siteUrl ?? '' };
  const { stdout } = await run(NODE, ['-e', script], { cwd: dir, env, timeout: 60_000 });
  return stdout;
}

describe("the canary's bundled script", () => {
  const broken = { value: false };
  let server: http.Server;
  let siteUrl: string;
  let dir: string;

  beforeAll(async () => {
    server = await startSite(broken);
    siteUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    dir = canaryDir();
  });
  afterAll(() => {
    server.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('passes when the three pages hydrate with no fallback, reporting each', async () => {
    broken.value = false;
    const output = await runHandler(dir, siteUrl);
    expect(output).toMatch(/^RESOLVED$/m);
    expect(output).toMatch(/^PASS \/ \(\d+ ms\)$/m);
    expect(output).toMatch(/^PASS \/tours\/brooklyn-heights \(\d+ ms\)$/m);
    expect(output).toMatch(/^PASS \/contact \(\d+ ms\)$/m);
  });

  it('fails the run when a page shows a fallback, naming the page and the fallback', async () => {
    broken.value = true;
    const output = await runHandler(dir, siteUrl);
    expect(output).toMatch(/^REJECTED$/m);
    expect(output).toContain('Synthetic check failed');
    expect(output).toMatch(
      /^FAIL \/contact \(\d+ ms\): error fallback shown: "This part of the site is unavailable right now"$/m,
    );
  });

  it('refuses to run without the address of the site', async () => {
    const output = await runHandler(dir, undefined);
    expect(output).toContain('SITE_URL is not set: the canary does not know which site to check.');
  });
});
