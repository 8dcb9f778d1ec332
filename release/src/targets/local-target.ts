// The local stages as a target of the pipeline: the stage's bucket in the S3 emulator, written
// with the S3 calls a deploy makes (the release's files, assets first and entry points last), its
// pointer switched by the deploy stacks' own switch (without a CDN to invalidate), its site served
// by the local stage server through the edge's code, and its mail read from the SES emulator's
// store. A canary is watched by the stages' watcher, which judges every running canary by the
// rule the AWS alarm evaluates; so starting and ending a watch here writes nothing.
import fs from 'node:fs';
import path from 'node:path';

import type { S3Client } from '@aws-sdk/client-s3';
import { cacheControl } from 'shared-types';

import {
  contentTypeOf,
  filesOf,
  planRelease,
  publishObjects,
  putObject,
} from '../artifact/artifact';
import { RELEASE_RECORD, SMOKE_RECORD } from '../model/release-record';
import { KEEP_RELEASES, releasesPrefix } from '../model/sections';
import type { LocalStage } from '../model/stage';
import type { StageTarget } from '../pipeline/target';
import { switchRelease } from '../switch/switch-release';
import { readCanaryPointer, writeCanaryPointer } from './canary-store';
import type { ReleaseStoreSettings } from './local-settings';

/** What a local stage's target is made of. */
export interface LocalTargetOptions {
  readonly stage: LocalStage;
  readonly settings: ReleaseStoreSettings;
  /** A client of the S3 emulator. */
  readonly s3: S3Client;
  /** The SES emulator the stages' API sends through (its `/store` lists the mail). */
  readonly mailStore?: string;
}

/** A local stage. */
export function localTarget(options: LocalTargetOptions): StageTarget {
  const { stage, s3 } = options;
  const { bucket, siteUrl } = options.settings.stages[stage];
  const recordObject = (key: string, file: string) => ({
    key,
    body: fs.readFileSync(file),
    cacheControl: cacheControl.revalidate,
    contentType: 'application/json',
  });
  return {
    stage,
    siteUrl: () => Promise.resolve(siteUrl),
    mailStore: () => options.mailStore,
    smokeRetries: { attempts: 1, delayMs: 0 },
    readBucket: () => Promise.resolve({ s3, bucket }),
    async publish({ section, version, kind, dir }) {
      const folder = `${releasesPrefix(section)}${version}/`;
      if (kind === 'release') {
        await publishObjects(s3, bucket, section, version, planRelease(section, version, dir));
      } else {
        const pages = filesOf(dir)
          .filter((file) => file.startsWith('pages/'))
          .map((file) => ({
            key: folder + file,
            body: fs.readFileSync(path.join(dir, file)),
            cacheControl: cacheControl.immutable,
            contentType: contentTypeOf(file),
          }));
        await publishObjects(s3, bucket, section, version, pages);
      }
      // The record last: a release is published once its record says so.
      await putObject(
        s3,
        bucket,
        recordObject(folder + RELEASE_RECORD, path.join(dir, RELEASE_RECORD)),
      );
    },
    async switchTo(section, version) {
      await switchRelease(s3, {
        Bucket: bucket,
        ReleasesPrefix: releasesPrefix(section),
        Pointer: section.pointer,
        KeepReleases: String(KEEP_RELEASES),
        Version: version,
      });
    },
    async putSmokeRecord(section, version, record) {
      await putObject(s3, bucket, {
        key: `${releasesPrefix(section)}${version}/${SMOKE_RECORD}`,
        body: Buffer.from(JSON.stringify(record, null, 2)),
        cacheControl: cacheControl.revalidate,
        contentType: 'application/json',
      });
    },
    canaryControls(section) {
      return Promise.resolve({
        readPointer: () => readCanaryPointer(s3, bucket, section),
        writePointer: (pointer) => writeCanaryPointer(s3, bucket, section, pointer),
        watch: () => Promise.resolve(),
        unwatch: () => Promise.resolve(),
      });
    },
  };
}
