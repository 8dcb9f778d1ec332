import * as Dialog from '@radix-ui/react-dialog';
import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from 'shared-types';

import { siteConfig } from '../../config/runtime-config';
import { CloseIcon, ExternalIcon, SearchIcon } from './icons';
import { MOBILE_MENU_PANEL_ID } from './mobile-menu-ids';
import styles from './mobile-menu.module.scss';
import { isCurrentPath, siteNavigation, type NavLinkItem } from './nav-links';
import { SocialLinks } from './social-links';

/** Props of {@link MobileMenuPanel}. */
export interface MobileMenuPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the search overlay (the header closes this panel first). */
  onSearch: () => void;
  /** The toggle, which gets focus back when the panel closes. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The phone menu's full-screen slide-in panel: the same links, a Tours sub-list,
 * the booking button and the contact icons. A modal Radix Dialog, so focus stays inside, Escape
 * closes it and page scrolling is locked while it is open. Loaded when first opened (mobile-menu.tsx).
 */
export function MobileMenuPanel({ open, onOpenChange, onSearch, toggleRef }: MobileMenuPanelProps) {
  const { pathname } = useLocation();
  const close = () => onOpenChange(false);

  const renderLink = (link: NavLinkItem, className = styles.link) => (
    <li key={link.to}>
      <Link
        to={link.to}
        className={className}
        aria-current={isCurrentPath(pathname, link.to) ? 'page' : undefined}
        onClick={close}
      >
        {link.label}
      </Link>
    </li>
  );

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          id={MOBILE_MENU_PANEL_ID}
          className={styles.panel}
          aria-describedby={undefined}
          // The toggle is not a Radix trigger (it is in the page before the dialog's code).
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            toggleRef.current?.focus();
          }}
        >
          <div className={styles.panelHeader}>
            <Dialog.Title className={styles.title}>Menu</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label="Close menu">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <nav aria-label="Menu" className={styles.nav}>
            <ul className={styles.links}>
              {siteNavigation.leading.map((link) => renderLink(link))}
              <li>
                <h2 id="mobile-menu-tours" className={styles.groupTitle}>
                  Tours
                </h2>
                <ul className={styles.subList} aria-labelledby="mobile-menu-tours">
                  {siteNavigation.tours.map((link) => renderLink(link, styles.subLink))}
                  <li>
                    <a
                      href={siteConfig.giftCardUrl}
                      target="_blank"
                      rel="noopener noreferrer"
                      className={styles.subLink}
                    >
                      {siteNavigation.giftCardLabel}
                      <ExternalIcon />
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                </ul>
              </li>
              {siteNavigation.trailing.map((link) => renderLink(link))}
            </ul>
          </nav>
          <div className={styles.footer}>
            <button type="button" className={styles.searchButton} onClick={onSearch}>
              <SearchIcon /> Search the site
            </button>
            <Link
              to={paths.booking}
              className={`button-primary ${styles.book}`}
              aria-current={isCurrentPath(pathname, paths.booking) ? 'page' : undefined}
              onClick={close}
            >
              Book Now
            </Link>
            <SocialLinks className={styles.social} linkClassName={styles.iconLink} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
