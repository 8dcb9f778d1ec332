// Which answer a request of the page gets: a route the caller added, the error report channel,
// or, for any host but this machine, a local stand-in, so that no page driven here ever reaches
// the internet. Both ways of seeing requests (interception, WebKit's proxy) ask this table.
import type { InterceptedRequest, PageError, RouteAnswer, RouteHandler } from './browser-page';
import { REPORT_PATH } from './in-page/report-path';

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** A request to anything but this machine. */
export function isExternal(url: URL): boolean {
  return !loopbackHosts.has(url.hostname);
}

/** A page a stand-in answers documents and frames of external hosts with. */
const STUB_PAGE =
  '<!doctype html><html lang="en"><head><title>Stub</title></head><body><main><p>Stub</p></main></body></html>';

/**
 * An external host's answer when no route has one: a stub page for a document, else an empty 200
 * (a script's or a style sheet's typed when the request says what it is for). Not a 204: WebKit
 * fires a script's `error` event on one, as if the host were down, and WebKitGTK does not say
 * what a request is for.
 */
function externalStub(request: InterceptedRequest): RouteAnswer {
  if (['document', 'iframe', 'frame'].includes(request.destination)) {
    return { status: 200, contentType: 'text/html; charset=utf-8', body: STUB_PAGE };
  }
  if (request.destination === 'script') {
    return { status: 200, contentType: 'text/javascript; charset=utf-8', body: '' };
  }
  if (request.destination === 'style') {
    return { status: 200, contentType: 'text/css; charset=utf-8', body: '' };
  }
  return { status: 200, body: '' };
}

/** The page's routes, its error reports and the stand-ins for external hosts. */
export class RouteTable {
  #routes: { matches: (url: URL) => boolean; handler: RouteHandler }[] = [];

  constructor(private readonly onError: (error: PageError) => void) {}

  add(matches: (url: URL) => boolean, handler: RouteHandler): void {
    this.#routes.unshift({ matches, handler });
  }

  remove(handler: RouteHandler): void {
    this.#routes = this.#routes.filter((route) => route.handler !== handler);
  }

  /** The answer to `request`: `{ continue: true }` lets it through to the site. */
  async answer(request: InterceptedRequest): Promise<RouteAnswer> {
    if (request.url.pathname === REPORT_PATH) {
      const reported = request.url.searchParams.get('error');
      if (reported) this.onError(JSON.parse(reported) as PageError);
      return { status: 204, body: '' };
    }
    for (const route of this.#routes) {
      if (!route.matches(request.url)) continue;
      const answer = await route.handler(request);
      if (answer) return answer;
    }
    return isExternal(request.url) ? externalStub(request) : { continue: true };
  }
}

/** The headers of an answer, its content type among them. */
export function answerHeaders(answer: {
  contentType?: string;
  headers?: Record<string, string>;
}): Record<string, string> {
  return {
    ...(answer.contentType ? { 'content-type': answer.contentType } : {}),
    ...answer.headers,
  };
}
