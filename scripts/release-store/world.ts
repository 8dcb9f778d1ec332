// The local stages, opened once per command: the store (started here unless it already runs),
// the stages' sites and mail path (likewise), and a target of the release pipeline for each stage.
import type { S3Client } from '@aws-sdk/client-s3';

import { SES_EMULATOR_PORT } from 'lambdas/local';
import { localStages, type LocalStage } from 'release';
import {
  localTarget,
  openReleaseStore,
  portAnswers,
  releaseStoreSettings,
  type ReleaseStoreSettings,
  type StageTarget,
} from 'release/pipeline';

import { watchCanaries, type CanaryNotification, type TelemetryCounts } from '../canary/watcher';
import { startLocalStageSites } from './stages';

/** The local stages, open; `close` stops what was started here. */
export interface LocalWorld {
  readonly settings: ReleaseStoreSettings;
  readonly s3: S3Client;
  /** The SES emulator the stages' API sends through. */
  readonly sesUrl: string;
  /** What was started here (for messages). */
  readonly startedHere: readonly string[];
  /** Each stage as a target of the release pipeline. */
  target(stage: LocalStage): StageTarget;
  close(): Promise<void>;
}

/** Opens the store and the stages' sites, starting whichever is not running yet. */
export async function openLocalWorld(
  repoRoot: string,
  options: {
    settings?: ReleaseStoreSettings;
    /**
     * Each stage's telemetry by section and version: with it, the stages' sites started here
     * judge running canaries and roll a failing one back (scripts/canary/watcher.ts).
     */
    canaryTelemetry?: (stage: LocalStage) => readonly TelemetryCounts[];
    /** Told of each canary rolled back. @default printed */
    notify?: (notification: CanaryNotification) => void;
    /** The stages' mail emulator's port (0: any free one). @default SES_EMULATOR_PORT's */
    sesPort?: number;
  } = {},
): Promise<LocalWorld> {
  const settings = options.settings ?? releaseStoreSettings(repoRoot);
  const sesPort = options.sesPort ?? Number(process.env.SES_EMULATOR_PORT ?? SES_EMULATOR_PORT);
  const store = await openReleaseStore(settings);
  const startedHere: string[] = store.started ? [`the release store on ${store.endpoint}`] : [];
  const answering = await Promise.all(
    localStages.map((stage) => portAnswers(settings.stages[stage].port)),
  );
  let sites: Awaited<ReturnType<typeof startLocalStageSites>> | undefined;
  if (answering.some((answers) => !answers)) {
    try {
      sites = await startLocalStageSites(settings, store.s3, sesPort);
    } catch (error) {
      await store.stop();
      throw error;
    }
    startedHere.push(
      `the local stages' sites (${localStages.map((stage) => settings.stages[stage].siteUrl).join(', ')})`,
    );
  }
  const watcher =
    sites && options.canaryTelemetry
      ? watchCanaries({
          s3: store.s3,
          settings,
          stages: localStages,
          telemetry: options.canaryTelemetry,
          notify: options.notify,
        })
      : undefined;
  const sesUrl = sites?.sesUrl ?? `http://127.0.0.1:${sesPort}`;
  return {
    settings,
    s3: store.s3,
    sesUrl,
    startedHere,
    target: (stage) => localTarget({ stage, settings, s3: store.s3, mailStore: sesUrl }),
    async close() {
      await watcher?.stop();
      await sites?.stop();
      await store.stop();
    },
  };
}
