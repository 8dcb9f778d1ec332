import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { Metrics } from '@aws-lambda-powertools/metrics';
import { telemetryLimits, type TelemetryEvent } from 'shared-types';

import { captureLogs } from '../test-support/capture-logs';
import { createEvent, createJsonEvent, lambdaContext } from '../test-support/fixtures';
import { appendToFile, publishToLog, type EmfSink } from './commons/telemetry-metrics';
import { createTelemetryHandler, handler as lambdaHandler } from './record-telemetry';

type EmfRecord = ReturnType<Metrics['serializeMetrics']>;

/** A handler whose EMF records are kept in `records`, as Powertools would print them. */
function recordingHandler() {
  const records: EmfRecord[] = [];
  const sink: EmfSink = (metrics) => {
    records.push(metrics.serializeMetrics());
    metrics.clearMetrics();
    metrics.clearDimensions();
  };
  return { records, handler: createTelemetryHandler({ sink }) };
}

const tagged = { section: 'forms', version: '20261125-031500-ab12cd3', route: '/contact' } as const;

function beacon(events: TelemetryEvent[]) {
  return createJsonEvent({ events }, '/api/telemetry');
}

function withHeaders(
  event: ReturnType<typeof beacon>,
  headers: Record<string, string | undefined>,
) {
  const merged: Record<string, string | undefined> = { ...event.headers, ...headers };
  event.headers = Object.fromEntries(
    Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return event;
}

let logs: ReturnType<typeof captureLogs>;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('record-telemetry', () => {
  it('records a page view and web vitals as metrics under the three dimension sets', async () => {
    const { records, handler } = recordingHandler();

    const result = await handler(
      beacon([
        { type: 'PageView', ...tagged },
        { type: 'LCP', ...tagged, value: 1800 },
        { type: 'CLS', ...tagged, value: 0.05 },
      ]),
      lambdaContext(),
    );

    expect(result.statusCode).toBe(200);
    expect(records).toHaveLength(1);
    const [record] = records;
    expect(record).toMatchObject({
      service: 'site-telemetry',
      section: 'forms',
      version: '20261125-031500-ab12cd3',
      route: '/contact',
      PageView: 1,
      LCP: 1800,
      CLS: 0.05,
    });
    const [directive] = record!._aws.CloudWatchMetrics;
    expect(directive!.Namespace).toBe('CatsAboutTown/Site');
    expect(directive!.Dimensions.map((set) => [...set].sort())).toEqual([
      ['section', 'service'],
      ['section', 'service', 'version'],
      ['route', 'section', 'service', 'version'],
    ]);
    expect(directive!.Metrics).toEqual(
      expect.arrayContaining([
        { Name: 'PageView', Unit: 'Count' },
        { Name: 'LCP', Unit: 'Milliseconds' },
        { Name: 'CLS', Unit: 'None' },
      ]),
    );
  });

  it('writes one record per section, version and route, and a failure under its own section', async () => {
    const { records, handler } = recordingHandler();

    await handler(
      beacon([
        { type: 'PageView', section: 'blogGallery', version: 'v1', route: '/blog' },
        {
          type: 'RemoteLoadFailure',
          section: 'blogGallery',
          version: 'v1',
          route: '/blog',
          error: { name: 'RemoteTimeoutError', message: 'too slow' },
        },
        { type: 'Fallback', section: 'blogGallery', version: 'v1', route: '/blog' },
        {
          type: 'Error',
          section: 'shell',
          version: 'local',
          route: '/blog',
          error: { name: 'TypeError', message: 'x' },
        },
        { type: 'PageView', section: 'blogGallery', version: 'v1', route: '/gallery' },
      ]),
      lambdaContext(),
    );

    expect(records).toHaveLength(3);
    expect(records[0]).toMatchObject({
      section: 'blogGallery',
      route: '/blog',
      PageView: 1,
      RemoteLoadFailure: 1,
      Fallback: 1,
    });
    expect(records[1]).toMatchObject({ section: 'shell', version: 'local', Error: 1 });
    expect(records[1]).not.toHaveProperty('PageView');
    expect(records[2]).toMatchObject({ route: '/gallery', PageView: 1 });
  });

  it('logs an error event with its name and scrubbed message only', async () => {
    const { handler } = recordingHandler();

    await handler(
      beacon([
        {
          type: 'Error',
          ...tagged,
          error: { name: 'TypeError', message: 'x of undefined at /contact?email=ann@example.com' },
        },
      ]),
      lambdaContext(),
    );

    expect(logs.text()).toContain('TypeError');
    expect(logs.text()).toContain('x of undefined at /contact');
    expect(logs.text()).not.toContain('ann@example.com');
  });

  it('answers 400 with the issues for an event it cannot take, and records nothing', async () => {
    const { records, handler } = recordingHandler();

    const result = await handler(
      createJsonEvent(
        { events: [{ type: 'PageView', ...tagged, route: '/contact?name=Ann' }] },
        '/api/telemetry',
      ),
      lambdaContext(),
    );

    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body).error.fields).toHaveProperty('events');
    expect(records).toHaveLength(0);
  });

  it('answers 400, not 500, for a body that is not JSON or not an object', async () => {
    const { handler } = recordingHandler();

    for (const body of ['{', '[]', 'null', '']) {
      const result = await handler(
        createEvent(body, { resource: '/api/telemetry' }),
        lambdaContext(),
      );
      expect(result.statusCode).toBe(400);
    }
  });

  it('refuses a body above its bound with 413 before parsing it', async () => {
    const { records, handler } = recordingHandler();
    const event = createEvent(`{"events":[],"pad":"${'x'.repeat(telemetryLimits.maxBodyBytes)}"}`);

    const result = await handler(event, lambdaContext());

    expect(result.statusCode).toBe(413);
    expect(records).toHaveLength(0);
  });

  it('keeps to the forms origin rules: another site gets 403, a text/plain body 415, a GET 405', async () => {
    const { handler } = recordingHandler();
    const events: TelemetryEvent[] = [{ type: 'PageView', ...tagged }];

    const foreign = await handler(
      withHeaders(beacon(events), {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      }),
      lambdaContext(),
    );
    const plain = await handler(
      withHeaders(beacon(events), { 'content-type': 'text/plain' }),
      lambdaContext(),
    );
    const get = await handler({ ...beacon(events), httpMethod: 'GET' }, lambdaContext());

    expect([foreign.statusCode, plain.statusCode, get.statusCode]).toEqual([403, 415, 405]);
  });

  it('takes a beacon from the site itself marked same-origin by the browser', async () => {
    const { records, handler } = recordingHandler();

    const result = await handler(
      withHeaders(beacon([{ type: 'PageView', ...tagged }]), {
        origin: 'https://d111111abcdef8.cloudfront.net',
        'sec-fetch-site': 'same-origin',
      }),
      lambdaContext(),
    );

    expect(result.statusCode).toBe(200);
    expect(records).toHaveLength(1);
  });

  it('prints its records to stdout in Lambda, where CloudWatch extracts the metrics', async () => {
    // The tests' POWERTOOLS_DEV would switch publishing off, as it does for local runs.
    process.env.POWERTOOLS_METRICS_DISABLED = 'false';
    const handler = createTelemetryHandler({ sink: publishToLog });
    delete process.env.POWERTOOLS_METRICS_DISABLED;

    const result = await handler(beacon([{ type: 'PageView', ...tagged }]), lambdaContext());

    expect(result.statusCode).toBe(200);
    const printed = logs
      .lines()
      .filter((line) => line.includes('"CloudWatchMetrics"'))
      .map((line) => JSON.parse(line) as EmfRecord);
    expect(printed).toHaveLength(1);
    expect(printed[0]).toMatchObject({ service: 'site-telemetry', section: 'forms', PageView: 1 });
  });

  it('is the Lambda handler, answering as the others do', async () => {
    const result = await lambdaHandler(
      createEvent('{', { resource: '/api/telemetry' }),
      lambdaContext(),
    );

    expect(result.statusCode).toBe(400);
  });

  it('appends each record as one JSON line to the local sink file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'telemetry-'));
    const file = path.join(dir, 'nested', 'local.jsonl');
    const handler = createTelemetryHandler({ sink: appendToFile(file) });

    await handler(beacon([{ type: 'PageView', ...tagged }]), lambdaContext());
    await handler(beacon([{ type: 'INP', ...tagged, value: 120 }]), lambdaContext());

    const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ PageView: 1, section: 'forms' }),
      expect.objectContaining({ INP: 120, section: 'forms' }),
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
