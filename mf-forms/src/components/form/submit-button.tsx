import type { ReactNode } from 'react';
import { buttonClass, useHydrated } from 'shell/ui';

import styles from './form.module.scss';

/** Props of `SubmitButton`. */
export interface SubmitButtonProps {
  /** The button's words, which say when the form is being sent. */
  children: ReactNode;
}

/**
 * A form's submit button. It stays disabled until the page is live: a prerendered form sends
 * nothing before its scripts run (docs/decisions/007).
 */
export function SubmitButton({ children }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      className={`${buttonClass('primary', 'lg')} ${styles.submit}`}
      disabled={!hydrated}
    >
      {children}
    </button>
  );
}
