// The `/api/*` half of the local origin: turns a plain HTTP request into the REST API (v1) proxy
// event API Gateway sends in production and runs the real handler, so `npm start` exercises the
// same code path as the deployed site.
import { randomUUID } from 'node:crypto';

import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { apiPaths, TELEMETRY_PATH, type ApiError } from 'shared-types';

import type { ApiHandler } from '../functions/commons/lambda-handler';
import { INTAKE_TIMEOUT_SECONDS } from '../functions/commons/timeouts';
import { invoke } from './invoke';
import { createLambdaContext } from './lambda-context';

/** An HTTP request as the local server received it. */
export interface LocalApiRequest {
  method: string;
  /** Path without the query string, e.g. `/api/contact`. */
  path: string;
  /** Raw query string, with or without the leading `?`. */
  query: string;
  headers: Record<string, string | string[] | undefined>;
  /** Body as received, decoded as UTF-8; empty when there was none. */
  body: string;
  sourceIp: string;
}

/** What a local API records besides the mail. */
export interface LocalApiOptions {
  /**
   * The JSONL file the telemetry handler appends its EMF records to (what CloudWatch would
   * receive); beacons are refused with 404 when there is none.
   */
  telemetryLog?: string;
}

// One telemetry handler per sink file, made on first use like the other handlers.
const telemetryHandlers = new Map<string, Promise<ApiHandler>>();

function telemetryHandler(file: string): Promise<ApiHandler> {
  let loading = telemetryHandlers.get(file);
  if (loading === undefined) {
    loading = Promise.all([
      import('../functions/record-telemetry'),
      import('../functions/commons/telemetry-metrics'),
    ]).then(([telemetry, metrics]) =>
      telemetry.createTelemetryHandler({ sink: metrics.appendToFile(file) }),
    );
    telemetryHandlers.set(file, loading);
  }
  return loading;
}

// Imported on first use: the handlers read their configuration when their module loads, and the
// local server sets that environment only after importing this file.
// A Map rather than an object literal, so a path like `/constructor` cannot match a prototype key.
const routes = new Map<string, { name: string; load: () => Promise<ApiHandler> }>([
  [
    apiPaths.contact,
    {
      name: 'send-contact-email',
      load: async () => (await import('../functions/send-contact-email')).handler,
    },
  ],
  [
    apiPaths.survey,
    {
      name: 'send-survey-email',
      load: async () => (await import('../functions/send-survey-email')).handler,
    },
  ],
  [
    apiPaths.formToken,
    {
      name: 'issue-form-token',
      load: async () => (await import('../functions/issue-form-token')).handler,
    },
  ],
]);

const STAGE = 'local';
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function notFound(): APIGatewayProxyResult {
  const body: ApiError = { error: { message: 'Not found.' } };
  return {
    statusCode: 404,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: JSON.stringify(body),
  };
}

// API Gateway's requestTime format: 09/Apr/2015:12:34:56 +0000.
function requestTime(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

function splitHeaders(headers: LocalApiRequest['headers']) {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    const last = values.at(-1);
    if (last === undefined) continue;
    // Like API Gateway: `headers` keeps the last value, `multiValueHeaders` all of them.
    single[name] = last;
    multi[name] = values;
  }
  return { single, multi };
}

function splitQuery(query: string) {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of params) {
    single[name] = value;
    (multi[name] ??= []).push(value);
  }
  const empty = Object.keys(single).length === 0;
  return { single: empty ? null : single, multi: empty ? null : multi };
}

/** Builds the REST API (v1) proxy event API Gateway would send for `request` on `resource`. */
export function toApiGatewayEvent(
  request: LocalApiRequest,
  resource: string,
): APIGatewayProxyEvent {
  const now = new Date();
  const headers = splitHeaders(request.headers);
  const query = splitQuery(request.query);
  const userAgent = headers.single['user-agent'] ?? headers.single['User-Agent'] ?? null;
  return {
    resource,
    path: request.path,
    httpMethod: request.method,
    headers: headers.single,
    multiValueHeaders: headers.multi,
    queryStringParameters: query.single,
    multiValueQueryStringParameters: query.multi,
    pathParameters: null,
    stageVariables: null,
    body: request.body === '' ? null : request.body,
    isBase64Encoded: false,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: null,
      protocol: 'HTTP/1.1',
      httpMethod: request.method,
      identity: {
        accessKey: null,
        accountId: null,
        apiKey: null,
        apiKeyId: null,
        caller: null,
        clientCert: null,
        cognitoAuthenticationProvider: null,
        cognitoAuthenticationType: null,
        cognitoIdentityId: null,
        cognitoIdentityPoolId: null,
        principalOrgId: null,
        sourceIp: request.sourceIp,
        user: null,
        userAgent,
        userArn: null,
      },
      path: `/${STAGE}${request.path}`,
      stage: STAGE,
      requestId: randomUUID(),
      requestTime: requestTime(now),
      requestTimeEpoch: now.getTime(),
      resourceId: 'local',
      resourcePath: resource,
    },
  };
}

/** Answers a local `/api/*` request by running the real Lambda handler on an API Gateway event. */
export async function handleLocalApiRequest(
  request: LocalApiRequest,
  options: LocalApiOptions = {},
): Promise<APIGatewayProxyResult> {
  // API Gateway matches `/api/contact/` to the same resource.
  const resource = request.path.length > 1 ? request.path.replace(/\/$/, '') : request.path;
  const { telemetryLog } = options;
  const route =
    resource === TELEMETRY_PATH && telemetryLog !== undefined
      ? { name: 'record-telemetry', load: () => telemetryHandler(telemetryLog) }
      : routes.get(resource);
  if (route === undefined) return notFound();
  // Each handler refuses the methods it does not serve (405), as it does behind API Gateway.
  const handler = await route.load();
  return invoke(
    handler,
    toApiGatewayEvent({ ...request, method: request.method.toUpperCase() }, resource),
    createLambdaContext(`${route.name}-local`, INTAKE_TIMEOUT_SECONDS),
  );
}
