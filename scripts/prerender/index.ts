// `npm run prerender -w <package>`: prerenders the routes a section owns into its build's
// `pages/` folder (docs/decisions/007), with the shell's layout. The shell's team renders every
// route; a remote's team renders its own routes, so its release refreshes them. Any other section
// comes from `--site <url>` (the deployed site: its pointers name the releases it serves), or
// else from the local builds, as `npm run build` of the whole site does.
//
//   prerender <shell|home-tours|blog-gallery|forms> [--site <url>] [--version <version>]
//             [--no-contract-check]
//   prerender --request <file> --report <file>
//
// `--version` names the release a remote's release is about to publish, whose folder its pages'
// style sheets and images are served from. The pages name `--site`, else SITE_URL (or the local
// server's origin on PORT).
//
// The release pipeline runs it the second way, in a process without AWS credentials: the request
// (the release package's prerenderRequestSchema: the section, the stage's site, the staged build
// it writes into, a published release to render instead of it) is read from a file and checked,
// and what was written goes into the report file (prerenderReportSchema), which the pipeline
// reads back and checks. A release train's request names its other members' staged builds, which
// the pages are rendered with instead of what the stage serves.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

import {
  packageOf,
  parseRecordFile,
  prerenderReportSchema,
  prerenderRequestSchema,
  sectionOf,
  type PrerenderReport,
  type PrerenderRequest,
} from 'release';
import { remoteReleasePath, type RemoteName } from 'shared-types';
import { parseSiteUrl, siteUrlFromEnvironment } from 'site-rules';

import { prerenderSection } from './prerender-section';
import { deployedSite, localBuilds, trainSite } from './release-sources';

const repoRoot = path.resolve(__dirname, '../..');

/** Renders what the pipeline asked for, and says what it wrote. */
async function prerenderRequested(request: PrerenderRequest): Promise<PrerenderReport> {
  const { section, site, buildDir, version, pinned, train = {} } = request;
  const basePaths: Partial<Record<RemoteName, string>> = {};
  const dirs: Record<string, string> = { [packageOf(section)]: buildDir };
  for (const [member, dir] of Object.entries(train) as ['shell' | RemoteName, string][]) {
    dirs[packageOf(member)] = dir;
    // A train's members are published as one version.
    if (member !== 'shell' && version) basePaths[member] = remoteReleasePath(member, version);
  }
  if (version && section !== 'shell') basePaths[section] = remoteReleasePath(section, version);
  const local = localBuilds(repoRoot, basePaths, dirs);
  const members = new Set(Object.keys(train) as ('shell' | RemoteName)[]);
  const others =
    members.size > 0 ? trainSite(local, deployedSite(site), members) : deployedSite(site);
  const own = pinned ? deployedSite(site, { [section]: pinned }) : local;
  const started = Date.now();
  const written = await prerenderSection(section, {
    own,
    others,
    repoRoot,
    siteUrl: parseSiteUrl(site),
    outDir: buildDir,
    checkContract: request.checkContract,
  });
  return prerenderReportSchema.parse({
    section,
    pages: written.map((file) => path.relative(buildDir, file).split(path.sep).join('/')),
    others: others.description,
    ms: Date.now() - started,
  });
}

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      version: { type: 'string' },
      'no-contract-check': { type: 'boolean' },
      request: { type: 'string' },
      report: { type: 'string' },
    },
  });
  if (values.request !== undefined) {
    if (values.report === undefined) throw new Error('--request <file> needs --report <file>.');
    const request = parseRecordFile(
      prerenderRequestSchema,
      values.request,
      'the prerender request',
    );
    const report = await prerenderRequested(request);
    fs.writeFileSync(values.report, JSON.stringify(report));
    console.log(
      `Prerendered ${report.pages.length} pages of ${section(request)} in ${report.ms} ms, the ` +
        `other sections from ${report.others}.`,
    );
    return;
  }
  const named = sectionOf(positionals[0]);
  const basePaths: Partial<Record<RemoteName, string>> = {};
  if (values.version && named !== 'shell') {
    basePaths[named] = remoteReleasePath(named, values.version);
  }
  const local = localBuilds(repoRoot, basePaths);
  // Only `--site`: SITE_URL is the site's public address the pages name (decision 012), which a
  // build for a first deploy sets before anything is deployed there.
  const others = values.site ? deployedSite(values.site) : local;
  const started = Date.now();
  const written = await prerenderSection(named, {
    own: local,
    others,
    repoRoot,
    siteUrl: values.site ? parseSiteUrl(values.site) : siteUrlFromEnvironment(process.env),
    checkContract: values['no-contract-check'] !== true,
  });
  console.log(
    `Prerendered ${written.length} pages of ${section({ section: named })} in ` +
      `${Date.now() - started} ms, the other sections from ${others.description}.`,
  );
}

function section({ section: name }: Pick<PrerenderRequest, 'section'>): string {
  return name === 'shell' ? 'the shell' : name;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
