import { handleLocalApiRequest } from '../lambdas/src/local/local-api';
import type { ApiHandler } from './app';

/** `/api/*` runs the real Lambda handlers on API Gateway events built from the request. */
export const localApi: ApiHandler = async (request, response) => {
  const query = request.originalUrl.includes('?')
    ? request.originalUrl.slice(request.originalUrl.indexOf('?') + 1)
    : '';
  const result = await handleLocalApiRequest({
    method: request.method,
    path: request.path,
    query,
    headers: request.headers,
    body: typeof request.body === 'string' ? request.body : '',
    sourceIp: request.ip ?? '127.0.0.1',
  });
  response.status(result.statusCode);
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    response.setHeader(name, String(value));
  }
  response.send(result.body);
};
