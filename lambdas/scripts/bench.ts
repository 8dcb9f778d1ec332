// `npm run bench -w lambdas`: bundles the functions as CDK would, then reports for each its
// bundle size and module initialisation time (fresh Node process, several runs), and for the two
// form endpoints their latency over 1,000 requests against the local mail path (the SQS emulator
// takes what they accept) on free ports.
import { spawn } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { apiPaths } from 'shared-types';

import { startLocalMailStack } from '../src/local/mail-stack';
import type { WorkerReport } from './bench-worker';
import { bundleFunctions, type FunctionName } from './bundle';

const INIT_RUNS = 7;
const BENCH_ORIGIN = 'http://bench.localhost';
const REQUESTS = 1_000;
const resources: Partial<Record<FunctionName, string>> = {
  'send-contact-email': apiPaths.contact,
  'send-survey-email': apiPaths.survey,
};

// Timing the require() alone, from inside the fresh process, leaves out Node's own start-up.
const INIT_PROBE = [
  "const { performance } = require('node:perf_hooks');",
  'const started = performance.now();',
  'require(process.argv[1]);',
  'process.stdout.write(String(performance.now() - started));',
].join('\n');

function percentile(sorted: readonly number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );
}

function run(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`node ${args[0]} exited with ${code}`)),
    );
  });
}

async function measureInit(bundle: string, localEnv: NodeJS.ProcessEnv): Promise<number[]> {
  // A process that loads one function and runs nothing else is the one-at-a-time environment of
  // an ordinary Lambda cold start, without the local runtime's concurrent InvokeStore.
  const { AWS_LAMBDA_MAX_CONCURRENCY: _concurrent, ...env } = localEnv;
  const timings: number[] = [];
  // One after another: parallel runs would compete for the two cores and inflate each other.
  for (let runIndex = 0; runIndex < INIT_RUNS; runIndex += 1) {
    timings.push(Number(await run(['-e', INIT_PROBE, bundle], env)));
  }
  return timings;
}

function measureLatency(bundle: string, resource: string, env: NodeJS.ProcessEnv) {
  return new Promise<WorkerReport>((resolve, reject) => {
    const worker = path.join(__dirname, 'bench-worker.ts');
    const child = spawn(
      process.execPath,
      ['--require', 'tsx/cjs', worker, bundle, resource, String(REQUESTS)],
      { env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
    );
    let report: WorkerReport | undefined;
    child.on('message', (message) => {
      report = message as WorkerReport;
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      report !== undefined && code === 0
        ? resolve(report)
        : reject(new Error(`bench worker exited with ${code} and no report`)),
    );
  });
}

const format = (ms: number) => `${ms.toFixed(2)} ms`;

async function main(): Promise<void> {
  const bundles = await bundleFunctions();
  const stack = await startLocalMailStack({ sesPort: 0, siteOrigins: [BENCH_ORIGIN] });
  try {
    const env = { ...process.env, BENCH_ORIGIN };
    console.log(
      `SES emulator: ${stack.sesUrl}; SQS emulator: ${stack.sqsUrl}; Node ${process.version}\n`,
    );

    const results = [];
    for (const bundle of bundles) {
      const gzipBytes = gzipSync(await readFile(bundle.outfile)).length;
      const init = await measureInit(bundle.outfile, env);
      const resource = resources[bundle.name];
      const latency =
        resource === undefined
          ? { latenciesMs: [], failures: 0 }
          : await measureLatency(bundle.outfile, resource, env);
      const sorted = [...latency.latenciesMs].sort((a, b) => a - b);
      const result = {
        function: bundle.name,
        bundleKiB: Number((bundle.bytes / 1024).toFixed(1)),
        gzipKiB: Number((gzipBytes / 1024).toFixed(1)),
        initMs: {
          median: median(init),
          min: Math.min(...init),
          max: Math.max(...init),
          runs: init.length,
        },
        latencyMs: {
          requests: sorted.length,
          failures: latency.failures,
          first: latency.latenciesMs[0] ?? Number.NaN,
          p50: percentile(sorted, 0.5),
          p99: percentile(sorted, 0.99),
          max: sorted.at(-1) ?? Number.NaN,
        },
      };
      results.push(result);
      console.log(`${result.function}`);
      console.log(`  bundle          ${result.bundleKiB} KiB (${result.gzipKiB} KiB gzipped)`);
      console.log(
        `  module init     median ${format(result.initMs.median)} ` +
          `(min ${format(result.initMs.min)}, max ${format(result.initMs.max)}, ${INIT_RUNS} runs)`,
      );
      if (sorted.length === 0) continue;
      console.log(
        `  handler latency p50 ${format(result.latencyMs.p50)}, p99 ${format(result.latencyMs.p99)} ` +
          `over ${result.latencyMs.requests} requests (first ${format(result.latencyMs.first)}, ` +
          `max ${format(result.latencyMs.max)}, ${result.latencyMs.failures} failed)\n`,
      );
    }
    const outDir = path.join(__dirname, '..', 'bench-results');
    await mkdir(outDir, { recursive: true });
    await writeFile(path.join(outDir, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
    if (results.some((result) => result.latencyMs.failures > 0)) process.exitCode = 1;
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
