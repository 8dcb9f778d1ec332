// A visitor of a local stage running a forms canary keeps one release for the whole visit: the
// bucket cookie set on the first page holds across navigations and reloads, and the page, the
// manifest and the remote's code all come from that one release.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { BrowserContext, Page } from '@playwright/test';
import { CANARY_BUCKET_COOKIE } from 'release';
import { releaseStoreSettings, releaseSection } from 'release/pipeline';

import { seedStage } from '../../scripts/canary/seed-stage';
import { pipelineTools } from '../../scripts/release/tools';
import { openLocalWorld, type LocalWorld } from '../../scripts/release-store/world';
import { expect, test } from '../support/csp-violations';

const repoRoot = path.resolve(__dirname, '../..');
const STAGE = 'local-staging';
const STABLE = 'e2e-stable';
const CANARY = 'e2e-canary';

test.describe.configure({ mode: 'serial' });

let world: LocalWorld | undefined;
let directory: string | undefined;
let siteUrl: string;

// The edge's routing is the same on every device, and one local world (its store and stages'
// ports) can run at a time: the desktop project alone runs this file (playwright.config.ts).
test.beforeAll(async () => {
  // Seeding builds any front end whose build is missing first.
  test.setTimeout(900_000);
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'canary-e2e-'));
  const settings = { ...releaseStoreSettings(repoRoot), directory };
  siteUrl = settings.stages[STAGE].siteUrl;
  // Its own mail emulator: the site the other specs run against has the configured port.
  world = await openLocalWorld(repoRoot, { settings, sesPort: 0 });
  const tools = pipelineTools(repoRoot, { log: () => undefined, quiet: true });
  await seedStage(world.target(STAGE), STABLE, tools);
  // The canary is the same forms build under another release: only its folder tells them apart.
  await releaseSection(
    { section: 'forms', version: CANARY, skipBuild: true, canary: 50 },
    world.target(STAGE),
    tools,
  );
});

test.afterAll(async () => {
  await world?.close();
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
});

/** Every forms release the page has fetched anything of since `track` started. */
function track(page: Page): Set<string> {
  const releases = new Set<string>();
  page.on('request', (request) => {
    const release = /\/remotes\/forms\/releases\/([^/]+)\//.exec(request.url())?.[1];
    if (release) releases.add(release);
  });
  return releases;
}

/** Loads `url`, waits for the page's code, and returns the release its document names. */
async function load(page: Page, url: string, how: 'goto' | 'reload' = 'goto') {
  const manifest = page.waitForResponse((response) =>
    response.url().endsWith('/remotes/forms/mf-manifest.json'),
  );
  const response = how === 'goto' ? await page.goto(url) : await page.reload();
  expect(response?.status()).toBe(200);
  const served = (await (await manifest).json()) as { metaData: { publicPath: string } };
  await expect(page.locator('#root[data-hydrated]')).toBeAttached({ timeout: 20_000 });
  const html = (await response!.text()).match(/\/remotes\/forms\/releases\/([^/]+)\//g) ?? [];
  return { manifest: served.metaData.publicPath, documentReleases: new Set(html) };
}

async function bucketOf(context: BrowserContext): Promise<number> {
  const cookie = (await context.cookies(siteUrl)).find((c) => c.name === CANARY_BUCKET_COOKIE);
  expect(cookie).toBeDefined();
  return Number(cookie!.value);
}

for (const [label, bucket, release] of [
  ['inside the canary', 10, CANARY],
  ['outside the canary', 90, STABLE],
] as const) {
  test(`a visitor ${label} keeps ${release} across navigations and reloads`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    await context.addCookies([{ name: CANARY_BUCKET_COOKIE, value: String(bucket), url: siteUrl }]);
    const page = await context.newPage();
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const fetched = track(page);
    const folder = `/remotes/forms/releases/${release}/`;
    for (const [url, how] of [
      [`${siteUrl}/contact`, 'goto'],
      [`${siteUrl}/survey`, 'goto'],
      [`${siteUrl}/survey`, 'reload'],
      [`${siteUrl}/contact`, 'goto'],
    ] as const) {
      const seen = await load(page, url, how);
      expect(seen.manifest).toBe(folder);
      for (const named of seen.documentReleases) expect(named).toBe(folder);
    }
    expect([...fetched]).toEqual([release]);
    expect(await bucketOf(context)).toBe(bucket);
    await context.close();
  });
}

test('a first visit is given a bucket on its first page and keeps it, with its release', async ({
  browser,
}) => {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const fetched = track(page);
  const first = await load(page, `${siteUrl}/contact`);
  const bucket = await bucketOf(context);
  const release = bucket < 50 ? CANARY : STABLE;
  expect(first.manifest).toBe(`/remotes/forms/releases/${release}/`);
  for (const [url, how] of [
    [`${siteUrl}/survey`, 'goto'],
    [`${siteUrl}/survey`, 'reload'],
  ] as const) {
    expect((await load(page, url, how)).manifest).toBe(`/remotes/forms/releases/${release}/`);
  }
  expect(await bucketOf(context)).toBe(bucket);
  expect([...fetched]).toEqual([release]);
  await context.close();
});
