import { lazy, useRef } from 'react';

import { WhenOpened } from '../../lib/when-opened';
import { IconTooltip } from './icon-tooltip';
import { MenuIcon } from './icons';
import { MOBILE_MENU_PANEL_ID } from './mobile-menu-ids';
import styles from './mobile-menu.module.scss';

const loadPanel = () => import(/* webpackChunkName: "lazy-mobile-menu" */ './mobile-menu-panel');
const MobileMenuPanel = lazy(() =>
  loadPanel().then((module) => ({ default: module.MobileMenuPanel })),
);

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opens the search overlay (the header closes this panel first). */
  onSearch: () => void;
}

/**
 * The phone menu (below 768px): a toggle and the slide-in panel of mobile-menu-panel.tsx, whose
 * code (with Radix Dialog's) loads when the visitor first points at, focuses or opens the toggle
 * rather than on every first visit.
 */
export function MobileMenu({ open, onOpenChange, onSearch }: MobileMenuProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const preload = () => void loadPanel();
  return (
    <>
      <IconTooltip label="Menu">
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-label="Open menu"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? MOBILE_MENU_PANEL_ID : undefined}
          data-state={open ? 'open' : 'closed'}
          onClick={() => onOpenChange(!open)}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <MenuIcon />
        </button>
      </IconTooltip>
      <WhenOpened open={open}>
        <MobileMenuPanel
          open={open}
          onOpenChange={onOpenChange}
          onSearch={onSearch}
          toggleRef={toggleRef}
        />
      </WhenOpened>
    </>
  );
}
