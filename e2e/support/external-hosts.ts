import type { BrowserContext, Route } from '@playwright/test';

/** A request to anything but the site under test. */
export function isExternal(url: URL): boolean {
  return !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

/** A recorded request to an external service. */
export interface ExternalRequest {
  method: string;
  url: string;
  postData: string | null;
}

/** Per-host answers; anything else external gets an empty 204, so no test reaches the internet. */
export type ExternalStub = (route: Route) => Promise<void>;

/** Answers every external host with a stub and records what was asked. */
export async function stubExternalHosts(
  context: BrowserContext,
  stubs: Record<string, ExternalStub> = {},
): Promise<ExternalRequest[]> {
  const requests: ExternalRequest[] = [];
  await context.route(isExternal, async (route) => {
    const request = route.request();
    requests.push({ method: request.method(), url: request.url(), postData: request.postData() });
    const host = new URL(request.url()).hostname;
    const stub = Object.entries(stubs).find(
      ([suffix]) => host === suffix || host.endsWith(`.${suffix}`),
    );
    if (stub) return stub[1](route);
    const isDocument = request.resourceType() === 'document';
    return route.fulfill(
      isDocument
        ? {
            status: 200,
            contentType: 'text/html',
            body: '<!doctype html><title>Stub</title><p>Stub</p>',
          }
        : { status: 204, body: '' },
    );
  });
  return requests;
}
