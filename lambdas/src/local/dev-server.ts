// `npm run dev -w lambdas`: the two functions alone on http://127.0.0.1:8081/api/* (API_PORT
// overrides) with their own SES emulator on 8005 (SES_EMULATOR_PORT overrides), for working on the Lambdas without the site.
// `npm start` does not use this file: the site's server calls handleLocalApiRequest itself.
import { createServer, type IncomingMessage } from 'node:http';

import { MAX_REQUEST_BODY_BYTES } from 'shared-types';

import { handleLocalApiRequest } from './local-api';
import { createLocalMailEnvironment, SES_EMULATOR_PORT } from './local-env';
import { startSesEmulator } from './ses-emulator';

// Read a little past the limit so the handler itself still answers 413, as in production.
const READ_LIMIT_BYTES = MAX_REQUEST_BODY_BYTES * 4;

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    bytes += buffer.length;
    if (bytes > READ_LIMIT_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

async function main(): Promise<void> {
  const emulatorPort = Number(process.env.SES_EMULATOR_PORT ?? SES_EMULATOR_PORT);
  Object.assign(process.env, createLocalMailEnvironment(emulatorPort));
  const emulator = await startSesEmulator({ port: emulatorPort });
  const port = Number(process.env.API_PORT ?? 8081);

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = await readBody(request);
      const result =
        body === undefined
          ? {
              statusCode: 413,
              headers: { 'Content-Type': 'application/json; charset=utf-8' },
              body: JSON.stringify({ error: { message: 'The request is too large.' } }),
            }
          : await handleLocalApiRequest({
              method: request.method ?? 'GET',
              path: url.pathname,
              query: url.search,
              headers: request.headers,
              body,
              sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
            });
      response.writeHead(result.statusCode, result.headers as Record<string, string>);
      response.end(result.body);
    })().catch((error: unknown) => {
      console.error(error);
      response.writeHead(500).end();
    });
  });
  server.listen(port, '127.0.0.1', () => {
    console.log(`Lambdas: http://127.0.0.1:${port}/api/contact and /api/survey`);
    console.log(`Mail inbox: ${emulator.url}/ (JSON: ${emulator.url}/store)`);
  });

  const shutdown = () => {
    server.close();
    void emulator.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
