// Property-based tests of both handlers (Lambdas issue, item 3): thousands of generated payloads,
// many hostile, against an SES mock whose behaviour is generated too. The oracle for "valid" is
// the shared schema itself, so these tests check the handlers, not a copy of the rules.
import { SendEmailCommand, SESClient, type SendEmailCommandInput } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import fc from 'fast-check';
import {
  contactRequestSchema,
  howHeardOptions,
  MAX_REQUEST_BODY_BYTES,
  recommendOptions,
  surveyRequestSchema,
  tourTypeOptions,
} from 'shared-types';

import { captureLogs, type CapturedLogs } from '../test-support/capture-logs';
import {
  createEvent,
  createJsonEvent,
  validContactRequest,
  validSurveyRequest,
} from '../test-support/fixtures';
import { handler as contactHandler } from './send-contact-email';
import { handler as surveyHandler } from './send-survey-email';

// Sized so the whole file runs in a few seconds on two shared cores.
const RUNS = { contact: 2500, survey: 2500, rawBodies: 1000 } as const;

type SesBehaviour = 'ok' | 'throttle' | 'reject' | 'fail';

const expectedStatusForSes: Record<SesBehaviour, number> = {
  ok: 200,
  throttle: 503,
  reject: 502,
  fail: 500,
};

const sesMock = mockClient(SESClient);
let sesBehaviour: SesBehaviour = 'ok';
let sesCalls: SendEmailCommandInput[] = [];
let generatedCases = 0;
let casesSent = 0;
let logs: CapturedLogs;

beforeAll(() => {
  sesMock.on(SendEmailCommand).callsFake((input: SendEmailCommandInput) => {
    sesCalls.push(input);
    switch (sesBehaviour) {
      case 'ok':
        return { MessageId: 'generated' };
      case 'throttle':
        throw Object.assign(new Error('Maximum sending rate exceeded.'), { name: 'Throttling' });
      case 'reject':
        throw Object.assign(new Error('Email address is not verified.'), {
          name: 'MessageRejected',
        });
      case 'fail':
        throw new Error('connect ECONNREFUSED');
    }
  });
});

beforeEach(() => {
  logs = captureLogs();
});

afterEach(() => {
  jest.restoreAllMocks();
});

afterAll(() => {
  sesMock.restore();
  process.stderr.write(
    `\nlambdas property tests: ${generatedCases} generated cases, ${casesSent} of them sent\n`,
  );
});

// Strings an attacker or a broken client would send.
const hostileFragment = fc.oneof(
  fc.constantFrom(
    '\r\nBcc: victim@example.com',
    '\n',
    '\r',
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
    { arbitrary: plausible, weight: 6 },
    { arbitrary: hostileText(8), weight: 2 },
    { arbitrary: veryLongText, weight: 1 },
    { arbitrary: wrongType, weight: 1 },
  );
}

const plausibleEmail = fc.stringMatching(
  /^[A-Za-z0-9._%+-]{1,20}@[A-Za-z0-9-]{1,15}\.[A-Za-z]{2,6}$/,
);

// Names the schema accepts, with hostile content that is still allowed (line breaks, quotes, &).
const plausibleName = fc
  .tuple(fc.string({ minLength: 2, maxLength: 40 }), hostileText(3))
  .map(([name, extra]) => `${name}${extra}`.replace(/[<>]/g, '').slice(0, 90));

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

const sesBehaviourArbitrary = fc.constantFrom<SesBehaviour>(
  'ok',
  'ok',
  'throttle',
  'reject',
  'fail',
);

const contactPayload = fc.record(
  {
    name: fieldValue(plausibleName),
    email: fieldValue(plausibleEmail),
    message: fieldValue(plausibleLongText(1000)),
    honeypot: fc.oneof(
      { arbitrary: fc.constant(''), weight: 8 },
      { arbitrary: hostileText(3), weight: 1 },
      { arbitrary: wrongType, weight: 1 },
    ),
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
  },
  { requiredKeys: ['name', 'email', 'tourDate', 'tourType', 'tourRating', 'guideRating'] },
);

// Line breaks that could end a header, including the Unicode ones some software honours.
const HEADER_BREAK = /[\r\n\u2028\u2029\u0085]/;

// The oracle judges what the handler receives: the payload after a JSON round trip, where NaN
// and Infinity become null and undefined members disappear.
function onTheWire(payload: object): Record<string, unknown> {
  return JSON.parse(JSON.stringify(payload)) as Record<string, unknown>;
}

function countOf(text: string, character: string): number {
  return text.split(character).length - 1;
}

function htmlOf(input: SendEmailCommandInput | undefined): string {
  return input?.Message?.Body?.Html?.Data ?? '';
}

// The markup of a mail does not depend on what the visitor typed, so any extra '<' in a
// generated mail could only be a visitor '<' that escaped escaping.
async function markupBaseline(
  handler: typeof contactHandler,
  payload: object,
  resource: string,
): Promise<number> {
  sesBehaviour = 'ok';
  sesCalls = [];
  await handler(createJsonEvent(payload, resource));
  return countOf(htmlOf(sesCalls[0]), '<');
}

