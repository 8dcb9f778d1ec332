// `npm run bench:web`: the federated site against a single-bundle build of the same pages.
// Both builds are served with production headers and compression; Lighthouse (mobile preset,
// simulated throttling, Debian's Chromium, offline) visits each route several times, alternating
// the builds, and the medians are printed and written to bench-results/web.md. Then a few runs of
// the federated build with the throttling applied to the browser time each route from its first
// paint to its `page-hydrated` mark and count the JavaScript that took.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import {
  appRoutes,
  PAGE_HYDRATED_MARK,
  PRERENDER_KIT_FILE,
  prerenderedPageFile,
  siteUrlFromEnvironment,
  type PrerenderKit,
} from 'shared-types';

import { createSiteApp, defaultLayout } from '../../server/app';
import { loadBundle } from '../prerender/load-bundle';
import { measure, measureHydration, type HydrationMetrics } from './run-lighthouse';
import { benchTable, type Build, type RouteSamples } from './table';

const ALL_ROUTES = ['/', '/tours', '/tours/brooklyn-heights', '/blog', '/gallery', '/contact'];
// A shorter run names some of them: BENCH_ROUTES=/,/blog.
const ROUTES = process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? ALL_ROUTES;
// Five runs: on a 2-core machine one run's total blocking time can be twice another's.
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// Runs per route of the federated build with the throttling applied to the browser, which times
// its hydration (slower than a simulated run).
const HYDRATION_RUNS = Number(process.env.BENCH_HYDRATION_RUNS ?? 3);
const repoRoot = path.resolve(__dirname, '../..');
const SINGLE_BUNDLE_DIR = 'dist-monolith';

function run(command: string, args: string[], cwd = repoRoot, env: NodeJS.ProcessEnv = {}) {
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
}

/** The page each build serves for `/`, which a reused build must have. */
const builtPages = [
  path.join(repoRoot, 'shell', 'dist', prerenderedPageFile('/')),
  path.join(repoRoot, 'shell', SINGLE_BUNDLE_DIR, prerenderedPageFile('/')),
];

function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') {
    const missing = builtPages.filter((file) => !fs.existsSync(file));
    if (missing.length > 0) {
      throw new Error(
        `BENCH_SKIP_BUILD=1 reuses the builds, and there is no ${missing.map((file) => path.relative(repoRoot, file)).join(' nor ')}: run the bench once without it.`,
      );
    }
    return;
  }
  console.log(
    'Building the federated site (dist) and the single-bundle baseline (shell/dist-monolith)…',
  );
  run('npm', ['run', 'build']);
  const shellDir = path.join(repoRoot, 'shell');
  const singleBundle = { DIST_DIR: SINGLE_BUNDLE_DIR };
  for (const config of ['webpack.config.ts', 'webpack.prerender.config.ts']) {
    const file = path.join(__dirname, 'single-bundle', config);
    run('npx', ['webpack', '--config', file], shellDir, singleBundle);
  }
}

/** Its pages are prerendered as the federated site's are (docs/decisions/007). */
async function prerenderSingleBundle() {
  const dist = path.join(repoRoot, 'shell', SINGLE_BUNDLE_DIR);
  const kitFile = path.join(dist, PRERENDER_KIT_FILE);
  const kit = loadBundle(fs.readFileSync(kitFile, 'utf8'), kitFile) as {
    prerenderPages: PrerenderKit['prerenderPages'];
  };
  const siteUrl = siteUrlFromEnvironment(process.env);
  for (const page of await kit.prerenderPages(appRoutes, {}, { siteUrl })) {
    const file = path.join(dist, page.file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, page.html);
  }
}

async function serve(layout: Parameters<typeof createSiteApp>[0]) {
  const server = createSiteApp(layout).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

async function main() {
  build();
  if (process.env.BENCH_SKIP_BUILD !== '1') await prerenderSingleBundle();
  const federated = await serve(defaultLayout);
  const single = await serve({
    shellDir: path.join(repoRoot, 'shell', SINGLE_BUNDLE_DIR),
    remoteDirs: {},
  });
  const origins: Record<Build, string> = { federated: federated.origin, single: single.origin };
  const samples: Record<string, RouteSamples> = {};
  const hydration: Record<string, HydrationMetrics[]> = {};
  try {
    for (const route of ROUTES) {
      samples[route] = { federated: [], single: [] };
      for (let index = 0; index < RUNS; index += 1) {
        // Alternate which build goes first so neither always meets a warmer machine.
        const order: Build[] = index % 2 === 0 ? ['federated', 'single'] : ['single', 'federated'];
        for (const buildName of order) {
          const metrics = await measure(`${origins[buildName]}${route}`);
          samples[route][buildName].push(metrics);
          console.log(
            `${buildName.padEnd(9)} ${route.padEnd(24)} run ${index + 1}: score ${metrics.score}, LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms, CLS ${metrics.cls.toFixed(3)}, ${metrics.requests} requests, JS ${(metrics.jsBytes / 1024).toFixed(1)} KB`,
          );
        }
      }
      hydration[route] = [];
      for (let index = 0; index < HYDRATION_RUNS; index += 1) {
        const metrics = await measureHydration(`${federated.origin}${route}`, PAGE_HYDRATED_MARK);
        hydration[route].push(metrics);
        console.log(
          `federated ${route.padEnd(24)} hydration run ${index + 1}: FCP→hydrated ${Math.round(metrics.fcpToHydratedMs)} ms, JS before interactive ${(metrics.jsBeforeInteractiveBytes / 1024).toFixed(1)} KB`,
        );
      }
    }
  } finally {
    federated.server.close();
    single.server.close();
  }

  const table = benchTable(samples, RUNS, hydration);
  console.log(`\n${table}`);
  const out = path.join(repoRoot, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'web.md'), table);
  fs.writeFileSync(path.join(out, 'web.json'), JSON.stringify({ samples, hydration }, null, 2));
  console.log(`Written to ${path.relative(repoRoot, path.join(out, 'web.md'))}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
