import { handleLocalApiRequest, type LocalApiOptions } from 'lambdas/local';

import type { ApiHandler } from './app';
import { telemetryLogOf } from './telemetry-log';

export { telemetryLogOf };

/**
 * `/api/*` runs the real Lambda handlers on API Gateway events built from the request; beacons to
 * `/api/telemetry` append their metrics to `telemetryLog`.
 */
export function createLocalApi(options: LocalApiOptions = {}): ApiHandler {
  return async (request, response) => {
    const query = request.originalUrl.includes('?')
      ? request.originalUrl.slice(request.originalUrl.indexOf('?') + 1)
      : '';
    const result = await handleLocalApiRequest(
      {
        method: request.method,
        path: request.path,
        query,
        headers: request.headers,
        body: typeof request.body === 'string' ? request.body : '',
        sourceIp: request.ip ?? '127.0.0.1',
      },
      options,
    );
    response.status(result.statusCode);
    for (const [name, value] of Object.entries(result.headers ?? {})) {
      response.setHeader(name, String(value));
    }
    response.send(result.body);
  };
}

/** The API of `npm start` / `npm run serve`: telemetry goes to `.telemetry/local.jsonl`. */
export const localApi: ApiHandler = createLocalApi({ telemetryLog: telemetryLogOf('local') });
