// A local stage's site: its bucket served as CloudFront serves it (the release package's bucket
// site, which runs the edge's own function code on every request), with the real API handlers
// behind `/api/*` and the local server's headers. What a release's pointer switch writes is
// exactly what a visitor of the stage gets.
import { STATUS_CODES } from 'node:http';

import type { ErrorRequestHandler, Express } from 'express';

import { createBucketSite, type ReadObject } from 'release/pipeline';

import { createSiteBase, UNPUBLISHED, type ApiHandler } from './app';

export type { ReadObject, StoredObject } from 'release/pipeline';

/** The site of one stage: its bucket behind the edge function, and the API. */
export function createStoreSiteApp(read: ReadObject, api?: ApiHandler): Express {
  const site = createBucketSite(read, UNPUBLISHED);
  const app = createSiteBase(api);
  app.use((request, response, next) => {
    void site({
      method: request.method,
      path: request.path,
      search: request.originalUrl.slice(request.path.length),
      host: request.headers.host,
      cookie: request.headers.cookie,
    })
      .then((answer) => {
        response.status(answer.status);
        for (const [name, value] of Object.entries(answer.headers)) response.setHeader(name, value);
        for (const cookie of answer.cookies) response.append('Set-Cookie', cookie);
        if (answer.body === undefined) response.end();
        else response.send(answer.body);
      })
      .catch(next);
  });
  app.use(((error, _request, response, _next) => {
    console.error(error);
    if (response.headersSent) {
      response.end();
      return;
    }
    response.status(500).type('text/plain').send(STATUS_CODES[500]);
  }) as ErrorRequestHandler);
  return app;
}
