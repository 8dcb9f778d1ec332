// `npm run drill:train`: a major version of the shell's contract shipped as a release train,
// rehearsed on this machine against a fresh store and local staging, with the pipeline an AWS
// release runs. One line per step, with its time: local staging seeded with the repository's
// builds (contract 1), then the train's steps (train-steps.ts), which `npm run drill:release` also
// runs after its own: the four built against contract 2.0.0, released as one train, a failing
// train switched back whole, the first train rolled back in one command.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { localStages } from 'release';
import { portAnswers, releaseStoreSettings } from 'release/pipeline';

import { seedStage } from '../canary/seed-stage';
import { pipelineTools } from '../release/tools';
import { openLocalWorld } from '../release-store/world';
import { assert, runSteps, seconds, type Step } from './steps';
import { trainSteps, trainVisit } from './train-steps';

const repoRoot = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'train-drill-'));
  const settings = { ...releaseStoreSettings(repoRoot), directory };
  for (const port of [settings.storePort, ...localStages.map((s) => settings.stages[s].port)]) {
    if (await portAnswers(port)) {
      throw new Error(`Port ${port} is in use (a running \`npm run stages\`?): stop it first.`);
    }
  }
  const quiet: string[] = [];
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const { warn, error } = console;
  const keep = (...args: unknown[]) => quiet.push(args.map(String).join(' '));
  console.warn = keep;
  console.error = keep;
  const world = await openLocalWorld(repoRoot, { settings });
  const tools = pipelineTools(repoRoot, { log: (line) => quiet.push(line), quiet: true });
  const target = world.target('local-staging');
  const siteUrl = settings.stages['local-staging'].siteUrl;
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const version = (name: string) => `${stamp}-${name}`;
  // Beside the packages, so that the copies' relative imports of the shared config resolve.
  const tree = path.join(repoRoot, `.release-drill-contract-${process.pid}`);

  const steps: [string, Step][] = [
    [
      'seed local staging: every section built against contract 1',
      async () => {
        await seedStage(target, version('base'), tools);
        const seen = await trainVisit(siteUrl);
        assert(
          seen.preloaded.every((href) => !href.includes('/contract-')),
          `the home page preloads ${seen.preloaded.join(', ')}`,
        );
        return `every section at ${version('base')} on ${siteUrl}`;
      },
    ],
    ...trainSteps({ repoRoot, target, siteUrl, tools, version, tree }),
  ];

  const started = Date.now();
  let ran = { passed: 0, failed: 0 };
  try {
    ran = await runSteps(steps, quiet);
  } finally {
    await world.close();
    fs.rmSync(directory, { recursive: true, force: true });
    fs.rmSync(tree, { recursive: true, force: true });
    Object.assign(console, { warn, error });
  }
  console.log(`(${seconds(Date.now() - started)} in all)`);
  console.log(`train drill: ${ran.passed} steps passed, ${ran.failed} failed`);
  if (ran.failed > 0) process.exitCode = 1;
}

main().catch((caught: unknown) => {
  process.stderr.write(`${caught instanceof Error ? caught.message : String(caught)}\n`);
  process.exitCode = 1;
});
