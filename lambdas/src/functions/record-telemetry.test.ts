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

/** The dimension sets of a record's metrics, each sorted. */
function dimensionSetsOf(record: EmfRecord): string[][] {
  return record._aws.CloudWatchMetrics.flatMap((directive) =>
    directive.Dimensions.map((set) => [...set].sort()),
  );
}

/** The records of one dimension set, the finest: section, version and route. */
function routeRecords(records: EmfRecord[]): EmfRecord[] {
  return records.filter((record) => dimensionSetsOf(record)[0]!.includes('route'));
}

let logs: ReturnType<typeof captureLogs>;
beforeEach(() => {
  logs = captureLogs();
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('record-telemetry', () => {
  it('records a page view and web vitals as metrics under the three dimension sets, without a warning', async () => {
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
    expect(records.map((record) => dimensionSetsOf(record))).toEqual([
      [['section', 'service']],
      [['section', 'service', 'version']],
      [['route', 'section', 'service', 'version']],
    ]);
    for (const record of records) {
      expect(record).toMatchObject({
        service: 'site-telemetry',
        section: 'forms',
        PageView: 1,
        LCP: 1800,
        CLS: 0.05,
      });
      const [directive] = record._aws.CloudWatchMetrics;
      expect(directive!.Namespace).toBe('CatsAboutTown/Site');
      expect(directive!.Metrics).toEqual(
        expect.arrayContaining([
          { Name: 'PageView', Unit: 'Count' },
          { Name: 'LCP', Unit: 'Milliseconds' },
          { Name: 'CLS', Unit: 'None' },
        ]),
      );
    }
    expect(records[2]).toMatchObject({ version: '20261125-031500-ab12cd3', route: '/contact' });
    expect(logs.text()).not.toMatch(/dimension/i);
  });

  it('writes one record per section, version and route, and a failure under its own section', async () => {
    const { records, handler } = recordingHandler();

    const blog = { section: 'blogGallery', version: 'v1', route: '/blog' } as const;
    const timeout = { name: 'RemoteTimeoutError', message: 'too slow' };

    await handler(
      beacon([
        { type: 'PageView', ...blog },
        { type: 'RemoteLoadFailure', ...blog, error: timeout },
        { type: 'Fallback', ...blog },
        { type: 'Error', ...blog, section: 'shell', version: 'local', error: timeout },
        { type: 'PageView', ...blog, route: '/gallery' },
      ]),
      lambdaContext(),
    );

    const byRoute = routeRecords(records);
    expect(records).toHaveLength(3 * byRoute.length);
    expect(byRoute).toHaveLength(3);
    expect(byRoute[0]).toMatchObject({ ...blog, PageView: 1, RemoteLoadFailure: 1, Fallback: 1 });
    expect(byRoute[1]).toMatchObject({ section: 'shell', version: 'local', Error: 1 });
    expect(byRoute[1]).not.toHaveProperty('PageView');
    expect(byRoute[2]).toMatchObject({ route: '/gallery', PageView: 1 });
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

  it.each([
    [
      'another site',
      'POST',
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      403,
    ],
    ['a text/plain body', 'POST', { 'content-type': 'text/plain' }, 415],
    ['a GET', 'GET', {}, 405],
    [
      'the site itself, marked same-origin by the browser',
      'POST',
      { origin: 'https://d111111abcdef8.cloudfront.net', 'sec-fetch-site': 'same-origin' },
      200,
    ],
  ])(
    'keeps to the forms origin rules: %s gets %i',
    async (_sender, httpMethod, headers, status) => {
      const { records, handler } = recordingHandler();
      const event = withHeaders(beacon([{ type: 'PageView', ...tagged }]), headers);

      const result = await handler({ ...event, httpMethod }, lambdaContext());

      expect(result.statusCode).toBe(status);
      expect(routeRecords(records)).toHaveLength(status === 200 ? 1 : 0);
    },
  );

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
    expect(printed).toHaveLength(3);
    expect(routeRecords(printed)).toEqual([
      expect.objectContaining({ service: 'site-telemetry', ...tagged, PageView: 1 }),
    ]);
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
    expect(routeRecords(lines.map((line) => JSON.parse(line) as EmfRecord))).toEqual([
      expect.objectContaining({ PageView: 1, section: 'forms' }),
      expect.objectContaining({ INP: 120, section: 'forms' }),
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
