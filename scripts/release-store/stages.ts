// The local stages' sites: one server per stage, each serving its bucket through the edge's own
// function (server/store-site.ts), with the real API handlers behind `/api/*` and one mail path
// (the SES emulator's store shows what every stage sent).
import { createServer, type Server } from 'node:http';

import type { S3Client } from '@aws-sdk/client-s3';

import { startLocalMailStack } from 'lambdas/local';
import { localStages } from 'release';
import { getObject, type ReleaseStoreSettings } from 'release/pipeline';

import { createLocalApi, telemetryLogOf } from '../../server/local-api';
import { createStoreSiteApp } from '../../server/store-site';

/** The running sites of the local stages. */
export interface LocalStageSites {
  /** The SES emulator: inbox at `/`, mail as JSON at `/store`. */
  readonly sesUrl: string;
  stop(): Promise<void>;
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

/** Starts the mail path and one site per local stage. */
export async function startLocalStageSites(
  settings: ReleaseStoreSettings,
  s3: S3Client,
  sesPort: number,
): Promise<LocalStageSites> {
  const stages = localStages.map((stage) => settings.stages[stage]);
  const mail = await startLocalMailStack({
    sesPort,
    siteOrigins: stages.flatMap(({ port }) => [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
    ]),
  });
  const servers: Server[] = [];
  try {
    for (const name of localStages) {
      const stage = settings.stages[name];
      const api = createLocalApi({ telemetryLog: telemetryLogOf(name) });
      const app = createStoreSiteApp((key) => getObject(s3, stage.bucket, key), api);
      const site = createServer(app);
      await listen(site, stage.port);
      servers.push(site);
    }
  } catch (error) {
    for (const server of servers) server.close();
    await mail.stop();
    throw error;
  }
  return {
    sesUrl: mail.sesUrl,
    async stop() {
      for (const server of servers) {
        server.close();
        server.closeAllConnections();
      }
      await mail.stop();
    },
  };
}
