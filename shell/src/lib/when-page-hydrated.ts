import { PAGE_HYDRATED_ATTRIBUTE } from 'shared-types';

/**
 * Resolves once `root` says its page's content is React's (`data-hydrated`, set by
 * `PageHydrated` in each route's content and in the error fallbacks), at once if it does already.
 */
export function whenPageHydrated(root: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    if (root.hasAttribute(PAGE_HYDRATED_ATTRIBUTE)) {
      resolve();
      return;
    }
    const observer = new MutationObserver(() => {
      if (!root.hasAttribute(PAGE_HYDRATED_ATTRIBUTE)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { attributes: true, attributeFilter: [PAGE_HYDRATED_ATTRIBUTE] });
  });
}
