import { Link } from 'react-router-dom';
import { business } from 'shared-types';

import { PageMeta } from '../../components/ui/page-meta/page-meta';
import styles from './not-found-page.module.scss';

/**
 * Any address that is neither a page nor a redirect. It is prerendered once and served, with
 * status 404, for every such address, so nothing in it depends on the address.
 */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <PageMeta
        title={`Page Not Found | ${business.company.name}`}
        description="This page does not exist. Find our cat-history walking tours of New York City from the home page."
        noIndex
      />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p>
        This street doesn&apos;t exist on our map. The page you were looking for has moved or never
        existed.
      </p>
      <div className={styles.actions}>
        <Link to="/" className="button-primary">
          Return to Home Page
        </Link>
        <Link to="/tours" className="button-secondary">
          See Our Tours
        </Link>
      </div>
    </section>
  );
}
