import { Component, type ErrorInfo, type ReactNode } from 'react';

import { reportTelemetry } from '../../telemetry/telemetry-events';
import { ErrorFallbackPage } from './error-fallback-page';

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /** Passed to the fallback's "Try Again"; a page reload by default. */
  onRetry?: () => void;
}

interface State {
  failed: boolean;
}

/** Shows the error fallback page in place of shell-owned content that throws while rendering. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
    reportTelemetry({ type: 'Error', section: 'shell', error });
    reportTelemetry({ type: 'Fallback', section: 'shell' });
  }

  override render() {
    if (this.state.failed) return <ErrorFallbackPage onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}
