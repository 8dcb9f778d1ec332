import styles from './spinner.module.scss';

/** Props of `Spinner`. */
export interface SpinnerProps {
  /** Shown under the spinner and announced politely, e.g. "Loading calendar...". */
  label: string;
  className?: string;
}

/** A loading indicator with a visible, announced label. */
export function Spinner({ label, className }: SpinnerProps) {
  return (
    <div role="status" className={className ? `${styles.spinner} ${className}` : styles.spinner}>
      <span className={styles.circle} aria-hidden="true" />
      <span className={styles.label}>{label}</span>
    </div>
  );
}
