// `npm run stages`: the release store and the local stages' sites, until Ctrl-C, so a visitor can
// look at what `npm run release -- <section> --stage local-staging|local-prod` did.
import path from 'node:path';

import { localStages } from 'release';

import { stageTelemetry } from '../canary/telemetry';
import { openLocalWorld } from './world';

const repoRoot = path.resolve(__dirname, '../..');

async function main(): Promise<void> {
  // The stages' sites judge running canaries by their telemetry and roll a failing one back.
  const world = await openLocalWorld(repoRoot, { canaryTelemetry: stageTelemetry });
  for (const stage of localStages) {
    console.log(`${stage}: ${world.settings.stages[stage].siteUrl}/`);
  }
  console.log(`Mail sent by the stages' forms: ${world.sesUrl}/ (JSON: ${world.sesUrl}/store)`);
  if (world.startedHere.length === 0) {
    console.log('The store and the stages were already running; nothing was started.');
    await world.close();
    return;
  }
  const stop = (signal: string) => {
    console.log(`${signal}: stopping ${world.startedHere.join(' and ')}`);
    void world.close().finally(() => process.exit(0));
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
