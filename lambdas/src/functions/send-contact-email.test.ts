import { MessageRejected, SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { MAX_REQUEST_BODY_BYTES } from 'shared-types';

import { captureLogs, type CapturedLogs } from '../test-support/capture-logs';
import { createEvent, createJsonEvent, validContactRequest } from '../test-support/fixtures';
import { handler } from './send-contact-email';

const sesMock = mockClient(SESClient);
let logs: CapturedLogs;

beforeEach(() => {
  sesMock.reset();
  sesMock.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
  logs = captureLogs();
});

afterEach(() => {
  jest.restoreAllMocks();
});

function throttlingError(): Error {
  return Object.assign(new Error('Maximum sending rate exceeded.'), {
    name: 'Throttling',
    $metadata: { httpStatusCode: 400 },
  });
}

describe('send-contact-email', () => {
  it('mails a valid request to the company and answers 200 { ok: true }', async () => {
    // Prepare
    const event = createJsonEvent(validContactRequest);

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ ok: true });
    expect(result.headers?.['Content-Type']).toBe('application/json; charset=utf-8');
    expect(sesMock).toHaveReceivedCommandTimes(SendEmailCommand, 1);
    expect(sesMock).toHaveReceivedCommandWith(SendEmailCommand, {
      Source: 'tours@catsabouttown.example',
      Destination: { ToAddresses: ['hello@catsabouttown.example'] },
      ReplyToAddresses: ['ada@example.com'],
    });
    const input = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Message?.Subject?.Data).toBe('New contact message from Ada Whiskers');
    expect(input?.Message?.Body?.Text?.Data).toContain(validContactRequest.message);
    expect(input?.Message?.Body?.Html?.Data).toContain(validContactRequest.message);
  });

  it('escapes the visitor’s words in the HTML part and keeps line breaks out of the subject', async () => {
    // Prepare
    const event = createJsonEvent({
      ...validContactRequest,
      name: 'Mallory\r\nBcc: everyone@example.com',
      message: '<script>alert("hi")</script> & <b>bold</b>',
    });

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(200);
    const input = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Message?.Subject?.Data).toBe(
      'New contact message from Mallory Bcc: everyone@example.com',
    );
    const html = input?.Message?.Body?.Html?.Data ?? '';
    expect(html).toContain(
      '&lt;script&gt;alert(&quot;hi&quot;)&lt;/script&gt; &amp; &lt;b&gt;bold&lt;/b&gt;',
    );
    expect(html).not.toContain('<script>');
    expect(input?.Message?.Body?.Text?.Data).toContain('<script>alert("hi")</script>');
  });

  it('answers 400 with the field messages and sends nothing when fields are invalid', async () => {
    // Prepare
    const event = createJsonEvent({ ...validContactRequest, name: ' ', email: 'not-an-address' });

    // Act
    const result = await handler(event);

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
    expect(sesMock).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('answers 400 when a message is longer than 1000 characters', async () => {
    // Prepare
    const event = createJsonEvent({ ...validContactRequest, message: 'm'.repeat(1001) });

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body).error.fields).toEqual({
      message: ['Message must be less than 1000 characters'],
    });
    expect(sesMock).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it.each([
    ['form-encoded text', 'name=Ada&email=ada%40example.com'],
    ['truncated JSON', '{"name": "Ada"'],
    ['an empty body', null],
    ['a JSON array', '[1, 2, 3]'],
    ['a JSON string', '"hello"'],
  ])('answers 400 for %s before validating', async (_label, body) => {
    // Prepare
    const event = createEvent(body);

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toEqual({
      error: { message: 'The request body must be a JSON object.' },
    });
    expect(sesMock).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('answers 413 for a body over the size limit, before reading it as JSON', async () => {
    // Prepare
    const event = createEvent(`{"message":"${'x'.repeat(MAX_REQUEST_BODY_BYTES)}"`);

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(413);
    expect(JSON.parse(result.body)).toEqual({ error: { message: 'The request is too large.' } });
    expect(sesMock).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('counts bytes, not characters, against the size limit', async () => {
    // Prepare: 6,000 three-byte characters are 18,000 bytes.
    const event = createJsonEvent({ ...validContactRequest, message: '猫'.repeat(6000) });

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(413);
  });

  it('reads a base64-encoded body as API Gateway may deliver it', async () => {
    // Prepare
    const body = Buffer.from(JSON.stringify(validContactRequest)).toString('base64');
    const event = createEvent(body, { isBase64Encoded: true });

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(sesMock).toHaveReceivedCommandTimes(SendEmailCommand, 1);
  });

  it('answers 200 { ok: true } and sends nothing when the honeypot is filled', async () => {
    // Prepare: a bot fills every field, and invalid ones too.
    const event = createJsonEvent({ name: '<b>', email: 'x', honeypot: 'https://spam.example' });

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ ok: true });
    expect(sesMock).not.toHaveReceivedCommand(SendEmailCommand);
    expect(logs.text()).toContain('honeypot filled');
  });

  it('answers 503 with Retry-After when SES throttles', async () => {
    // Prepare
    sesMock.on(SendEmailCommand).rejects(throttlingError());
    const event = createJsonEvent(validContactRequest);

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(503);
    expect(result.headers?.['Retry-After']).toBe('30');
    expect(JSON.parse(result.body).error.message).toBe(
      'We are receiving a lot of messages right now. Please try again in a moment.',
    );
  });

  it('answers 502 with a generic message when SES rejects the message', async () => {
    // Prepare
    sesMock.on(SendEmailCommand).rejects(
      new MessageRejected({
        message: 'Email address is not verified: tours@catsabouttown.example',
        $metadata: { httpStatusCode: 400 },
      }),
    );
    const event = createJsonEvent(validContactRequest);

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(502);
    expect(result.body).not.toContain('not verified');
    expect(JSON.parse(result.body)).toEqual({
      error: { message: 'Our mail service could not accept your message. Please try again later.' },
    });
    expect(logs.text()).toContain('not verified');
  });

  it('answers 500 with a generic message for any other SES failure', async () => {
    // Prepare
    sesMock.on(SendEmailCommand).rejects(new Error('socket hang up'));
    const event = createJsonEvent(validContactRequest);

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body)).toEqual({
      error: { message: 'There was a problem sending your message. Please try again later.' },
    });
    expect(logs.text()).toContain('socket hang up');
  });

  it('never logs the visitor’s message, whether the send succeeds or fails', async () => {
    // Prepare
    const message = 'My secret tour question about the mayor’s cat';
    sesMock.on(SendEmailCommand).resolvesOnce({ MessageId: 'm' }).rejects(new Error('boom'));

    // Act
    await handler(createJsonEvent({ ...validContactRequest, message }));
    await handler(createJsonEvent({ ...validContactRequest, message }));
    await handler(createJsonEvent({ ...validContactRequest, message, email: 'bad' }));

    // Assess
    expect(logs.lines().length).toBeGreaterThanOrEqual(3);
    expect(logs.text()).not.toContain(message);
  });
});
