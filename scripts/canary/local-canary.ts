// A section's canary on a local stage: its release published beside the one served, a share of
// the visitors sent to it through the section's canary pointer (the object the edge reads, as the
// key value store on AWS), then either promoted to everyone or rolled back to the stable release.

import {
  canaryPointerKey,
  parseCanaryPointer,
  type CanaryPointer,
  releasesPrefix,
  type SectionDefinition,
} from 'release';
import { cacheControl, remoteNames, remotes, type RemoteName } from 'shared-types';

import type { Section } from '../prerender/prerender-section';
import { cdkSectionOf } from '../release/release';
import { getObject, putObject, sectionDefinition, servedVersion } from '../release-store/artifact';
import {
  releaseLocal,
  switchLocal,
  type LocalReleaseOptions,
  type LocalReleaseWorld,
} from '../release-store/local-release';
import type { LocalStage } from '../release-store/local-stages';

/** The record of an automatic rollback, kept beside the canary's release. */
export const ROLLBACK_RECORD = 'rollback.json';

/** The remote a deploy section is (its telemetry's `section` dimension). */
export function metricSectionOf(section: SectionDefinition): RemoteName {
  const remote = remoteNames.find((name) => remotes[name].publicDir === section.name);
  if (!remote) throw new Error(`${section.name} runs no canary: only a remote does.`);
  return remote;
}

/** A section's canary pointer on a stage, or undefined before its first canary. */
export async function readCanaryPointer(
  world: Pick<LocalReleaseWorld, 's3' | 'settings'>,
  stage: LocalStage,
  section: SectionDefinition,
): Promise<CanaryPointer | undefined> {
  const object = await getObject(
    world.s3,
    world.settings.stages[stage].bucket,
    canaryPointerKey(section),
  );
  return object ? parseCanaryPointer(object.body.toString('utf8'), section.name) : undefined;
}

/** Writes a section's canary pointer (checked as the platform checks it). */
async function writeCanaryPointer(
  world: Pick<LocalReleaseWorld, 's3' | 'settings'>,
  stage: LocalStage,
  pointer: CanaryPointer,
): Promise<void> {
  const section = sectionDefinition(pointer.section);
  const body = JSON.stringify(pointer, null, 2);
  parseCanaryPointer(body, section.name);
  await putObject(world.s3, world.settings.stages[stage].bucket, {
    key: canaryPointerKey(section),
    body: Buffer.from(body),
    cacheControl: cacheControl.revalidate,
    contentType: 'application/json',
  });
}

/** Parses `--canary <percent>`: a whole number from 1 to 99. */
export function canaryPercentOf(value: string): number {
  const percent = Number(value);
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new Error(
      `--canary takes the share of visitors as a whole number from 1 to 99, not "${value}" ` +
        '(100 is a release: leave --canary out).',
    );
  }
  return percent;
}

/**
 * Releases a remote as a canary: built, gated and prerendered as any release, published beside
 * the stable one, which keeps its pointer; then the canary pointer sends `percent` of the
 * visitors to it.
 */
export async function releaseCanaryLocal(
  options: LocalReleaseOptions & { percent: number },
  world: LocalReleaseWorld,
): Promise<CanaryPointer> {
  const section = sectionDefinition(cdkSectionOf(options.section));
  metricSectionOf(section);
  const { bucket } = world.settings.stages[options.stage];
  const stable = await servedVersion(world.s3, bucket, section);
  if (!stable) {
    throw new Error(
      `${options.stage} serves no release of ${section.name} yet: its first release is not a ` +
        'canary (leave --canary out).',
    );
  }
  const running = await readCanaryPointer(world, options.stage, section);
  if (running?.canary) {
    throw new Error(
      `${section.name} ${running.canary} already runs as a canary on ${options.stage}: ` +
        `promote it (npm run promote -- ${options.section} --stage ${options.stage}) or roll it back first.`,
    );
  }
  await releaseLocal({ ...options, switchPointer: false }, world);
  const pointer: CanaryPointer = {
    section: section.name,
    stable,
    canary: options.version,
    percent: options.percent,
    startedAt: new Date().toISOString(),
  };
  await writeCanaryPointer(world, options.stage, pointer);
  world.log(
    `${options.stage} serves ${section.name} ${options.version} to ${options.percent}% of the ` +
      `visitors as a canary; the others keep ${stable}.`,
  );
  return pointer;
}

/** Makes the running canary the release for everyone: its pointer switch, then no canary. */
export async function promoteCanaryLocal(
  options: { section: Section; stage: LocalStage },
  world: LocalReleaseWorld,
): Promise<string> {
  const section = sectionDefinition(cdkSectionOf(options.section));
  const pointer = await readCanaryPointer(world, options.stage, section);
  if (!pointer?.canary) {
    throw new Error(`${section.name} runs no canary on ${options.stage}; nothing was promoted.`);
  }
  // The pointer's copies move first: the canary's visitors already get it, the others from now.
  await switchLocal(
    { section: options.section, version: pointer.canary, stage: options.stage },
    world,
  );
  await writeCanaryPointer(world, options.stage, { section: section.name, stable: pointer.canary });
  world.log(`${options.stage} serves ${section.name} ${pointer.canary} to every visitor.`);
  return pointer.canary;
}

/** What an automatic rollback tells the stage's topic. */
export interface CanaryNotification {
  readonly stage: LocalStage;
  readonly section: string;
  readonly canary: string;
  readonly stable: string;
  readonly reason: string;
  readonly at: string;
}

/**
 * Sends every visitor back to the stable release (the stable pointer never moved), and records
 * why beside the canary's release. Returns the notification, or undefined when no canary ran.
 */
export async function rollBackCanaryLocal(
  options: { section: SectionDefinition; stage: LocalStage; reason: string },
  world: Pick<LocalReleaseWorld, 's3' | 'settings'>,
): Promise<CanaryNotification | undefined> {
  const { section, stage } = options;
  const pointer = await readCanaryPointer(world, stage, section);
  if (!pointer?.canary) return undefined;
  await writeCanaryPointer(world, stage, { section: section.name, stable: pointer.stable });
  const notification: CanaryNotification = {
    stage,
    section: section.name,
    canary: pointer.canary,
    stable: pointer.stable,
    reason: options.reason,
    at: new Date().toISOString(),
  };
  await putObject(world.s3, world.settings.stages[stage].bucket, {
    key: `${releasesPrefix(section)}${pointer.canary}/${ROLLBACK_RECORD}`,
    body: Buffer.from(JSON.stringify(notification, null, 2)),
    cacheControl: cacheControl.revalidate,
    contentType: 'application/json',
  });
  return notification;
}
