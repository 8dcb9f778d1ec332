import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Scrolls to the top on every route change; renders nothing. Not when the site starts: the browser
 * has placed the page already (at its top, at an anchor, or where a reload left it), and the
 * visitor may have scrolled a prerendered page before its code arrived.
 */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  const address = `${pathname}${search}`;
  const scrolledFor = useRef(address);
  useLayoutEffect(() => {
    if (scrolledFor.current === address) return;
    scrolledFor.current = address;
    // 'instant' overrides the page's smooth scrolling: a new page starts at its top.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [address]);
  return null;
}
