import { Suspense, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { paths } from 'shared-types';

import { useFloatingReveal } from '../../hooks/use-floating-reveal';
import { useStickyBar } from '../../hooks/use-sticky-bar';
import { LAYOUT_HYDRATED_ATTRIBUTE, replayEarlyInput } from '../../lib/early-input';
import { layoutHydrated } from '../../lib/layout-hydrated';
import { BookingScriptPreloader } from '../booking/booking-script';
import { AutoBreadcrumb } from './auto-breadcrumb';
import { FloatingBookingLink } from './floating-booking-link';
import { ScrollToTop } from './scroll-to-top';
import type { RenderSearch } from './search-slot';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './site-layout.module.scss';
import { SiteToaster } from './site-toaster';
import { StickyBookingBar } from './sticky-booking-bar';

/** Props of {@link SiteLayout}. */
export interface SiteLayoutProps {
  /** The search overlay, supplied by the app layer (see `RenderSearch`). */
  renderSearch: RenderSearch;
  /** The exit-intent offer, supplied by the app layer: a layout imports no feature. */
  exitIntent: ReactNode;
}

/** Pages that carry their own sticky call to action (the Financial District tour page). */
const PAGES_WITH_OWN_BOOKING_BAR: readonly string[] = [paths.tour('financial-district')];

/**
 * Rendered last in the header, which is hydrated after the rest of the layout: once its effect
 * runs, the layout around the page's content (header, footer) answers the visitor, and what they
 * did there before is replayed (lib/early-input.ts).
 */
function LayoutHydrated() {
  useEffect(() => {
    layoutHydrated();
    const root = document.getElementById('root');
    if (!root || root.hasAttribute(LAYOUT_HYDRATED_ATTRIBUTE)) return;
    root.setAttribute(LAYOUT_HYDRATED_ATTRIBUTE, '');
    replayEarlyInput(root, 'layout');
  }, []);
  return null;
}

/**
 * The chrome every page renders in: skip link, header, breadcrumb, main landmark, footer, the
 * sticky reserve bar, the floating booking link, the exit-intent offer and the toasts.
 */
export function SiteLayout({ renderSearch, exitIntent }: SiteLayoutProps) {
  const { pathname } = useLocation();
  const stickyBar = useStickyBar();
  const showStickyBar = stickyBar.visible && !PAGES_WITH_OWN_BOOKING_BAR.includes(pathname);
  useFloatingReveal();

  return (
    <div className={styles.layout}>
      <ScrollToTop />
      <a href="#main-content" className={styles.skipLink}>
        Skip to main content
      </a>
      {/* The header hydrates in a commit of its own, after the layout's: its navigation menu
          (Radix) sets state as it mounts, which React renders at once, in the same task, with
          every effect of the commit before it. Nothing in it suspends, so the fallback never
          shows. */}
      <Suspense fallback={null}>
        <SiteHeader renderSearch={renderSearch} />
        <LayoutHydrated />
      </Suspense>
      <AutoBreadcrumb />
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <FloatingBookingLink />
      <StickyBookingBar visible={showStickyBar} onDismiss={stickyBar.dismiss} />
      {exitIntent}
      <SiteToaster />
      {/* The provider's widget script, preloaded when idle. */}
      <BookingScriptPreloader />
    </div>
  );
}
