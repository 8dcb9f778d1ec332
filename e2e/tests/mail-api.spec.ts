// The rules of the form endpoints, proved against the running server and its real mail path:
// each refused request is answered with its status, and no mail for it reaches the SES emulator's
// inbox (a valid request sent after it arrives first, so the refused one would have too).
import { randomUUID } from 'node:crypto';

import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiPaths, formTokenTiming, sampleSurveyRequest } from 'shared-types';

import { baseURL } from '../playwright.config';
import { inbox, mailWith } from '../support/mail-inbox';

const json = { 'Content-Type': 'application/json', Origin: baseURL };

/** A POST of `data` as JSON from the site's own origin, as the forms send it. */
function postJson(request: APIRequestContext, path: string, data: unknown) {
  return request.post(path, { headers: json, data });
}

let token: string;

/** A contact request the server accepts, carrying `marker` in its message. */
function contact(marker: string, changes: Record<string, unknown> = {}) {
  return {
    name: 'Ada Whiskers',
    email: 'ada.api@example.com',
    message: `API test ${marker}`,
    honeypot: '',
    formToken: token,
    ...changes,
  };
}

function survey(marker: string, changes: Record<string, unknown> = {}) {
  return {
    ...sampleSurveyRequest,
    email: 'grace.api@example.org',
    feedback: `API test ${marker}`,
    formToken: token,
    ...changes,
  };
}

/** Sends a valid request after the refused ones and expects only it to arrive. */
async function expectNoMailFor(request: APIRequestContext, markers: readonly string[]) {
  const after = randomUUID();
  const accepted = await postJson(request, apiPaths.contact, contact(after));
  expect(accepted.status()).toBe(200);
  await mailWith(after);
  const mails = await inbox();
  for (const marker of markers) {
    expect(mails.filter((mail) => mail.body.text.includes(marker))).toEqual([]);
  }
}

test.beforeAll(async ({ request }) => {
  const answer = await request.get(apiPaths.formToken);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-store');
  token = ((await answer.json()) as { token: string }).token;
  // A person takes at least this long to fill a form.
  await new Promise((resolve) => setTimeout(resolve, formTokenTiming.minFillMs + 200));
});

