// `npm run bench:web`: the federated site against a single-bundle build of the same pages.
// Both builds are served with production headers and compression, over HTTP/2 as the CDN serves
// them (h2-front.ts; BENCH_PROTOCOL=http1.1 for the local server's own protocol); Lighthouse
// (mobile preset, simulated throttling, Debian's Chromium, offline) visits each route several
// times, alternating the builds, and the medians are printed and written to
// bench-results/web.md. Then a few runs of the federated build with the throttling applied to the
// browser time each route from its first paint to its `page-hydrated` mark and count the
// JavaScript that took.
//
// BENCH_BEFORE=<git ref> measures that commit's federated site too, as a third build in the same
// run (built in a git worktree of its own, with its own `npm ci`, under the system's temporary
// folder, where a later run reuses it): before and after side by side, on one machine's one mood.
// BENCH_BEFORE=<folder> takes a checkout whose site is built already (any variant of it) instead.
//
// The federated build is then held to its targets (targets.ts): a route that misses one is named
// with the target and its figure, and the run exits non-zero.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import {
  appRoutes,
  PAGE_HYDRATED_MARK,
  PRERENDER_KIT_FILE,
  prerenderedPageFile,
  type PrerenderKit,
} from 'shared-types';
import { siteUrlFromEnvironment } from 'site-rules';

import { createSiteApp, defaultLayout, type SiteLayoutDirs } from '../../server/app';
import { loadBundle } from '../prerender/load-bundle';
import { expectedMinutes } from './duration';
import { h2Front, localhostCertificate } from './h2-front';
import { measure, measureHydration, type HydrationMetrics } from './run-lighthouse';
import { benchTable, type Build, type RouteSamples } from './table';
import { checkTargets, targetVerdict } from './targets';

const ALL_ROUTES = ['/', '/tours', '/tours/brooklyn-heights', '/blog', '/gallery', '/contact'];
// A shorter run names some of them: BENCH_ROUTES=/,/blog.
const ROUTES = process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? ALL_ROUTES;
// Five runs: on a 2-core machine one run's total blocking time can be twice another's.
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// Runs per route of the federated build with the throttling applied to the browser, which times
// its hydration (slower than a simulated run).
const HYDRATION_RUNS = Number(process.env.BENCH_HYDRATION_RUNS ?? 3);
// A commit to measure beside this one (BENCH_BEFORE=main, BENCH_BEFORE=662a789), or a checkout
// with its site built (BENCH_BEFORE=/work/some-variant).
const BEFORE_REF = process.env.BENCH_BEFORE || undefined;
const SKIP_BUILD = process.env.BENCH_SKIP_BUILD === '1';
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
  if (SKIP_BUILD) {
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

/** The earlier build: a checkout given as a folder, or a detached worktree named after a commit. */
function beforeCheckout(ref: string): { commit?: string; dir: string; label: string } {
  const folder = path.resolve(ref);
  if (fs.existsSync(folder) && fs.statSync(folder).isDirectory()) {
    return { dir: folder, label: folder };
  }
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
  const commit = git('rev-parse', '--verify', `${ref}^{commit}`);
  const dir = path.join(os.tmpdir(), `cats-bench-before-${commit.slice(0, 12)}`);
  return { commit, dir, label: `${ref} (${commit.slice(0, 7)})` };
}

/** The site's file layout in a checkout at `dir`, as server/app.ts lays out this one's. */
function layoutOf(dir: string): SiteLayoutDirs {
  const relative = (file: string) => path.join(dir, path.relative(repoRoot, file));
  return {
    shellDir: relative(defaultLayout.shellDir),
    remoteDirs: Object.fromEntries(
      Object.entries(defaultLayout.remoteDirs).map(([name, remoteDir]) => [
        name,
        relative(remoteDir),
      ]),
    ),
  };
}

/**
 * Checks the earlier commit out, installs its dependencies and builds its site, as needed: a
 * commit's build does not change, so one already made in its worktree is reused. A folder given
 * as it is must hold its built site.
 */
function buildBefore({ commit, dir }: { commit?: string; dir: string }) {
  const page = path.join(layoutOf(dir).shellDir, prerenderedPageFile('/'));
  if (!commit) {
    if (!fs.existsSync(page)) {
      throw new Error(`BENCH_BEFORE=${dir} has no built site: there is no ${page}.`);
    }
    console.log(`Measuring the site built in ${dir} as it is.`);
    return;
  }
  if (!fs.existsSync(dir)) run('git', ['worktree', 'add', '--detach', dir, commit]);
  if (!fs.existsSync(path.join(dir, 'node_modules'))) {
    run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  }
  if (fs.existsSync(page)) {
    console.log(`Reusing the build of ${commit.slice(0, 7)} in ${dir}.`);
    return;
  }
  console.log(`Building ${commit.slice(0, 7)} in ${dir}…`);
  run('npm', ['run', 'build'], dir);
}

// The protocol the builds are served with: HTTP/2 (over TLS), as the CDN serves visitors, or
// BENCH_PROTOCOL=http1.1, the local server's own, with a browser's six connections to an origin.
const PROTOCOL = process.env.BENCH_PROTOCOL === 'http1.1' ? 'http1.1' : 'h2';
const certificate = PROTOCOL === 'h2' ? localhostCertificate() : undefined;

async function serve(layout: Parameters<typeof createSiteApp>[0]) {
  const site = createSiteApp(layout).listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => site.once('listening', resolve));
  const address = site.address() as AddressInfo;
  if (!certificate)
    return { close: () => site.close(), origin: `http://localhost:${address.port}` };
  const front = await h2Front(address, certificate);
  return {
    close: () => {
      front.server.close();
      site.close();
    },
    origin: front.origin,
  };
}

