// `npm run drill:train`: a major version of the shell's contract shipped as a release train,
// rehearsed on this machine against a fresh store and local staging, with the pipeline an AWS
// release runs. One line per step, with its time:
//
//   seed local staging with the repository's builds (contract 1); build the shell and the three
//   remotes against contract 2.0.0 in a scratch tree of their own; release them as one train: the
//   new shell's pages load only the remotes' contract-2 pointers, the contract-1 pointers still
//   name what the old shell's pages load, the whole site hydrates in Chromium, Firefox and WebKit;
//   a second train whose forms lacks its remote entry is switched back whole by its smoke; the
//   first train rolled back in one command, every section on what it replaced.
//
// The scratch tree holds copies of the four packages and the shared config beside a copy of
// `shell-contract` at 2.0.0 (its own node_modules, which the copies resolve first); the product's
// source is never changed. It is removed when the drill ends, and so is the store.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { definitionOf, localStages, type ContractRecord, type Section } from 'release';
import {
  portAnswers,
  releaseStoreSettings,
  releaseTrain,
  rollbackTrain,
  servedRelease,
  SmokeFailure,
} from 'release/pipeline';
import { remoteManifestPath, remoteNames, remotes, type RemoteName } from 'shared-types';

import { seedStage } from '../canary/seed-stage';
import { contractOfRepository } from '../contract/contract-record';
import { pipelineTools } from '../release/tools';
import { openLocalWorld } from '../release-store/world';
import { assert, runSteps, seconds, type Step } from './steps';

const repoRoot = path.resolve(__dirname, '../..');

/** The contract the train ships. */
const NEXT_CONTRACT = '2.0.0';

/** The packages a contract-2 build needs, copied into the scratch tree with the shared config. */
const COPIED = ['config', 'shell', ...remoteNames.map((name) => remotes[name].packageName)];

/** Copies the packages into `tree` (not their builds or modules) with `shell-contract` at `version`. */
function layOutTree(tree: string, version: string): void {
  for (const dir of COPIED) {
    fs.cpSync(path.join(repoRoot, dir), path.join(tree, dir), {
      recursive: true,
      filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
    });
    // A package's own dependencies (those npm did not hoist) stay where npm put them.
    const own = path.join(repoRoot, dir, 'node_modules');
    if (fs.existsSync(own)) fs.symlinkSync(own, path.join(tree, dir, 'node_modules'));
  }
  fs.copyFileSync(path.join(repoRoot, 'tsconfig.base.json'), path.join(tree, 'tsconfig.base.json'));
  const contract = path.join(tree, 'node_modules', 'shell-contract');
  fs.cpSync(path.join(repoRoot, 'shell-contract'), contract, { recursive: true });
  const file = path.join(contract, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string };
  fs.writeFileSync(file, JSON.stringify({ ...manifest, version }, null, 2));
}

