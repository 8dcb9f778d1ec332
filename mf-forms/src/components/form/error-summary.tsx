import type { MouseEvent } from 'react';

import styles from './form.module.scss';

/** One entry of the summary: the message and the id of the control it belongs to. */
export interface SummaryError {
  fieldId: string;
  message: string;
}

/** Props of `ErrorSummary`. */
export interface ErrorSummaryProps {
  errors: readonly SummaryError[];
}

/**
 * The list of a form's errors after a submit, announced as an alert; each entry moves focus to
 * its field. Renders nothing once every error is fixed.
 */
export function ErrorSummary({ errors }: ErrorSummaryProps) {
  if (errors.length === 0) return null;

  function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
    // Focus, not a fragment navigation: the router would otherwise see a location change.
    event.preventDefault();
    document.getElementById(fieldId)?.focus();
  }

  return (
    <div className={styles.summary} role="alert">
      <p className={styles.summaryTitle}>
        {errors.length === 1
          ? 'Please fix 1 field before sending:'
          : `Please fix ${errors.length} fields before sending:`}
      </p>
      <ul className={styles.summaryList}>
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
