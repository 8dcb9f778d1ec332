import type { Server } from 'node:http';

import { SES_EMULATOR_PORT, startLocalMailStack } from 'lambdas/local';

import { createSiteApp } from './app';
import { localApi as api } from './local-api';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const sesPort = Number(process.env.SES_EMULATOR_PORT ?? SES_EMULATOR_PORT);

async function main(): Promise<void> {
  // The same mail path as in AWS: the handlers queue what they accept, and a poller hands the
  // queue to the delivery function, which sends through SES (SES_ENDPOINT may name a proxy).
  const mail = await startLocalMailStack({
    sesPort,
    sesEndpoint: process.env.SES_ENDPOINT,
    siteOrigins: [`http://localhost:${port}`, `http://127.0.0.1:${port}`],
  });
  const server: Server = createSiteApp(undefined, api).listen(port, host, () => {
    console.log(`Site: http://localhost:${port}/`);
    console.log(
      `Mail sent by the contact and survey forms: ${mail.sesUrl}/ (JSON: ${mail.sesUrl}/store)`,
    );
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: stopping the site and the mail emulators`);
    server.close();
    server.closeAllConnections();
    void mail.stop().finally(() => process.exit(0));
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
