import { isApiError } from './api-error';

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
