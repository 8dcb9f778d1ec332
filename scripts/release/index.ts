// A team's release, from its build to the site, in one command:
//
//   npm run release -- <shell|home-tours|blog-gallery|forms> --stage <staging|prod>
//                      [--site <url>] [--version <v>] [--synth]
//   npm run rollback -- <section> <version> [--stage <staging|prod>] [--site <url>] [--synth]
//
// `release` prerenders the section's pages from its build (npm run build -w <package> first) and
// the other sections' deployed releases (`--site`, or SITE_URL: the stage's site), then deploys
// the section's stack of that stage, which publishes the build as release <version> and points
// the site at it. `rollback` prerenders the pages of published release <version> anew with the
// sections deployed now, and points the site back at it (stage prod unless --stage says
// otherwise). `--synth` stops at `cdk synth` (no AWS account needed).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

import { remoteReleasePath, remotes } from 'shared-types';

import { prerenderSection, sectionOf, type Section } from '../prerender/prerender-section';
import { deployedSite, localBuilds, nothingDeployed } from '../prerender/release-sources';
import { releaseVersion } from './release-version';

const repoRoot = path.resolve(__dirname, '../..');
const stages = ['staging', 'prod'];

/** The section's name in the CDK deploy app. */
function cdkSectionOf(section: Section): string {
  return section === 'shell' ? 'shell' : remotes[section].publicDir;
}

function cdk(section: Section, stage: string, context: Record<string, string>, synth: boolean) {
  const args = [
    'cdk',
    synth ? 'synth' : 'deploy',
    '--no-notices',
    '--app',
    'npx tsx bin/deploy-section.ts',
    '-c',
    `stage=${stage}`,
    '-c',
    `section=${cdkSectionOf(section)}`,
    ...Object.entries(context).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    ...(synth ? ['--quiet'] : ['--require-approval', 'never']),
  ];
  console.log(`> ${args.join(' ')}`);
  execFileSync('npx', args, {
    cwd: path.join(repoRoot, 'infra-cdk'),
    stdio: 'inherit',
    env: { ...process.env, CDK_DISABLE_CLI_TELEMETRY: 'true', CDK_DISABLE_VERSION_CHECK: 'true' },
  });
}

function stageOf(value: string | undefined, fallback?: string): string {
  const stage = value ?? fallback;
  if (!stage || !stages.includes(stage)) {
    throw new Error(`--stage is required: --stage <${stages.join('|')}>.`);
  }
  return stage;
}

async function release(
  positionals: string[],
  values: Record<string, string | boolean | undefined>,
) {
  const section = sectionOf(positionals[0]);
  const stage = stageOf(values.stage as string | undefined);
  const version = (values.version as string | undefined) ?? releaseVersion();
  const site = (values.site as string | undefined) ?? process.env.SITE_URL;
  if (!site && section !== 'shell') {
    throw new Error(
      `--site (or SITE_URL) is required: ${section}'s pages are rendered in the deployed shell.`,
    );
  }
  console.log(`Releasing ${cdkSectionOf(section)} ${version} to ${stage}.`);
  const basePaths = section === 'shell' ? {} : { [section]: remoteReleasePath(section, version) };
  const written = await prerenderSection(section, {
    own: localBuilds(repoRoot, basePaths),
    others: site ? deployedSite(site) : nothingDeployed('no site given: the first release'),
    repoRoot,
  });
  console.log(`Prerendered ${written.length} pages.`);
  cdk(section, stage, { version }, values.synth === true);
}

async function rollback(
  positionals: string[],
  values: Record<string, string | boolean | undefined>,
) {
  const section = sectionOf(positionals[0]);
  const version = positionals[1];
  if (!version) throw new Error('Usage: npm run rollback -- <section> <version> [--stage <stage>]');
  const stage = stageOf(values.stage as string | undefined, 'prod');
  const site = (values.site as string | undefined) ?? process.env.SITE_URL;
  if (!site) throw new Error('--site (or SITE_URL) is required: the release is taken from it.');
  console.log(`Rolling ${cdkSectionOf(section)} back to ${version} on ${stage}.`);
  // The release's pages, rendered anew with the sections the site serves now.
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `rollback-${cdkSectionOf(section)}-`));
  const written = await prerenderSection(section, {
    own: deployedSite(site, { [section]: version }),
    others: deployedSite(site),
    repoRoot,
    outDir,
    checkContract: false,
  });
  console.log(`Prerendered ${written.length} pages of release ${version}.`);
  cdk(
    section,
    stage,
    { rollback: version, pagesDir: path.join(outDir, 'pages') },
    values.synth === true,
  );
}

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  const { positionals, values } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      stage: { type: 'string' },
      site: { type: 'string' },
      version: { type: 'string' },
      synth: { type: 'boolean' },
    },
  });
  if (command === 'release') await release(positionals, values);
  else if (command === 'rollback') await rollback(positionals, values);
  else throw new Error('Usage: release|rollback …');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
