import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import styles from './form.module.scss';

/**
 * What a field hands to its control: the form's registration, and what ties label, hint and error
 * to it.
 */
interface FieldControlProps extends UseFormRegisterReturn {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

/** Props of `Field`. */
export interface FieldProps {
  /** Id of the control; the hint and the error derive their ids from it. */
  id: string;
  label: ReactNode;
  /** The field's current validation message. */
  error?: string;
  /** The react-hook-form registration of the field. */
  registration: UseFormRegisterReturn;
  /** Help shown under the control (a counter, a format), read after the error. */
  hint?: ReactNode;
  /** Marks the label "(optional)" instead of the required star. */
  optional?: boolean;
  /** Renders the control with the props that tie it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/** A labelled form field whose control is described by its error and hint (WCAG 1.3.1, 3.3.1). */
export function Field({
  id,
  label,
  error,
  registration,
  hint,
  optional = false,
  children,
}: FieldProps) {
  const errorId = error ? `${id}-error` : undefined;
  const hintId = hint ? `${id}-hint` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field} data-invalid={error ? 'true' : undefined}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? (
          <span className={styles.optional}> (optional)</span>
        ) : (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children({
        id,
        className: styles.control ?? '',
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': optional ? undefined : true,
        ...registration,
      })}
      {hint ? (
        <div id={hintId} className={styles.hint}>
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
