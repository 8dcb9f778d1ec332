// A bare HTTP server for `/api/*` that runs the real handlers (the site's server mounts the same
// handler in Express instead): for `npm run dev -w lambdas` and the mail drill.
import { createServer, type IncomingMessage, type Server } from 'node:http';

import { MAX_REQUEST_BODY_BYTES } from 'shared-types';

import { handleLocalApiRequest } from './local-api';

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

const JSON_TYPE = { 'Content-Type': 'application/json; charset=utf-8' };

/** Starts the API on `host:port` (port 0 picks one) and resolves with the server once it listens. */
export function startLocalApiServer(port: number, host = '127.0.0.1'): Promise<Server> {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const body = await readBody(request);
      const result =
        body === undefined
          ? {
              statusCode: 413,
              headers: JSON_TYPE,
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
      response.writeHead(500, JSON_TYPE);
      response.end(JSON.stringify({ error: { message: 'Internal Server Error' } }));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
