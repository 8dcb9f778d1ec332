import { useEffect } from 'react';

/** The attribute `#root` carries once React has the page in it (hydrated or rendered). */
export const PAGE_HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Rendered last in a page's content: once its effect runs, the page's content is React's and
 * answers the visitor. The scripts start after the first paint (docs/decisions/008), so a page
 * can be on screen well before; the attribute says when it is interactive, for the e2e suite and
 * for anyone measuring how long that takes.
 */
export function PageHydrated() {
  useEffect(() => {
    document.getElementById('root')?.setAttribute(PAGE_HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
