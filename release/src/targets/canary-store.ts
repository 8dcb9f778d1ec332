// A section's canary pointer object in a stage's bucket (`remotes/<section>/canary.json`), read
// and written the same way on AWS (with the section's canary role) and on the local stages.
import type { S3Client } from '@aws-sdk/client-s3';
import { cacheControl } from 'shared-types';

import { getObject, putObject } from '../artifact/artifact';
import {
  canaryPointerKey,
  parseCanaryPointer,
  sameTrain,
  trainPartners,
  type CanaryPointer,
} from '../model/canary-pointer';
import { ROLLBACK_RECORD } from '../model/release-record';
import { releasesPrefix, sections, type SectionDefinition } from '../model/sections';

/** The section's pointer, or undefined before its first canary. */
export async function readCanaryPointer(
  s3: S3Client,
  bucket: string,
  section: SectionDefinition,
): Promise<CanaryPointer | undefined> {
  const object = await getObject(s3, bucket, canaryPointerKey(section));
  return object ? parseCanaryPointer(object.body.toString('utf8'), section.name) : undefined;
}

/** Writes a pointer, checked as the platform's sync function checks it, before anything is written. */
export async function writeCanaryPointer(
  s3: S3Client,
  bucket: string,
  section: SectionDefinition,
  pointer: CanaryPointer,
): Promise<void> {
  const body = JSON.stringify(pointer, null, 2);
  parseCanaryPointer(body, section.name);
  await putObject(s3, bucket, {
    key: canaryPointerKey(section),
    body: Buffer.from(body),
    cacheControl: cacheControl.revalidate,
    contentType: 'application/json',
  });
}

/** What a canary's automatic rollback tells the stage's topic, and records beside the canary. */
export interface CanaryRollback {
  readonly stage: string;
  readonly section: string;
  readonly canary: string;
  readonly stable: string;
  readonly reason: string;
  readonly at: string;
}

/** One section's canary ended: its pointer back on the stable release, and why, beside the canary. */
async function endCanary(
  s3: S3Client,
  bucket: string,
  section: SectionDefinition,
  pointer: CanaryPointer & { canary: string },
  stage: string,
  reason: string,
): Promise<CanaryRollback> {
  await writeCanaryPointer(s3, bucket, section, { section: section.name, stable: pointer.stable });
  const rollback: CanaryRollback = {
    stage,
    section: section.name,
    canary: pointer.canary,
    stable: pointer.stable,
    reason,
    at: new Date().toISOString(),
  };
  await putObject(s3, bucket, {
    key: `${releasesPrefix(section)}${pointer.canary}/${ROLLBACK_RECORD}`,
    body: Buffer.from(JSON.stringify(rollback, null, 2)),
    cacheControl: cacheControl.revalidate,
    contentType: 'application/json',
  });
  return rollback;
}

/**
 * Sends every visitor back to the stable release (the stable pointer never moved) and records why
 * beside the canary's release, as the platform's rollback function does on AWS; a member of a
 * train's canary ends the canary of every member still running it. Returns what it did: nothing
 * when no canary ran.
 */
export async function rollBackCanary(
  s3: S3Client,
  bucket: string,
  section: SectionDefinition,
  stage: string,
  reason: string,
): Promise<CanaryRollback[]> {
  const pointer = await readCanaryPointer(s3, bucket, section);
  if (!pointer?.canary) return [];
  const running = { ...pointer, canary: pointer.canary };
  const done = [await endCanary(s3, bucket, section, running, stage, reason)];
  for (const name of trainPartners(pointer)) {
    const partner = sections.find((definition) => definition.name === name);
    if (!partner || partner.keyPrefix === '') continue;
    const other = await readCanaryPointer(s3, bucket, partner);
    if (!other?.canary || !sameTrain(pointer, other)) continue;
    const ended = { ...other, canary: other.canary };
    done.push(
      await endCanary(
        s3,
        bucket,
        partner,
        ended,
        stage,
        `${section.name}, of its train: ${reason}`,
      ),
    );
  }
  return done;
}
