// Child process of bench.ts: loads one bundled function as Lambda would, sends it `count`
// requests against the local mail path one after another, and reports each latency over IPC. A child
// keeps the function's JSON log lines out of the bench's own output.
import { createRequire } from 'node:module';
import { performance } from 'node:perf_hooks';

import { apiPaths, sampleSurveyRequest } from 'shared-types';

import { issueFormToken } from '../src/functions/commons/form-token';
import type { ApiHandler } from '../src/functions/commons/lambda-handler';
import { INTAKE_TIMEOUT_SECONDS } from '../src/functions/commons/timeouts';
import { invoke } from '../src/local/invoke';
import { createLambdaContext } from '../src/local/lambda-context';
import { toApiGatewayEvent } from '../src/local/local-api';

/** What the worker reports to bench.ts. */
export interface WorkerReport {
  latenciesMs: number[];
  failures: number;
}

async function main(): Promise<void> {
  const [bundlePath, resource, countText] = process.argv.slice(2);
  if (bundlePath === undefined || resource === undefined || countText === undefined) {
    throw new Error('usage: bench-worker <bundle> <resource> <count>');
  }
  // Loaded with require, as the Lambda runtime loads a CommonJS handler.
  const { handler } = createRequire(__filename)(bundlePath) as { handler: ApiHandler };
  // Not the unit tests' fixtures: importing them would replace this process's environment (the
  // bench stack's origin, queue and token secret) with the unit tests' one.
  const valid =
    resource === apiPaths.survey
      ? sampleSurveyRequest
      : {
          name: 'Ada Whiskers',
          email: 'ada@example.com',
          message: 'Do you run the Brooklyn Heights tour on Sundays?',
          honeypot: '',
        };
  // Signed with the local stack's secret, issued long enough ago to pass the minimum fill time.
  const formToken = issueFormToken(process.env.FORM_TOKEN_SECRET ?? '', Date.now() - 10_000);
  const payload = { ...valid, formToken };
  const request = {
    method: 'POST',
    path: resource,
    query: '',
    headers: { 'content-type': 'application/json', origin: process.env.BENCH_ORIGIN ?? '' },
    body: JSON.stringify(payload),
    sourceIp: '127.0.0.1',
  };

  const latenciesMs: number[] = [];
  let failures = 0;
  for (let index = 0; index < Number(countText); index += 1) {
    // A fresh event and context each time, as each invocation gets its own; built outside the
    // timed span.
    const event = toApiGatewayEvent(request, resource);
    const context = createLambdaContext('bench', INTAKE_TIMEOUT_SECONDS);
    const started = performance.now();
    const result = await invoke(handler, event, context);
    latenciesMs.push(performance.now() - started);
    if (result.statusCode !== 200) failures += 1;
  }
  const report: WorkerReport = { latenciesMs, failures };
  process.send?.(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
