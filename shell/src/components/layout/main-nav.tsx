import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { business, paths } from 'shared-types';

import { siteConfig } from '../../config/runtime-config';
import { ChevronDownIcon, ExternalIcon } from './icons';
import styles from './main-nav.module.scss';
import {
  giftCardLabel,
  isCurrentPath,
  leadingNavLinks,
  tourMenuLinks,
  trailingNavLinks,
  type NavLinkItem,
} from './nav-links';

function TopLink({ link, pathname }: { link: NavLinkItem; pathname: string }) {
  const active = isCurrentPath(pathname, link.to);
  return (
    <NavigationMenu.Item className={styles.linkItem}>
      {/* `active` marks the current page with aria-current="page" and data-active. */}
      <NavigationMenu.Link asChild active={active}>
        <Link to={link.to} className={styles.link}>
          {link.label}
        </Link>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

/** Props of {@link MainNav}. */
export interface MainNavProps {
  /** The search, booking and menu controls, after the links; they stay visible on a phone. */
  actions: ReactNode;
}

/**
 * The navigation landmark "Main": the link row with the Tours dropdown (Radix NavigationMenu:
 * arrow keys, Escape and focus handling; the links are hidden below 768px, where the menu panel
 * takes over) and the header's controls. Open delay 200 ms and skip delay 300 ms come from the
 * business constants; the 150 ms close delay is Radix's own (`business.radix.menuCloseDelayMs`).
 */
export function MainNav({ actions }: MainNavProps) {
  const { pathname } = useLocation();
  const inTours = isCurrentPath(pathname, paths.tours, true);
  const [openItem, setOpenItem] = useState('');
  const toursTrigger = useRef<HTMLButtonElement>(null);

  // While the dropdown is open Radix puts an aria-hidden focus proxy after the trigger with
  // tabIndex 0, which axe reports (aria-hidden-focus). Without a Viewport the content follows the
  // trigger in the DOM, so the proxy is not needed for tab order and can leave it.
  useLayoutEffect(() => {
    if (openItem === '') return;
    const proxy = toursTrigger.current?.nextElementSibling;
    if (proxy instanceof HTMLElement && proxy.getAttribute('aria-hidden') === 'true') {
      proxy.tabIndex = -1;
    }
  }, [openItem]);

  return (
    <NavigationMenu.Root
      className={styles.root}
      value={openItem}
      onValueChange={setOpenItem}
      delayDuration={business.radix.menuDelayMs}
      skipDelayDuration={business.radix.menuSkipDelayMs}
      aria-label="Main"
    >
      <NavigationMenu.List className={styles.list}>
        {leadingNavLinks.map((link) => (
          <TopLink key={link.to} link={link} pathname={pathname} />
        ))}
        <NavigationMenu.Item className={`${styles.linkItem} ${styles.dropdownItem}`}>
          <NavigationMenu.Trigger
            ref={toursTrigger}
            className={styles.trigger}
            data-current-section={inTours ? 'true' : undefined}
          >
            Tours <ChevronDownIcon className={styles.chevron} />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={styles.content}>
            <ul className={styles.dropdownList}>
              {tourMenuLinks.map((link) => (
                <li key={link.to}>
                  <NavigationMenu.Link asChild active={isCurrentPath(pathname, link.to)}>
                    <Link to={link.to} className={styles.dropdownLink}>
                      {link.label}
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
              <li>
                <NavigationMenu.Link asChild>
                  <a
                    href={siteConfig.giftCardUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.dropdownLink}
                  >
                    {giftCardLabel}
                    <ExternalIcon className={styles.externalIcon} />
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </NavigationMenu.Link>
              </li>
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {trailingNavLinks.map((link) => (
          <TopLink key={link.to} link={link} pathname={pathname} />
        ))}
        <li className={styles.actions}>{actions}</li>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
