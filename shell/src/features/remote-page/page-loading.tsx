import styles from './remote-page.module.scss';

/** Shown while a section's files arrive; a screen tall, so the page replacing it shifts nothing. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
