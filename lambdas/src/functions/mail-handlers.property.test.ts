// Property-based tests of both form endpoints: 10,000 generated requests each, most of them
// hostile (fields, headers, form tokens and raw bodies). The queue always takes the mail here
// (its failure, a 503 that loses nothing, is a unit test), so any 5xx is a bug. The oracle for
// "valid" is the shared schema itself, so these tests check the handlers, not a copy of the rules.
// What the handlers queue is the mail SES will send.
import { SendMessageCommand, SQSClient, type SendMessageCommandInput } from '@aws-sdk/client-sqs';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import {
  contactRequestSchema,
  howHeardOptions,
  MAX_REQUEST_BODY_BYTES,
  recommendOptions,
  sampleSurveyRequest,
  surveyRequestSchema,
  tourTypeOptions,
} from 'shared-types';

import { captureLogs, type CapturedLogs } from '../test-support/capture-logs';
import { createEvent, formToken, lambdaContext } from '../test-support/fixtures';
import { TEST_SITE_ORIGIN } from '../test-support/setup-env';
import { mailJobSchema, type MailJob } from './commons/mail-job';
import { handler as contactHandler } from './send-contact-email';
import { handler as surveyHandler } from './send-survey-email';

// 10,000 requests per endpoint: each property's share, sized to run in well under a minute on
// two shared cores.
const RUNS = { payloads: 8_000, rawBodies: 2_000 } as const;

type Handler = typeof contactHandler;

const sqsMock = mockClient(SQSClient);
let queued: SendMessageCommandInput[] = [];
const counts = { generated: 0, queued: 0, served5xx: 0 };
let logs: CapturedLogs;

beforeAll(() => {
  sqsMock.on(SendMessageCommand).callsFake((input: SendMessageCommandInput) => {
    queued.push(input);
    return { MessageId: 'generated' };
  });
});

beforeEach(() => {
  logs = captureLogs();
});

afterEach(() => {
  jest.restoreAllMocks();
});

afterAll(() => {
  sqsMock.restore();
  process.stderr.write(
    `\nlambdas property tests: ${counts.generated} generated requests, ${counts.queued} queued, ` +
      `${counts.served5xx} answered 5xx\n`,
  );
});

// Strings an attacker or a broken client would send.
const hostileFragment = fc.oneof(
  fc.constantFrom(
    '\r\nBcc: victim@example.com',
    '\n',
    '\r',
    '\v',
    '\u2028',
    '\u2029',
    '\u0085',
    '\u0000',
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '</td></tr></table><h1>',
    '<!--',
    '&lt;',
    '&amp;',
    "'",
    '"',
    '%0d%0a',
    '=?utf-8?q?hi?=',
    '🐈‍⬛',
    '\uD800',
    '\uDFFF',
    'ﷺ',
    '\u202E',
    '\u200B',
    '\u2066',
    '\uDB40\uDC41',
    '\uFEFF',
  ),
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
);

const hostileText = (maxParts: number) =>
  fc.array(hostileFragment, { maxLength: maxParts }).map((parts) => parts.join(''));

// Far past every field limit, some of it past the body limit.
const veryLongText = fc
  .tuple(hostileFragment, fc.integer({ min: 1_000, max: 20_000 }))
  .map(([fragment, length]) => (fragment === '' ? 'x' : fragment).repeat(length).slice(0, length));

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);

/** A field value: mostly plausible, often hostile, sometimes very long or of the wrong type. */
function fieldValue<T>(plausible: fc.Arbitrary<T>) {
  return fc.oneof(
    { arbitrary: plausible, weight: 12 },
    { arbitrary: hostileText(8), weight: 2 },
    { arbitrary: veryLongText, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
  );
}

const plausibleEmail = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_%+-]{1,20}@[A-Za-z0-9]{1,15}\.[A-Za-z]{2,6}$/),
  // Near misses SES refuses: dots out of place, hyphens at label ends.
  fc.stringMatching(/^\.?[a-z]{1,8}\.{0,2}[a-z]{0,4}\.?@-?[a-z]{1,8}-?\.{1,2}[a-z]{2,4}$/),
);

