// jsdom lacks the Fetch API classes that react-router's data routers use on every navigation
// (Request, Response, Headers); lend them Node's own implementations.
const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * Node's Request accepts only Node's own AbortSignal, while the page's code makes its signals
 * with jsdom's AbortController (react-router does, for every navigation). This Request follows
 * such a signal with one of Node's.
 */
class RequestFollowingJsdomSignals extends Request {
  constructor(input, init) {
    const signal = init && init.signal;
    if (signal && !(signal instanceof AbortSignal)) {
      const controller = new AbortController();
      if (signal.aborted) controller.abort(signal.reason);
      else signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
      init = { ...init, signal: controller.signal };
    }
    super(input, init);
  }
}

/** Unit tests reach no network: a request to another host fails as an offline browser's would. */
function localFetch(input, init) {
  const request = new RequestFollowingJsdomSignals(input, init);
  const { hostname } = new URL(request.url);
  if (hostname !== 'localhost' && hostname !== '127.0.0.1') {
    return Promise.reject(
      new TypeError(`Failed to fetch (unit tests reach no network: ${request.url})`),
    );
  }
  return fetch(request);
}

const lent = {
  Request: RequestFollowingJsdomSignals,
  Response,
  Headers,
  fetch: localFetch,
  FormData,
  ReadableStream,
  TextEncoder,
  TextDecoder,
  structuredClone,
};

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const [name, value] of Object.entries(lent)) {
      if (typeof this.global[name] === 'undefined') this.global[name] = value;
    }
  }
}

module.exports = JsdomWithFetchEnvironment;
