// Fixtures shared by the handler tests: a real-shaped API Gateway event and valid payloads.
import type { APIGatewayProxyEvent, Context } from 'aws-lambda';
import { sampleSurveyRequest, type ContactRequest, type SurveyRequest } from 'shared-types';

import { issueFormToken } from '../functions/commons/form-token';
import { createLambdaContext } from '../local/lambda-context';
import apiGatewayEvent from './api-gateway-event.json';
import { TEST_FORM_TOKEN_SECRET } from './setup-env';

/** A fresh copy of the fixture event carrying `body`, with `overrides` applied. */
export function createEvent(
  body: string | null,
  overrides: Partial<APIGatewayProxyEvent> = {},
): APIGatewayProxyEvent {
  return { ...structuredClone(apiGatewayEvent as APIGatewayProxyEvent), body, ...overrides };
}

/** A fresh invocation context, as the Lambda runtime passes each invocation its own. */
export function lambdaContext(): Context {
  return createLambdaContext('test-function', 15);
}

/** A fresh copy of the fixture event whose body is `payload` as JSON. */
export function createJsonEvent(payload: unknown, resource = '/api/contact'): APIGatewayProxyEvent {
  return createEvent(JSON.stringify(payload), { resource, path: resource });
}

/** A form token the handlers accept: issued `ageMs` ago (10 s, longer than anyone's minimum). */
export function formToken(ageMs = 10_000): string {
  return issueFormToken(TEST_FORM_TOKEN_SECRET, Date.now() - ageMs);
}

/** A contact request the schema accepts. */
export const validContactRequest: ContactRequest = {
  name: 'Ada Whiskers',
  email: 'ada@example.com',
  message: 'Do you run the Brooklyn Heights tour on Sundays?',
  honeypot: '',
  formToken: formToken(),
};

/** A survey response the schema accepts. */
export const validSurveyRequest: SurveyRequest = { ...sampleSurveyRequest, formToken: formToken() };
