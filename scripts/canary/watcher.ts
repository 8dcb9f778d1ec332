// The local stages' canary alarm: every second it judges each running canary by the rule the AWS
// alarm evaluates (canary-rule.ts of the release model), over the telemetry the stage records,
// and rolls a failing canary back by itself, printing and recording the notification the stage's
// topic would send.
import type { S3Client } from '@aws-sdk/client-s3';

import {
  failuresOf,
  judgeCanary,
  metricSectionOf,
  sections,
  type LocalStage,
  type VersionCounts,
} from 'release';
import {
  readCanaryPointer,
  rollBackCanary,
  type CanaryRollback,
  type ReleaseStoreSettings,
} from 'release/pipeline';

/** One row of the telemetry's summary: a section at a version. */
export interface TelemetryCounts extends VersionCounts {
  readonly section: string;
  readonly version: string;
}

/** What an automatic rollback tells the stage's topic. */
export type CanaryNotification = CanaryRollback;

/** What the watcher needs. */
export interface CanaryWatcherOptions {
  readonly s3: S3Client;
  readonly settings: ReleaseStoreSettings;
  readonly stages: readonly LocalStage[];
  /** The summary of a stage's telemetry (its `.telemetry/<stage>.jsonl`), by section and version. */
  readonly telemetry: (stage: LocalStage) => readonly TelemetryCounts[];
  /** Told of each rollback. @default prints it */
  readonly notify?: (notification: CanaryNotification) => void;
  /** @default 1000 */
  readonly intervalMs?: number;
}

const remoteSections = sections.filter((section) => section.keyPrefix !== '');

/** Judges every running canary of the stages once; returns the rollbacks it made. */
export async function checkCanaries(
  options: Omit<CanaryWatcherOptions, 'intervalMs'>,
): Promise<CanaryNotification[]> {
  const notifications: CanaryNotification[] = [];
  for (const stage of options.stages) {
    const { bucket } = options.settings.stages[stage];
    let rows: readonly TelemetryCounts[] | undefined;
    for (const section of remoteSections) {
      const pointer = await readCanaryPointer(options.s3, bucket, section);
      if (!pointer?.canary) continue;
      rows ??= options.telemetry(stage);
      const metricSection = metricSectionOf(section);
      const counts = (version: string) =>
        rows!.find((row) => row.section === metricSection && row.version === version);
      const canaryCounts = counts(pointer.canary);
      const verdict = judgeCanary(canaryCounts, counts(pointer.stable));
      if (!verdict.rollBack) continue;
      // A page view can fail more than once (an error, then its section's fallback), so the rate
      // is said per page view rather than as a percentage, which could pass 100%.
      const perView = (rate: number) => `${rate.toFixed(2)} a page view`;
      const rollbacks = await rollBackCanary(
        options.s3,
        bucket,
        section,
        stage,
        `${failuresOf(canaryCounts)} errors and fallbacks in ${canaryCounts?.pageViews ?? 0} page views ` +
          `(${perView(verdict.canaryRate)}) against ${perView(verdict.stableRate)} for ${pointer.stable}`,
      );
      for (const notification of rollbacks) {
        notifications.push(notification);
        (options.notify ?? printNotification)(notification);
      }
    }
  }
  return notifications;
}

function printNotification(notification: CanaryNotification): void {
  console.log(
    `[${notification.stage} alarm topic] ${notification.section} canary ${notification.canary} ` +
      `rolled back to ${notification.stable}: ${notification.reason}.`,
  );
}

/** Runs {@link checkCanaries} every `intervalMs` until stopped; a failed check is printed. */
export function watchCanaries(options: CanaryWatcherOptions): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const timer = setInterval(() => {
    running = running.then(async () => {
      if (stopped) return;
      try {
        await checkCanaries(options);
      } catch (error) {
        console.error(`The canary watcher's check failed: ${String(error)}`);
      }
    });
  }, options.intervalMs ?? 1000);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
