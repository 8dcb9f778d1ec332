// The steps of a release train, rehearsed on a local stage whose sections are all deployed and
// built against contract 1: build the shell and the three remotes against contract 2.0.0 in a
// scratch tree of their own; release them as one train (the new shell's pages load only the
// remotes' contract-2 pointers, the contract-1 pointers still name what the old shell's pages
// load, the whole site hydrates in Chromium, Firefox and WebKit); a second train whose forms lacks
// its remote entry is switched back whole by its smoke, every visit while it switches getting all
// four sections of one train or the other; the first train rolled back in one
// command, every section on what it replaced. `npm run drill:release` runs them after its own
// steps, `npm run drill:train` after seeding a stage.
//
// The scratch tree holds copies of the four packages and the shared config beside a copy of
// `shell-contract` at 2.0.0 (its own node_modules, which the copies resolve first); the product's
// source is never changed. The caller removes the tree when the drill ends.
import fs from 'node:fs';
import path from 'node:path';

import { definitionOf, type ContractRecord, type Section } from 'release';
import {
  releaseTrain,
  rollbackTrain,
  servedRelease,
  SmokeFailure,
  type PipelineTools,
  type StageTarget,
} from 'release/pipeline';
import { remoteManifestPath, remoteNames, remotes, type RemoteName } from 'shared-types';

import { contractOfRepository } from '../contract/contract-record';
import { assert, seconds, type Step } from './steps';

/** The contract the train ships. */
const NEXT_CONTRACT = '2.0.0';

const SECTIONS = ['shell', ...remoteNames] as const;

/** The packages a contract-2 build needs, copied into the scratch tree with the shared config. */
const COPIED = ['config', 'shell', ...remoteNames.map((name) => remotes[name].packageName)];

