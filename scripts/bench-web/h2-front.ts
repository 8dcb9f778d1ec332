// HTTP/2 in front of a build the bench serves, as the CDN serves the site to visitors (the
// distribution allows HTTP/2 and 3). Browsers speak HTTP/2 only over TLS, so the front has a
// certificate of its own for `localhost`, made with openssl for the run, which the bench's
// Chromium is told to accept. Each stream is passed to the site's own server over HTTP/1.1 on the
// loopback, headers and body as they are: only the protocol between browser and site changes.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A key and a self-signed certificate for `localhost`, valid for a day. */
export function localhostCertificate(): { key: Buffer; cert: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-h2-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const pair = { key: fs.readFileSync(key), cert: fs.readFileSync(cert) };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}

/** Headers HTTP/2 forbids, which an HTTP/1.1 answer may carry. */
const CONNECTION_HEADERS = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
]);

/** What the browser's request says, as an HTTP/1.1 request to the site's server says it. */
export function http1RequestHeaders(
  headers: http2.IncomingHttpHeaders,
): Record<string, string | string[]> {
  const forwarded: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name.startsWith(':') || value === undefined || CONNECTION_HEADERS.has(name)) continue;
    forwarded[name] = value;
  }
  const authority = headers[':authority'];
  if (authority) forwarded.host = authority;
  return forwarded;
}

/** What the site's server answered, as an HTTP/2 response says it. */
export function http2ResponseHeaders(
  status: number,
  headers: http.IncomingHttpHeaders,
): http2.OutgoingHttpHeaders {
  const answered: http2.OutgoingHttpHeaders = { ':status': status };
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || CONNECTION_HEADERS.has(name)) continue;
    answered[name] = value;
  }
  return answered;
}

/**
 * Serves `target` (the site's HTTP/1.1 server on the loopback) over HTTP/2 with TLS; returns the
 * front and the origin a browser visits it at.
 */
export async function h2Front(
  target: AddressInfo,
  certificate: { key: Buffer; cert: Buffer },
): Promise<{ server: http2.Http2SecureServer; origin: string }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer(certificate);
  server.on('stream', (stream, headers) => {
    const request = http.request(
      {
        agent,
        host: target.address,
        port: target.port,
        method: headers[':method'],
        path: headers[':path'],
        headers: http1RequestHeaders(headers),
      },
      (response) => {
        if (stream.destroyed) {
          response.resume();
          return;
        }
        stream.respond(http2ResponseHeaders(response.statusCode ?? 502, response.headers));
        response.pipe(stream);
      },
    );
    request.on('error', () => {
      if (!stream.headersSent && !stream.destroyed) stream.respond({ ':status': 502 });
      stream.end();
    });
    stream.on('error', () => request.destroy());
    stream.pipe(request);
  });
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return { server, origin: `https://localhost:${(server.address() as AddressInfo).port}` };
}
