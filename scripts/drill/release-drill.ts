// `npm run drill:release`: a team's release rehearsed end to end on this machine, against a fresh
// store and the two local stages, with the pipeline an AWS release runs (the release package),
// given the local stages as its targets. One line per step, with its time:
//
//   seed local staging; promote every section, the shell too, to local prod (no JavaScript, CSS
//   or manifest byte differs between the stages); release to local staging a forms build that
//   adds a page (/gift-cards), which answers prerendered and is in the sitemaps while no other
//   section moved; a page opened on /contact before that release loads again when its visitor
//   enters another section after it; staging's smoke passes (HTTP, then the three engines, each timed, the new page
//   among those hydrated);
//   the forms team's own end-to-end specs pass against the composed local staging site (its gate
//   before prod); promote the same bytes to local prod; a visitor of local prod sees the new
//   forms, its new page, and the other sections as they were; a forms release without the page
//   removes it (404) from local staging; a shell whose contract drops a name a deployed remote
//   uses is refused; a forms release built against a contract the deployed shell does not
//   provide is refused; a forms release claiming home-tours' and the shell's addresses is
//   refused, naming them; a release facing a deployed release without its record is refused and
//   switches nothing; a release whose smoke fails is switched back by itself, and so is one whose
//   page throws only in the browser (the HTTP smoke passes it); forms rolled back on local prod,
//   its pages prerendered anew, and the visitor sees the previous forms (the added page gone)
//   and nothing else changed; then the train steps (train-steps.ts) on local staging: the shell
//   and the three remotes built against contract 2.0.0 and released as one train, the whole site
//   smoked in the three engines, a failing train switched back whole, the train rolled back.
//
// It builds what is missing first (each front end once: the shell's one build serves both
// stages), and stops everything it started.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { DeleteObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';

import {
  definitionOf,
  localStages,
  parseRecordFile,
  RELEASE_RECORD,
  releaseRecordSchema,
  releasesPrefix,
  SMOKE_RECORD,
  smokeRecordSchema,
  type ContractRecord,
  type ReleaseRecord,
  type Section,
} from 'release';
import {
  ContractRefusal,
  GateRefusal,
  RouteRefusal,
  getObject,
  isStageSpecific,
  portAnswers,
  promoteSection,
  releaseSection,
  releaseStoreSettings,
  rollbackSection,
  servedRelease,
  SmokeFailure,
} from 'release/pipeline';
import {
  remoteNames,
  remotes,
  ROUTES_FILE,
  sectionRoutesSchema,
  SHELL_RELEASE_POINTER,
  type RemoteName,
} from 'shared-types';
import { emitContract, nextVersion } from 'shell/contract';

import { seedingTools, seedStage } from '../canary/seed-stage';
import {
  contractOfRepository,
  publishedContract,
  shellContractRecord,
} from '../contract/contract-record';
import { runStageSpecs } from '../release/stage-specs';
import { pipelineTools } from '../release/tools';
import { openLocalWorld } from '../release-store/world';
import { brokenFormsBuild } from './broken-forms';
import { ADDED_PAGE, formsBuildWithPage } from './forms-with-page';
import { openPageBefore, type PageAcrossRelease } from './page-across-release';
import { assert, runSteps, seconds, type Step } from './steps';
import { trainSteps } from './train-steps';

const repoRoot = path.resolve(__dirname, '../..');

/** Deletes one object of a stage's bucket, as an operator's hand would. */
async function deleteObject(s3: S3Client, bucket: string, key: string): Promise<void> {
  await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
}

/** Puts one object back. */
async function putObject(s3: S3Client, bucket: string, key: string, body: Buffer): Promise<void> {
  await s3.send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: 'application/json' }),
  );
}