test.describe('the form endpoints', () => {
  test('deliver a valid contact request and a valid survey', async ({ request }) => {
    const [first, second] = [randomUUID(), randomUUID()];

    const answers = await Promise.all([
      postJson(request, apiPaths.contact, contact(first)),
      postJson(request, apiPaths.survey, survey(second)),
    ]);

    expect(answers.map((answer) => answer.status())).toEqual([200, 200]);
    expect((await mailWith(first)).subject).toBe('New contact message from Ada Whiskers');
    expect((await mailWith(second)).subject).toContain('Brooklyn Heights');
  });

  test('accept only JSON (415) from the site’s own origin (403)', async ({ request }) => {
    const markers = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
    const send = (path: string, headers: Record<string, string>, data: object) =>
      request.post(path, { headers, data: JSON.stringify(data) });

    const answers = await Promise.all([
      send(
        apiPaths.contact,
        { 'Content-Type': 'text/plain', Origin: baseURL },
        contact(markers[0]!),
      ),
      send(
        apiPaths.survey,
        { 'Content-Type': 'application/x-www-form-urlencoded', Origin: baseURL },
        survey(markers[1]!),
      ),
      send(
        apiPaths.contact,
        {
          'Content-Type': 'application/json',
          Origin: 'https://evil.example',
          'Sec-Fetch-Site': 'cross-site',
        },
        contact(markers[2]!),
      ),
      send(apiPaths.survey, { 'Content-Type': 'application/json' }, survey(markers[3]!)),
    ]);

    expect(answers.map((answer) => answer.status())).toEqual([415, 415, 403, 403]);
    for (const answer of answers) {
      expect(Object.keys((await answer.json()) as object)).toEqual(['error']);
    }
    await expectNoMailFor(request, markers);
  });

  test('drop a filled honeypot silently and refuse a missing one', async ({ request }) => {
    const markers = [randomUUID(), randomUUID(), randomUUID()];

    const answers = await Promise.all([
      postJson(request, apiPaths.contact, contact(markers[0]!, { honeypot: 'http://spam' })),
      postJson(request, apiPaths.survey, survey(markers[1]!, { honeypot: 'x' })),
      postJson(request, apiPaths.survey, survey(markers[2]!, { honeypot: undefined })),
    ]);

    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 400]);
    await expectNoMailFor(request, markers);
  });

  test('refuse a form sent too soon (429), or with a forged or missing token (400)', async ({
    request,
  }) => {
    const fresh = ((await (await request.get(apiPaths.formToken)).json()) as { token: string })
      .token;
    const markers = [randomUUID(), randomUUID(), randomUUID()];

    const answers = await Promise.all([
      postJson(request, apiPaths.contact, contact(markers[0]!, { formToken: fresh })),
      postJson(
        request,
        apiPaths.survey,
        survey(markers[1]!, { formToken: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')) }),
      ),
      postJson(request, apiPaths.contact, contact(markers[2]!, { formToken: undefined })),
    ]);

    expect(answers.map((answer) => answer.status())).toEqual([429, 400, 400]);
    expect(answers[0]!.headers()['retry-after']).toMatch(/^[1-3]$/);
    await expectNoMailFor(request, markers);
  });

  test('refuse line breaks in a name and addresses SES would not take; bound every field', async ({
    request,
  }) => {
    const markers = Array.from({ length: 5 }, () => randomUUID());

    const answers = await Promise.all([
      postJson(
        request,
        apiPaths.contact,
        contact(markers[0]!, { name: 'Mallory\r\nBcc: everyone@example.com' }),
      ),
      postJson(request, apiPaths.survey, survey(markers[1]!, { name: 'Grace\u2028Bcc: x' })),
      postJson(request, apiPaths.contact, contact(markers[2]!, { email: '.ada@example.com' })),
      postJson(request, apiPaths.contact, contact(markers[3]!, { email: 'ada@example..com' })),
      postJson(request, apiPaths.survey, survey(markers[4]!, { name: 'G'.repeat(300) })),
    ]);

    expect(answers.map((answer) => answer.status())).toEqual([400, 400, 400, 400, 400]);
    const fields = await Promise.all(
      answers.map(async (answer) =>
        Object.keys(((await answer.json()) as { error: { fields: object } }).error.fields),
      ),
    );
    expect(fields).toEqual([['name'], ['name'], ['email'], ['email'], ['name']]);
    await expectNoMailFor(request, markers);
  });

  test('strip bidi, zero-width and tag characters before the name reaches the subject', async ({
    request,
  }) => {
    const marker = randomUUID();

    const answer = await postJson(
      request,
      apiPaths.contact,
      contact(marker, { name: '\u202EAda\u200B \u2066Whiskers\u2069\uDB40\uDC41' }),
    );

    expect(answer.status()).toBe(200);
    expect((await mailWith(marker)).subject).toBe('New contact message from Ada Whiskers');
  });
});

test.describe('the local server’s error answers', () => {
  test('are generic, never a stack trace', async ({ request }) => {
    const badCharset = await request.post(apiPaths.contact, {
      headers: { 'Content-Type': 'text/plain; charset=klingon', Origin: baseURL },
      data: 'hello',
    });
    const badGzip = await request.post(apiPaths.contact, {
      headers: { ...json, 'Content-Encoding': 'gzip' },
      data: 'not gzip',
    });
    const badUrl = await request.get('/%ZZ');

    expect([badCharset.status(), badGzip.status(), badUrl.status()]).toEqual([415, 400, 400]);
    expect(await badCharset.json()).toEqual({ error: { message: 'Unsupported Media Type' } });
    expect(await badGzip.json()).toEqual({ error: { message: 'Bad Request' } });
    expect(await badUrl.text()).toBe('Bad Request');
  });
});
