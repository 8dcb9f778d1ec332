// A stage's site served from its bucket, as CloudFront serves it: each request goes through the
// edge's own page-selection function (release/src/edge/site-router.js, run in a V8 context with
// the event shapes of CloudFront Functions), then the object it names is read from the store. So
// the pointer keys a release switch writes, and the prerendered pages it copies, are exactly what
// a visitor of the local stage gets. The canary's routing reads each section's canary pointer from
// the same bucket (the key value store's keys on AWS), and its bucket cookie is set as there.
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import vm from 'node:vm';

import type { ErrorRequestHandler, Express, Response } from 'express';

import { canaryKeyValue, canaryPointerKey, parseCanaryPointer, findSection } from 'release';
import { buildSiteRouterCode, runnableInNode } from 'release/edge';

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
  cookies?: Record<string, { value: string; attributes?: string }>;
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

/** The edge's key value store, as CloudFront Functions read it: `get` throws for a missing key. */
interface EdgeKeyValueStore {
  get(key: string, options?: { format?: 'string' | 'json' }): Promise<unknown>;
}

/**
 * The key value store of a local stage: each section's canary pointer object in the stage's
 * bucket, checked as the platform checks it before it writes a key on AWS.
 */
function bucketKeyValueStore(read: ReadObject): EdgeKeyValueStore {
  return {
    async get(key, options) {
      const section = findSection(key);
      const object =
        section && section.keyPrefix !== '' ? await read(canaryPointerKey(section)) : undefined;
      if (!object) throw new Error(`The key ${key} is not in the key value store.`);
      const value = canaryKeyValue(parseCanaryPointer(object.body.toString('utf8'), key));
      return options?.format === 'json' ? value : JSON.stringify(value);
    },
  };
}

const NO_KEYS: EdgeKeyValueStore = {
  get: (key) => Promise.reject(new Error(`The key ${key} is not in the key value store.`)),
};

/** The edge function's handler, loaded once from the code the site stack deploys. */
function loadEdgeRouter(code = buildSiteRouterCode(), keyValueStore = NO_KEYS) {
  const context = vm.createContext({ cf: { kvs: () => keyValueStore } });
  vm.runInContext(runnableInNode(code), context, { filename: 'site-router.js' });
  const handler = context.handler as (event: unknown) => Promise<EdgeRequest | EdgeResponse>;
  return {
    request(
      request: EdgeRequest,
      requestId: string = randomUUID(),
    ): Promise<EdgeRequest | EdgeResponse> {
      return handler({
        version: '1.0',
        context: { eventType: 'viewer-request', requestId },
        request,
      });
    },
    async response(
      request: EdgeRequest,
      response: EdgeResponse,
      requestId: string = randomUUID(),
    ): Promise<EdgeResponse> {
      return (await handler({
        version: '1.0',
        context: { eventType: 'viewer-response', requestId },
        request,
        response,
      })) as EdgeResponse;
    },
  };
}

/** The request's cookies as CloudFront Functions see them (the first of a repeated name). */
function edgeCookies(header: string | undefined): Record<string, { value: string }> {
  const cookies: Record<string, { value: string }> = {};
  for (const part of (header ?? '').split(';')) {
    const equals = part.indexOf('=');
    if (equals === -1) continue;
    const name = part.slice(0, equals).trim();
    if (name !== '' && !(name in cookies)) cookies[name] = { value: part.slice(equals + 1).trim() };
  }
  return cookies;
}

/** The site of one stage: its bucket behind the edge function, and the API. */
export function createStoreSiteApp(read: ReadObject, api?: ApiHandler): Express {
  const edge = loadEdgeRouter(buildSiteRouterCode(), bucketKeyValueStore(read));
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
      cookies: edgeCookies(request.headers.cookie),
    };
    // One id for both events of the request, as CloudFront gives them.
    const requestId: string = randomUUID();
    void serve(viewerRequest, requestId, response).catch(next);
  });

  async function serve(
    viewerRequest: EdgeRequest,
    requestId: string,
    response: Response,
  ): Promise<void> {
    const routed = await edge.request(structuredClone(viewerRequest), requestId);
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
    const object = await read(key);
    if (!object) {
      response.status(404).setHeader('Cache-Control', 'no-store');
      response.type('text/plain').send('Not found');
      return;
    }
    // The response function sees the request as the viewer sent it (the same answer either
    // way: the edge code checks both the address and the rewritten one).
    const answered = await edge.response(
      viewerRequest,
      { statusCode: 200, statusDescription: 'OK', headers: {} },
      requestId,
    );
    response.status(answered.statusCode);
    if (object.cacheControl) response.setHeader('Cache-Control', object.cacheControl);
    for (const [name, { value }] of Object.entries(answered.headers ?? {})) {
      response.setHeader(name, value);
    }
    for (const [name, { value, attributes }] of Object.entries(answered.cookies ?? {})) {
      response.append(
        'Set-Cookie',
        attributes ? `${name}=${value}; ${attributes}` : `${name}=${value}`,
      );
    }
    response.setHeader('Content-Type', object.contentType ?? 'application/octet-stream');
    response.send(object.body);
  }
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
