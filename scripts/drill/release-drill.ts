// `npm run drill:release`: a team's release rehearsed end to end on this machine, against a fresh
// release store and the two local stages, one line per step:
//
//   seed local staging; promote every section, the shell too, to local prod (no JavaScript, CSS
//   or manifest byte differs between the stages); release forms to local staging; staging's
//   smoke passes; promote the same bytes to local prod; a visitor of local prod sees the new forms
//   and the other sections as they were; a shell whose contract drops a name a deployed remote
//   uses is refused; a forms release built against a contract the deployed shell does not provide
//   is refused; a release whose smoke fails is switched back by itself; forms rolled back on local
//   prod, its pages prerendered anew, and the visitor sees the previous forms and nothing else
//   changed.
//
// It builds what is missing first (each front end once: the shell's one build serves both
// stages), and stops everything it started.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { remoteNames, remotes, type RemoteName } from 'shared-types';
import { emitContract, nextVersion } from 'shell/contract';

import { seedStage } from '../canary/seed-stage';
import { cdkSectionOf } from '../release/release';
import {
  isStageSpecific,
  releaseRecord,
  sectionDefinition,
  servedVersion,
  sha256,
  getObject,
} from '../release-store/artifact';
import {
  contractOfRepository,
  ContractRefusal,
  publishedContract,
  shellContractRecord,
  type ContractRecord,
} from '../release-store/contract-gate';
import {
  promoteLocal,
  releaseLocal,
  type LocalReleaseOptions,
  rollbackLocal,
  SMOKE_RECORD,
  SmokeFailure,
} from '../release-store/local-release';
import { localStages, releaseStoreSettings } from '../release-store/local-stages';
import type { SmokeResult } from '../release-store/smoke';
import { portAnswers } from '../release-store/store';
import { openLocalWorld } from '../release-store/world';

const repoRoot = path.resolve(__dirname, '../..');

/** A step's outcome: a short sentence of what it showed. */
type Step = () => Promise<string>;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** What a visitor of a stage gets: each remote's served release and the bytes of some pages. */
async function visit(siteUrl: string) {
  const releases: Partial<Record<RemoteName, string>> = {};
  for (const name of remoteNames) {
    const response = await fetch(`${siteUrl}/remotes/${remotes[name].publicDir}/mf-manifest.json`);
    const manifest = (await response.json()) as { metaData?: { publicPath?: string } };
    releases[name] = /\/releases\/([^/]+)\/$/.exec(manifest.metaData?.publicPath ?? '')?.[1];
  }
  const page = async (url: string) => {
    const response = await fetch(`${siteUrl}${url}`);
    return { status: response.status, hash: sha256(await response.text()) };
  };
  return {
    releases,
    home: await page('/'),
    tours: await page('/tours'),
    blog: await page('/blog'),
    contact: await page('/contact'),
  };
}

