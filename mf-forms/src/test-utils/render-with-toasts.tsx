import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { apiPaths } from 'shared-types';
import { Toaster } from 'sonner';

/** Renders `ui` at `path` inside a router, with a toast outlet as the shell provides one. */
export function renderWithToasts(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {ui}
      <Toaster containerAriaLabel="Notifications" />
    </MemoryRouter>,
  );
}

/** The toast region, to query what the visitor is told. */
export function toasts() {
  return within(screen.getByRole('region', { name: /Notifications/ }));
}

/** A JSON answer as the Lambdas give it. */
export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The form token the fake API hands out. */
export const TEST_FORM_TOKEN = 'v1.1700000000000.test-form-token';

/**
 * Replaces `fetch` with the site's API as the forms see it: `GET /api/form-token` answers a
 * token, and every other request goes to the returned mock, which answers `{ ok: true }` until
 * the test sets it up otherwise, like a `fetch` spy. Its `mockRestore` puts the real `fetch` back.
 */
export function mockSiteApi(): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  const posts = jest.fn<Promise<Response>, [string, RequestInit?]>();
  posts.mockImplementation(async () => jsonResponse(200, { ok: true }));
  const spy = jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) === apiPaths.formToken) {
      return jsonResponse(200, { token: TEST_FORM_TOKEN });
    }
    return posts(String(input), init);
  });
  const restore = posts.mockRestore.bind(posts);
  posts.mockRestore = () => {
    restore();
    spy.mockRestore();
  };
  return posts;
}
