import { paths } from 'shared-types';
import { Link } from 'shell/router';
import { buttonClass, PageMeta, Section } from 'shell/ui';

import styles from './tour-not-found.module.scss';

/** Shown for an address under /tours/ that names no tour. */
export function TourNotFound() {
  return (
    <div className={styles.wrapper}>
      <PageMeta
        title="Tour Not Found"
        description="This tour does not exist. Browse all of our cat-history walking tours."
        noIndex
      />
      <Section width="narrow">
        <h1 className={styles.title}>Tour not found</h1>
        <p>
          We couldn’t find a tour at this address. It may have moved, or the link may have a typo.
          All of our walking tours are listed on the tours page.
        </p>
        <Link to={paths.tours} className={buttonClass('primary')}>
          Browse all tours
        </Link>
      </Section>
    </div>
  );
}
