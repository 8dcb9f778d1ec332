import { business } from 'shared-types';

import styles from './remote-page.module.scss';

/**
 * Shown while a section's files arrive; a screen tall, so the page replacing it shifts nothing.
 * The page it stands for brings its own title: until then the document keeps one (React hoists
 * it into the head), where it would otherwise have none between two pages.
 */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <title>{`Loading… | ${business.company.name}`}</title>
      <span className={styles.spinner} aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
