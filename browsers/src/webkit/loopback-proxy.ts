// WebKit's driver can neither intercept requests nor run a script before the page's own, so
// MiniBrowser is started behind this proxy on 127.0.0.1, which does both: it answers every
// request from the current page's routes (external hosts included: HTTPS is opened here with a
// certificate of its own, which MiniBrowser is told to accept), and puts the error recorder
// first in the <head> of the site's documents, as a script of the page's own origin, which the
// site's Content-Security-Policy allows.
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import tls from 'node:tls';

import { generate } from 'selfsigned';

import type { InterceptedRequest, RouteAnswer } from '../browser-page';
import { documentStartScript, type DocumentStart } from '../in-page/bundle';
import { RECORDER_PATH } from '../in-page/report-path';
import { answerHeaders, isExternal, type RouteTable } from '../routes';

/** Headers that describe one connection, not the message: never passed on. */
const hopByHop = [
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
];

function withoutHopByHop(headers: http.IncomingHttpHeaders): http.OutgoingHttpHeaders {
  return Object.fromEntries(
    Object.entries(headers).filter(([name]) => !hopByHop.includes(name.toLowerCase())),
  );
}

async function bodyOf(stream: http.IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function isDocument(destination: string): boolean {
  return ['document', 'iframe', 'frame'].includes(destination);
}

/** The recorder, first in the document's <head> (or at its very start, without one). */
function withRecorder(html: string): string {
  const tag = `<script src="${RECORDER_PATH}"></script>`;
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return tag + html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + tag + html.slice(at);
}

export class LoopbackProxy {
  /** The routes of the page being driven; none between pages. */
  routes: RouteTable | null = null;

  private constructor(
    private readonly server: http.Server,
    private readonly documentStart: DocumentStart,
  ) {}

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  /** Starts the proxy on a free port of 127.0.0.1. */
  static async start(documentStart: Omit<DocumentStart, 'record'>): Promise<LoopbackProxy> {
    const { private: key, cert } = await generate([{ name: 'commonName', value: 'localhost' }], {
      keyType: 'ec',
      algorithm: 'sha256',
    });
    const server = http.createServer();
    const proxy = new LoopbackProxy(server, { ...documentStart, record: 'all' });
    const sockets = new Set<Socket>();
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
    });
    server.on('request', (request, response) => void proxy.handle('http:', request, response));
    // HTTPS: the tunnel the browser asks for ends here, and its requests are answered like any.
    const tunnelled = http.createServer(
      (request, response) => void proxy.handle('https:', request, response),
    );
    server.on('connect', (_request: http.IncomingMessage, socket: Socket, head: Buffer) => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length > 0) socket.unshift(head);
      const secure = new tls.TLSSocket(socket, { isServer: true, key, cert });
      secure.on('error', () => socket.destroy());
      tunnelled.emit('connection', secure);
    });
    proxy.closeSockets = () => sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  private closeSockets: () => void = () => undefined;

  async close(): Promise<void> {
    this.closeSockets();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private async handle(
    scheme: 'http:' | 'https:',
    request: http.IncomingMessage,
    response: http.ServerResponse,
  ): Promise<void> {
    try {
      const url =
        scheme === 'http:'
          ? new URL(request.url ?? '/')
          : new URL(`https://${request.headers.host ?? 'localhost'}${request.url ?? '/'}`);
      const body = await bodyOf(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]),
      );
      const intercepted: InterceptedRequest = {
        url,
        method: request.method ?? 'GET',
        headers,
        destination: headers['sec-fetch-dest'] ?? '',
        postData: async () => (body.length > 0 ? body.toString() : undefined),
      };
      if (url.pathname === RECORDER_PATH) {
        response.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.end(documentStartScript(this.documentStart));
        return;
      }
      const answer: RouteAnswer = this.routes
        ? await this.routes.answer(intercepted)
        : isExternal(url)
          ? { status: 204 }
          : { continue: true };
      if ('abort' in answer) {
        request.socket.destroy();
        return;
      }
      if ('continue' in answer) {
        if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
        await this.forward(intercepted, request, body, response);
        return;
      }
      response.writeHead(answer.status ?? 200, answerHeaders(answer));
      response.end(answer.body ?? '');
    } catch (error) {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`The browsers proxy could not answer: ${String(error)}`);
    }
  }

  /** Passes a request on to this machine's server; nothing goes to another host. */
  private async forward(
    intercepted: InterceptedRequest,
    request: http.IncomingMessage,
    body: Buffer,
    response: http.ServerResponse,
  ): Promise<void> {
    const { url, destination } = intercepted;
    if (isExternal(url) || url.protocol !== 'http:') {
      response.writeHead(502, { 'content-type': 'text/plain' });
      response.end(`Not passed on: ${url.origin} is not this machine.`);
      return;
    }
    const document = isDocument(destination);
    const headers = withoutHopByHop(request.headers);
    // Uncompressed, so the recorder can be put into the document.
    if (document) delete headers['accept-encoding'];
    const upstream = await new Promise<http.IncomingMessage>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: url.hostname,
          port: url.port || 80,
          path: `${url.pathname}${url.search}`,
          method: request.method,
          headers,
        },
        resolve,
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    const responseHeaders = withoutHopByHop(upstream.headers);
    const isHtml = String(upstream.headers['content-type'] ?? '').includes('text/html');
    if (!document || !isHtml || upstream.headers['content-encoding']) {
      response.writeHead(upstream.statusCode ?? 502, responseHeaders);
      upstream.pipe(response);
      return;
    }
    const html = withRecorder((await bodyOf(upstream)).toString('utf8'));
    delete responseHeaders['content-length'];
    response.writeHead(upstream.statusCode ?? 502, {
      ...responseHeaders,
      'content-length': Buffer.byteLength(html),
    });
    response.end(html);
  }
}
