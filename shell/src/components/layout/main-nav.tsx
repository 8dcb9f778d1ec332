import * as NavigationMenu from '@radix-ui/react-navigation-menu';
import { useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { business, paths } from 'shared-types';

import { siteConfig } from '../../config/runtime-config';
import { ChevronDownIcon, ExternalIcon } from './icons';
import styles from './main-nav.module.scss';
import { isCurrentPath, siteNavigation, type NavLinkItem } from './nav-links';

/** The Tours item's value. */
const TOURS_VALUE = 'tours';

function TopLink({ link, pathname }: { link: NavLinkItem; pathname: string }) {
  return (
    <NavigationMenu.Item className={styles.linkItem}>
      {/* `active` marks the current page with aria-current="page" and data-active. */}
      <NavigationMenu.Link asChild active={isCurrentPath(pathname, link.to)}>
        <Link to={link.to} className={styles.link}>
          {link.label}
        </Link>
      </NavigationMenu.Link>
    </NavigationMenu.Item>
  );
}

/**
 * While a dropdown is open, Radix puts a focus proxy after its trigger: an element that is
 * aria-hidden yet in the tab order, which axe reports (aria-hidden-focus) and on which Shift+Tab
 * out of the dropdown stops invisibly (https://github.com/radix-ui/primitives/issues/3085). It
 * exists to lead Tab into a dropdown rendered elsewhere (a Viewport); this one follows its
 * trigger in the page, so the proxy leaves the tab order. main-nav.test.tsx fails if a Radix
 * release changes what this relies on.
 */
function useNoHiddenTabStops(item: RefObject<HTMLElement | null>, open: boolean): void {
  useLayoutEffect(() => {
    if (!open || !item.current) return;
    for (const hidden of item.current.querySelectorAll<HTMLElement>('[aria-hidden="true"]')) {
      if (hidden.tabIndex >= 0) hidden.tabIndex = -1;
    }
  }, [item, open]);
}

/** Props of {@link MainNav}. */
export interface MainNavProps {
  /** The search, booking and menu controls, after the links; they stay visible on a phone. */
  actions: ReactNode;
}

/**
 * The navigation landmark "Main" on Radix's NavigationMenu: the link row with the Tours dropdown
 * (arrow keys, Escape, focus handling) and the header's controls. The links are hidden below
 * 768px, where the menu panel takes over. Open delay 200 ms and skip delay 300 ms come from the
 * business constants; the 150 ms close delay is Radix's own (`business.radix.menuCloseDelayMs`).
 */
export function MainNav({ actions }: MainNavProps) {
  const { pathname } = useLocation();
  const inTours = isCurrentPath(pathname, paths.tours, true);
  const [openItem, setOpenItem] = useState('');
  const toursItem = useRef<HTMLLIElement>(null);
  useNoHiddenTabStops(toursItem, openItem === TOURS_VALUE);

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
        {siteNavigation.leading.map((link) => (
          <TopLink key={link.to} link={link} pathname={pathname} />
        ))}
        <NavigationMenu.Item
          ref={toursItem}
          value={TOURS_VALUE}
          className={`${styles.linkItem} ${styles.dropdownItem}`}
        >
          <NavigationMenu.Trigger
            className={styles.trigger}
            data-current-section={inTours ? 'true' : undefined}
          >
            Tours <ChevronDownIcon className={styles.chevron} />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className={styles.content}>
            <ul className={styles.dropdownList}>
              {siteNavigation.tours.map((link) => (
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
                    {siteNavigation.giftCardLabel}
                    <ExternalIcon className={styles.externalIcon} />
                    <span className="visually-hidden"> (opens in a new tab)</span>
                  </a>
                </NavigationMenu.Link>
              </li>
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {siteNavigation.trailing.map((link) => (
          <TopLink key={link.to} link={link} pathname={pathname} />
        ))}
        <li className={styles.actions}>{actions}</li>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
