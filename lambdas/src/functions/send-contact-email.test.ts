import { SendMessageCommand } from '@aws-sdk/client-sqs';
import 'aws-sdk-client-mock-jest';
import { MAX_REQUEST_BODY_BYTES } from 'shared-types';

import {
  createEvent,
  createJsonEvent,
  formToken,
  lambdaContext,
  validContactRequest,
} from '../test-support/fixtures';
import { queuedJobs, setUpIntakeTests } from '../test-support/queued-mail';
import { handler } from './send-contact-email';

const { sqsMock, logs } = setUpIntakeTests();

/** The fixture event with some headers replaced (`undefined` removes one). */
function eventWithHeaders(headers: Record<string, string | undefined>) {
  const event = createJsonEvent(validContactRequest);
  const merged: Record<string, string | undefined> = { ...event.headers, ...headers };
  event.headers = Object.fromEntries(
    Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return event;
}

/** The handler's answer refuses the request with these field messages, and nothing was queued. */
function expectRefused(result: { statusCode: number; body: string }, fields: object) {
  expect(result.statusCode).toBe(400);
  expect(JSON.parse(result.body).error.fields).toEqual(fields);
  expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
}

/** The handler's answer is `status` with only this error message, and nothing was queued. */
function expectRejected(
  result: { statusCode: number; body: string },
  status: number,
  message: string,
) {
  expect(result.statusCode).toBe(status);
  expect(JSON.parse(result.body)).toEqual({ error: { message } });
  expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
}

describe('send-contact-email', () => {
  it('queues the mail of a valid request for the company and answers 200 { ok: true }', async () => {
    // Prepare
    const event = createJsonEvent(validContactRequest);

    // Act
    const result = await handler(event, lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ ok: true });
    expect(result.headers?.['Content-Type']).toBe('application/json; charset=utf-8');
    const [job, ...others] = queuedJobs(sqsMock);
    expect(others).toHaveLength(0);
    expect(job?.kind).toBe('contact');
    expect(job?.mail.subject).toBe('New contact message from Ada Whiskers');
    expect(job?.mail.replyTo).toBe('ada@example.com');
    expect(job?.mail.text).toContain(validContactRequest.message);
    expect(sqsMock).toHaveReceivedCommandWith(SendMessageCommand, {
      QueueUrl: 'http://127.0.0.1:9/000000000000/cats-about-town-mail',
    });
  });

  it('logs with the invocation’s Lambda context and the API’s own request id', async () => {
    // Prepare
    const context = lambdaContext();

    // Act
    await handler(createJsonEvent(validContactRequest), context);

    // Assess
    const accepted = logs()
      .lines()
      .filter((line) => line.includes('Contact request accepted'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(accepted).toEqual([
      expect.objectContaining({
        requestId: 'c6af9ac6-7b61-11e6-9a41-93e8deadbeef',
        function_name: 'test-function',
        function_request_id: context.awsRequestId,
        jobId: expect.any(String),
        messageId: 'queued-1',
      }),
    ]);
  });

  it('gives every accepted request its own job id', async () => {
    // Act
    await handler(createJsonEvent(validContactRequest), lambdaContext());
    await handler(createJsonEvent(validContactRequest), lambdaContext());

    // Assess
    const [first, second] = queuedJobs(sqsMock);
    expect(first?.id).not.toBe(second?.id);
  });

  it('escapes the visitor’s words in the HTML part', async () => {
    // Prepare
    const event = createJsonEvent({
      ...validContactRequest,
      message: '<script>alert("hi")</script> & <b>bold</b>',
    });

    // Act
    const result = await handler(event, lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    const html = queuedJobs(sqsMock)[0]?.mail.html ?? '';
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(html).not.toContain('<script>');
    expect(queuedJobs(sqsMock)[0]?.mail.text).toContain('<script>alert("hi")</script>');
  });

  it.each([
    ['a line feed', 'Mallory\nBcc: everyone@example.com'],
    ['a carriage return', 'Mallory\rBcc: everyone@example.com'],
    ['a Unicode line separator', 'Mallory\u2028Bcc: everyone@example.com'],
  ])('refuses a name with %s, which could add lines to the mail', async (_label, name) => {
    // Act
    const result = await handler(
      createJsonEvent({ ...validContactRequest, name }),
      lambdaContext(),
    );

    // Assess
    expectRefused(result, { name: ['Name contains invalid characters'] });
  });

  it('drops bidi controls and zero-width spaces from the name before it reaches the subject', async () => {
    // Act
    await handler(
      createJsonEvent({ ...validContactRequest, name: '\u202EAda\u200B Whiskers\u2066' }),
      lambdaContext(),
    );

    // Assess
    expect(queuedJobs(sqsMock)[0]?.mail.subject).toBe('New contact message from Ada Whiskers');
  });

  it.each(['.ada@example.com', 'ada@example..com', 'ada.@example.com', 'ada@-example.com'])(
    'refuses %s, an address SES would not take as Reply-To',
    async (email) => {
      // Act
      const result = await handler(
        createJsonEvent({ ...validContactRequest, email }),
        lambdaContext(),
      );

      // Assess
      expectRefused(result, { email: ['Please enter a valid email address'] });
    },
  );

  it('answers 400 with the field messages and queues nothing when fields are invalid', async () => {
    // Prepare
    const event = createJsonEvent({ ...validContactRequest, name: ' ', email: 'not-an-address' });

    // Act
    const result = await handler(event, lambdaContext());

    // Assess
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toEqual({
      error: {
        message: 'Name is required',
        fields: {
          name: ['Name is required'],
          email: ['Please enter a valid email address'],
        },
      },
    });
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('answers 400 when a message is longer than 1000 characters', async () => {
    // Prepare
    const event = createJsonEvent({ ...validContactRequest, message: 'm'.repeat(1001) });

    // Act
    const result = await handler(event, lambdaContext());

    // Assess
    expectRefused(result, { message: ['Message must be less than 1000 characters'] });
  });

  it.each([
    ['text/plain, as a form on another site sends', 'text/plain'],
    ['form-encoded', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['JSON in another charset', 'application/json; charset=iso-8859-1'],
    ['no type at all', undefined],
  ])('answers 415 for a body sent as %s', async (_label, contentType) => {
    // Act
    const result = await handler(
      eventWithHeaders({ 'content-type': contentType }),
      lambdaContext(),
    );

    // Assess
    expectRejected(result, 415, 'The request must be sent as JSON.');
  });

  it('accepts JSON whatever the case of the header and with a UTF-8 charset', async () => {
    // Act
    const result = await handler(
      eventWithHeaders({
        'content-type': undefined,
        'Content-Type': 'Application/JSON; charset=UTF-8',
      }),
      lambdaContext(),
    );

    // Assess
    expect(result.statusCode).toBe(200);
  });

  it.each([
    ['another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    [
      'a sibling site',
      { origin: 'https://shop.catsabouttown.example', 'sec-fetch-site': 'same-site' },
    ],
    [
      'an unknown origin without fetch metadata',
      { origin: 'https://evil.example', 'sec-fetch-site': undefined },
    ],
    ['no origin at all', { origin: undefined, 'sec-fetch-site': undefined }],
    ['an opaque origin', { origin: 'null', 'sec-fetch-site': 'same-origin' }],
  ])('answers 403 for a request from %s', async (_label, headers) => {
    // Act
    const result = await handler(eventWithHeaders(headers), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(403);
    expect(JSON.parse(result.body).error.message).toBe(
      'This form can only be sent from our website.',
    );
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('accepts a same-origin request from a host it was not told about (the CDN’s own name)', async () => {
    // Act
    const result = await handler(
      eventWithHeaders({
        origin: 'https://d111111abcdef8.cloudfront.net',
        'sec-fetch-site': 'same-origin',
      }),
      lambdaContext(),
    );

    // Assess
    expect(result.statusCode).toBe(200);
  });

  it('accepts a listed origin from a browser that sends no fetch metadata', async () => {
    // Act
    const result = await handler(
      eventWithHeaders({ 'sec-fetch-site': undefined }),
      lambdaContext(),
    );

    // Assess
    expect(result.statusCode).toBe(200);
  });

  it('answers 405 for a method other than POST', async () => {
    // Act
    const result = await handler(
      { ...createJsonEvent(validContactRequest), httpMethod: 'PUT' },
      lambdaContext(),
    );

    // Assess
    expect(result.statusCode).toBe(405);
    expect(result.headers?.Allow).toBe('POST');
  });

  it.each([
    ['form-encoded text', 'name=Ada&email=ada%40example.com'],
    ['truncated JSON', '{"name": "Ada"'],
    ['an empty body', null],
    ['a JSON array', '[1, 2, 3]'],
    ['a JSON string', '"hello"'],
  ])('answers 400 for %s before validating', async (_label, body) => {
    // Act
    const result = await handler(createEvent(body), lambdaContext());

    // Assess
    expectRejected(result, 400, 'The request body must be a JSON object.');
  });

  it('answers 413 for a body over the size limit, before reading it as JSON', async () => {
    // Act
    const result = await handler(
      createEvent(`{"message":"${'x'.repeat(MAX_REQUEST_BODY_BYTES)}"`),
      lambdaContext(),
    );

    // Assess
    expectRejected(result, 413, 'The request is too large.');
  });

  it('counts bytes, not characters, against the size limit', async () => {
    // Prepare: 6,000 three-byte characters are 18,000 bytes.
    const event = createJsonEvent({ ...validContactRequest, message: '猫'.repeat(6000) });

    // Act
    const result = await handler(event, lambdaContext());

    // Assess
    expect(result.statusCode).toBe(413);
  });

  it('reads a base64-encoded body as API Gateway may deliver it', async () => {
    // Prepare
    const body = Buffer.from(JSON.stringify(validContactRequest)).toString('base64');

    // Act
    const result = await handler(createEvent(body, { isBase64Encoded: true }), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(sqsMock).toHaveReceivedCommandTimes(SendMessageCommand, 1);
  });

  it('answers 200 { ok: true } and queues nothing when the honeypot is filled', async () => {
    // Prepare: a bot fills every field, and invalid ones too.
    const event = createJsonEvent({ name: '<b>', email: 'x', honeypot: 'https://spam.example' });

    // Act
    const result = await handler(event, lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ ok: true });
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
    expect(logs().text()).toContain('honeypot filled');
  });

  it('refuses a request that leaves the honeypot out', async () => {
    // Prepare
    const { honeypot: _left, ...withoutHoneypot } = validContactRequest;

    // Act
    const result = await handler(createJsonEvent(withoutHoneypot), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(400);
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('answers 429 with Retry-After for a form sent sooner than a person could fill it', async () => {
    // Prepare: the page got its token one second ago.
    const event = createJsonEvent({ ...validContactRequest, formToken: formToken(1_000) });

    // Act
    const result = await handler(event, lambdaContext());

    // Assess
    expect(result.statusCode).toBe(429);
    expect(result.headers?.['Retry-After']).toBe('2');
    const { error } = JSON.parse(result.body);
    expect(error.message).toBe('Please wait before submitting again.');
    // The exact time left, for the form to wait out before it sends again by itself.
    expect(error.retryAfterMs).toBeGreaterThan(1_900);
    expect(error.retryAfterMs).toBeLessThanOrEqual(2_000);
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it.each([
    ['missing', undefined],
    ['forged', `v1.${Date.now() - 60_000}.${'A'.repeat(43)}`],
    ['a day old', formToken(25 * 60 * 60 * 1000)],
  ])('answers 400 when the form token is %s', async (_label, token) => {
    // Act
    const result = await handler(
      createJsonEvent({ ...validContactRequest, formToken: token }),
      lambdaContext(),
    );

    // Assess
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body).error.message).toBe(
      'This form has expired. Please reload the page and try again.',
    );
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('answers 503 with Retry-After when the queue does not take the mail, so nothing is lost', async () => {
    // Prepare
    sqsMock.on(SendMessageCommand).rejects(new Error('connect ECONNREFUSED'));

    // Act
    const result = await handler(createJsonEvent(validContactRequest), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(503);
    expect(result.headers?.['Retry-After']).toBe('5');
    expect(JSON.parse(result.body)).toEqual({
      error: {
        message: 'We could not accept your message just now. Please try again in a moment.',
      },
    });
    expect(result.body).not.toContain('ECONNREFUSED');
    expect(logs().text()).toContain('ECONNREFUSED');
  });

  it('never logs the visitor’s message, whether the request is accepted or not', async () => {
    // Prepare
    const message = 'My secret tour question about the mayor’s cat';
    sqsMock.on(SendMessageCommand).resolvesOnce({ MessageId: 'm' }).rejects(new Error('boom'));

    // Act
    await handler(createJsonEvent({ ...validContactRequest, message }), lambdaContext());
    await handler(createJsonEvent({ ...validContactRequest, message }), lambdaContext());
    await handler(
      createJsonEvent({ ...validContactRequest, message, email: 'bad' }),
      lambdaContext(),
    );

    // Assess
    expect(logs().lines().length).toBeGreaterThanOrEqual(3);
    expect(logs().text()).not.toContain(message);
  });
});
