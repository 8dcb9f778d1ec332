import * as z from 'zod';

import { FORM_ERROR_KEY, fieldErrors } from './field-errors';

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
