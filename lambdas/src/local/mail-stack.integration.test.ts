// The local mail path end to end: the real handlers, the real AWS clients and the three emulators
// (SES, SQS, DynamoDB). The mail is read back from the SES emulator's store. The emulators get
// free ports so this can run beside `npm start`.
import { randomUUID } from 'node:crypto';

import type { SQSEvent } from 'aws-lambda';

import { issueFormToken } from '../functions/commons/form-token';
import { validContactRequest, validSurveyRequest } from '../test-support/fixtures';
import { sqsRecord } from '../test-support/sqs-record';
import { invoke } from './invoke';
import { createLambdaContext } from './lambda-context';
import { handleLocalApiRequest, type LocalApiRequest } from './local-api';
import { startLocalMailStack, type LocalMailStack } from './mail-stack';

interface StoredEmail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

const origin = 'http://localhost:4999';
let stack: LocalMailStack;
const savedEnvironment = { ...process.env };

async function storedEmails(): Promise<StoredEmail[]> {
  const response = await fetch(`${stack.sesUrl}/store`);
  return ((await response.json()) as { emails: StoredEmail[] }).emails;
}

/** The mail whose text contains `token`, once it has arrived. */
async function mailWith(token: string): Promise<StoredEmail> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const found = (await storedEmails()).find((email) => email.body.text?.includes(token));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail containing ${token}`);
}

function post(path: string, payload: unknown): Promise<{ statusCode: number; body: string }> {
  const request: LocalApiRequest = {
    method: 'POST',
    path,
    query: '',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify(payload),
    sourceIp: '127.0.0.1',
  };
  return handleLocalApiRequest(request);
}

/** A token signed by this stack, issued long enough ago. */
function token(): string {
  return issueFormToken(process.env.FORM_TOKEN_SECRET ?? '', Date.now() - 10_000);
}

/** Posts `payload` with a fresh token, expects it accepted and returns its mail, found by `marker`. */
async function delivered(path: string, payload: object, marker: string): Promise<StoredEmail> {
  const answer = await post(path, { ...payload, formToken: token() });
  expect(answer.statusCode).toBe(200);
  return mailWith(marker);
}

beforeAll(async () => {
  stack = await startLocalMailStack({ sesPort: 0, siteOrigins: [origin] });
}, 30_000);

beforeEach(() => {
  for (const level of ['info', 'warn', 'error'] as const) {
    jest.spyOn(console, level).mockImplementation(() => undefined);
  }
});

afterEach(() => {
  jest.restoreAllMocks();
});

afterAll(async () => {
  await stack?.stop();
  process.env = savedEnvironment;
});

describe('the local mail path', () => {
  it('hands out a form token through the local API', async () => {
    const answer = await handleLocalApiRequest({
      method: 'GET',
      path: '/api/form-token',
      query: '',
      headers: {},
      body: '',
      sourceIp: '127.0.0.1',
    });

    expect(answer.statusCode).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ token: expect.stringMatching(/^v1\.\d{13}\./) });
  });

  it('delivers an accepted contact request with its subject, Reply-To and escaped words', async () => {
    const marker = randomUUID();
    const message = `Is the <Financial District> tour good for kids & grandparents? ${marker}`;

    const email = await delivered('/api/contact', { ...validContactRequest, message }, marker);
    expect(email.subject).toBe('New contact message from Ada Whiskers');
    expect(email.from).toBe('tours@catsabouttown.example');
    expect(email.destination.to).toEqual(['hello@catsabouttown.example']);
    expect(email.replyTo).toEqual(['ada@example.com']);
    expect(email.body.html).toContain('Is the &lt;Financial District&gt; tour good for kids &amp;');
  });

  it('delivers a survey response and keeps unusual Unicode intact', async () => {
    const marker = randomUUID();
    const feedback = `Meow 🐈‍⬛ — café, Ελληνικά, 日本語 ${marker}`;

    const email = await delivered('/api/survey', { ...validSurveyRequest, feedback }, marker);
    expect(email.subject).toBe('Tour survey: Brooklyn Heights, rated 5/5 by Grace Mews');
    expect(email.body.text).toContain(feedback);
  });

  it('sends nothing for a refused request', async () => {
    const marker = randomUUID();
    const before = (await storedEmails()).length;

    const answers = await Promise.all([
      post('/api/contact', { ...validContactRequest, email: 'nope', message: marker }),
      post('/api/contact', { ...validContactRequest, message: marker, honeypot: 'bot' }),
      post('/api/contact', { ...validContactRequest, message: marker, formToken: 'forged' }),
    ]);
    // A valid request sent after them: once it has arrived, the others would have too.
    await post('/api/contact', {
      ...validContactRequest,
      message: `after ${marker}`,
      formToken: token(),
    });
    await mailWith(`after ${marker}`);

    expect(answers.map((answer) => answer.statusCode)).toEqual([400, 200, 400]);
    const emails = await storedEmails();
    expect(emails).toHaveLength(before + 1);
    expect(emails.filter((email) => email.body.text?.includes(marker))).toHaveLength(1);
  });

  it('mails a job once when the queue delivers it twice', async () => {
    const { handler } = await import('../functions/deliver-mail');
    const marker = randomUUID();
    const body = JSON.stringify({
      id: randomUUID(),
      kind: 'contact',
      acceptedAt: new Date().toISOString(),
      mail: { subject: 'Twice', text: marker, html: `<p>${marker}</p>`, replyTo: 'a@example.com' },
    });
    const event = (receipt: string): SQSEvent => ({ Records: [sqsRecord(body, receipt)] });
    // Invoked as the local runtime invokes it (the stack runs invocations side by side).
    const deliver = (receipt: string) =>
      invoke(handler, event(receipt), createLambdaContext('deliver-mail-local', 30));

    const first = await deliver('first');
    const second = await deliver('second');

    expect(first.batchItemFailures).toEqual([]);
    expect(second.batchItemFailures).toEqual([]);
    const emails = (await storedEmails()).filter((email) => email.body.text?.includes(marker));
    expect(emails).toHaveLength(1);
  });
});
