declare global {
  interface Window {
    /** The analytics provider's global tag function, present only when its snippet is on the page. */
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * Sends an analytics event when a global tag function exists.
 * Analytics must never break a visitor's action, so failures are logged and ignored.
 */
export function trackEvent(name: string, params?: Record<string, unknown>): void {
  if (typeof window === 'undefined' || typeof window.gtag !== 'function') return;
  try {
    window.gtag('event', name, params ?? {});
  } catch (error) {
    console.warn(`Analytics event "${name}" failed`, error);
  }
}
