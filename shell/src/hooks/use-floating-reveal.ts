import { useEffect } from 'react';
import { business } from 'shared-types';

import { useScrollPast } from './use-scroll-past';

/**
 * The root's attribute that shows the floating controls (the booking link, the contact page's
 * help button) in a browser without scroll-driven animations: the `floating-control` mixin of
 * shared-types' styles hides them there until it is set.
 */
const FLOATING_SHOWN_ATTRIBUTE = 'data-floating-shown';

/**
 * Marks the root once the page is scrolled past the reserve bar's 300px, and unmarks it above,
 * the threshold at which a browser with scroll-driven animations shows the floating controls by
 * CSS alone.
 */
export function useFloatingReveal(): void {
  const scrolledPast = useScrollPast(business.stickyBar.showAfterPx);
  useEffect(() => {
    document.documentElement.toggleAttribute(FLOATING_SHOWN_ATTRIBUTE, scrolledPast);
  }, [scrolledPast]);
}
