// A stage's site for the tests: the bucket site (targets/bucket-site.ts) over HTTP on a free port,
// with the test's own answers behind `/api/*`, as the local stage server serves the real API.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import { createBucketSite, type ReadObject } from '../targets/bucket-site';

/** A running site; `close` stops it. */
export interface TestSite {
  readonly url: string;
  close(): Promise<void>;
}

/** Serves `read`'s objects through the edge, and `/api/*` with `api`. */
export async function serveTestSite(
  read: ReadObject,
  api: (request: IncomingMessage, body: string, response: ServerResponse) => void = (
    _request,
    _body,
    response,
  ) => response.writeHead(404).end(),
): Promise<TestSite> {
  const site = createBucketSite(read);
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => api(request, Buffer.concat(chunks).toString('utf8'), response));
      return;
    }
    void site({
      method: request.method ?? 'GET',
      path: url.pathname,
      search: url.search,
      host: request.headers.host,
      cookie: request.headers.cookie,
    }).then((answer) => {
      for (const cookie of answer.cookies) response.appendHeader('Set-Cookie', cookie);
      response.writeHead(answer.status, answer.headers);
      response.end(request.method === 'HEAD' ? undefined : answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
