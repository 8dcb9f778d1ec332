// A stage's site served from its bucket, as CloudFront serves it: each request goes through the
// edge's own page-selection function (infra-cdk/lib/edge/site-router.js, run in a V8 context with
// the event shapes of CloudFront Functions), then the object it names is read from the store. So
// the pointer keys a release switch writes, and the prerendered pages it copies, are exactly what
// a visitor of the local stage gets.
import { STATUS_CODES } from 'node:http';
import vm from 'node:vm';

import type { ErrorRequestHandler, Express } from 'express';

import { buildSiteRouterCode } from '../infra-cdk/lib/edge/site-router-code';
import { createSiteBase, UNPUBLISHED, type ApiHandler } from './app';

/** An object of the bucket, as the site serves it. */
export interface StoredObject {
  readonly body: Buffer;
  readonly cacheControl?: string;
  readonly contentType?: string;
}

/** Reads one key of the stage's bucket; undefined when there is none. */
export type ReadObject = (key: string) => Promise<StoredObject | undefined>;

interface EdgeQueryValue {
  value: string;
  multiValue?: { value: string }[];
}

interface EdgeRequest {
  method: string;
  uri: string;
  querystring: Record<string, EdgeQueryValue>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

interface EdgeResponse {
  statusCode: number;
  statusDescription?: string;
  headers?: Record<string, { value: string }>;
}

/** The query as CloudFront Functions see it: values left encoded, a repeated name multiValue. */
export function edgeQuery(search: string): Record<string, EdgeQueryValue> {
  const query: Record<string, EdgeQueryValue> = {};
  for (const part of search.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const key = equals === -1 ? part : part.slice(0, equals);
    const value = equals === -1 ? '' : part.slice(equals + 1);
    const existing = query[key];
    if (existing === undefined) query[key] = { value };
    else existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
  }
  return query;
}

/** The edge function's handler, loaded once from the code the site stack deploys. */
export function loadEdgeRouter(code = buildSiteRouterCode()) {
  const context = vm.createContext({});
  vm.runInContext(code, context, { filename: 'site-router.js' });
  const handler = context.handler as (event: unknown) => EdgeRequest | EdgeResponse;
  return {
    request(request: EdgeRequest): EdgeRequest | EdgeResponse {
      return handler({ version: '1.0', context: { eventType: 'viewer-request' }, request });
    },
    response(request: EdgeRequest, response: EdgeResponse): EdgeResponse {
      return handler({
        version: '1.0',
        context: { eventType: 'viewer-response' },
        request,
        response,
      }) as EdgeResponse;
    },
  };
}

/** The site of one stage: its bucket behind the edge function, and the API. */
export function createStoreSiteApp(read: ReadObject, api?: ApiHandler): Express {
  const edge = loadEdgeRouter();
  const app = createSiteBase(api);
  app.use((request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response
        .status(405)
        .setHeader('Allow', 'GET, HEAD')
        .type('text/plain')
        .send('Method Not Allowed');
      return;
    }
    const search = request.originalUrl.slice(request.path.length);
    const viewerRequest: EdgeRequest = {
      method: request.method,
      uri: request.path,
      querystring: edgeQuery(search),
      headers: { host: { value: request.headers.host ?? '' } },
      cookies: {},
    };
    const routed = edge.request(structuredClone(viewerRequest));
    if ('statusCode' in routed) {
      for (const [name, { value }] of Object.entries(routed.headers ?? {})) {
        response.setHeader(name, value);
      }
      response.status(routed.statusCode).end();
      return;
    }
    let key: string;
    try {
      key = decodeURIComponent(routed.uri).replace(/^\/+/, '');
    } catch {
      response.status(400).type('text/plain').send('Bad Request');
      return;
    }
    if (key === '' || UNPUBLISHED.test(`/${key}`)) {
      response.status(404).type('text/plain').send('Not found');
      return;
    }
    read(key)
      .then((object) => {
        if (!object) {
          response.status(404).setHeader('Cache-Control', 'no-store');
          response.type('text/plain').send('Not found');
          return;
        }
        const { statusCode } = edge.response(routed, {
          statusCode: 200,
          statusDescription: 'OK',
          headers: {},
        });
        response.status(statusCode);
        if (object.cacheControl) response.setHeader('Cache-Control', object.cacheControl);
        response.setHeader('Content-Type', object.contentType ?? 'application/octet-stream');
        response.send(object.body);
      })
      .catch(next);
  });
  app.use(((error, _request, response, _next) => {
    console.error(error);
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(500).type('text/plain').send(STATUS_CODES[500]);
  }) as ErrorRequestHandler);
  return app;
}
