import { SendMessageCommand } from '@aws-sdk/client-sqs';
import 'aws-sdk-client-mock-jest';
import { MAX_REQUEST_BODY_BYTES } from 'shared-types';

import {
  createEvent,
  createJsonEvent,
  formToken,
  lambdaContext,
  validSurveyRequest,
} from '../test-support/fixtures';
import { queuedJobs, setUpIntakeTests } from '../test-support/queued-mail';
import { handler } from './send-survey-email';

const { sqsMock, logs } = setUpIntakeTests();

function surveyEvent(payload: unknown) {
  return createJsonEvent(payload, '/api/survey');
}

describe('send-survey-email', () => {
  it('queues the mail of a valid response for the company and answers 200 { ok: true }', async () => {
    // Act
    const result = await handler(surveyEvent(validSurveyRequest), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body)).toEqual({ ok: true });
    const [job] = queuedJobs(sqsMock);
    expect(job?.kind).toBe('survey');
    expect(job?.mail.replyTo).toBe('grace@example.org');
    expect(job?.mail.subject).toBe('Tour survey: Brooklyn Heights, rated 5/5 by Grace Mews');
    expect(job?.mail.text).toContain('Tour rating: 5/5 (Excellent)');
    expect(job?.mail.text).toContain('Guide rating: 4/5 (Good)');
    expect(job?.mail.text).toContain('Would recommend: Yes, definitely');
    expect(job?.mail.html).toContain('Loved the story of the library cat.');
  });

  it('escapes HTML in the feedback', async () => {
    // Act
    await handler(
      surveyEvent({ ...validSurveyRequest, feedback: '<img src=x onerror=alert(1)>' }),
      lambdaContext(),
    );

    // Assess
    const html = queuedJobs(sqsMock)[0]?.mail.html;
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
  });

  it('answers 400 with the field messages and queues nothing when fields are missing or mistyped', async () => {
    // Prepare: ratings arrive as strings, as the form holds them, instead of integers.
    const event = surveyEvent({
      ...validSurveyRequest,
      tourRating: '5',
      guideRating: 6,
      feedback: 'short',
      tourDate: undefined,
    });

    // Act
    const result = await handler(event, lambdaContext());

    // Assess
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body).error.fields).toEqual({
      tourDate: ['Please provide the tour date'],
      tourRating: ['Please rate your tour experience'],
      guideRating: ['Please rate your tour guide'],
      feedback: ['Please provide some feedback (minimum 10 characters)'],
    });
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('bounds the name and keeps it on one line', async () => {
    // Act
    const long = await handler(
      surveyEvent({ ...validSurveyRequest, name: 'G'.repeat(5000) }),
      lambdaContext(),
    );
    const broken = await handler(
      surveyEvent({ ...validSurveyRequest, name: 'Grace\r\nBcc: x@example.com' }),
      lambdaContext(),
    );

    // Assess
    expect(JSON.parse(long.body).error.fields).toEqual({
      name: ['Name must be less than 100 characters'],
    });
    expect(JSON.parse(broken.body).error.fields).toEqual({
      name: ['Name contains invalid characters'],
    });
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('answers 200 and queues nothing when its honeypot is filled', async () => {
    // Act
    const result = await handler(
      surveyEvent({ ...validSurveyRequest, honeypot: 'spam' }),
      lambdaContext(),
    );

    // Assess
    expect(result.statusCode).toBe(200);
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
    expect(logs().text()).toContain('honeypot filled');
  });

  it('answers 429 for a survey sent sooner than a person could fill it', async () => {
    // Act
    const result = await handler(
      surveyEvent({ ...validSurveyRequest, formToken: formToken(0) }),
      lambdaContext(),
    );

    // Assess
    expect(result.statusCode).toBe(429);
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('answers 415 for text/plain and 403 for another site', async () => {
    // Prepare
    const plain = surveyEvent(validSurveyRequest);
    plain.headers = { ...plain.headers, 'content-type': 'text/plain' };
    const foreign = surveyEvent(validSurveyRequest);
    foreign.headers = {
      ...foreign.headers,
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    };

    // Act
    const results = [
      await handler(plain, lambdaContext()),
      await handler(foreign, lambdaContext()),
    ];

    // Assess
    expect(results.map((result) => result.statusCode)).toEqual([415, 403]);
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('answers 400 for a body that is not JSON', async () => {
    // Act
    const result = await handler(
      createEvent('<survey/>', { resource: '/api/survey' }),
      lambdaContext(),
    );

    // Assess
    expect(result.statusCode).toBe(400);
    expect(JSON.parse(result.body)).toEqual({
      error: { message: 'The request body must be a JSON object.' },
    });
  });

  it('answers 413 for a body over the size limit', async () => {
    // Act
    const result = await handler(
      surveyEvent({ ...validSurveyRequest, feedback: 'f'.repeat(MAX_REQUEST_BODY_BYTES) }),
      lambdaContext(),
    );

    // Assess
    expect(result.statusCode).toBe(413);
    expect(sqsMock).not.toHaveReceivedCommand(SendMessageCommand);
  });

  it('never logs the feedback text', async () => {
    // Prepare
    const feedback = 'The guide told us a private anecdote about her cat.';
    sqsMock.on(SendMessageCommand).rejectsOnce(new Error('boom')).resolves({ MessageId: 'm' });

    // Act
    await handler(surveyEvent({ ...validSurveyRequest, feedback }), lambdaContext());
    await handler(surveyEvent({ ...validSurveyRequest, feedback }), lambdaContext());

    // Assess
    expect(logs().lines()).toHaveLength(2);
    expect(logs().text()).not.toContain(feedback);
  });
});
