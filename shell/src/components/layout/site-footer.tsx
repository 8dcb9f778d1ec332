import { Link } from 'react-router-dom';
import { business, paths } from 'shared-types';

import logoUrl from '../../assets/logo.svg';
import { siteConfig } from '../../config/runtime-config';
import { ExternalIcon } from './icons';
import styles from './site-footer.module.scss';
import { SocialLinks } from './social-links';

/** The footer's Quick Links, Gift Cards being external. */
const footerQuickLinks: readonly { to: string; label: string }[] = [
  { to: paths.about, label: 'About Us' },
  { to: paths.tours, label: 'Our Tours' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.gallery, label: 'Gallery' },
  { to: paths.petition, label: 'Jerry Fox Petition' },
  { to: paths.pressKit, label: 'Press Kit' },
  { to: paths.booking, label: 'Book a Tour' },
];

/** Footer: logo and blurb, contact links, quick links, contact block and the copyright line. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <div className={styles.grid}>
        <div className={styles.about}>
          <Link to={paths.home} className={styles.brand}>
            <img src={logoUrl} alt="" width={48} height={48} />
            <span>{business.company.name}</span>
          </Link>
          <p className={styles.blurb}>
            Small-group walking tours through the history of New York&apos;s cats: ship&apos;s cats,
            bodega cats and the famous felines of Brooklyn and Lower Manhattan, led by licensed
            guides.
          </p>
          <SocialLinks className={styles.social} linkClassName={styles.iconLink} />
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            Quick Links
          </h2>
          <ul className={styles.links}>
            {footerQuickLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              <a href={siteConfig.giftCardUrl} target="_blank" rel="noopener noreferrer">
                Gift Cards
                <ExternalIcon />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <Link to={paths.sitemap}>Sitemap</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={styles.heading}>Contact Us</h2>
          <p className={styles.contactText}>
            Questions about a tour, a private group or a gift? Write to us and we&apos;ll answer
            soon.
          </p>
          <p>
            <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
          </p>
          <Link to={paths.booking} className={`button-primary ${styles.book}`}>
            Book a Tour
          </Link>
        </div>
      </div>
      <div className={styles.bottom}>
        <p
          className={styles.copyright}
        >{`© ${year} ${business.company.name}. All rights reserved.`}</p>
        <ul className={styles.legal} aria-label="Site information">
          <li>
            <Link to={paths.sitemap}>Sitemap</Link>
          </li>
          <li>
            <Link to={paths.pressKit}>Press Kit</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}
