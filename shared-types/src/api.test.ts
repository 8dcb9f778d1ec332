import * as z from 'zod';

import { FORM_ERROR_KEY, MAX_REQUEST_BODY_BYTES, apiPaths, fieldErrors, isApiError } from './api';

describe('fieldErrors', () => {
  const schema = z
    .object({
      name: z
        .string()
        .min(2, 'too short')
        .regex(/^[a-z]+$/, 'letters only'),
      address: z.object({ city: z.string().min(1, 'city needed') }),
      tags: z.array(z.string().min(1, 'empty tag')),
    })
    .refine((value) => value.name !== 'root', 'whole form');

  test('collects the messages of each top-level field', () => {
    const result = schema.safeParse({ name: '1', address: { city: '' }, tags: ['', ''] });
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrors(result.error)).toEqual({
      name: ['too short', 'letters only'],
      address: ['city needed'],
      tags: ['empty tag'],
    });
  });

  test('puts issues without a path under the form key', () => {
    const result = schema.safeParse({ name: 'root', address: { city: 'NYC' }, tags: [] });
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrors(result.error)).toEqual({ [FORM_ERROR_KEY]: ['whole form'] });
  });
});

describe('isApiError', () => {
  test.each([
    [{ error: { message: 'Nope' } }, true],
    [{ error: { message: 'Bad', fields: { name: ['x'] } } }, true],
    [{ ok: true }, false],
    [{ error: 'Nope' }, false],
    [{ error: { message: 3 } }, false],
    [null, false],
    ['error', false],
  ])('%p → %p', (body, expected) => {
    expect(isApiError(body)).toBe(expected);
  });
});

test('the API paths and body limit', () => {
  expect(apiPaths).toEqual({
    contact: '/api/contact',
    survey: '/api/survey',
    formToken: '/api/form-token',
  });
  expect(MAX_REQUEST_BODY_BYTES).toBe(16384);
});
