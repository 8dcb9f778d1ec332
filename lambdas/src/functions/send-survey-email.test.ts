import { MessageRejected, SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-jest';
import { MAX_REQUEST_BODY_BYTES } from 'shared-types';

import { captureLogs, type CapturedLogs } from '../test-support/capture-logs';
import { createEvent, createJsonEvent, validSurveyRequest } from '../test-support/fixtures';
import { handler } from './send-survey-email';

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

function surveyEvent(payload: unknown) {
  return createJsonEvent(payload, '/api/survey');
}

describe('send-survey-email', () => {
  it('mails a valid response to the company and answers 200 { ok: true }', async () => {
    // Prepare
    const event = surveyEvent(validSurveyRequest);

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ ok: true });
    expect(result.headers?.['Content-Type']).toBe('application/json; charset=utf-8');
    expect(sesMock).toHaveReceivedCommandWith(SendEmailCommand, {
      Source: 'tours@catsabouttown.example',
      Destination: { ToAddresses: ['hello@catsabouttown.example'] },
      ReplyToAddresses: ['grace@example.org'],
    });
    const input = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Message?.Subject?.Data).toBe(
      'Tour survey: Brooklyn Heights, rated 5/5 by Grace Mews',
    );
    const text = input?.Message?.Body?.Text?.Data ?? '';
    expect(text).toContain('Tour rating: 5/5 (Excellent)');
    expect(text).toContain('Guide rating: 4/5 (Good)');
    expect(text).toContain('Would recommend: Yes, definitely');
    expect(input?.Message?.Body?.Html?.Data).toContain('Loved the story of the library cat.');
  });

  it('escapes HTML in the feedback', async () => {
    // Prepare
    const event = surveyEvent({ ...validSurveyRequest, feedback: '<img src=x onerror=alert(1)>' });

    // Act
    await handler(event);

    // Assess
    const html = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input.Message?.Body?.Html?.Data;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('answers 400 with the field messages and sends nothing when fields are missing or mistyped', async () => {
    // Prepare: ratings arrive as strings, as the form holds them, instead of integers.
    const event = surveyEvent({
      ...validSurveyRequest,
      tourRating: '5',
      guideRating: 6,
      feedback: 'short',
      tourDate: undefined,
    });

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body).error.fields).toEqual({
      tourDate: ['Please provide the tour date'],
      tourRating: ['Please rate your tour experience'],
      guideRating: ['Please rate your tour guide'],
      feedback: ['Please provide some feedback (minimum 10 characters)'],
    });
    expect(sesMock).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('answers 400 for a body that is not JSON', async () => {
    // Prepare
    const event = createEvent('<survey/>', { resource: '/api/survey' });

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toEqual({
      error: { message: 'The request body must be a JSON object.' },
    });
    expect(sesMock).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('answers 413 for a body over the size limit', async () => {
    // Prepare
    const event = surveyEvent({
      ...validSurveyRequest,
      feedback: 'f'.repeat(MAX_REQUEST_BODY_BYTES),
    });

    // Act
    const result = await handler(event);

    // Assess
    expect(result.statusCode).toBe(413);
    expect(sesMock).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('answers 503 with Retry-After when SES throttles, honouring a Retry-After it sent', async () => {
    // Prepare
    sesMock.on(SendEmailCommand).rejects(
      Object.assign(new Error('Daily message quota exceeded.'), {
        name: 'ThrottlingException',
        $metadata: { httpStatusCode: 429 },
        $response: { headers: { 'retry-after': '120' } },
      }),
    );

    // Act
    const result = await handler(surveyEvent(validSurveyRequest));

    // Assess
    expect(result.statusCode).toBe(503);
    expect(result.headers?.['Retry-After']).toBe('120');
    expect(result.body).not.toContain('quota');
  });

  it('answers 502 when SES rejects the message', async () => {
    // Prepare
    sesMock
      .on(SendEmailCommand)
      .rejects(new MessageRejected({ message: 'Illegal address', $metadata: {} }));

    // Act
    const result = await handler(surveyEvent(validSurveyRequest));

    // Assess
    expect(result.statusCode).toBe(502);
    expect(result.body).not.toContain('Illegal address');
  });

  it('answers 500 for any other SES failure', async () => {
    // Prepare
    sesMock.on(SendEmailCommand).rejects(new Error('getaddrinfo ENOTFOUND email.us-east-1'));

    // Act
    const result = await handler(surveyEvent(validSurveyRequest));

    // Assess
    expect(result.statusCode).toBe(500);
    expect(result.body).not.toContain('ENOTFOUND');
    expect(logs.text()).toContain('ENOTFOUND');
  });

  it('never logs the feedback text', async () => {
    // Prepare
    const feedback = 'The guide told us a private anecdote about her cat.';
    sesMock.on(SendEmailCommand).rejectsOnce(new Error('boom')).resolves({ MessageId: 'm' });

    // Act
    await handler(surveyEvent({ ...validSurveyRequest, feedback }));
    await handler(surveyEvent({ ...validSurveyRequest, feedback }));

    // Assess
    expect(logs.lines()).toHaveLength(2);
    expect(logs.text()).not.toContain(feedback);
  });
});
