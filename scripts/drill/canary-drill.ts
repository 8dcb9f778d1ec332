// `npm run drill:canary`: a canary that rolls back by itself, rehearsed on this machine against a
// fresh release store and local staging:
//
//   seed local staging (shell and the three remotes); build a broken copy of the forms package
//   (its contact page throws in the browser while rendering) and release it as a canary at 25 %;
//   visit the contact page in Chromium, each visit a new visitor, until the stage's watcher has
//   rolled the canary back (at least 40 visits); then visit again and see no error. The telemetry
//   the stage recorded shows the errors in the canary's version only. It ends with one line:
//
//   canary drill: canary <version> at 25%: A visits, B errors; rolled back after S s;
//   stable: C visits, 0 errors; after rollback: D visits, 0 errors
//
// The broken build is made here, in a scratch copy of the package beside it (so its relative
// imports of the shared config still resolve), never by a switch in the product's source.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { chromium, type Browser } from 'playwright-core';

import { chromiumLaunchOptions } from '../../config/chromium/launch-options';
import { CANARY_BUCKET_COOKIE } from '../../infra-cdk/lib/edge/site-router-code';
import { telemetryLogOf } from '../../server/telemetry-log';
import { readCanaryPointer, releaseCanaryLocal } from '../canary/local-canary';
import { seedStage } from '../canary/seed-stage';
import { stageTelemetry } from '../canary/telemetry';
import { sectionDefinition } from '../release-store/artifact';
import type { LocalReleaseWorld } from '../release-store/local-release';
import { localStages, releaseStoreSettings } from '../release-store/local-stages';
import { portAnswers } from '../release-store/store';
import { openLocalWorld } from '../release-store/world';
import { readTelemetry, summarizeTelemetry } from '../telemetry/summary';

const repoRoot = path.resolve(__dirname, '../..');
const STAGE = 'local-staging';
const PERCENT = 25;
const MIN_VISITS = 40;
const MAX_VISITS = 200;
const VISITS_AFTER_ROLLBACK = 12;
/** The page the broken build breaks, and the drill visits. */
const BROKEN_PAGE = path.join('src', 'features', 'contact', 'contact-page.tsx');
const BROKEN_COMPONENT = 'export default function ContactPage() {\n';

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** A copy of the forms package whose contact page throws in the browser, built; its dist. */
function brokenFormsBuild(world: LocalReleaseWorld, scratch: string): string {
  fs.cpSync(path.join(repoRoot, 'mf-forms'), scratch, {
    recursive: true,
    filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
  });
  // The package's own dependencies (those npm did not hoist) stay where npm put them.
  const ownModules = path.join(repoRoot, 'mf-forms', 'node_modules');
  if (fs.existsSync(ownModules)) fs.symlinkSync(ownModules, path.join(scratch, 'node_modules'));
  const page = path.join(scratch, BROKEN_PAGE);
  const source = fs.readFileSync(page, 'utf8');
  assert(source.includes(BROKEN_COMPONENT), `${BROKEN_PAGE} no longer declares ContactPage`);
  // Only in the browser: the release prerenders the page in Node first, as any release does.
  fs.writeFileSync(
    page,
    source.replace(
      BROKEN_COMPONENT,
      `${BROKEN_COMPONENT}  if (typeof window !== 'undefined') throw new Error('A broken build of the contact page');\n`,
    ),
  );
  world.run({ args: ['npx', 'webpack', '--mode', 'production'], cwd: scratch });
  return path.join(scratch, 'dist');
}

/** How many page views a stage's telemetry has recorded so far. */
function pageViewsRecorded(telemetryFile: string): number {
  if (!fs.existsSync(telemetryFile)) return 0;
  return summarizeTelemetry(readTelemetry(telemetryFile)).reduce(
    (sum, row) => sum + row.pageViews,
    0,
  );
}

async function waitUntil(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return true;
}

