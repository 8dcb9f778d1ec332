// A local stage's telemetry for the canary watcher: the JSONL file its server records
// (server/telemetry-log.ts), summarised by section and version with the telemetry's own reader.
import fs from 'node:fs';

import type { LocalStage } from 'release';

import { telemetryLogOf } from '../../server/telemetry-log';
import { readTelemetry, summarizeTelemetry } from '../telemetry/summary';
import type { TelemetryCounts } from './watcher';

/** Each stage's rows; none before the stage has recorded anything. */
export function stageTelemetry(stage: LocalStage): TelemetryCounts[] {
  const file = telemetryLogOf(stage);
  return fs.existsSync(file) ? summarizeTelemetry(readTelemetry(file)) : [];
}
