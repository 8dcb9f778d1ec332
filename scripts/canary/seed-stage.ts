// A local stage with every section released at one version, from the builds in the repository
// (each remote's `dist/`, built when missing; the shell built for the stage's site into its own
// folder, as its JavaScript names the site): where the canary drill and its end-to-end test start.
import fs from 'node:fs';
import path from 'node:path';

import { remoteNames, remotes } from 'shared-types';

import { builtSiteUrl } from '../release/release';
import { releaseLocal, type LocalReleaseWorld } from '../release-store/local-release';
import type { LocalStage } from '../release-store/local-stages';

/** The shell's build for a stage's site, in `shell/dist-<stage>`, built when missing or stale. */
export function shellBuildFor(world: LocalReleaseWorld, stage: LocalStage, repoRoot: string) {
  const dir = path.join(repoRoot, 'shell', `dist-${stage}`);
  const site = world.settings.stages[stage].siteUrl;
  if (builtSiteUrl(dir) !== site || !fs.existsSync(path.join(dir, 'server', 'prerender.js'))) {
    world.run({
      args: ['npm', 'run', 'build', '-w', 'shell'],
      cwd: repoRoot,
      env: { SITE_URL: site, DIST_DIR: `dist-${stage}` },
    });
  }
  return dir;
}

/** Releases the shell and every remote to `stage` as `version`. */
export async function seedStage(
  world: LocalReleaseWorld,
  stage: LocalStage,
  version: string,
  repoRoot: string,
): Promise<void> {
  for (const name of remoteNames) {
    const { packageName } = remotes[name];
    if (!fs.existsSync(path.join(repoRoot, packageName, 'dist', 'mf-manifest.json'))) {
      world.run({ args: ['npm', 'run', 'build', '-w', packageName], cwd: repoRoot });
    }
  }
  const buildDir = shellBuildFor(world, stage, repoRoot);
  await releaseLocal(
    { section: 'shell', stage, version, repoRoot, skipBuild: true, buildDir },
    world,
  );
  for (const name of remoteNames) {
    await releaseLocal({ section: name, stage, version, repoRoot, skipBuild: true }, world);
  }
}
