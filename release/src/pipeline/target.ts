// A stage the pipeline releases to: the one interface it runs against, with two implementations,
// AWS (targets/aws-target.ts: SSM, `cdk deploy` of the section's stack, S3, CloudFront through the
// stack's pointer, STS) and the local stages (targets/local-target.ts: the S3 emulator and the
// local stage server). Everything else the pipeline does is the same code for both.
import type { S3Client } from '@aws-sdk/client-s3';

import type { CanaryPointer } from '../model/canary-pointer';
import type { SmokeRecord } from '../model/release-record';
import type { SectionDefinition } from '../model/sections';
import type { StageName } from '../model/stage';

/** A stage's bucket, as a client holding credentials that may read it sees it. */
interface StageBucket {
  readonly s3: S3Client;
  readonly bucket: string;
}

/** What a publish writes into a release's folder; nothing it writes is served until a switch. */
interface Upload {
  /** The section, pointed as the release the site keeps serving is (`pointedSection`). */
  readonly section: SectionDefinition;
  readonly version: string;
  /**
   * `release`: a whole build laid out as a release (its `release.json` included); `pages`: the
   * `pages/` and `release.json` of a release already published (its pages prerendered anew).
   */
  readonly kind: 'release' | 'pages';
  readonly dir: string;
  /** The release the site keeps serving meanwhile; undefined before the section's first. */
  readonly serving: string | undefined;
}

/** What a canary's watch is about: the rule's alarm on AWS, the stages' watcher locally. */
interface CanaryWatch {
  readonly section: SectionDefinition;
  readonly stable: string;
  readonly canary: string;
}

/** A section's canary pointer and the watch on it, as the stage's canary role reaches them. */
interface CanaryControls {
  /** The section's canary pointer, or undefined before its first canary. */
  readPointer(): Promise<CanaryPointer | undefined>;
  /** Writes the pointer, checked as the platform checks it before anything is written. */
  writePointer(pointer: CanaryPointer): Promise<void>;
  /** Starts judging the canary by the rule, before any visitor can get it. */
  watch(watch: CanaryWatch): Promise<void>;
  /** Stops judging it. */
  unwatch(): Promise<void>;
}

/** A stage the pipeline runs against. */
export interface StageTarget {
  readonly stage: StageName;
  /** The stage's public address, which its pages name and the smoke visits. */
  siteUrl(): Promise<string>;
  /** The mail store the stage's API sends to, whose messages the smoke looks for, if readable. */
  mailStore(): string | undefined;
  /**
   * How often a failing smoke is run again before it counts, and how long apart: a CDN may answer
   * from the old pointer until its invalidation completes.
   */
  readonly smokeRetries: { readonly attempts: number; readonly delayMs: number };
  /** The stage's bucket, read with credentials that may only read it (a promotion's source). */
  readBucket(): Promise<StageBucket>;
  /** Writes a release's files into its folder, leaving the pointer where it is. */
  publish(upload: Upload): Promise<void>;
  /**
   * Points the site at a published release of the section, at the pointer its definition names
   * (a remote's for the contract major the release was built for: `pointedSection`).
   */
  switchTo(section: SectionDefinition, version: string): Promise<void>;
  /** Keeps a smoke's record beside the release it ran on. */
  putSmokeRecord(section: SectionDefinition, version: string, record: SmokeRecord): Promise<void>;
  /** The section's canary controls (the shell's hold only its pointer, for a release train). */
  canaryControls(section: SectionDefinition): Promise<CanaryControls>;
}
