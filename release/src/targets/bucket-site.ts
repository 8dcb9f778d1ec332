// A stage's site served from its bucket, as CloudFront serves it: each request goes through the
// edge's own function (edge/site-router.js, then canary-router.js, run in a V8 context with the
// event shapes of CloudFront Functions), then the object it names is read from the bucket. So the
// pointer keys a switch writes and the pages it copies are exactly what a visitor of a local stage
// gets. The canary's routing reads each section's canary pointer from the same bucket (the key
// value store's keys on AWS), checked as the platform checks it, and sets the same cookie; the
// page routing reads each remote's published routes file the same way. The local stage server
// (server/store-site.ts) answers HTTP with it.
import { randomUUID } from 'node:crypto';
import vm from 'node:vm';

import { buildSiteRouterCode, runnableInNode } from '../edge/site-router-code';
import { canaryKeyValue, canaryPointerKey, parseCanaryPointer } from '../model/canary-pointer';
import { EDGE_ROUTES_KEY_SUFFIX, edgeRoutesValue, publishedRoutesKey } from '../model/edge-routes';
import { findSection } from '../model/sections';

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

/** The edge's key value store, as CloudFront Functions read it: `get` throws for a missing key. */
interface EdgeKeyValueStore {
  get(key: string, options?: { format?: 'string' | 'json' }): Promise<unknown>;
}

/**
 * The key value store of a bucket: each section's canary pointer object, checked, and the page
 * paths of the routes file its pointer published, as the platform's sync function writes them.
 */
function bucketKeyValueStore(read: ReadObject): EdgeKeyValueStore {
  const missing = (key: string) => new Error(`The key ${key} is not in the key value store.`);
  return {
    async get(key, options) {
      const routesOf = key.endsWith(EDGE_ROUTES_KEY_SUFFIX)
        ? findSection(key.slice(0, -EDGE_ROUTES_KEY_SUFFIX.length))
        : undefined;
      const section = routesOf ?? findSection(key);
      if (!section || (routesOf && section.keyPrefix === '')) throw missing(key);
      let value: unknown;
      if (routesOf) {
        const object = await read(publishedRoutesKey(section.keyPrefix));
        if (!object) throw missing(key);
        value = edgeRoutesValue(object.body.toString('utf8'), section.name);
      } else {
        const object = await read(canaryPointerKey(section));
        if (!object) throw missing(key);
        value = canaryKeyValue(parseCanaryPointer(object.body.toString('utf8'), key));
      }
      return options?.format === 'json' ? value : JSON.stringify(value);
    },
  };
}

/** The edge function's handler, loaded once from the code the site stack deploys. */
function loadEdgeRouter(keyValueStore: EdgeKeyValueStore) {
  const context = vm.createContext({ cf: { kvs: () => keyValueStore } });
  vm.runInContext(runnableInNode(buildSiteRouterCode()), context, { filename: 'site-router.js' });
  const handler = context.handler as (event: unknown) => Promise<EdgeRequest | EdgeResponse>;
  return {
    request: (request: EdgeRequest, requestId: string) =>
      handler({ version: '1.0', context: { eventType: 'viewer-request', requestId }, request }),
    response: async (request: EdgeRequest, response: EdgeResponse, requestId: string) =>
      (await handler({
        version: '1.0',
        context: { eventType: 'viewer-response', requestId },
        request,
        response,
      })) as EdgeResponse,
  };
}

/** A request, as the site receives it. */
export interface SiteRequest {
  readonly method: string;
  /** The path, still encoded. */
  readonly path: string;
  /** The query, with its `?`, or ''. */
  readonly search: string;
  readonly host?: string;
  readonly cookie?: string;
}

/** What the site answers. */
export interface SiteAnswer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** `Set-Cookie` values. */
  readonly cookies: readonly string[];
  /** The object's bytes; none for a redirect, a refusal or a missing object. */
  readonly body?: Buffer;
}

/**
 * The site of a bucket: answers a GET or HEAD as the edge and the bucket would. `unpublished`
 * names what is never served (source maps and the federation's stats).
 */
export function createBucketSite(
  read: ReadObject,
  unpublished: RegExp = /(\.map|\/mf-stats\.json)$/,
): (request: SiteRequest) => Promise<SiteAnswer> {
  const edge = loadEdgeRouter(bucketKeyValueStore(read));
  const text = (
    status: number,
    body: string,
    headers: Record<string, string> = {},
  ): SiteAnswer => ({
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', ...headers },
    cookies: [],
    body: Buffer.from(body),
  });
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return text(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
    }
    const viewerRequest: EdgeRequest = {
      method: request.method,
      uri: request.path,
      querystring: edgeQuery(request.search),
      headers: { host: { value: request.host ?? '' } },
      cookies: edgeCookies(request.cookie),
    };
    // One id for both events of the request, as CloudFront gives them.
    const requestId = randomUUID();
    const routed = await edge.request(structuredClone(viewerRequest), requestId);
    if ('statusCode' in routed) {
      const headers = Object.fromEntries(
        Object.entries(routed.headers ?? {}).map(([name, { value }]) => [name, value]),
      );
      return { status: routed.statusCode, headers, cookies: [] };
    }
    let key: string;
    try {
      key = decodeURIComponent(routed.uri).replace(/^\/+/, '');
    } catch {
      return text(400, 'Bad Request');
    }
    if (key === '' || unpublished.test(`/${key}`)) return text(404, 'Not found');
    const object = await read(key);
    if (!object) return text(404, 'Not found', { 'Cache-Control': 'no-store' });
    // The response function sees the request as the viewer sent it (the same answer either way:
    // the edge code checks both the address and the rewritten one).
    const answered = await edge.response(
      viewerRequest,
      { statusCode: 200, statusDescription: 'OK', headers: {} },
      requestId,
    );
    const headers: Record<string, string> = {};
    if (object.cacheControl) headers['Cache-Control'] = object.cacheControl;
    for (const [name, { value }] of Object.entries(answered.headers ?? {})) headers[name] = value;
    headers['Content-Type'] = object.contentType ?? 'application/octet-stream';
    const cookies = Object.entries(answered.cookies ?? {}).map(([name, { value, attributes }]) =>
      attributes ? `${name}=${value}; ${attributes}` : `${name}=${value}`,
    );
    return { status: answered.statusCode, headers, cookies, body: object.body };
  };
}
