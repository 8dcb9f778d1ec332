import { Link } from 'react-router-dom';

import styles from './not-found-page.module.scss';

/** Any path that is neither a page nor a redirect (spec doc 2). */
export function NotFoundPage() {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <title>Page Not Found | Cats About Town Tours</title>
      <meta name="robots" content="noindex" />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page Not Found</h1>
      <p>This street doesn&apos;t exist on our map. The page you were looking for has moved or never existed.</p>
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
