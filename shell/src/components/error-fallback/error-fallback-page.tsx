import { business } from 'shared-types';

import styles from './error-fallback.module.scss';

/** Props of {@link ErrorFallbackPage}. */
export interface ErrorFallbackPageProps {
  /** Reloads the page; injectable for tests. */
  onRetry?: () => void;
}

/** The page shown when rendering fails. "Try Again" reloads the page. */
export function ErrorFallbackPage({
  onRetry = () => window.location.reload(),
}: ErrorFallbackPageProps) {
  return (
    <section className={styles.page} aria-labelledby="error-fallback-title">
      <title>{`Something went wrong | ${business.company.name}`}</title>
      <h1 id="error-fallback-title">Something went wrong</h1>
      <p role="alert">
        We&apos;re sorry, but there was an error loading this page. Our team has been notified of
        the issue.
      </p>
      <div className={styles.actions}>
        <button type="button" className="button-primary" onClick={onRetry}>
          Try Again
        </button>
        {/* A full page load, so nothing of the broken state survives. */}
        <a href="/" className="button-secondary">
          Return to Home Page
        </a>
      </div>
    </section>
  );
}