/** What a visitor of the stage's home page is pointed at, and what each pointer names. */
async function visit(siteUrl: string) {
  const home = await (await fetch(`${siteUrl}/`)).text();
  const preloaded = [...home.matchAll(/href="(\/remotes\/[^"]*mf-manifest\.json)"/g)].map(
    (match) => match[1]!,
  );
  const named = async (urlPath: string) => {
    const response = await fetch(`${siteUrl}${urlPath}`);
    if (!response.ok) return undefined;
    const manifest = (await response.json()) as { metaData?: { publicPath?: string } };
    return /\/releases\/([^/]+)\/$/.exec(manifest.metaData?.publicPath ?? '')?.[1];
  };
  const pointers: Record<string, Partial<Record<RemoteName, string>>> = { 1: {}, 2: {} };
  for (const name of remoteNames) {
    pointers[1]![name] = await named(remoteManifestPath(name, 1));
    pointers[2]![name] = await named(remoteManifestPath(name, 2));
  }
  const served: Partial<Record<Section, string>> = {};
  for (const section of ['shell', ...remoteNames] as const) {
    const release = await servedRelease(siteUrl, section);
    served[section] = release.state === 'served' ? release.version : undefined;
  }
  return { preloaded, pointers, served };
}

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
  const builds: Partial<Record<Section, string>> = {};
  /** Each section's contract record at the next major version. */
  const contractOf = (section: Section): ContractRecord => ({
    ...contractOfRepository(repoRoot, section),
    version: NEXT_CONTRACT,
  });
  const members = (dirs: Partial<Record<Section, string>>) =>
    (['shell', ...remoteNames] as const).map((section) => ({
      section,
      buildDir: dirs[section]!,
      contract: contractOf(section),
    }));

  const steps: [string, Step][] = [
    [
      'seed local staging: every section built against contract 1',
      async () => {
        await seedStage(target, version('base'), tools);
        const seen = await visit(siteUrl);
        assert(
          seen.preloaded.every((href) => !href.includes('/contract-')),
          `the home page preloads ${seen.preloaded.join(', ')}`,
        );
        return `every section at ${version('base')} on ${siteUrl}`;
      },
    ],
    [
      `build the shell and the three remotes against contract ${NEXT_CONTRACT}`,
      async () => {
        layOutTree(tree, NEXT_CONTRACT);
        const times: string[] = [];
        for (const section of ['shell', ...remoteNames] as const) {
          const started = Date.now();
          const cwd = path.join(tree, definitionOf(section).packageName);
          await tools.run({ args: ['npx', 'webpack', '--mode', 'production'], cwd });
          if (section === 'shell') {
            await tools.run({
              args: ['npx', 'webpack', '--config', 'webpack.prerender.config.ts'],
              cwd,
            });
          }
          builds[section] = path.join(cwd, 'dist');
          times.push(`${definitionOf(section).name} ${seconds(Date.now() - started)}`);
        }
        const manifest = fs.readFileSync(path.join(builds.forms!, 'mf-manifest.json'), 'utf8');
        assert(
          manifest.includes(`"^${NEXT_CONTRACT}"`),
          `forms' manifest does not require ^${NEXT_CONTRACT}`,
        );
        return `built in a scratch tree (${times.join(', ')}); each remote's manifest requires ^${NEXT_CONTRACT}`;
      },
    ],
    [
      `release the four as one train to local staging, contract ${NEXT_CONTRACT}`,
      async () => {
        const outcome = await releaseTrain(
          { version: version('train'), members: members(builds), skipBuild: true },
          target,
          tools,
        );
        const seen = await visit(siteUrl);
        for (const section of ['shell', ...remoteNames] as const) {
          assert(
            seen.served[section] === version('train'),
            `${section} serves ${seen.served[section] ?? 'nothing'}`,
          );
        }
        assert(
          seen.preloaded.length > 0 &&
            seen.preloaded.every((href) => href.includes('/contract-2/')),
          `the new shell's home page preloads ${seen.preloaded.join(', ')}`,
        );
        for (const name of remoteNames) {
          assert(seen.pointers[2]![name] === version('train'), `${name}'s contract-2 pointer`);
          assert(seen.pointers[1]![name] === version('base'), `${name}'s contract-1 pointer moved`);
        }
        const engines = outcome.smoke.engines ?? [];
        assert(engines.length === 3, `the browser smoke ran in ${engines.length} engines`);
        const times = engines.map((engine) => `${engine.engine} ${seconds(engine.ms)}`).join(', ');
        return `every section at ${version('train')}; the new shell's pages load the remotes from their contract-2 pointers only, the contract-1 pointers still name ${version('base')} (what a page of the old shell loads); ${engines[0]!.pages} pages of the whole site hydrated in each engine (${times})`;
      },
    ],
    [
      'a train whose smoke fails is switched back whole',
      async () => {
        const broken = fs.mkdtempSync(path.join(tree, 'forms-no-entry-'));
        fs.cpSync(builds.forms!, broken, { recursive: true });
        fs.rmSync(path.join(broken, 'remoteEntry.js'));
        try {
          await releaseTrain(
            {
              version: version('broken'),
              members: members({ ...builds, forms: broken }),
              skipBuild: true,
            },
            target,
            tools,
          );
        } catch (caught) {
          if (!(caught instanceof SmokeFailure)) throw caught;
          const seen = await visit(siteUrl);
          for (const section of ['shell', ...remoteNames] as const) {
            assert(
              seen.served[section] === version('train'),
              `${section} serves ${seen.served[section] ?? 'nothing'} after the failed train`,
            );
          }
          return `the smoke failed (${caught.result.failures[0]}); shell, home-tours, blog-gallery and forms all back on ${version('train')}`;
        }
        throw new Error('the broken train was kept');
      },
    ],
    [
      'roll the train back in one command',
      async () => {
        const { members: back } = await rollbackTrain({ version: version('train') }, target, tools);
        const seen = await visit(siteUrl);
        for (const section of ['shell', ...remoteNames] as const) {
          assert(
            seen.served[section] === version('base'),
            `${section} serves ${seen.served[section] ?? 'nothing'}`,
          );
        }
        assert(
          seen.preloaded.every((href) => !href.includes('/contract-')),
          `the old shell's home page preloads ${seen.preloaded.join(', ')}`,
        );
        return `${back.map((member) => definitionOf(member.section).name).join(', ')} back on ${version('base')}, the whole site smoked; the pages load the contract-1 pointers again`;
      },
    ],
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
