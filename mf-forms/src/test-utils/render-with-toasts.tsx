import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
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