/** sha256 of a text, for comparing pages. */
function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** Every address the stage's sitemaps list: the index's, each section's sitemap read in turn. */
async function sitemapAddresses(siteUrl: string): Promise<Set<string>> {
  const locations = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!.replace(/&amp;/g, '&'));
  const index = await fetch(`${siteUrl}/sitemap.xml`);
  assert(index.ok, `/sitemap.xml answered ${index.status}`);
  const listed = new Set<string>();
  for (const sitemap of locations(await index.text())) {
    const response = await fetch(`${siteUrl}${new URL(sitemap).pathname}`);
    assert(response.ok, `${sitemap}, which /sitemap.xml names, answered ${response.status}`);
    for (const address of locations(await response.text())) listed.add(address);
  }
  return listed;
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
    const text = await response.text();
    return {
      status: response.status,
      hash: digest(text),
      prerendered: /<div id="root" data-prerendered="([^"]*)"/.exec(text)?.[1],
    };
  };
  const shell = await servedRelease(siteUrl, 'shell');
  const listed = await sitemapAddresses(siteUrl);
  return {
    shell: shell.state === 'served' ? shell.version : undefined,
    releases,
    added: { ...(await page(ADDED_PAGE.path)), listed: listed.has(siteUrl + ADDED_PAGE.path) },
    /** How many addresses the sitemaps list. */
    listed: listed.size,
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
  const world = await openLocalWorld(repoRoot, { settings });
  const tools = pipelineTools(repoRoot, {
    log: (line) => quiet.push(line),
    quiet: true,
  });
  // Seeding the stages is the drill's setup, not what it rehearses: their switches are smoked over
  // HTTP only, and every release after them by both smokes, as on AWS.
  const seedTools = seedingTools(tools);
  const stagingTarget = world.target('local-staging');
  const prodTarget = world.target('local-prod');
  const staging = settings.stages['local-staging'];
  const prod = settings.stages['local-prod'];
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const version = (name: string) => `${stamp}-${name}`;
  let before: Awaited<ReturnType<typeof visit>> | undefined;
  let pageBefore: PageAcrossRelease | undefined;
  const scratch = fs.mkdtempSync(path.join(repoRoot, '.release-drill-'));
  // Beside the package, so that its relative imports of the shared config still resolve.
  const formsWithPage = path.join(repoRoot, `.release-drill-forms-page-${process.pid}`);
  const contractTree = path.join(repoRoot, `.release-drill-contract-${process.pid}`);

  /** The release of a section a stage serves now. */
  const servedOn = async (siteUrl: string, section: Section) => {
    const served = await servedRelease(siteUrl, section);
    return served.state === 'served' ? served.version : undefined;
  };
  /** A record a stage's bucket keeps beside a release, read with its schema. */
  const recordIn = async <T>(
    bucket: string,
    section: Section,
    v: string,
    file: string,
    read: (path: string) => T,
  ): Promise<T | undefined> => {
    const key = `${releasesPrefix(definitionOf(section))}${v}/${file}`;
    const object = await getObject(world.s3, bucket, key);
    if (!object) return undefined;
    const local = path.join(scratch, `${bucket}-${file}`);
    fs.writeFileSync(local, object.body);
    return read(local);
  };
  const releaseRecord = (bucket: string, section: Section, v: string) =>
    recordIn<ReleaseRecord>(bucket, section, v, RELEASE_RECORD, (file) =>
      parseRecordFile(releaseRecordSchema, file, `${bucket}'s ${RELEASE_RECORD}`),
    );

  /**
   * Visits local prod as a visitor: forms serves `formsVersion`, every other section the release
   * it served at the first visit, `/`, `/tours` and `/blog` the same bytes, `/contact` a page.
   */
  const visitWithFormsAt = async (formsVersion: string) => {
    assert(before, 'no visit before the release');
    const after = await visit(prod.siteUrl);
    assert(
      after.shell === before.shell,
      `the shell moved to ${after.shell ?? 'none'} on local prod`,
    );
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
   * Releases a prebuilt section to local staging expecting it to be refused (or switched back)
   * with `refusal`: returns the error and the version staging serves, once that is the version it
   * served before; throws when the release went through.
   */
  const refusedRelease = async <Refusal extends Error>(
    release: { section: Section; version: string; contract?: ContractRecord; buildDir?: string },
    refusal: new (...args: never[]) => Refusal,
  ) => {
    const servedBefore = await servedOn(staging.siteUrl, release.section);
    try {
      await releaseSection({ ...release, skipBuild: true }, stagingTarget, tools);
    } catch (caught) {
      if (!(caught instanceof refusal)) throw caught;
      const served = await servedOn(staging.siteUrl, release.section);
      assert(
        served === servedBefore,
        `the ${definitionOf(release.section).name} pointer moved from ${servedBefore ?? 'none'} to ${served ?? 'none'}`,
      );
      return { error: caught, served };
    }
    throw new Error(
      `the ${definitionOf(release.section).name} release ${release.version} was not refused`,
    );
  };

  /**
   * Compares a release's files on the two stages byte for byte: every one but the files that name
   * the site must be equal; returns how many JavaScript, CSS and manifest files there were.
   */
  const compareStages = async (section: Section, v: string) => {
    const record = await releaseRecord(staging.bucket, section, v);
    assert(record, `${section} ${v} has no record on local staging`);
    let code = 0;
    for (const key of Object.keys(record.files).filter((file) => !isStageSpecific(file))) {
      const [from, to] = await Promise.all(
        [staging.bucket, prod.bucket].map((bucket) => getObject(world.s3, bucket, key)),
      );
      assert(from && to && from.body.equals(to.body), `${key} differs between the stages`);
      if (/\.(js|mjs|css)$|mf-manifest\.json$|shell-release\.json$/.test(key)) code += 1;
    }
    assert(code > 0, `${section} ${v} has no JavaScript to compare`);
    return { code };
  };
  let promotedFiles = 0;

  const steps: [string, Step][] = [
    [
      'seed local staging: shell, home-tours, blog-gallery and forms released',
      async () => {
        const base = version('base');
        await seedStage(stagingTarget, base, tools);
        return `every section at ${base} on ${staging.siteUrl}, each switch followed by a passing HTTP smoke`;
      },
    ],
    [
      'seed local prod: the shell and the remotes promoted from local staging',
      async () => {
        const base = version('base');
        let code = 0;
        let siteFiles = 0;
        for (const section of ['shell', ...remoteNames] as const) {
          const result = await promoteSection(
            { section, version: base },
            prodTarget,
            stagingTarget,
            seedTools,
          );
          code += (await compareStages(section, base)).code;
          siteFiles += result.stageSpecific;
        }
        before = await visit(prod.siteUrl);
        return `every section at ${base} on ${prod.siteUrl}; ${code} JavaScript, CSS and manifest files (the shell's among them) byte for byte staging's, ${siteFiles} pages and site files given prod's address`;
      },
    ],
    [
      'release forms to local staging: a build that adds a page, /gift-cards',
      async () => {
        const staged = await visit(staging.siteUrl);
        assert(staged.added.status === 404, `${ADDED_PAGE.path} answered ${staged.added.status}`);
        assert(!staged.added.listed, `the sitemaps list ${ADDED_PAGE.path} before its release`);
        // A visitor on the forms section, whose page stays open across the release.
        pageBefore = await openPageBefore(staging.siteUrl, '/contact');
        const started = Date.now();
        const build = await formsBuildWithPage(repoRoot, formsWithPage, tools.run);
        const built = Date.now() - started;
        const { record } = await releaseSection(
          { section: 'forms', version: version('new'), skipBuild: true, buildDir: build },
          stagingTarget,
          tools,
        );
        const served = await servedOn(staging.siteUrl, 'forms');
        assert(served === version('new'), `local staging serves forms ${served ?? 'none'}`);
        const after = await visit(staging.siteUrl);
        assert(
          after.added.status === 200 && after.added.prerendered === ADDED_PAGE.path,
          `${ADDED_PAGE.path} answered ${after.added.status}, prerendered ${after.added.prerendered ?? 'not'}`,
        );
        assert(after.added.listed, `the sitemaps do not list ${ADDED_PAGE.path}`);
        assert(
          after.listed === staged.listed + 1,
          `the sitemaps list ${after.listed} addresses, were ${staged.listed}`,
        );
        assert(after.shell === staged.shell, `the shell moved to ${after.shell ?? 'none'}`);
        for (const name of remoteNames.filter((other) => other !== 'forms')) {
          assert(
            after.releases[name] === staged.releases[name],
            `${name} moved to ${after.releases[name] ?? 'none'}`,
          );
        }
        for (const page of ['home', 'tours', 'blog'] as const) {
          assert(after[page].hash === staged[page].hash, `the ${page} page changed`);
        }
        const claimed = record.routes?.routes.map((route) => route.path) ?? [];
        assert(claimed.includes(ADDED_PAGE.path), `the record claims ${claimed.join(', ')}`);
        return `a copy of mf-forms with the page built in ${seconds(built)}; forms ${served} published (${Object.keys(record.files).length} files, sha256 recorded) and served, no shell release, no site deploy: ${ADDED_PAGE.path} answers 200 with its prerendered page and is in the sitemaps (${after.listed} addresses, were ${staged.listed}), the shell (${after.shell}), home-tours and blog-gallery where they were, /, /tours and /blog byte for byte`;
      },
    ],
    [
      'a page opened before the release loads again when its visitor enters another section',
      async () => {
        assert(pageBefore, 'no page was opened before the release');
        const { shellBuild } = pageBefore;
        const { reloaded, ms } = await pageBefore.enter('Our Tours', '/tours');
        pageBefore = undefined;
        assert(
          reloaded,
          'the page opened on /contact before the release entered /tours in the same document, ' +
            `running forms from before with what the site serves after`,
        );
        return `/contact opened in Chromium before forms ${version('new')} (shell build ${shellBuild}, which staging's ${SHELL_RELEASE_POINTER} names too); after the release its footer's "Our Tours" loaded /tours as a new document, hydrated ${seconds(ms)} after the click`;
      },
    ],
    [
      "staging's smoke passes",
      async () => {
        const result = await recordIn(
          staging.bucket,
          'forms',
          version('new'),
          SMOKE_RECORD,
          (file) => parseRecordFile(smokeRecordSchema, file, `the ${SMOKE_RECORD} of forms`),
        );
        assert(result, 'no smoke record beside the release');
        assert(result.passed, `the smoke failed: ${result.failures.join('; ')}`);
        const engines = result.engines ?? [];
        assert(engines.length === 3, `the browser smoke ran in ${engines.length} engines`);
        const record = await releaseRecord(staging.bucket, 'forms', version('new'));
        const claimed = record?.routes?.routes.length ?? 0;
        assert(
          engines.every((engine) => engine.pages === claimed),
          `the browser smoke hydrated ${engines.map((engine) => engine.pages).join('/')} pages, the release claims ${claimed}`,
        );
        const times = engines
          .map((engine) => `${engine.engine} ${(engine.ms / 1000).toFixed(1)} s`)
          .join(', ');
        return `the HTTP smoke, then ${engines[0]!.pages} pages hydrated in each engine of the browser smoke (every page the release claims, ${ADDED_PAGE.path} among them), side by side (${times}); a contact message reached the mail store through the API and through the form`;
      },
    ],
    [
      "the forms team's own specs pass against local staging",
      async () => {
        const result = await runStageSpecs(repoRoot, 'forms', stagingTarget, tools.run);
        assert(result.readsMail, 'the specs that read the mail did not run on local staging');
        return `${result.passed} of ${result.ran} tests of forms' specs passed in Chromium at both sizes against ${result.siteUrl}, the mail read from its store`;
      },
    ],
    [
      'promote the same bytes to local prod',
      async () => {
        const result = await promoteSection(
          { section: 'forms', version: version('new') },
          prodTarget,
          stagingTarget,
          tools,
        );
        const fromRecord = await releaseRecord(staging.bucket, 'forms', version('new'));
        const codeKeys = Object.keys(fromRecord!.files).filter((key) => !isStageSpecific(key));
        for (const key of codeKeys) {
          assert(
            result.record.files[key] === fromRecord!.files[key],
            `${key} differs on local prod`,
          );
        }
        promotedFiles = result.identical;
        const { code } = await compareStages('forms', version('new'));
        return `${result.identical} files with sha256 equal to staging's (${code} JavaScript, CSS and manifest files compared byte for byte), ${result.stageSpecific} pages rewritten for ${prod.siteUrl}; prod's smoke passed`;
      },
    ],
    [
      'a visitor of local prod sees the new forms, its new page, and the other sections unchanged',
      async () => {
        const after = await visitWithFormsAt(version('new'));
        assert(
          after.added.status === 200 && after.added.prerendered === ADDED_PAGE.path,
          `${ADDED_PAGE.path} answered ${after.added.status} on local prod`,
        );
        assert(after.added.listed, `local prod's sitemaps do not list ${ADDED_PAGE.path}`);
        return `forms ${after.releases.forms} (${promotedFiles} files), ${ADDED_PAGE.path} answering 200 with its prerendered page and in prod's sitemaps; the shell ${after.shell}, home-tours ${after.releases.homeTours} and blog-gallery ${after.releases.blogGallery} as before, /, /tours and /blog byte for byte`;
      },
    ],
    [
      'forms removes the page in a release of its own',
      async () => {
        const { record } = await releaseSection(
          { section: 'forms', version: version('no-page'), skipBuild: true },
          stagingTarget,
          tools,
        );
        const after = await visit(staging.siteUrl);
        assert(after.added.status === 404, `${ADDED_PAGE.path} answered ${after.added.status}`);
        assert(!after.added.listed, `the sitemaps still list ${ADDED_PAGE.path}`);
        assert(after.contact.status === 200, `/contact answered ${after.contact.status}`);
        return `forms ${version('no-page')} (the package's own build, ${record.routes?.routes.length ?? 0} pages) served on local staging: ${ADDED_PAGE.path} answers 404 with the not-found page and is out of the sitemaps, /contact 200, its smokes passed`;
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
      "a forms release that claims another section's address is refused, naming it and its owner",
      async () => {
        // The forms build as built, its routes file claiming home-tours' /tours and the shell's
        // /booking besides its own pages.
        const build = path.join(scratch, 'forms-claiming');
        fs.cpSync(path.join(repoRoot, 'mf-forms', 'dist'), build, { recursive: true });
        const routesFile = path.join(build, ROUTES_FILE);
        const own = sectionRoutesSchema.parse(JSON.parse(fs.readFileSync(routesFile, 'utf8')));
        const claimed = [
          { path: '/tours', page: 'ContactPage', title: 'Our Tours' },
          { path: '/booking', page: 'ContactPage', title: 'Book a Tour' },
        ];
        fs.writeFileSync(
          routesFile,
          JSON.stringify({ ...own, routes: [...own.routes, ...claimed] }),
        );
        const { error, served } = await refusedRelease(
          { section: 'forms', version: version('claims-tours'), buildDir: build },
          RouteRefusal,
        );
        const homeTours = await servedOn(staging.siteUrl, 'homeTours');
        const shell = await servedOn(staging.siteUrl, 'shell');
        for (const owner of [
          `/tours, which home-tours ${homeTours} (deployed) renders (ToursPage)`,
          `/booking, which shell ${shell} (deployed) renders (BookingPage)`,
        ]) {
          assert(
            error.message.includes(owner),
            `the refusal does not say "${owner}": ${error.message}`,
          );
        }
        const published = await releaseRecord(staging.bucket, 'forms', version('claims-tours'));
        assert(!published, 'the refused release was published');
        return `refused (${error.message.replace(/^Refused: /, '')}); nothing published, local staging still serves forms ${served}`;
      },
    ],
    [
      'a release facing a deployed release without its record is refused and switches nothing',
      async () => {
        const shellVersion = await servedOn(staging.siteUrl, 'shell');
        assert(shellVersion, 'local staging serves no shell');
        const key = `${releasesPrefix(definitionOf('shell'))}${shellVersion}/${RELEASE_RECORD}`;
        const record = await getObject(world.s3, staging.bucket, key);
        assert(record, `${key} is missing before the step`);
        // As a release published before records were kept: the shell's record is not there.
        await deleteObject(world.s3, staging.bucket, key);
        try {
          const { error, served } = await refusedRelease(
            { section: 'forms', version: version('unrecorded') },
            GateRefusal,
          );
          assert(error.message.includes(key), `the refusal names no record: ${error.message}`);
          assert(
            error.message.includes('--override-gate'),
            `the refusal names no way out: ${error.message}`,
          );
          const published = await releaseRecord(staging.bucket, 'forms', version('unrecorded'));
          assert(!published, 'the refused release was published');
          return `refused (${error.message.replace(/^Refused: /, '')}); nothing published, local staging still serves forms ${served}`;
        } finally {
          await putObject(world.s3, staging.bucket, key, record.body);
        }
      },
    ],
    [
      'a release whose smoke fails is switched back by itself',
      async () => {
        const copy = fs.mkdtempSync(path.join(scratch, 'forms-no-entry-'));
        fs.cpSync(path.join(repoRoot, 'mf-forms', 'dist'), copy, { recursive: true });
        fs.rmSync(path.join(copy, 'remoteEntry.js'));
        const { error, served } = await refusedRelease(
          { section: 'forms', version: version('broken'), buildDir: copy },
          SmokeFailure,
        );
        return `a forms release without its remoteEntry.js: the smoke found ${error.result.failures.length} failures (${error.result.failures[0]}), and local staging is back on ${served}`;
      },
    ],
    [
      'a release whose page throws only in the browser is switched back by itself',
      async () => {
        // Beside the package, so that its relative imports of the shared config still resolve.
        const copy = path.join(repoRoot, `.release-drill-forms-${process.pid}`);
        const { error, served } = await (async () => {
          try {
            const broken = await brokenFormsBuild(repoRoot, copy, tools.run);
            return await refusedRelease(
              { section: 'forms', version: version('throws'), buildDir: broken },
              SmokeFailure,
            );
          } finally {
            fs.rmSync(copy, { recursive: true, force: true });
          }
        })();
        const failures = error.result.failures;
        assert(
          failures.every((failure) => failure.startsWith('browser smoke: ')),
          `a smoke other than the browser's failed: ${failures.join('; ')}`,
        );
        const engines = new Set(failures.map((failure) => failure.split(':')[1]!.trim()));
        return `a forms release whose contact page throws in the browser: the HTTP smoke passed, the browser smoke failed in ${[...engines].join(', ')} (${failures[0]}), and local staging is back on ${served}`;
      },
    ],
    [
      'rollback of forms on local prod, after which a visitor sees the previous version',
      async () => {
        assert(before, 'no visit before the release');
        const { pages } = await rollbackSection(
          { section: 'forms', version: version('base') },
          prodTarget,
          tools,
        );
        const after = await visitWithFormsAt(version('base'));
        assert(
          after.contact.hash === before.contact.hash,
          "/contact is not the page local prod served before forms' release",
        );
        assert(after.added.status === 404, `${ADDED_PAGE.path} answered ${after.added.status}`);
        assert(!after.added.listed, `local prod's sitemaps still list ${ADDED_PAGE.path}`);
        return `${pages} pages of forms ${after.releases.forms} prerendered anew with the shell served now; local prod serves it again, its smoke passed; /contact is byte for byte the page served before the forms release, ${ADDED_PAGE.path} answers 404 and is out of the sitemaps, /, /tours and /blog untouched`;
      },
    ],
    // The contract's next major, shipped to local staging as one train, then rolled back.
    ...trainSteps({
      repoRoot,
      target: stagingTarget,
      siteUrl: staging.siteUrl,
      tools,
      version,
      tree: contractTree,
    }),
  ];

  const started = Date.now();
  let ran = { passed: 0, failed: 0 };
  try {
    ran = await runSteps(steps, quiet);
  } finally {
    await pageBefore?.close().catch(() => undefined);
    await world.close();
    fs.rmSync(directory, { recursive: true, force: true });
    fs.rmSync(scratch, { recursive: true, force: true });
    fs.rmSync(formsWithPage, { recursive: true, force: true });
    fs.rmSync(contractTree, { recursive: true, force: true });
    Object.assign(console, { warn, error });
  }
  console.log(`(${seconds(Date.now() - started)} in all)`);
  console.log(`release drill: ${ran.passed} steps passed, ${ran.failed} failed`);
  if (ran.failed > 0) process.exitCode = 1;
}

main().catch((caught: unknown) => {
  // Straight to stderr: console.error is kept for the steps' log while they run.
  process.stderr.write(`${caught instanceof Error ? caught.message : String(caught)}\n`);
  process.exitCode = 1;
});
