import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

import { PageHydrated } from './page-hydrated';

function messageOf(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router-level error screen (spec doc 1 §8): the heading and the error's message. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main id="main-content" className="route-error">
      <h1>Unexpected Application Error!</h1>
      <p>{messageOf(error)}</p>
      <a href="/" className="button-primary">
        Return to Home Page
      </a>
      <PageHydrated />
    </main>
  );
}
