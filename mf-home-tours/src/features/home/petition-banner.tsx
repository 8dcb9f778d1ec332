import { paths } from 'shared-types';
import { Link } from 'shell/router';
import { buttonClass } from 'shell/ui';

import styles from './home-page.module.scss';

/** The slim band above the hero that promotes the Jerry Fox petition. */
export function PetitionBanner() {
  return (
    <section className={styles.petitionBanner} aria-label="Jerry Fox petition">
      <p className={styles.petitionText}>
        <strong className={styles.petitionTitle}>Help Honor Jerry Fox</strong>
        <span>Brooklyn’s blind hero cat deserves a plaque at Borough Hall.</span>
      </p>
      <Link to={paths.petition} className={buttonClass('light')}>
        Sign the Petition
      </Link>
    </section>
  );
}