async function main(): Promise<void> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'release-drill-'));
  const settings = { ...releaseStoreSettings(repoRoot), directory };
  const ports = [settings.storePort, ...localStages.map((stage) => settings.stages[stage].port)];
  for (const port of ports) {
    if (await portAnswers(port)) {
      throw new Error(
        `Port ${port} is in use (a running \`npm run stages\`?): the drill starts its own store ` +
          'and stages; stop it, or set RELEASE_STORE_PORT, RELEASE_STAGING_PORT and RELEASE_PROD_PORT.',
      );
    }
  }
  // One line per step: what the steps' commands, prerenders and mail handlers say is kept, and
  // shown only with DRILL_VERBOSE when a step fails.
  const quiet: string[] = [];
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const keep = (...args: unknown[]) => quiet.push(args.map(String).join(' '));
  const { warn, error } = console;
  // The local mail path's poller reports a slow emulator on console.error and tries again.
  console.warn = keep;
  console.error = keep;
  const world = await openLocalWorld(repoRoot, {
    settings,
    quiet: true,
    log: (line) => quiet.push(line),
  });
  const staging = settings.stages['local-staging'];
  const prod = settings.stages['local-prod'];
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const version = (name: string) => `${stamp}-${name}`;
  const forms = sectionDefinition('forms');
  let before: Awaited<ReturnType<typeof visit>> | undefined;

  /**
   * Visits local prod as a visitor: forms serves `formsVersion`, every other section the release
   * it served at the first visit, `/`, `/tours` and `/blog` the same bytes, `/contact` a page.
   */
  const visitWithFormsAt = async (formsVersion: string) => {
    assert(before, 'no visit before the release');
    const after = await visit(prod.siteUrl);
    assert(after.releases.forms === formsVersion, `forms is ${after.releases.forms ?? 'none'}`);
    for (const name of remoteNames.filter((other) => other !== 'forms')) {
      assert(
        after.releases[name] === before.releases[name],
        `${name} moved to ${after.releases[name] ?? 'none'}`,
      );
    }
    for (const page of ['home', 'tours', 'blog'] as const) {
      assert(after[page].status === 200, `${page} answered ${after[page].status}`);
      assert(after[page].hash === before[page].hash, `the ${page} page changed`);
    }
    assert(after.contact.status === 200, `/contact answered ${after.contact.status}`);
    return after;
  };

  /**
   * Releases a prebuilt section to local staging expecting it to be refused with `refusal`:
   * returns the error and the version staging serves, once that is the version it served before;
   * throws when the release went through.
   */
  const refusedRelease = async <Refusal extends Error>(
    release: Pick<LocalReleaseOptions, 'section' | 'version' | 'contract' | 'buildDir'>,
    refusal: new (...args: never[]) => Refusal,
  ) => {
    const definition = sectionDefinition(cdkSectionOf(release.section));
    const servedBefore = await servedVersion(world.s3, staging.bucket, definition);
    try {
      await releaseLocal({ ...release, stage: 'local-staging', repoRoot, skipBuild: true }, world);
    } catch (error) {
      if (!(error instanceof refusal)) throw error;
      const served = await servedVersion(world.s3, staging.bucket, definition);
      assert(
        served === servedBefore,
        `the ${definition.name} pointer moved to ${served ?? 'none'}`,
      );
      return { error, served };
    }
    throw new Error(`the ${definition.name} release ${release.version} was not refused`);
  };

  /**
   * Compares a release's files on the two stages byte for byte: every one but the files that name
   * the site must be equal; returns how many JavaScript, CSS and manifest files there were.
   */
  const compareStages = async (section: ReturnType<typeof sectionDefinition>, v: string) => {
    const record = await releaseRecord(world.s3, staging.bucket, section, v);
    assert(record, `${section.name} ${v} has no record on local staging`);
    let code = 0;
    for (const key of Object.keys(record.files).filter((file) => !isStageSpecific(file))) {
      const [from, to] = await Promise.all(
        [staging.bucket, prod.bucket].map((bucket) => getObject(world.s3, bucket, key)),
      );
      assert(from && to && from.body.equals(to.body), `${key} differs between the stages`);
      if (/\.(js|mjs|css)$|mf-manifest\.json$|shell-release\.json$/.test(key)) code += 1;
    }
    assert(code > 0, `${section.name} ${v} has no JavaScript to compare`);
    return { code };
  };
  let promotedFiles = 0;

  const steps: [string, Step][] = [
    [
      'seed local staging: shell, home-tours, blog-gallery and forms released',
      async () => {
        const base = version('base');
        await seedStage(world, 'local-staging', base, repoRoot);
        return `every section at ${base} on ${staging.siteUrl}, each switch followed by a passing smoke`;
      },
    ],
    [
      'seed local prod: the shell and the remotes promoted from local staging',
      async () => {
        const base = version('base');
        let code = 0;
        let siteFiles = 0;
        for (const section of ['shell', ...remoteNames] as const) {
          const result = await promoteLocal(
            { section, version: base, from: 'local-staging', to: 'local-prod' },
            world,
          );
          const compared = await compareStages(sectionDefinition(cdkSectionOf(section)), base);
          code += compared.code;
          siteFiles += result.stageSpecific;
        }
        before = await visit(prod.siteUrl);
        return `every section at ${base} on ${prod.siteUrl}; ${code} JavaScript, CSS and manifest files (the shell's among them) byte for byte staging's, ${siteFiles} pages and site files given prod's address`;
      },
    ],
    [
      'release forms to local staging',
      async () => {
        const record = await releaseLocal(
          {
            section: 'forms',
            stage: 'local-staging',
            version: version('new'),
            repoRoot,
            skipBuild: true,
          },
          world,
        );
        const served = await servedVersion(world.s3, staging.bucket, forms);
        assert(served === version('new'), `local staging serves forms ${served ?? 'none'}`);
        return `forms ${served} published (${Object.keys(record.files).length} files, sha256 recorded) and served`;
      },
    ],
    [
      "staging's smoke passes",
      async () => {
        const object = await getObject(
          world.s3,
          staging.bucket,
          `${'remotes/forms/releases/'}${version('new')}/${SMOKE_RECORD}`,
        );
        assert(object, 'no smoke record beside the release');
        const result = JSON.parse(object.body.toString('utf8')) as SmokeResult;
        assert(result.passed, `the smoke failed: ${result.failures.join('; ')}`);
        return `${result.checked} pages, files and entries answered as they should; a contact message reached the mail store`;
      },
    ],
    [
      'promote the same bytes to local prod',
      async () => {
        const result = await promoteLocal(
          { section: 'forms', version: version('new'), from: 'local-staging', to: 'local-prod' },
          world,
        );
        const fromRecord = await releaseRecord(world.s3, staging.bucket, forms, version('new'));
        const codeKeys = Object.keys(fromRecord!.files).filter((key) => !key.includes('/pages/'));
        for (const key of codeKeys) {
          assert(
            result.record.files[key] === fromRecord!.files[key],
            `${key} differs on local prod`,
          );
        }
        promotedFiles = result.identical;
        const { code } = await compareStages(forms, version('new'));
        return `${result.identical} files with sha256 equal to staging's (${code} JavaScript, CSS and manifest files compared byte for byte), ${result.stageSpecific} pages rewritten for ${prod.siteUrl}; prod's smoke passed`;
      },
    ],
    [
      'a visitor of local prod sees the new forms and the other sections unchanged',
      async () => {
        const after = await visitWithFormsAt(version('new'));
        return `forms ${after.releases.forms} (${promotedFiles} files); home-tours ${after.releases.homeTours} and blog-gallery ${after.releases.blogGallery} as before, /, /tours and /blog byte for byte`;
      },
    ],
    [
      'a shell whose contract drops a name a deployed remote uses is refused',
      async () => {
        const uiSource = path.join(repoRoot, 'shell', 'src', 'provides', 'ui.ts');
        const text = fs.readFileSync(uiSource, 'utf8');
        const withoutPageMeta = text.replace(
          /^export \{ PageMeta, type PageMetaProps \} from .*$/m,
          '',
        );
        assert(
          withoutPageMeta !== text,
          'shell/src/provides/ui.ts no longer exports PageMeta here',
        );
        const published = publishedContract(repoRoot);
        const contract: ContractRecord = shellContractRecord(
          emitContract({ [uiSource]: withoutPageMeta }),
          nextVersion(published.version, {
            removed: ['shell/ui: PageMeta'],
            changed: [],
            added: [],
          }),
        );
        const { error, served } = await refusedRelease(
          { section: 'shell', version: version('no-pagemeta'), contract },
          ContractRefusal,
        );
        assert(
          /shell\/ui: PageMeta/.test(error.message),
          `the refusal names no PageMeta: ${error.message}`,
        );
        const remotesNamed = [
          ...error.message.matchAll(/(home-tours|blog-gallery|forms) \S+ \(deployed\)/g),
        ].map((match) => match[1]);
        assert(remotesNamed.length > 0, `the refusal names no remote: ${error.message}`);
        return `refused, naming ${remotesNamed.join(' and ')} (deployed) and shell/ui: PageMeta; local staging still serves shell ${served}`;
      },
    ],
    [
      'a forms release built against a contract the deployed shell does not provide is refused',
      async () => {
        const own = contractOfRepository(repoRoot, 'forms');
        const major = Number(own.version.split('.')[0]) + 1;
        const contract: ContractRecord = {
          version: `${major}.0.0`,
          imports: {
            ...own.imports,
            'shell/ui': [...(own.imports?.['shell/ui'] ?? []), 'ReviewStars'],
          },
        };
        const { error } = await refusedRelease(
          { section: 'forms', version: version('contract-2'), contract },
          ContractRefusal,
        );
        assert(error.message.includes(`forms ${version('contract-2')}`), error.message);
        assert(error.message.includes('shell/ui: ReviewStars'), error.message);
        return `refused (${error.message.replace(/^Refused: /, '')})`;
      },
    ],
    [
      'a release whose smoke fails is switched back by itself',
      async () => {
        const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'forms-broken-'));
        fs.cpSync(path.join(repoRoot, 'mf-forms', 'dist'), copy, { recursive: true });
        fs.rmSync(path.join(copy, 'remoteEntry.js'));
        try {
          const { error, served } = await refusedRelease(
            { section: 'forms', version: version('broken'), buildDir: copy },
            SmokeFailure,
          );
          return `a forms release without its remoteEntry.js: the smoke found ${error.result.failures.length} failures (${error.result.failures[0]}), and local staging is back on ${served}`;
        } finally {
          fs.rmSync(copy, { recursive: true, force: true });
        }
      },
    ],
    [
      'rollback of forms on local prod, after which a visitor sees the previous version',
      async () => {
        assert(before, 'no visit before the release');
        const { pages } = await rollbackLocal(
          { section: 'forms', version: version('base'), stage: 'local-prod', repoRoot },
          world,
        );
        const after = await visitWithFormsAt(version('base'));
        assert(
          after.contact.hash === before.contact.hash,
          "/contact is not the page local prod served before forms' release",
        );
        return `${pages} pages of forms ${after.releases.forms} prerendered anew with the shell served now; local prod serves it again, its smoke passed; /contact is byte for byte the page served before the forms release, /, /tours and /blog untouched`;
      },
    ],
  ];

  let passed = 0;
  let failed = 0;
  const started = Date.now();
  try {
    for (const [index, [name, step]] of steps.entries()) {
      const stepStarted = Date.now();
      const label = `step ${index + 1}/${steps.length}`;
      if (failed > 0) {
        console.log(`${label} not run  ${name}`);
        failed += 1;
        continue;
      }
      try {
        const detail = await step();
        passed += 1;
        console.log(`${label} passed ${name}: ${detail} (${seconds(Date.now() - stepStarted)})`);
      } catch (error) {
        failed += 1;
        console.log(
          `${label} FAILED ${name}: ${error instanceof Error ? error.message : String(error)} (${seconds(Date.now() - stepStarted)})`,
        );
        if (process.env.DRILL_VERBOSE) console.log(quiet.join('\n'));
      }
    }
  } finally {
    await world.close();
    fs.rmSync(directory, { recursive: true, force: true });
    Object.assign(console, { warn, error });
  }
  console.log(`(${seconds(Date.now() - started)} in all)`);
  console.log(`release drill: ${passed} steps passed, ${failed} failed`);
  if (failed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  // Straight to stderr: console.error is kept for the steps' log while they run.
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
