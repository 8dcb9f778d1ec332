// `npm run drill:canary`: a canary that rolls back by itself, rehearsed on this machine against a
// fresh release store and local staging:
//
//   seed local staging (shell and the three remotes); build a broken copy of the forms package
//   (its contact page throws in the browser while rendering) and release it as a canary at 25 %;
//   visit the contact page in Chromium, each visit a new browser, until the stage's watcher has
//   rolled the canary back (at least 40 visits); then visit again, as visitors of the canary's
//   buckets, and see no error. The first visitor is bucketed by the edge; the others bring a
//   bucket as returning visitors do, every fourth one the canary's. Each visit
//   ends as a visitor's does (its beacons sent on pagehide) and the next starts once the stage's
//   telemetry holds its page view, so the telemetry counts every visit: it fails when it counts
//   fewer page views than visits, or fewer than 40 before the rollback (the visits up to the
//   rollback and to the 40th, the canary's and the stable release's). The telemetry the stage
//   recorded shows the errors in the canary's version only. It ends with one line, its counts
//   the telemetry's:
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

import { chromiumLaunchOptions } from 'browsers';
import { CANARY_BUCKET_COOKIE, definitionOf, failuresOf, localStages } from 'release';
import {
  portAnswers,
  readCanaryPointer,
  releaseSection,
  releaseStoreSettings,
} from 'release/pipeline';
import { SHELL_RELEASE_POINTER, TELEMETRY_PATH } from 'shared-types';

import { telemetryLogOf } from '../../server/telemetry-log';
import { seedStage } from '../canary/seed-stage';
import { stageTelemetry } from '../canary/telemetry';
import { pipelineTools } from '../release/tools';
import { openLocalWorld } from '../release-store/world';
import { readTelemetry, summarizeTelemetry } from '../telemetry/summary';
import { brokenFormsBuild } from './broken-forms';

const repoRoot = path.resolve(__dirname, '../..');
const STAGE = 'local-staging';
const PERCENT = 25;
const MIN_VISITS = 40;
const MAX_VISITS = 200;
const VISITS_AFTER_ROLLBACK = 12;

/** What the drill found wrong with the canary's path (said in one line, without a stack). */
class DrillFailure extends Error {}

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new DrillFailure(message);
}

/** The forms page views the stage's telemetry file holds (every version). */
function formsPageViews(telemetryFile: string): number {
  return summarizeTelemetry(readTelemetry(telemetryFile))
    .filter((row) => row.section === 'forms')
    .reduce((sum, row) => sum + row.pageViews, 0);
}

/**
 * Waits until the telemetry file holds `count` forms page views; fails after `timeoutMs`, naming
 * what became of the visit's beacons.
 */
