import { MAX_REQUEST_BODY_BYTES, apiPaths } from './api';

test('the API paths and body limit', () => {
  expect(apiPaths).toEqual({
    contact: '/api/contact',
    survey: '/api/survey',
    formToken: '/api/form-token',
  });
  expect(MAX_REQUEST_BODY_BYTES).toBe(16384);
});
