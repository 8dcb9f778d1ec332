// A local stage with every section released at one version, from the builds in the repository
// (each package's `dist/`, built when missing): where the canary drill, the release drill and the
// canary's end-to-end test start. Each section goes through the release pipeline as a team's
// release does. The shell's one build serves every stage: it reads its site's address from the
// page, and its release gives the few files that name a site the stage's. Seeding is the setup of
// what follows, not what it tests: each switch is smoked over HTTP only (the browser smoke of four
// sections took about 150 s of every seeding here), and the releases after it by every smoke.
import fs from 'node:fs';
import path from 'node:path';

import { packageOf } from 'release';
import {
  buildCommand,
  httpSmoke,
  releaseSection,
  type PipelineTools,
  type StageTarget,
} from 'release/pipeline';
import { PRERENDER_KIT_FILE, remoteNames } from 'shared-types';

/** Builds each front end whose `dist/` lacks what a release publishes. */
async function buildMissing(tools: PipelineTools): Promise<void> {
  const builds = [
    ...remoteNames.map((name) => ({ packageName: packageOf(name), file: 'mf-manifest.json' })),
    { packageName: 'shell', file: PRERENDER_KIT_FILE },
  ];
  for (const { packageName, file } of builds) {
    if (!fs.existsSync(path.join(tools.repoRoot, packageName, 'dist', file))) {
      await tools.run(buildCommand(tools.repoRoot, packageName));
    }
  }
}

/**
 * The tools of a seeding, whether by release or by promotion: the same, with the HTTP smoke as the
 * only smoke of each switch.
 */
export function seedingTools(tools: PipelineTools): PipelineTools {
  return { ...tools, smokes: [httpSmoke()] };
}

/** Releases the shell and every remote to `target` as `version`. */
export async function seedStage(
  target: StageTarget,
  version: string,
  tools: PipelineTools,
): Promise<void> {
  await buildMissing(tools);
  const seedTools = seedingTools(tools);
  for (const section of ['shell', ...remoteNames] as const) {
    await releaseSection({ section, version, skipBuild: true }, target, seedTools);
  }
}
