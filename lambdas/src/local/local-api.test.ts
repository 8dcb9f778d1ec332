import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';

import { captureLogs } from '../test-support/capture-logs';
import { validContactRequest, validSurveyRequest } from '../test-support/fixtures';
import { queuedJobs } from '../test-support/queued-mail';
import { TEST_SITE_ORIGIN } from '../test-support/setup-env';
import { handleLocalApiRequest, toApiGatewayEvent, type LocalApiRequest } from './local-api';

const sqsMock = mockClient(SQSClient);

function localRequest(overrides: Partial<LocalApiRequest> = {}): LocalApiRequest {
  return {
    method: 'POST',
    path: '/api/contact',
    query: '',
    headers: {
      'content-type': 'application/json',
      host: 'localhost:8080',
      origin: TEST_SITE_ORIGIN,
    },
    body: JSON.stringify(validContactRequest),
    sourceIp: '127.0.0.1',
    ...overrides,
  };
}

beforeEach(() => {
  sqsMock.reset();
  sqsMock.on(SendMessageCommand).resolves({ MessageId: 'local-1' });
  captureLogs();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('handleLocalApiRequest', () => {
  it('runs the contact handler for POST /api/contact', async () => {
    const result = await handleLocalApiRequest(localRequest());

    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ ok: true });
    expect(queuedJobs(sqsMock)[0]?.mail.replyTo).toBe('ada@example.com');
  });

  it('runs the survey handler for POST /api/survey, trailing slash included', async () => {
    const result = await handleLocalApiRequest(
      localRequest({ path: '/api/survey/', body: JSON.stringify(validSurveyRequest) }),
    );

    expect(result.statusCode).toBe(200);
    expect(sqsMock).toHaveReceivedCommandTimes(SendMessageCommand, 1);
  });

  it('passes the handler’s own answers through, such as 400 with field messages', async () => {
    const result = await handleLocalApiRequest(
      localRequest({ body: JSON.stringify({ ...validContactRequest, name: 'A' }) }),
    );

    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body).error.fields.name).toEqual([
      'Name must be at least 2 characters',
    ]);
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it.each(['GET', 'PUT', 'DELETE', 'OPTIONS'])(
    'answers %s with 405 and Allow: POST',
    async (method) => {
      const result = await handleLocalApiRequest(localRequest({ method }));

      expect(result.statusCode).toBe(405);
      expect(result.headers?.Allow).toBe('POST');
      expect(JSON.parse(result.body)).toEqual({ error: { message: 'Method not allowed.' } });
      expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
    },
  );

  it('keeps each of several requests under way at once in its own invocation, as its logs show', async () => {
    // Prepare: the local runtime's setting, and a queue slow enough for every request to be under
    // way before the first is accepted.
    process.env.AWS_LAMBDA_MAX_CONCURRENCY = '64';
    sqsMock
      .on(SendMessageCommand)
      .callsFake(() => new Promise((resolve) => setTimeout(() => resolve({ MessageId: 'q' }), 50)));
    const logs = captureLogs();

    // Act
    const results = await Promise.all(
      Array.from({ length: 8 }, () => handleLocalApiRequest(localRequest())),
    ).finally(() => delete process.env.AWS_LAMBDA_MAX_CONCURRENCY);

    // Assess
    expect(results.map((result) => result.statusCode)).toEqual(Array(8).fill(200));
    const accepted = logs
      .lines()
      .filter((line) => line.includes('Contact request accepted'))
      .map((line) => JSON.parse(line) as { requestId: string; function_request_id: string });
    expect(accepted).toHaveLength(8);
    expect(new Set(accepted.map((line) => line.requestId)).size).toBe(8);
    expect(new Set(accepted.map((line) => line.function_request_id)).size).toBe(8);
  });

  it.each(['/api/unknown', '/api', '/api/contact/extra', '/api/constructor'])(
    'answers %s with a JSON 404',
    async (path) => {
      const result = await handleLocalApiRequest(localRequest({ path }));

      expect(result.statusCode).toBe(404);
      expect(result.headers?.['Content-Type']).toMatch(/^application\/json/);
      expect(JSON.parse(result.body)).toEqual({ error: { message: 'Not found.' } });
    },
  );
});

describe('handleLocalApiRequest for POST /api/telemetry', () => {
  const beacon = (telemetryLog?: string) =>
    handleLocalApiRequest(
      localRequest({
        path: '/api/telemetry',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:8080',
          'sec-fetch-site': 'same-origin',
        },
        body: JSON.stringify({
          events: [{ type: 'PageView', section: 'shell', version: 'local', route: '/booking' }],
        }),
      }),
      { telemetryLog },
    );

  it("appends the handler's EMF records to the site's telemetry log", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-telemetry-'));
    const file = path.join(dir, 'local.jsonl');

    const result = await beacon(file);

    expect(result.statusCode).toBe(200);
    // One record per dimension set; the last carries every tag.
    const record = fs
      .readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line))
      .at(-1);
    expect(record).toMatchObject({
      service: 'site-telemetry',
      section: 'shell',
      version: 'local',
      route: '/booking',
      PageView: 1,
    });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers 404 where the site keeps no telemetry log', async () => {
    expect((await beacon()).statusCode).toBe(404);
  });
});

describe('toApiGatewayEvent', () => {
  it('builds the REST API proxy event API Gateway sends', () => {
    const event = toApiGatewayEvent(
      localRequest({
        query: '?utm=a&utm=b&ref=home',
        headers: { 'user-agent': 'curl/8', accept: ['text/html', 'application/json'] },
        sourceIp: '::ffff:10.0.0.9',
      }),
      '/api/contact',
    );

    expect(event).toMatchObject({
      resource: '/api/contact',
      path: '/api/contact',
      httpMethod: 'POST',
      headers: { 'user-agent': 'curl/8', accept: 'application/json' },
      multiValueHeaders: { 'user-agent': ['curl/8'], accept: ['text/html', 'application/json'] },
      queryStringParameters: { utm: 'b', ref: 'home' },
      multiValueQueryStringParameters: { utm: ['a', 'b'], ref: ['home'] },
      pathParameters: null,
      isBase64Encoded: false,
      body: JSON.stringify(validContactRequest),
      requestContext: {
        httpMethod: 'POST',
        stage: 'local',
        path: '/local/api/contact',
        resourcePath: '/api/contact',
        identity: { sourceIp: '::ffff:10.0.0.9', userAgent: 'curl/8' },
      },
    });
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.requestContext.requestTime).toMatch(
      /^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/,
    );
  });

  it('sends a null body and null query parameters when there are none', () => {
    const event = toApiGatewayEvent(localRequest({ body: '', query: '' }), '/api/contact');

    expect(event.body).toBeNull();
    expect(event.queryStringParameters).toBeNull();
    expect(event.multiValueQueryStringParameters).toBeNull();
  });
});