async function telemetryReaches(
  telemetryFile: string,
  count: number,
  beacons: readonly string[],
  timeoutMs = 20_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (formsPageViews(telemetryFile) < count) {
    if (Date.now() > deadline) {
      throw new Error(
        `a visit's page view never reached the telemetry (${formsPageViews(telemetryFile)} of ` +
          `${count}; its beacons: ${beacons.join(', ') || 'none seen'})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The bucket the drill's visitor `n` brings, as one the edge bucketed before: the first visitor
 * brings none (the edge draws one and sets its cookie); after it, every fourth visitor is in one
 * of the canary's buckets and the others in the stable release's, so a quarter of the visits
 * reach the canary exactly, and the rollback comes after the same number of visits in every run
 * instead of after 32 to 62 as random draws gave.
 */
function bucketOfVisitor(n: number): number | undefined {
  if (n === 0) return undefined;
  return n % 4 === 0 ? (n / 4) % PERCENT : PERCENT + ((n * 7) % (100 - PERCENT));
}

/**
 * One visitor: a new browser context, the contact page, the release its manifest named. The
 * visit ends as a visitor's does, so its beacons are sent: once the page has hydrated and the
 * beacon module has started (it reads the shell's release pointer first, and only it does),
 * the visitor leaves the page, whose `pagehide` flushes the beacon's queue; the context closes
 * only once the stage's telemetry file holds the visit's page view.
 */
async function visit(
  browser: Browser,
  siteUrl: string,
  telemetryFile: string,
  bucket: number | undefined,
) {
  const pageViews = formsPageViews(telemetryFile);
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (bucket !== undefined) {
    await context.addCookies([{ name: CANARY_BUCKET_COOKIE, value: `${bucket}`, url: siteUrl }]);
  }
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
  const beaconStarted = page.waitForResponse(
    (response) => new URL(response.url()).pathname === `/${SHELL_RELEASE_POINTER}`,
    { timeout: 20_000 },
  );
  await page.goto(`${siteUrl}/contact`, { waitUntil: 'load' });
  await page
    .waitForSelector('#root[data-hydrated], [role="alert"]', { timeout: 15_000 })
    .catch(() => undefined);
  await beaconStarted;
  const cookie = (await context.cookies()).find((c) => c.name === CANARY_BUCKET_COOKIE)?.value;
  const beacons: string[] = [];
  page.on('requestfinished', (request) => {
    if (request.url().endsWith(TELEMETRY_PATH)) beacons.push('sent');
  });
  page.on('requestfailed', (request) => {
    if (request.url().endsWith(TELEMETRY_PATH)) beacons.push(request.failure()?.errorText ?? '?');
  });
  // Leaving the page, as a visitor who follows a link away: `pagehide` flushes the beacon.
  await page.goto('about:blank');
  try {
    await telemetryReaches(telemetryFile, pageViews + 1, beacons);
  } finally {
    await context.close();
  }
  return { release, bucket: cookie === undefined ? undefined : Number(cookie) };
}

async function main(): Promise<void> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-drill-'));
  const settings = { ...releaseStoreSettings(repoRoot), directory };
  for (const port of [
    settings.storePort,
    ...localStages.map((stage) => settings.stages[stage].port),
  ]) {
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
    canaryTelemetry: stageTelemetry,
    notify: (notification) => notifications.push(notification.reason),
  });
  const tools = pipelineTools(repoRoot, { log: (line) => quiet.push(line), quiet: true });
  const target = world.target(STAGE);
  const scratch = path.join(repoRoot, `.canary-drill-forms-${process.pid}`);
  let browser: Browser | undefined;
  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const stable = `${stamp}-stable`;
  const canary = `${stamp}-broken`;
  const forms = definitionOf('forms');
  const { bucket } = settings.stages[STAGE];
  const siteUrl = settings.stages[STAGE].siteUrl;
  const telemetryFile = telemetryLogOf(STAGE);
  try {
    await seedStage(target, stable, tools);
    console.log(`seeded ${STAGE} (${siteUrl}): every section at ${stable}`);

    const brokenDist = await brokenFormsBuild(repoRoot, scratch, tools.run);
    const recordsBefore = fs.existsSync(telemetryFile) ? readTelemetry(telemetryFile).length : 0;
    await releaseSection(
      { section: 'forms', version: canary, skipBuild: true, buildDir: brokenDist, canary: PERCENT },
      target,
      tools,
    );
    const started = Date.now();
    console.log(`released forms ${canary} as a canary at ${PERCENT}% (a contact page that throws)`);

    browser = await chromium.launch(chromiumLaunchOptions);
    const during = { canary: 0, stable: 0 };
    let rolledBackAfter: number | undefined;
    let visits = 0;
    while (visits < MAX_VISITS && (visits < MIN_VISITS || rolledBackAfter === undefined)) {
      const brought = bucketOfVisitor(visits);
      const seen = await visit(browser, siteUrl, telemetryFile, brought);
      visits += 1;
      if (rolledBackAfter === undefined) {
        assert(seen.bucket !== undefined, 'a first visit got no bucket cookie');
        assert(
          brought === undefined || seen.bucket === brought,
          `a visitor in bucket ${brought} was moved to bucket ${seen.bucket}`,
        );
        const expected = seen.bucket < PERCENT ? canary : stable;
        assert(
          seen.release === undefined || seen.release === expected || seen.release === stable,
          `a visitor in bucket ${seen.bucket} was served forms ${seen.release}`,
        );
        if (seen.release === canary) during.canary += 1;
        else during.stable += 1;
        const pointer = await readCanaryPointer(world.s3, bucket, forms);
        if (!pointer?.canary) rolledBackAfter = (Date.now() - started) / 1000;
      }
    }
    assert(rolledBackAfter !== undefined, `no rollback after ${visits} visits`);
    console.log(`rolled back by the watcher: ${notifications.join('; ')}`);
    const recordsAtRollback = readTelemetry(telemetryFile).length;

    const after = { visits: 0, canary: 0 };
    for (let n = 0; n < VISITS_AFTER_ROLLBACK; n += 1) {
      const seen = await visit(browser, siteUrl, telemetryFile, bucketOfVisitor(n * 4));
      after.visits += 1;
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
    assert(
      canaryRow && canaryRow.errors > 0,
      "the telemetry shows no error in the canary's version",
    );
    const counted = canaryRow.pageViews + (stableRow?.pageViews ?? 0);
    assert(
      counted >= MIN_VISITS && counted === visits,
      `the telemetry counts ${counted} page views before the rollback, for ${visits} visits ` +
        `(at least ${MIN_VISITS} wanted)`,
    );
    assert(
      (afterStable?.pageViews ?? 0) === after.visits,
      `the telemetry counts ${afterStable?.pageViews ?? 0} page views after the rollback, for ${after.visits} visits`,
    );
    assert(failuresOf(stableRow) === 0, `the stable release had ${failuresOf(stableRow)} errors`);
    assert(!afterCanary, 'the canary was still seen after the rollback');
    assert(failuresOf(afterStable) === 0, `${failuresOf(afterStable)} errors after the rollback`);
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
  // Anything else failed in the drill's own machinery: its stack says where.
  const said =
    error instanceof DrillFailure
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`canary drill failed: ${said}\n`);
  process.exitCode = 1;
});
