import type * as NavigationMenuPrimitives from '@radix-ui/react-navigation-menu';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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
import { navigationMenuPrimitives, subscribeNavigationMenu } from './navigation-menu-primitives';

type Radix = typeof NavigationMenuPrimitives;

/** The Tours item's value, so the trigger's id is the same with or without Radix. */
const TOURS_VALUE = 'tours';

function TopLink({ Radix, link, pathname }: { Radix: Radix; link: NavLinkItem; pathname: string }) {
  const active = isCurrentPath(pathname, link.to);
  return (
    <Radix.Item className={styles.linkItem}>
      {/* `active` marks the current page with aria-current="page" and data-active. */}
      <Radix.Link asChild active={active}>
        <Link to={link.to} className={styles.link}>
          {link.label}
        </Link>
      </Radix.Link>
    </Radix.Item>
  );
}

/** Props of {@link MainNav}. */
export interface MainNavProps {
  /** The search, booking and menu controls, after the links; they stay visible on a phone. */
  actions: ReactNode;
}

/**
 * The navigation landmark "Main": the link row with the Tours dropdown and the header's controls.
 * The links are hidden below 768px, where the menu panel takes over. On a wide viewport the row is
 * Radix's NavigationMenu; on a narrow one it is the same markup without it, and Radix swaps in if
 * the viewport widens (navigation-menu-primitives.ts).
 */
export function MainNav({ actions }: MainNavProps) {
  const { pathname } = useLocation();
  const Radix = useSyncExternalStore(
    subscribeWithFocus,
    navigationMenuPrimitives,
    navigationMenuPrimitives,
  );
  return Radix ? (
    <RadixMainNav Radix={Radix} actions={actions} pathname={pathname} />
  ) : (
    <PlainMainNav actions={actions} pathname={pathname} />
  );
}

interface NavVariantProps extends MainNavProps {
  pathname: string;
}

/**
 * The closed menu's markup exactly as Radix renders it (main-nav.test.tsx compares the two), so
 * either hydrates the prerendered page. Its Tours button opens nothing: it only shows on a wide
 * viewport, where Radix has taken over.
 */
function PlainMainNav({ actions, pathname }: NavVariantProps) {
  // Radix's id for the menu, from the same position in the tree.
  const baseId = useId();
  const inTours = isCurrentPath(pathname, paths.tours, true);
  const plainLink = (link: NavLinkItem) => {
    const active = isCurrentPath(pathname, link.to);
    return (
      <li key={link.to} className={styles.linkItem}>
        <Link
          to={link.to}
          className={styles.link}
          data-active={active ? '' : undefined}
          aria-current={active ? 'page' : undefined}
          data-radix-collection-item=""
        >
          {link.label}
        </Link>
      </li>
    );
  };
  return (
    <nav aria-label="Main" data-orientation="horizontal" dir="ltr" className={styles.root}>
      <div style={{ position: 'relative' }}>
        <ul data-orientation="horizontal" className={styles.list} dir="ltr">
          {leadingNavLinks.map(plainLink)}
          <li className={`${styles.linkItem} ${styles.dropdownItem}`}>
            <button
              id={`radix-${baseId}-trigger-${TOURS_VALUE}`}
              data-state="closed"
              aria-expanded="false"
              className={styles.trigger}
              data-current-section={inTours ? 'true' : undefined}
              data-radix-collection-item=""
            >
              Tours <ChevronDownIcon className={styles.chevron} />
            </button>
          </li>
          {trailingNavLinks.map(plainLink)}
          <li className={styles.actions}>{actions}</li>
        </ul>
      </div>
    </nav>
  );
}

/** Where focus was in the row when Radix's menu replaced the plain one; restored after. */
let focusToRestore: string | undefined;

function subscribeWithFocus(onChange: () => void): () => void {
  return subscribeNavigationMenu(() => {
    focusToRestore = focusedControlSelector();
    onChange();
  });
}

function focusedControlSelector(): string | undefined {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !active.closest('nav[aria-label="Main"]')) {
    return undefined;
  }
  const attribute = ['id', 'href', 'aria-label'].find((name) => active.getAttribute(name));
  return attribute && `[${attribute}="${CSS.escape(active.getAttribute(attribute) ?? '')}"]`;
}

/**
 * Radix NavigationMenu: arrow keys, Escape and focus handling. Open delay 200 ms and skip delay
 * 300 ms come from the business constants; the 150 ms close delay is Radix's own
 * (`business.radix.menuCloseDelayMs`).
 */
function RadixMainNav({ Radix, actions, pathname }: NavVariantProps & { Radix: Radix }) {
  const inTours = isCurrentPath(pathname, paths.tours, true);
  const [openItem, setOpenItem] = useState('');
  const toursTrigger = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLElement>(null);

  // A control that had focus in the plain row keeps it in Radix's.
  useLayoutEffect(() => {
    if (focusToRestore === undefined) return;
    root.current?.querySelector<HTMLElement>(focusToRestore)?.focus();
    focusToRestore = undefined;
  }, []);

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
    <Radix.Root
      ref={root}
      className={styles.root}
      value={openItem}
      onValueChange={setOpenItem}
      delayDuration={business.radix.menuDelayMs}
      skipDelayDuration={business.radix.menuSkipDelayMs}
      aria-label="Main"
    >
      <Radix.List className={styles.list}>
        {leadingNavLinks.map((link) => (
          <TopLink key={link.to} Radix={Radix} link={link} pathname={pathname} />
        ))}
        <Radix.Item value={TOURS_VALUE} className={`${styles.linkItem} ${styles.dropdownItem}`}>
          <Radix.Trigger
            ref={toursTrigger}
            className={styles.trigger}
            data-current-section={inTours ? 'true' : undefined}
          >
            Tours <ChevronDownIcon className={styles.chevron} />
          </Radix.Trigger>
          <Radix.Content className={styles.content}>
            <ul className={styles.dropdownList}>
              {tourMenuLinks.map((link) => (
                <li key={link.to}>
                  <Radix.Link asChild active={isCurrentPath(pathname, link.to)}>
                    <Link to={link.to} className={styles.dropdownLink}>
                      {link.label}
                    </Link>
                  </Radix.Link>
                </li>
              ))}
              <li>
                <Radix.Link asChild>
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
                </Radix.Link>
              </li>
            </ul>
          </Radix.Content>
        </Radix.Item>
        {trailingNavLinks.map((link) => (
          <TopLink key={link.to} Radix={Radix} link={link} pathname={pathname} />
        ))}
        <li className={styles.actions}>{actions}</li>
      </Radix.List>
    </Radix.Root>
  );
}