interface CheckOptions {
  handler: typeof contactHandler;
  resource: string;
  payload: Record<string, unknown>;
  behaviour: SesBehaviour;
  isValid: boolean;
  isSpam: boolean;
  privateText: unknown;
  baselineTags: number;
}

async function checkHandler(options: CheckOptions): Promise<void> {
  generatedCases += 1;
  sesBehaviour = options.behaviour;
  sesCalls = [];
  logs.clear();
  const body = JSON.stringify(options.payload);
  const tooLarge = Buffer.byteLength(body) > MAX_REQUEST_BODY_BYTES;

  const result = await options.handler(createJsonEvent(options.payload, options.resource));

  const shouldSend = options.isValid && !options.isSpam && !tooLarge;
  // No invalid (or spam, or oversized) input reaches SES; every valid one does, exactly once.
  expect(sesCalls).toHaveLength(shouldSend ? 1 : 0);
  // No 5xx unless SES failed; the status follows from the input and SES alone.
  if (tooLarge) expect(result.statusCode).toBe(413);
  else if (options.isSpam) expect(result.statusCode).toBe(200);
  else if (!options.isValid) expect(result.statusCode).toBe(400);
  else expect(result.statusCode).toBe(expectedStatusForSes[options.behaviour]);
  expect(result.headers?.['Content-Type']).toMatch(/^application\/json/);
  const answer: unknown = JSON.parse(result.body);
  expect(answer).toEqual(result.statusCode === 200 ? { ok: true } : { error: expect.anything() });

  const input = sesCalls[0];
  if (input !== undefined) {
    casesSent += 1;
    const headers = [input.Message?.Subject?.Data, input.Source, ...(input.ReplyToAddresses ?? [])];
    for (const header of headers) expect(header).not.toMatch(HEADER_BREAK);
    expect(countOf(htmlOf(input), '<')).toBe(options.baselineTags);
  }
  // The visitor's own words never reach the log (short texts could match by chance).
  if (typeof options.privateText === 'string' && options.privateText.trim().length >= 16) {
    expect(logs.text()).not.toContain(options.privateText.trim());
  }
}

describe('send-contact-email with generated payloads', () => {
  it('answers by the schema and SES alone, never leaks markup or line breaks', async () => {
    const baselineTags = await markupBaseline(contactHandler, validContactRequest, '/api/contact');
    await fc.assert(
      fc.asyncProperty(contactPayload, sesBehaviourArbitrary, async (payload, behaviour) => {
        const wire = onTheWire(payload);
        const honeypot = wire.honeypot;
        await checkHandler({
          handler: contactHandler,
          resource: '/api/contact',
          payload,
          behaviour,
          isValid: contactRequestSchema.safeParse(wire).success,
          isSpam:
            honeypot !== undefined &&
            honeypot !== null &&
            (typeof honeypot !== 'string' || honeypot.trim() !== ''),
          privateText: payload.message,
          baselineTags,
        });
      }),
      { numRuns: RUNS.contact },
    );
  });
});

describe('send-survey-email with generated payloads', () => {
  it('answers by the schema and SES alone, never leaks markup or line breaks', async () => {
    const baselineTags = await markupBaseline(surveyHandler, validSurveyRequest, '/api/survey');
    await fc.assert(
      fc.asyncProperty(surveyPayload, sesBehaviourArbitrary, async (payload, behaviour) => {
        const wire = onTheWire(payload);
        await checkHandler({
          handler: surveyHandler,
          resource: '/api/survey',
          payload,
          behaviour,
          isValid: surveyRequestSchema.safeParse(wire).success,
          isSpam: false,
          privateText: payload.feedback,
          baselineTags,
        });
      }),
      { numRuns: RUNS.survey },
    );
  });
});

describe('both handlers with generated raw bodies', () => {
  it('answers 400 or 413 to anything that is not a JSON object, and sends nothing', async () => {
    const rawBody = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      hostileText(10),
      veryLongText,
      fc.jsonValue().map((value) => JSON.stringify(value) ?? ''),
    );
    await fc.assert(
      fc.asyncProperty(rawBody, fc.boolean(), async (body, toContact) => {
        generatedCases += 1;
        sesBehaviour = 'ok';
        sesCalls = [];
        let isObject = false;
        try {
          const parsed: unknown = JSON.parse(body);
          isObject = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
        } catch {
          isObject = false;
        }
        const handler = toContact ? contactHandler : surveyHandler;

        const result = await handler(createEvent(body));

        expect(result.statusCode).toBeLessThan(500);
        if (Buffer.byteLength(body) > MAX_REQUEST_BODY_BYTES) expect(result.statusCode).toBe(413);
        else if (!isObject) expect(result.statusCode).toBe(400);
        // A JSON object here is almost never a valid payload; whatever it is, it was judged by
        // the schema, so a send happened only with a 200.
        expect(sesCalls.length === 0 || result.statusCode === 200).toBe(true);
      }),
      { numRuns: RUNS.rawBodies },
    );
  });
});
