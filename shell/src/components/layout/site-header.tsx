import { Link, NavLink } from 'react-router-dom';
import { paths } from 'shared-types';

import logoUrl from '../../assets/logo.svg';
import styles from './site-layout.module.scss';

const navLinks = [
  { to: paths.about, label: 'About' },
  { to: paths.tours, label: 'Tours' },
  { to: paths.gallery, label: 'Gallery' },
  { to: paths.blog, label: 'Blog' },
  { to: paths.inTheNews, label: 'In the News' },
  { to: paths.contact, label: 'Contact' },
];

/** Logo, brand line and the main navigation. */
export function SiteHeader() {
  return (
    <header className={styles.header}>
      <Link to={paths.home} className={styles.brand} aria-label="Cats About Town Tours, home">
        <img src={logoUrl} alt="" width={56} height={56} />
        <span className={styles.brandText} aria-hidden="true">
          <span className={styles.brandTop}>Cats</span>
          <span className={styles.brandBottom}>About Town Tours</span>
        </span>
      </Link>
      <nav aria-label="Main" className={styles.nav}>
        <ul>
          {navLinks.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className={({ isActive }) => (isActive ? styles.activeLink : undefined)}
              >
                {link.label}
              </NavLink>
            </li>
          ))}
          <li>
            <Link to={paths.booking} className="button-primary">
              Book Now
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  );
}
