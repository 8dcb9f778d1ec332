// The local stages' canary alarm: every few seconds it judges each running canary by the rule the
// AWS alarm evaluates (canary-rule.ts of the release model), over the telemetry the stage records,
// and rolls a failing canary back by itself, printing and recording the notification the stage's
// topic would send.
import { failuresOf, judgeCanary, type VersionCounts } from 'release';
import { sections } from 'release';

import type { LocalReleaseWorld } from '../release-store/local-release';
import type { LocalStage } from '../release-store/local-stages';
import {
  metricSectionOf,
  readCanaryPointer,
  rollBackCanaryLocal,
  type CanaryNotification,
} from './local-canary';

/** One row of the telemetry's summary: a section at a version. */
export interface TelemetryCounts extends VersionCounts {
  readonly section: string;
  readonly version: string;
}

/** What the watcher needs. */
export interface CanaryWatcherOptions {
  readonly world: Pick<LocalReleaseWorld, 's3' | 'settings'>;
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
    let rows: readonly TelemetryCounts[] | undefined;
    for (const section of remoteSections) {
      const pointer = await readCanaryPointer(options.world, stage, section);
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
      const notification = await rollBackCanaryLocal(
        {
          section,
          stage,
          reason:
            `${failuresOf(canaryCounts)} errors and fallbacks in ${canaryCounts?.pageViews ?? 0} page views ` +
            `(${perView(verdict.canaryRate)}) against ${perView(verdict.stableRate)} for ${pointer.stable}`,
        },
        options.world,
      );
      if (notification) {
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