/** Copies the packages into `tree` (not their builds or modules) with `shell-contract` at `version`. */
function layOutTree(repoRoot: string, tree: string, version: string): void {
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
export async function trainVisit(siteUrl: string) {
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
  const pointers: Record<1 | 2, Partial<Record<RemoteName, string>>> = { 1: {}, 2: {} };
  for (const name of remoteNames) {
    pointers[1][name] = await named(remoteManifestPath(name, 1));
    pointers[2][name] = await named(remoteManifestPath(name, 2));
  }
  const served: Partial<Record<Section, string>> = {};
  for (const section of SECTIONS) {
    const release = await servedRelease(siteUrl, section);
    served[section] = release.state === 'served' ? release.version : undefined;
  }
  return { preloaded, pointers, served };
}

/** The stage the train steps run on, and where they build. */
export interface TrainDrill {
  readonly repoRoot: string;
  readonly target: StageTarget;
  readonly siteUrl: string;
  readonly tools: PipelineTools;
  /** The drill's version of a name (its stamp before it). */
  readonly version: (name: string) => string;
  /** The scratch tree the contract-2 builds are made in (beside the packages). */
  readonly tree: string;
}

/** The train's steps, each assuming the ones before it passed. */
export function trainSteps(drill: TrainDrill): [string, Step][] {
  const { repoRoot, target, siteUrl, tools, version, tree } = drill;
  const builds: Partial<Record<Section, string>> = {};
  /** What each section served before the train: what its rollback must give back. */
  let before: Partial<Record<Section, string>> = {};
  /** Each section's contract record at the next major version. */
  const contractOf = (section: Section): ContractRecord => ({
    ...contractOfRepository(repoRoot, section),
    version: NEXT_CONTRACT,
  });
  const members = (dirs: Partial<Record<Section, string>>) =>
    SECTIONS.map((section) => ({
      section,
      buildDir: dirs[section]!,
      contract: contractOf(section),
    }));
  const servedAll = (seen: Partial<Record<Section, string>>, expected: (s: Section) => string) => {
    for (const section of SECTIONS) {
      assert(
        seen[section] === expected(section),
        `${section} serves ${seen[section] ?? 'nothing'}, not ${expected(section)}`,
      );
    }
  };

  return [
    [
      `build the shell and the three remotes against contract ${NEXT_CONTRACT}`,
      async () => {
        const seen = await trainVisit(siteUrl);
        assert(
          seen.preloaded.length > 0 && seen.preloaded.every((href) => !href.includes('/contract-')),
          `the deployed shell's home page preloads ${seen.preloaded.join(', ')}`,
        );
        before = seen.served;
        layOutTree(repoRoot, tree, NEXT_CONTRACT);
        const times: string[] = [];
        const build = async (section: Section) => {
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
        };
        // Two at a time on two cores: the shell beside the remotes, one after the other.
        const started = Date.now();
        await Promise.all([
          build('shell'),
          (async () => {
            for (const name of remoteNames) await build(name);
          })(),
        ]);
        times.push(`${seconds(Date.now() - started)} in all`);
        const manifest = fs.readFileSync(path.join(builds.forms!, 'mf-manifest.json'), 'utf8');
        assert(
          manifest.includes(`"^${NEXT_CONTRACT}"`),
          `forms' manifest does not require ^${NEXT_CONTRACT}`,
        );
        return `built in a scratch tree (${times.join(', ')}); each remote's manifest requires ^${NEXT_CONTRACT}`;
      },
    ],
    [
      `release the four as one train to ${target.stage}, contract ${NEXT_CONTRACT}`,
      async () => {
        const outcome = await releaseTrain(
          { version: version('train'), members: members(builds), skipBuild: true },
          target,
          tools,
        );
        const seen = await trainVisit(siteUrl);
        servedAll(seen.served, () => version('train'));
        assert(
          seen.preloaded.length > 0 &&
            seen.preloaded.every((href) => href.includes('/contract-2/')),
          `the new shell's home page preloads ${seen.preloaded.join(', ')}`,
        );
        for (const name of remoteNames) {
          assert(seen.pointers[2][name] === version('train'), `${name}'s contract-2 pointer`);
          assert(
            seen.pointers[1][name] === before[name],
            `${name}'s contract-1 pointer moved to ${seen.pointers[1][name] ?? 'nothing'}`,
          );
        }
        const engines = outcome.smoke?.engines ?? [];
        assert(engines.length === 3, `the browser smoke ran in ${engines.length} engines`);
        const times = engines.map((engine) => `${engine.engine} ${seconds(engine.ms)}`).join(', ');
        return `every section at ${version('train')}; the new shell's pages load the remotes from their contract-2 pointers only, the contract-1 pointers still name what the old shell's pages load; ${engines[0]!.pages} pages of the whole site hydrated in each engine (${times})`;
      },
    ],
    [
      'a train whose smoke fails is switched back whole',
      async () => {
        const broken = fs.mkdtempSync(path.join(tree, 'forms-no-entry-'));
        fs.cpSync(builds.forms!, broken, { recursive: true });
        fs.rmSync(path.join(broken, 'remoteEntry.js'));
        // Both trains are of contract 2: the four switch at the pointers they leave, held at the
        // edge, forward and back. A visit before and after every pointer copy gets one train.
        const visits: Partial<Record<Section, string>>[] = [];
        const watched: StageTarget = {
          ...target,
          async switchTo(section, to) {
            visits.push((await trainVisit(siteUrl)).served);
            await target.switchTo(section, to);
            visits.push((await trainVisit(siteUrl)).served);
          },
        };
        try {
          await releaseTrain(
            {
              version: version('broken-train'),
              members: members({ ...builds, forms: broken }),
              skipBuild: true,
            },
            watched,
            tools,
          );
        } catch (caught) {
          if (!(caught instanceof SmokeFailure)) throw caught;
          servedAll((await trainVisit(siteUrl)).served, () => version('train'));
          for (const seen of visits) {
            assert(
              new Set(SECTIONS.map((section) => seen[section])).size === 1,
              `a visit during the switch got ${SECTIONS.map((section) => `${section} ${seen[section] ?? 'nothing'}`).join(', ')}`,
            );
          }
          return `the smoke failed (${caught.result.failures[0]}); shell, home-tours, blog-gallery and forms all back on ${version('train')}; ${visits.length} visits, before and after each of the ${visits.length / 2} pointer copies there and back, each got all four from one train`;
        }
        throw new Error('the broken train was kept');
      },
    ],
    [
      'roll the train back in one command',
      async () => {
        const { members: back } = await rollbackTrain({ version: version('train') }, target, tools);
        const seen = await trainVisit(siteUrl);
        servedAll(seen.served, (section) => before[section]!);
        assert(
          seen.preloaded.every((href) => !href.includes('/contract-')),
          `the old shell's home page preloads ${seen.preloaded.join(', ')}`,
        );
        const names = back.map((member) => definitionOf(member.section).name).join(', ');
        return `${names} back on what each served before the train, the whole site smoked; the pages load the contract-1 pointers again`;
      },
    ],
  ];
}