async function main() {
  const before = BEFORE_REF ? beforeCheckout(BEFORE_REF) : undefined;
  const minutes = expectedMinutes({
    routes: ROUTES.length,
    runs: RUNS,
    hydrationRuns: HYDRATION_RUNS,
    before: before !== undefined,
    building: !SKIP_BUILD,
    buildingBefore:
      before?.commit !== undefined &&
      !fs.existsSync(path.join(layoutOf(before.dir).shellDir, prerenderedPageFile('/'))),
    installingBefore:
      before?.commit !== undefined && !fs.existsSync(path.join(before.dir, 'node_modules')),
  });
  console.log(
    `Expected duration on a quiet 2-core machine: about ${minutes} min (${ROUTES.length} routes, ` +
      `${RUNS} runs, ${HYDRATION_RUNS} hydration runs${before ? `, before: ${before.label}` : ''}, ` +
      `${PROTOCOL === 'h2' ? 'HTTP/2' : 'HTTP/1.1'}).`,
  );
  // Lighthouse's simulation takes each main-thread task's time as observed: a busy machine
  // inflates the total blocking time and, through it, the paints and the score.
  const loadAtStart = loadAverage();
  console.log(`Load average at the start: ${loadAtStart} (${os.cpus().length} cores).`);
  const started = Date.now();
  build();
  if (!SKIP_BUILD) await prerenderSingleBundle();
  if (before) buildBefore(before);
  const federated = await serve(defaultLayout);
  const single = await serve({
    shellDir: path.join(repoRoot, 'shell', SINGLE_BUNDLE_DIR),
    remoteDirs: {},
  });
  // The earlier commit's files, served by this commit's server: only the builds differ.
  const previous = before ? await serve(layoutOf(before.dir)) : undefined;
  const origins: Partial<Record<Build, string>> = {
    federated: federated.origin,
    single: single.origin,
    before: previous?.origin,
  };
  const builds: Build[] = previous ? ['before', 'federated', 'single'] : ['federated', 'single'];
  const samples: Record<string, RouteSamples> = {};
  const hydration: Record<string, HydrationMetrics[]> = {};
  const hydrationBefore: Record<string, HydrationMetrics[]> = {};
  try {
    for (const route of ROUTES) {
      samples[route] = { federated: [], single: [], ...(previous ? { before: [] } : {}) };
      for (let index = 0; index < RUNS; index += 1) {
        // Rotate which build goes first so none always meets a warmer machine.
        const order = builds.map((_, at) => builds[(at + index) % builds.length] as Build);
        for (const buildName of order) {
          const metrics = await measure(`${origins[buildName]}${route}`);
          (samples[route][buildName] ??= []).push(metrics);
          console.log(
            `${buildName.padEnd(9)} ${route.padEnd(24)} run ${index + 1}: score ${metrics.score}, LCP ${Math.round(metrics.lcpMs)} ms, TBT ${Math.round(metrics.tbtMs)} ms, CLS ${metrics.cls.toFixed(3)}, ${metrics.requests} requests, JS ${(metrics.jsBytes / 1024).toFixed(1)} KB`,
          );
        }
      }
      hydration[route] = [];
      hydrationBefore[route] = [];
      for (let index = 0; index < HYDRATION_RUNS; index += 1) {
        // Alternately before and after, as above.
        const order: ('federated' | 'before')[] = !previous
          ? ['federated']
          : index % 2 === 0
            ? ['before', 'federated']
            : ['federated', 'before'];
        for (const buildName of order) {
          const metrics = await measureHydration(
            `${origins[buildName]}${route}`,
            PAGE_HYDRATED_MARK,
          );
          ((buildName === 'before' ? hydrationBefore : hydration)[route] ??= []).push(metrics);
          console.log(
            `${buildName.padEnd(9)} ${route.padEnd(24)} hydration run ${index + 1}: FCP→hydrated ${Math.round(metrics.fcpToHydratedMs)} ms, JS before interactive ${(metrics.jsBeforeInteractiveBytes / 1024).toFixed(1)} KB`,
          );
        }
      }
    }
  } finally {
    federated.close();
    single.close();
    previous?.close();
  }

  console.log(
    `Took ${Math.round((Date.now() - started) / 60_000)} min (expected about ${minutes}).`,
  );
  const table = benchTable(
    samples,
    RUNS,
    hydration,
    before ? { label: before.label, hydration: hydrationBefore } : undefined,
  );
  const verdict = targetVerdict(checkTargets(samples, hydration), {
    runs: RUNS,
    hydrationRuns: HYDRATION_RUNS,
  });
  const load = `Load average at the start ${loadAtStart}, at the end ${loadAverage()} (${os.cpus().length} cores).`;
  const report = [table, load, '', '## Targets (the federated build)', '', verdict.report].join(
    '\n',
  );
  console.log(`\n${report}`);
  const out = path.join(repoRoot, 'bench-results');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(path.join(out, 'web.md'), report);
  fs.writeFileSync(
    path.join(out, 'web.json'),
    JSON.stringify({ before: before?.label, samples, hydration, hydrationBefore }, null, 2),
  );
  console.log(`Written to ${path.relative(repoRoot, path.join(out, 'web.md'))}`);
  if (!verdict.passed) {
    for (const miss of verdict.misses) console.error(`bench:web: ${miss}`);
    console.error(`bench:web: ${verdict.misses.length} target(s) missed.`);
    process.exitCode = 1;
  }
}

/** The 1-, 5- and 15-minute load averages. */
function loadAverage(): string {
  return os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(', ');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
