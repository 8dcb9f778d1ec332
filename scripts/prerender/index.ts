// `npm run prerender -w <package>`: prerenders the routes a section owns into its build's
// `pages/` folder (docs/decisions/007), with the shell's layout. The shell's team renders every
// route; a remote's team renders its own routes, so its deploy refreshes them. Any other section
// comes from `--site <url>` (the deployed site: its pointers name the releases it serves), or
// else from the local builds, as `npm run build` of the whole site does.
//
//   prerender <shell|home-tours|blog-gallery|forms> [--site <url>] [--version <version>]
//             [--pinned <version>] [--out <dir>] [--no-contract-check]
//
// `--version` names the release a remote's deploy is about to publish, whose folder its pages'
// style sheets and images are served from; `--pinned` renders a published release of the section
// (a rollback's) instead of its build, and `--out` writes `pages/` into another folder. A release
// runs it in a process without AWS credentials (scripts/release/release.ts). The pages name
// `--site`, else SITE_URL (or the local server's origin on PORT).
import path from 'node:path';
import { parseArgs } from 'node:util';

import { remoteReleasePath, type RemoteName } from 'shared-types';
import { parseSiteUrl, siteUrlFromEnvironment } from 'site-rules';

import { prerenderSection, sectionOf } from './prerender-section';
import { deployedSite, localBuilds } from './release-sources';

const repoRoot = path.resolve(__dirname, '../..');

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      version: { type: 'string' },
      pinned: { type: 'string' },
      out: { type: 'string' },
      'no-contract-check': { type: 'boolean' },
    },
  });
  const section = sectionOf(positionals[0]);
  const version = values.version;
  const basePaths: Partial<Record<RemoteName, string>> = {};
  if (version && section !== 'shell') basePaths[section] = remoteReleasePath(section, version);
  const local = localBuilds(repoRoot, basePaths);
  // Only `--site`: SITE_URL is the site's public address the pages name (decision 012), which a
  // build for a first deploy sets before anything is deployed there.
  const site = values.site;
  const others = site ? deployedSite(site) : local;
  if (values.pinned && !site) throw new Error('--pinned <version> needs --site <url>.');
  const own = values.pinned && site ? deployedSite(site, { [section]: values.pinned }) : local;
  const started = Date.now();
  const written = await prerenderSection(section, {
    own,
    others,
    repoRoot,
    siteUrl: site ? parseSiteUrl(site) : siteUrlFromEnvironment(process.env),
    outDir: values.out,
    checkContract: values['no-contract-check'] !== true,
  });
  console.log(
    `Prerendered ${written.length} pages of ${section === 'shell' ? 'the shell' : section} in ` +
      `${Date.now() - started} ms, the other sections from ${others.description}.`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