/**
 * One visitor: a new browser context, the contact page, the release its manifest named. The
 * visit lasts until the page's beacon module has loaded (after the load event, once the page is
 * idle), then the visitor leaves, which sends the page's events; the next visitor comes once the
 * stage's telemetry has recorded this one's page view, so every visit is counted.
 */
async function visit(browser: Browser, siteUrl: string, telemetryFile: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  let release: string | undefined;
  page.on('response', (response) => {
    if (!response.url().endsWith('/remotes/forms/mf-manifest.json')) return;
    void response
      .json()
      .then((manifest: { metaData?: { publicPath?: string } }) => {
        release = /\/releases\/([^/]+)\/$/.exec(manifest.metaData?.publicPath ?? '')?.[1];
      })
      .catch(() => undefined);
  });
  const beaconModule = page.waitForResponse((response) =>
    /\/telemetry\.[0-9a-f]+\.js$/.test(new URL(response.url()).pathname),
  );
  const recorded = pageViewsRecorded(telemetryFile);
  await page.goto(`${siteUrl}/contact`, { waitUntil: 'load' });
  await page
    .waitForSelector('#root[data-hydrated], [role="alert"]', { timeout: 15_000 })
    .catch(() => undefined);
  await beaconModule;
  // The module's start (its web-vitals observers) runs in the task after it arrives.
  await page.waitForTimeout(200);
  const cookie = (await context.cookies()).find((c) => c.name === CANARY_BUCKET_COOKIE)?.value;
  // Leaving the page hands the telemetry its beacons.
  await page.close({ runBeforeUnload: true });
  const counted = await waitUntil(() => pageViewsRecorded(telemetryFile) > recorded, 10_000);
  await context.close();
  return { release, counted, bucket: cookie === undefined ? undefined : Number(cookie) };
}

