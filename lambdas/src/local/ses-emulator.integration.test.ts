// Sends through the real handler, the real SES client and the real emulator, then reads the mail
// back from the emulator's store. The emulator gets a free port so this can run beside `npm start`.
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';

import { createJsonEvent, validContactRequest, validSurveyRequest } from '../test-support/fixtures';
import { handleLocalApiRequest } from './local-api';
import { createLocalMailEnvironment } from './local-env';
import { startSesEmulator, type SesEmulator } from './ses-emulator';

interface StoredEmail {
  from: string;
  replyTo: string[];
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
}

type Handler = (event: APIGatewayProxyEvent) => Promise<APIGatewayProxyResult>;

let emulator: SesEmulator;
let contactHandler: Handler;
let surveyHandler: Handler;
const savedEnvironment = { ...process.env };

async function storedEmails(): Promise<StoredEmail[]> {
  const response = await fetch(`${emulator.url}/store`);
  const store = (await response.json()) as { emails: StoredEmail[] };
  return store.emails;
}

beforeAll(async () => {
  emulator = await startSesEmulator({ port: 0 });
  const port = Number(new URL(emulator.url).port);
  Object.assign(process.env, createLocalMailEnvironment(port));
  // Imported only now: the handlers read SES_ENDPOINT when their module loads.
  contactHandler = (await import('../functions/send-contact-email')).handler;
  surveyHandler = (await import('../functions/send-survey-email')).handler;
}, 30_000);

beforeEach(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  await fetch(`${emulator.url}/clear-store`, { method: 'POST' });
});

afterEach(() => {
  jest.restoreAllMocks();
});

afterAll(async () => {
  await emulator?.stop();
  process.env = savedEnvironment;
});

describe('mail through the local SES emulator', () => {
  it('delivers a contact request with its subject, Reply-To and escaped words', async () => {
    const message = 'Is the <Financial District> tour good for kids & grandparents?\nThanks!';

    const result = await contactHandler(
      createJsonEvent({ ...validContactRequest, name: 'Ada\r\nWhiskers', message }),
    );

    expect(result.statusCode).toBe(200);
    const emails = await storedEmails();
    expect(emails).toHaveLength(1);
    const [email] = emails;
    expect(email?.subject).toBe('New contact message from Ada Whiskers');
    expect(email?.from).toBe('tours@catsabouttown.example');
    expect(email?.destination.to).toEqual(['hello@catsabouttown.example']);
    expect(email?.replyTo).toEqual(['ada@example.com']);
    expect(email?.body.text).toContain(message);
    expect(email?.body.html).toContain(
      'Is the &lt;Financial District&gt; tour good for kids &amp; grandparents?\nThanks!',
    );
    expect(email?.body.html).not.toContain('<Financial District>');
  });

  it('delivers a survey response', async () => {
    const result = await surveyHandler(createJsonEvent(validSurveyRequest, '/api/survey'));

    expect(result.statusCode).toBe(200);
    const [email] = await storedEmails();
    expect(email?.subject).toBe('Tour survey: Brooklyn Heights, rated 5/5 by Grace Mews');
    expect(email?.replyTo).toEqual(['grace@example.org']);
    expect(email?.body.html).toContain('Loved the story of the library cat.');
  });

  it('keeps unusual Unicode intact on the way through SES', async () => {
    const message = 'Meow 🐈‍⬛ — café, Ελληνικά, 日本語, and a lone \uD800 surrogate.';

    const result = await contactHandler(createJsonEvent({ ...validContactRequest, message }));

    expect(result.statusCode).toBe(200);
    const [email] = await storedEmails();
    expect(email?.body.text).toContain(
      'Meow 🐈‍⬛ — café, Ελληνικά, 日本語, and a lone \uFFFD surrogate.',
    );
  });

  it('serves the local API end to end and sends nothing for an invalid request', async () => {
    const invalid = await handleLocalApiRequest({
      method: 'POST',
      path: '/api/contact',
      query: '',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validContactRequest, email: 'nope' }),
      sourceIp: '127.0.0.1',
    });
    const valid = await handleLocalApiRequest({
      method: 'POST',
      path: '/api/contact',
      query: '',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validContactRequest),
      sourceIp: '127.0.0.1',
    });

    expect(invalid.statusCode).toBe(400);
    expect(valid.statusCode).toBe(200);
    expect(await storedEmails()).toHaveLength(1);
  });

  it('answers 500 with a generic message when the emulator is gone', async () => {
    await emulator.stop();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    const result = await contactHandler(createJsonEvent(validContactRequest));

    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body)).toEqual({
      error: { message: 'There was a problem sending your message. Please try again later.' },
    });
  });
});
