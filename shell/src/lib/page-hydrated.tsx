import { useEffect } from 'react';
import { PAGE_HYDRATED_ATTRIBUTE, PAGE_HYDRATED_MARK } from 'shared-types';

import { replayEarlyInput } from './early-input';

/**
 * Rendered last in a page's content: once its effect runs, the page's content is React's and
 * answers the visitor. The scripts start after the first paint (docs/decisions/032), so a page
 * can be on screen well before; the attribute and the mark say when it is interactive, for the
 * e2e suite and for anyone measuring how long that takes. What the visitor did on the page before
 * is replayed then (lib/early-input.ts).
 */
export function PageHydrated() {
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root || root.hasAttribute(PAGE_HYDRATED_ATTRIBUTE)) return;
    root.setAttribute(PAGE_HYDRATED_ATTRIBUTE, '');
    performance.mark?.(PAGE_HYDRATED_MARK);
    replayEarlyInput(root, 'page');
  }, []);
  return null;
}
