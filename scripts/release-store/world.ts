// Everything a local release needs, opened once per command: the store (started here unless it
// already runs), the stages' sites and mail path (likewise), and the real commands and smoke.
import { execFileSync } from 'node:child_process';

import { SES_EMULATOR_PORT } from 'lambdas/local';

import type { CanaryNotification } from '../canary/local-canary';
import { watchCanaries, type TelemetryCounts } from '../canary/watcher';
import type { LocalReleaseWorld } from './local-release';
import {
  localStages,
  releaseStoreSettings,
  type LocalStage,
  type ReleaseStoreSettings,
} from './local-stages';
import { smokeStage } from './smoke';
import { startLocalStageSites } from './stages';
import { openReleaseStore, portAnswers } from './store';

/** A world opened by {@link openLocalWorld}; `close` stops what it started. */
export interface OpenWorld extends LocalReleaseWorld {
  /** What was started here (for messages). */
  readonly startedHere: readonly string[];
  close(): Promise<void>;
}

/** Opens the store and the stages' sites, starting whichever is not running yet. */
export async function openLocalWorld(
  repoRoot: string,
  options: {
    log?: (message: string) => void;
    settings?: ReleaseStoreSettings;
    /** Keep the commands' output, showing it only when one fails. @default false */
    quiet?: boolean;
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
): Promise<OpenWorld> {
  const log = options.log ?? ((message: string) => console.log(message));
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
          world: { s3: store.s3, settings },
          stages: localStages,
          telemetry: options.canaryTelemetry,
          notify: options.notify,
        })
      : undefined;
  return {
    settings,
    s3: store.s3,
    sesUrl: sites?.sesUrl ?? `http://127.0.0.1:${sesPort}`,
    startedHere,
    log,
    run({ args, cwd, env }) {
      log(`> ${args.join(' ')}`);
      const [file, ...rest] = args;
      const spawnOptions = { cwd, env: { ...process.env, ...env } };
      if (!options.quiet) {
        execFileSync(file!, rest, { ...spawnOptions, stdio: 'inherit' });
        return;
      }
      try {
        execFileSync(file!, rest, { ...spawnOptions, stdio: 'pipe', maxBuffer: 64 * 1024 * 1024 });
      } catch (error) {
        const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
        throw new Error(
          `${args.join(' ')} failed:\n${String(stdout ?? '')}${String(stderr ?? '')}`.trimEnd(),
        );
      }
    },
    smoke: smokeStage,
    async close() {
      await watcher?.stop();
      await sites?.stop();
      await store.stop();
    },
  };
}
