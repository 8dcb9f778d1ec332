// A local stage with every section released at one version, from the builds in the repository
// (each package's `dist/`, built when missing): where the canary drill, the release drill and the
// canary's end-to-end test start. The shell's one build serves every stage: it reads its site's
// address from the page, and its release gives the few files that name a site the stage's.
import fs from 'node:fs';
import path from 'node:path';

import { PRERENDER_KIT_FILE, remoteNames, remotes } from 'shared-types';

import { buildCommand } from '../release/command';
import { releaseLocal, type LocalReleaseWorld } from '../release-store/local-release';
import type { LocalStage } from '../release-store/local-stages';

/** Builds each front end whose `dist/` lacks what a release publishes. */
function buildMissing(world: LocalReleaseWorld, repoRoot: string): void {
  const builds = [
    ...remoteNames.map((name) => ({
      packageName: remotes[name].packageName,
      file: 'mf-manifest.json',
    })),
    { packageName: 'shell', file: PRERENDER_KIT_FILE },
  ];
  for (const { packageName, file } of builds) {
    if (!fs.existsSync(path.join(repoRoot, packageName, 'dist', file))) {
      world.run(buildCommand(repoRoot, packageName));
    }
  }
}

/** Releases the shell and every remote to `stage` as `version`. */
export async function seedStage(
  world: LocalReleaseWorld,
  stage: LocalStage,
  version: string,
  repoRoot: string,
): Promise<void> {
  buildMissing(world, repoRoot);
  for (const section of ['shell', ...remoteNames] as const) {
    await releaseLocal({ section, stage, version, repoRoot, skipBuild: true }, world);
  }
}
