import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';

import {
  h2Front,
  http1RequestHeaders,
  http2ResponseHeaders,
  localhostCertificate,
} from './h2-front';

describe('the HTTP/2 front of the bench', () => {
  it("passes the browser's headers on without HTTP/2's own, and names the host", () => {
    expect(
      http1RequestHeaders({
        ':method': 'GET',
        ':path': '/tours',
        ':authority': 'localhost:4433',
        ':scheme': 'https',
        'accept-encoding': 'br, gzip',
        connection: 'keep-alive',
        cookie: 'a=1',
      }),
    ).toEqual({ host: 'localhost:4433', 'accept-encoding': 'br, gzip', cookie: 'a=1' });
  });

  it("answers with the site's status and headers, less those HTTP/2 forbids", () => {
    expect(
      http2ResponseHeaders(404, {
        'content-type': 'text/html',
        'transfer-encoding': 'chunked',
        connection: 'keep-alive',
        'keep-alive': 'timeout=5',
        'set-cookie': ['a=1', 'b=2'],
      }),
    ).toEqual({ ':status': 404, 'content-type': 'text/html', 'set-cookie': ['a=1', 'b=2'] });
  });

  it('serves the site over HTTP/2 with TLS, requests and bodies as they are', async () => {
    const site = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        response.writeHead(201, { 'content-type': 'text/plain', 'x-host': request.headers.host });
        response.end(`${request.method} ${request.url} ${body}`);
      });
    });
    site.listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => site.once('listening', resolve));
    const front = await h2Front(site.address() as AddressInfo, localhostCertificate());
    const client = http2.connect(front.origin, { rejectUnauthorized: false });
    try {
      const stream = client.request({ ':method': 'POST', ':path': '/api/contact?x=1' });
      stream.end('hello');
      const headers = await new Promise<http2.IncomingHttpHeaders>((resolve) =>
        stream.once('response', resolve),
      );
      let text = '';
      stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
      await new Promise((resolve) => stream.once('end', resolve));

      expect(front.origin).toMatch(/^https:\/\/localhost:\d+$/);
      expect(headers[':status']).toBe(201);
      expect(headers['content-type']).toBe('text/plain');
      expect(headers['x-host']).toBe(new URL(front.origin).host);
      expect(text).toBe('POST /api/contact?x=1 hello');
    } finally {
      client.close();
      front.server.close();
      site.close();
    }
  });
});
