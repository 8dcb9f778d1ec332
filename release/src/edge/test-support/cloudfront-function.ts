// Runs CloudFront Function code in a fresh V8 context with the event shapes CloudFront passes:
// `request.querystring` maps each name to `{ value }`, plus `multiValue` when repeated; a viewer
// response event carries the request and the response from the cache or the origin.
import * as vm from 'node:vm';

import { CANARY_BUCKET_COOKIE } from '../../model/canary-pointer';
import { runnableInNode } from '../site-router-code';

/** A query value as CloudFront Functions present it. */
interface QueryValue {
  value: string;
  multiValue?: { value: string }[];
}

/** The part of the viewer-request event the function reads. */
export interface ViewerRequest {
  method: string;
  uri: string;
  querystring: Record<string, QueryValue>;
  headers: Record<string, { value: string }>;
  cookies: Record<string, { value: string }>;
}

/** A response: one the function answered with instead of forwarding, or the origin's. */
export interface ViewerResponse {
  statusCode: number;
  statusDescription?: string;
  headers: Record<string, { value: string }>;
}

/** The event of a viewer response. */
export interface ViewerResponseEvent {
  version: string;
  context: { eventType: 'viewer-response' };
  request: ViewerRequest;
  response: ViewerResponse;
}

/** Parses `a=1&b=2&a=3` the way CloudFront splits a query string (values left encoded). */
function toCloudFrontQuery(search: string): Record<string, QueryValue> {
  const query: Record<string, QueryValue> = {};
  const text = search.startsWith('?') ? search.slice(1) : search;
  for (const part of text.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const key = equals === -1 ? part : part.slice(0, equals);
    const value = equals === -1 ? '' : part.slice(equals + 1);
    const existing = query[key];
    if (existing === undefined) {
      query[key] = { value };
    } else {
      existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
    }
  }
  return query;
}

/**
 * Loads the code once and returns the entry point CloudFront calls, its key value store holding
 * `values` (by default nothing: every remote has the routes of the site's data).
 */
export function loadHandler(
  code: string,
  values: Record<string, unknown> = {},
): (event: unknown) => Promise<ViewerRequest | ViewerResponse> {
  return loadEdge(code, values).handler;
}

/**
 * Loads the code as CloudFront runs it, its key value store holding `values`: the asynchronous
 * `handler`, and a request and a response of a visitor (by request id and canary bucket).
 */
export function loadEdge(code: string, values: Record<string, unknown>) {
  const kvs = {
    get(key: string, options?: { format?: string }) {
      if (!(key in values)) return Promise.reject(new Error(`Key ${key} not found`));
      const value = values[key];
      return Promise.resolve(options?.format === 'json' ? value : JSON.stringify(value));
    },
  };
  const context = vm.createContext({ cf: { kvs: () => kvs } });
  vm.runInContext(runnableInNode(code), context, { filename: 'viewer-request.js' });
  const handler = context.handler as (event: unknown) => Promise<ViewerRequest | ViewerResponse>;
  return {
    handler,
    async request(uri: string, requestId: string, bucket?: number): Promise<ViewerRequest> {
      const event = viewerRequestEvent(uri);
      if (bucket !== undefined)
        event.request.cookies[CANARY_BUCKET_COOKIE] = { value: `${bucket}` };
      return (await handler({
        ...event,
        context: { ...event.context, requestId },
      })) as ViewerRequest;
    },
    async response(request: ViewerRequest, requestId: string) {
      const event = viewerResponseEvent(request);
      return (await handler({
        ...event,
        context: { ...event.context, requestId },
      })) as ViewerResponse & { cookies?: Record<string, { value: string; attributes: string }> };
    },
  };
}

/** Builds the event of a GET for `uri` with `search`. */
export function viewerRequestEvent(
  uri: string,
  search = '',
): { version: string; context: { eventType: 'viewer-request' }; request: ViewerRequest } {
  return {
    version: '1.0',
    context: { eventType: 'viewer-request' },
    request: {
      method: 'GET',
      uri,
      querystring: toCloudFrontQuery(search),
      headers: { host: { value: 'www.example.com' } },
      cookies: {},
    },
  };
}

/** Whether the function answered itself. */
export function isResponse(result: ViewerRequest | ViewerResponse): result is ViewerResponse {
  return 'statusCode' in result;
}

/**
 * Builds the event of the response to `request` (as the viewer sent it, or as a viewer-request
 * function rewrote it) with the status the cache or the origin answered.
 */
export function viewerResponseEvent(request: ViewerRequest, statusCode = 200): ViewerResponseEvent {
  return {
    version: '1.0',
    context: { eventType: 'viewer-response' },
    request: structuredClone(request),
    response: {
      statusCode,
      statusDescription: statusCode === 200 ? 'OK' : 'Not Modified',
      headers: { 'content-type': { value: 'text/html' } },
    },
  };
}
