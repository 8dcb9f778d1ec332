import { Link } from 'react-router-dom';
import { paths } from 'shared-types';

import { siteConfig } from '../../config/runtime-config';
import styles from './site-layout.module.scss';

/** Footer: blurb, contact links, quick links and the copyright line with the current year. */
export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <p>
          Guided walking tours about the history of cats in New York City, led by licensed guides.
        </p>
        <nav aria-label="Footer">
          <ul className={styles.footerLinks}>
            <li>
              <Link to={paths.about}>About Us</Link>
            </li>
            <li>
              <Link to={paths.tours}>Our Tours</Link>
            </li>
            <li>
              <Link to={paths.booking}>Book a Tour</Link>
            </li>
            <li>
              <Link to={paths.sitemap}>Sitemap</Link>
            </li>
            <li>
              <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          © {new Date().getFullYear()} Cats About Town Tours. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
