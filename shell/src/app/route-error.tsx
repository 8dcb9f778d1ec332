import { Component, type ErrorInfo, type ReactNode } from 'react';

import { PageHydrated } from '../lib/page-hydrated';
import { reportTelemetry } from '../telemetry/telemetry-events';

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The router-level error screen: the heading and the error's message. */
function RouteError({ error }: { error: unknown }) {
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

interface RouteErrorBoundaryProps {
  /** The current path: a navigation elsewhere clears the error, as a data router's would. */
  pathname: string;
  children: ReactNode;
}

interface RouteErrorBoundaryState {
  pathname: string;
  failure: { error: unknown } | null;
}

/**
 * Catches what the layout or a page throws while rendering and shows {@link RouteError} in
 * place of the whole route; the sections' and shell pages' own boundaries catch first.
 */
export class RouteErrorBoundary extends Component<
  RouteErrorBoundaryProps,
  RouteErrorBoundaryState
> {
  override state: RouteErrorBoundaryState = { pathname: this.props.pathname, failure: null };

  static getDerivedStateFromError(error: unknown): Partial<RouteErrorBoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(
    props: RouteErrorBoundaryProps,
    state: RouteErrorBoundaryState,
  ): Partial<RouteErrorBoundaryState> | null {
    return props.pathname === state.pathname ? null : { pathname: props.pathname, failure: null };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('The page failed to render', error, info.componentStack);
    reportTelemetry({ type: 'Error', section: 'shell', error });
    reportTelemetry({ type: 'Fallback', section: 'shell' });
  }

  override render() {
    const { failure } = this.state;
    return failure ? <RouteError error={failure.error} /> : this.props.children;
  }
}