// Names the schema mostly accepts, with hostile content that is still allowed (quotes, &,
// invisible characters); now and then a line break is left in, which it refuses.
const plausibleName = fc
  .tuple(fc.string({ minLength: 2, maxLength: 40 }), hostileText(3), fc.integer({ max: 9, min: 0 }))
  .map(([name, extra, roll]) => {
    const text = `${name}${extra}`.replace(/[<>]/g, '').slice(0, 90);
    return roll === 0 ? text : text.replace(/[\n\v\f\r\u0085\u2028\u2029]/g, ' ');
  });

const plausibleLongText = (max: number) =>
  fc
    .tuple(fc.string({ minLength: 10, maxLength: 200 }), hostileText(12))
    .map(([text, extra]) => `${text}${extra}`.slice(0, max));

const plausibleDate = fc
  .date({ min: new Date('2023-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const rating = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 5 }), weight: 8 },
  { arbitrary: fc.integer({ min: -3, max: 9 }), weight: 1 },
  { arbitrary: fc.constantFrom(2.5, '4', Number.NaN), weight: 1 },
);

type TokenKind = 'valid' | 'too-soon' | 'forged' | 'garbage';
const tokenKind = fc.constantFrom<TokenKind>(
  'valid',
  'valid',
  'valid',
  'too-soon',
  'forged',
  'garbage',
);

function tokenFor(kind: TokenKind): unknown {
  switch (kind) {
    case 'valid':
      return formToken();
    case 'too-soon':
      return formToken(500);
    case 'forged':
      return `v1.${Date.now() - 60_000}.${'A'.repeat(43)}`;
    case 'garbage':
      return 'garbage';
  }
}

const honeypot = fc.oneof(
  { arbitrary: fc.constant(''), weight: 8 },
  { arbitrary: hostileText(3), weight: 1 },
  { arbitrary: wrongType, weight: 1 },
);

const contactPayload = fc.record(
  {
    name: fieldValue(plausibleName),
    email: fieldValue(plausibleEmail),
    message: fieldValue(plausibleLongText(1000)),
    honeypot,
  },
  // Any field may be missing.
  { requiredKeys: ['name', 'email', 'message'] },
);

const surveyPayload = fc.record(
  {
    name: fieldValue(plausibleName),
    email: fieldValue(plausibleEmail),
    tourDate: fieldValue(plausibleDate),
    tourType: fieldValue(fc.constantFrom(...tourTypeOptions)),
    tourRating: rating,
    guideRating: rating,
    heardAbout: fieldValue(fc.constantFrom(...howHeardOptions)),
    recommend: fieldValue(fc.constantFrom(...recommendOptions)),
    feedback: fieldValue(plausibleLongText(1000)),
    honeypot,
  },
  { requiredKeys: ['name', 'email', 'tourDate', 'tourType', 'tourRating', 'guideRating'] },
);

// What a browser (or a forger) puts in the headers that matter.
const contentType = fc.oneof(
  { arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8'), weight: 8 },
  {
    arbitrary: fc.constantFrom(
      'text/plain',
      'text/plain; charset=utf-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json; charset=latin1',
      'application/jsonp',
      '',
    ),
    weight: 2,
  },
);
const origin = fc.oneof(
  { arbitrary: fc.constant({ origin: TEST_SITE_ORIGIN, site: 'same-origin' }), weight: 9 },
  {
    arbitrary: fc.constantFrom(
      { origin: 'https://evil.example', site: 'cross-site' },
      { origin: 'https://evil.example', site: undefined },
      { origin: undefined, site: undefined },
      { origin: 'null', site: 'same-origin' },
    ),
    weight: 2,
  },
);

// Line breaks that could end a header, including the Unicode ones some software honours.
const HEADER_BREAK = /[\r\n\v\f\u2028\u2029\u0085]/;
const JSON_TYPES = new Set(['application/json', 'application/json; charset=utf-8']);

// The oracle judges what the handler receives: the payload after a JSON round trip, where NaN
// and Infinity become null and undefined members disappear.
function onTheWire(payload: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
}

function countOf(text: string, character: string): number {
  return text.split(character).length - 1;
}

interface Headers {
  contentType: string;
  origin: { origin: string | undefined; site: string | undefined };
}

function eventWith(body: string, headers: Headers, resource: string): APIGatewayProxyEvent {
  const event = createEvent(body, { resource, path: resource });
  const values: Record<string, string | undefined> = {
    'content-type': headers.contentType,
    origin: headers.origin.origin,
    'sec-fetch-site': headers.origin.site,
  };
  event.headers = Object.fromEntries(
    Object.entries(values).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return event;
}

/** The mail the handler queued in this case, if it queued one. */
function queuedJob(): MailJob | undefined {
  const body = queued[0]?.MessageBody;
  return body === undefined ? undefined : mailJobSchema.parse(JSON.parse(body));
}

// The markup of a mail does not depend on what the visitor typed, so any extra '<' in a
// generated mail could only be a visitor '<' that escaped escaping.
async function markupBaseline(handler: Handler, payload: object, resource: string) {
  queued = [];
  const headers: Headers = {
    contentType: 'application/json',
    origin: { origin: TEST_SITE_ORIGIN, site: 'same-origin' },
  };
  await handler(eventWith(JSON.stringify(payload), headers, resource), lambdaContext());
  const job = queuedJob();
  if (job === undefined) throw new Error('the baseline payload was not queued');
  return countOf(job.mail.html, '<');
}

interface Case {
  handler: Handler;
  resource: string;
  payload: Record<string, unknown>;
  headers: Headers;
  token: TokenKind;
  isValid: (wire: Record<string, unknown>) => boolean;
  privateText: unknown;
  baselineTags: number;
}

async function checkCase(options: Case): Promise<void> {
  counts.generated += 1;
  queued = [];
  logs.clear();
  const payload = { ...options.payload, formToken: tokenFor(options.token) };
  const body = JSON.stringify(payload);
  const wire = onTheWire(payload);
  const honeypotValue = wire.honeypot;
  const isSpam =
    honeypotValue !== undefined &&
    honeypotValue !== null &&
    (typeof honeypotValue !== 'string' || honeypotValue.trim() !== '');

  const result = await options.handler(
    eventWith(body, options.headers, options.resource),
    lambdaContext(),
  );

  // The status follows from the headers and the input alone, in that order.
  let expected: number;
  if (!JSON_TYPES.has(options.headers.contentType)) expected = 415;
  else if (options.headers.origin.origin !== TEST_SITE_ORIGIN) expected = 403;
  else if (Buffer.byteLength(body) > MAX_REQUEST_BODY_BYTES) expected = 413;
  else if (isSpam) expected = 200;
  else if (options.token === 'too-soon') expected = 429;
  else if (options.token !== 'valid' || !options.isValid(wire)) expected = 400;
  else expected = 200;
  if (result.statusCode >= 500) counts.served5xx += 1;
  expect(result.statusCode).toBe(expected);
  expect(result.headers?.['Content-Type']).toMatch(/^application\/json/);
  const answer: unknown = JSON.parse(result.body);
  expect(answer).toEqual(result.statusCode === 200 ? { ok: true } : { error: expect.anything() });

  // Mail is queued for exactly the accepted requests, and for nothing else.
  const shouldQueue = expected === 200 && !isSpam;
  expect(queued).toHaveLength(shouldQueue ? 1 : 0);
  const job = queuedJob();
  if (job !== undefined) {
    counts.queued += 1;
    for (const header of [job.mail.subject, job.mail.replyTo]) {
      expect(header).not.toMatch(HEADER_BREAK);
    }
    expect(countOf(job.mail.html, '<')).toBe(options.baselineTags);
  }
  // The visitor's own words never reach the log (short texts could match by chance).
  if (typeof options.privateText === 'string' && options.privateText.trim().length >= 16) {
    expect(logs.text()).not.toContain(options.privateText.trim());
  }
}

const headersArbitrary = fc.record({ contentType, origin });

/** One endpoint's generated-request property: its handler, its payloads and what counts as valid. */
interface EndpointCase<Payload extends Record<string, unknown>> {
  name: string;
  handler: Handler;
  resource: string;
  baseline: Record<string, unknown>;
  payloads: fc.Arbitrary<Payload>;
  isValid: (wire: Record<string, unknown>) => boolean;
  privateText: (payload: Payload) => unknown;
}

function describeGeneratedRequests<Payload extends Record<string, unknown>>(
  endpoint: EndpointCase<Payload>,
): void {
  describe(`${endpoint.name} with generated requests`, () => {
    it('answers by the headers and the schema alone; never leaks markup or line breaks', async () => {
      const baselineTags = await markupBaseline(
        endpoint.handler,
        { ...endpoint.baseline, formToken: formToken() },
        endpoint.resource,
      );
      await fc.assert(
        fc.asyncProperty(
          endpoint.payloads,
          headersArbitrary,
          tokenKind,
          async (payload, headers, token) => {
            await checkCase({
              handler: endpoint.handler,
              resource: endpoint.resource,
              payload,
              headers,
              token,
              isValid: endpoint.isValid,
              privateText: endpoint.privateText(payload),
              baselineTags,
            });
          },
        ),
        { numRuns: RUNS.payloads },
      );
    });
  });
}

describeGeneratedRequests({
  name: 'send-contact-email',
  handler: contactHandler,
  resource: '/api/contact',
  baseline: { name: 'Ada', email: 'ada@example.com', message: 'Hello', honeypot: '' },
  payloads: contactPayload,
  isValid: (wire) => contactRequestSchema.safeParse(wire).success,
  privateText: (payload) => payload.message,
});

describeGeneratedRequests({
  name: 'send-survey-email',
  handler: surveyHandler,
  resource: '/api/survey',
  baseline: { ...sampleSurveyRequest, name: 'Grace' },
  payloads: surveyPayload,
  isValid: (wire) => surveyRequestSchema.safeParse(wire).success,
  privateText: (payload) => payload.feedback,
});

describe('both endpoints with generated raw bodies', () => {
  it('never answer 5xx nor queue mail for bodies that are not a valid request', async () => {
    const rawBody = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.string({ unit: 'binary', maxLength: 200 }),
      hostileText(10),
      veryLongText,
      fc.jsonValue().map((value) => JSON.stringify(value) ?? ''),
    );
    const headers: Headers = {
      contentType: 'application/json',
      origin: { origin: TEST_SITE_ORIGIN, site: 'same-origin' },
    };
    for (const [handler, resource] of [
      [contactHandler, '/api/contact'],
      [surveyHandler, '/api/survey'],
    ] as const) {
      await fc.assert(
        fc.asyncProperty(rawBody, async (body) => {
          counts.generated += 1;
          queued = [];
          let isObject = false;
          try {
            const parsed: unknown = JSON.parse(body);
            isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
          } catch {
            isObject = false;
          }

          const result = await handler(eventWith(body, headers, resource), lambdaContext());

          if (result.statusCode >= 500) counts.served5xx += 1;
          expect(result.statusCode).toBeLessThan(500);
          if (Buffer.byteLength(body) > MAX_REQUEST_BODY_BYTES) expect(result.statusCode).toBe(413);
          else if (!isObject) expect(result.statusCode).toBe(400);
          // None of these carries a valid form token, so nothing may ever be queued.
          expect(queued).toHaveLength(0);
        }),
        { numRuns: RUNS.rawBodies },
      );
    }
  });
});
