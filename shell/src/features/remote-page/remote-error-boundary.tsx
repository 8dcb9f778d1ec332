import { Component, type ErrorInfo, type ReactNode } from 'react';
import { business, remoteOf, type FederatedModuleId } from 'shared-types';

import { PageHydrated } from '../../lib/page-hydrated';
import { reportTelemetry } from '../../telemetry/telemetry-events';
import { isRemoteLoadFailure, RemoteTimeoutError } from './page-module';
import styles from './remote-page.module.scss';

const UNAVAILABLE = 'This part of the site is unavailable right now';

interface Props {
  module: FederatedModuleId;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that fails to load or throws while rendering, inside the intact layout. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Section ${this.props.module} failed`, error, info.componentStack);
    const section = remoteOf(this.props.module);
    // A failed load was reported where it failed; a page that threw is the section's error.
    if (!isRemoteLoadFailure(error)) reportTelemetry({ type: 'Error', section, error });
    reportTelemetry({ type: 'Fallback', section });
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const timedOut = error instanceof RemoteTimeoutError;
    return (
      <section className={styles.fallback} aria-labelledby="section-unavailable">
        {/* A page reached by a link has no title of its own until its section renders it. */}
        <title>{`${UNAVAILABLE} | ${business.company.name}`}</title>
        <h1 id="section-unavailable">{UNAVAILABLE}</h1>
        <p role="alert">
          {timedOut
            ? 'It is taking too long to load. Your connection or our servers may be slow.'
            : 'It could not be loaded. The rest of the site still works.'}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={this.props.onRetry}>
            Try again
          </button>
          <a href="/" className={styles.secondary}>
            Return to Home Page
          </a>
        </div>
        <PageHydrated />
      </section>
    );
  }
}
