import { formTokenTiming } from 'shared-types';

import { createEvent, lambdaContext } from '../test-support/fixtures';
import { TEST_FORM_TOKEN_SECRET } from '../test-support/setup-env';
import { checkFormToken } from './commons/form-token';
import { handler } from './issue-form-token';

describe('issue-form-token', () => {
  it('answers a fresh signed token that the intake accepts after the minimum fill time', async () => {
    // Prepare
    const event = createEvent(null, { httpMethod: 'GET', resource: '/api/form-token' });
    const before = Date.now();

    // Act
    const result = await handler(event, lambdaContext());

    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['Cache-Control']).toBe('no-store');
    const { token } = JSON.parse(result.body) as { token: string };
    expect(checkFormToken(token, TEST_FORM_TOKEN_SECRET, before)).toMatchObject({
      reason: 'too-soon',
    });
    expect(
      checkFormToken(token, TEST_FORM_TOKEN_SECRET, Date.now() + formTokenTiming.minFillMs),
    ).toEqual({ valid: true });
  });

  it('answers 405 to a POST', async () => {
    // Act
    const result = await handler(createEvent('{}', { httpMethod: 'POST' }), lambdaContext());

    // Assess
    expect(result.statusCode).toBe(405);
    expect(result.headers?.Allow).toBe('GET');
  });
});