async function main(): Promise<void> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-drill-'));
  const settings = { ...releaseStoreSettings(repoRoot), directory };
  for (const port of [settings.storePort, ...localStages.map((s) => settings.stages[s].port)]) {
    if (await portAnswers(port)) {
      throw new Error(
        `Port ${port} is in use (a running \`npm run stages\`?): the drill starts its own store ` +
          'and stages; stop it, or set RELEASE_STORE_PORT, RELEASE_STAGING_PORT and RELEASE_PROD_PORT.',
      );
    }
  }
  process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
  const quiet: string[] = [];
  const notifications: string[] = [];
  const world = await openLocalWorld(repoRoot, {
    settings,
    quiet: true,
    log: (line) => quiet.push(line),
    canaryTelemetry: stageTelemetry,
    notify: (notification) => notifications.push(notification.reason),
  });
  const scratch = path.join(repoRoot, `.canary-drill-forms-${process.pid}`);
  let browser: Browser | undefined;
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const stable = `${stamp}-stable`;
  const canary = `${stamp}-broken`;
  const forms = sectionDefinition('forms');
  const siteUrl = settings.stages[STAGE].siteUrl;
  const telemetryFile = telemetryLogOf(STAGE);
  try {
    await seedStage(world, STAGE, stable, repoRoot);
    console.log(`seeded ${STAGE} (${siteUrl}): every section at ${stable}`);

    const brokenDist = brokenFormsBuild(world, scratch);
    const recordsBefore = fs.existsSync(telemetryFile) ? readTelemetry(telemetryFile).length : 0;
    await releaseCanaryLocal(
      {
        section: 'forms',
        stage: STAGE,
        version: canary,
        repoRoot,
        skipBuild: true,
        buildDir: brokenDist,
        percent: PERCENT,
      },
      world,
    );
    const started = Date.now();
    console.log(`released forms ${canary} as a canary at ${PERCENT}% (a contact page that throws)`);

    browser = await chromium.launch(chromiumLaunchOptions);
    const during = { canary: 0, stable: 0 };
    let rolledBackAfter: number | undefined;
    let visits = 0;
    while (visits < MAX_VISITS && (visits < MIN_VISITS || rolledBackAfter === undefined)) {
      const seen = await visit(browser, siteUrl, telemetryFile);
      visits += 1;
      assert(seen.counted, `visit ${visits}'s page view never reached the stage's telemetry`);
      if (rolledBackAfter === undefined) {
        assert(seen.bucket !== undefined, 'a first visit got no bucket cookie');
        const expected = seen.bucket < PERCENT ? canary : stable;
        assert(
          seen.release === undefined || seen.release === expected || seen.release === stable,
          `a visitor in bucket ${seen.bucket} was served forms ${seen.release}`,
        );
        if (seen.release === canary) during.canary += 1;
        else during.stable += 1;
        const pointer = await readCanaryPointer(world, STAGE, forms);
        if (!pointer?.canary) rolledBackAfter = (Date.now() - started) / 1000;
      }
    }
    assert(rolledBackAfter !== undefined, `no rollback after ${visits} visits`);
    console.log(`rolled back by the watcher: ${notifications.join('; ')}`);
    const recordsAtRollback = readTelemetry(telemetryFile).length;

    const after = { visits: 0, canary: 0 };
    for (let n = 0; n < VISITS_AFTER_ROLLBACK; n += 1) {
      const seen = await visit(browser, siteUrl, telemetryFile);
      after.visits += 1;
      assert(seen.counted, "a visit after the rollback never reached the stage's telemetry");
      if (seen.release === canary) after.canary += 1;
    }
    assert(after.canary === 0, `${after.canary} visits after the rollback still got the canary`);

    const records = readTelemetry(telemetryFile);
    const rowsOf = (from: number, to: number) => summarizeTelemetry(records.slice(from, to));
    const rowFor = (rows: ReturnType<typeof summarizeTelemetry>, version: string) =>
      rows.find((row) => row.section === 'forms' && row.version === version);
    const duringRows = rowsOf(recordsBefore, recordsAtRollback);
    const afterRows = rowsOf(recordsAtRollback, records.length);
    const canaryRow = rowFor(duringRows, canary);
    const stableRow = rowFor(duringRows, stable);
    const afterStable = rowFor(afterRows, stable);
    const afterCanary = rowFor(afterRows, canary);
    const errorsOf = (row: typeof canaryRow) => (row?.errors ?? 0) + (row?.fallbacks ?? 0);
    assert(
      canaryRow && canaryRow.errors > 0,
      "the telemetry shows no error in the canary's version",
    );
    const countedBefore = canaryRow.pageViews + (stableRow?.pageViews ?? 0);
    assert(
      countedBefore >= MIN_VISITS,
      `the telemetry counted ${countedBefore} visits before the rollback, fewer than ${MIN_VISITS}`,
    );
    assert(
      (afterStable?.pageViews ?? 0) === after.visits,
      `the telemetry counted ${afterStable?.pageViews ?? 0} of the ${after.visits} visits after the rollback`,
    );
    assert(errorsOf(stableRow) === 0, `the stable release had ${errorsOf(stableRow)} errors`);
    assert(!afterCanary, 'the canary was still seen after the rollback');
    assert(errorsOf(afterStable) === 0, `${errorsOf(afterStable)} errors after the rollback`);
    console.log(
      `canary drill: canary ${canary} at ${PERCENT}%: ${canaryRow.pageViews} visits, ` +
        `${canaryRow.errors} errors; rolled back after ${Math.round(rolledBackAfter)} s; ` +
        `stable: ${stableRow?.pageViews ?? 0} visits, 0 errors; ` +
        `after rollback: ${afterStable?.pageViews ?? 0} visits, 0 errors`,
    );
  } catch (error) {
    if (process.env.DRILL_VERBOSE) console.log(quiet.join('\n'));
    throw error;
  } finally {
    await browser?.close();
    await world.close();
    fs.rmSync(scratch, { recursive: true, force: true });
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `canary drill failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
});
