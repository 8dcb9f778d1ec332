import { useState, type CSSProperties } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { business, paths } from 'shared-types';

import logoUrl from '../../assets/logo.svg';
import { useScrollPast } from '../../hooks/use-scroll-past';
import { IconTooltip } from './icon-tooltip';
import { SearchIcon } from './icons';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { isCurrentPath } from './nav-links';
import type { RenderSearch } from './search-slot';
import styles from './site-header.module.scss';

/** Props of {@link SiteHeader}. */
export interface SiteHeaderProps {
  renderSearch: RenderSearch;
}

/**
 * The sticky header: transparent and 80px at the top, translucent cream and
 * 64px once scrolled past 50px; the logo, the "Main" navigation, search, booking and the phone
 * menu. Search and menu exclude each other, and any route change closes both.
 */
export function SiteHeader({ renderSearch }: SiteHeaderProps) {
  const { header } = business;
  const location = useLocation();
  const scrolled = useScrollPast(header.scrollThresholdPx);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);

  // Closing on a route change is derived during render (React's "adjust state when a prop
  // changes"), so the panels never paint open over the new page.
  const [routeKey, setRouteKey] = useState(location.key);
  if (routeKey !== location.key) {
    setRouteKey(location.key);
    setMenuOpen(false);
    setSearchOpen(false);
  }

  const changeSearch = (open: boolean) => {
    if (open) setMenuOpen(false);
    setSearchOpen(open);
  };
  const changeMenu = (open: boolean) => {
    if (open) setSearchOpen(false);
    setMenuOpen(open);
  };

  const height = scrolled ? header.heightScrolledPx : header.heightTopPx;
  const logoSize = scrolled ? header.logoScrolledPx : header.logoTopPx;
  const onBooking = isCurrentPath(location.pathname, paths.booking);

  return (
    <header
      className={styles.header}
      data-scrolled={scrolled ? 'true' : 'false'}
      style={{ '--header-current-height': `${height}px` } as CSSProperties}
    >
      <div className={styles.inner}>
        {/* The link's name is the words it shows, as speech input expects. */}
        <Link to={paths.home} className={styles.brand}>
          <img className={styles.logo} src={logoUrl} alt="" width={logoSize} height={logoSize} />
          <span className={styles.brandText}>
            <span className={styles.brandTop}>Cats</span>{' '}
            <span className={styles.brandBottom}>About Town Tours</span>
          </span>
        </Link>
        <MainNav
          actions={
            <>
              <IconTooltip label="Search">
                <button
                  type="button"
                  className={styles.iconButton}
                  aria-label="Search the site"
                  aria-haspopup="dialog"
                  aria-expanded={searchOpen}
                  onClick={() => changeSearch(!searchOpen)}
                >
                  <SearchIcon />
                </button>
              </IconTooltip>
              <Link
                to={paths.booking}
                className={`button-primary ${styles.book}`}
                aria-current={onBooking ? 'page' : undefined}
              >
                Book Now
              </Link>
              <MobileMenu
                open={menuOpen}
                onOpenChange={changeMenu}
                onSearch={() => changeSearch(true)}
              />
            </>
          }
        />
      </div>
      {renderSearch({ open: searchOpen, onOpenChange: changeSearch })}
    </header>
  );
}
