import { Workbox } from 'workbox-window';

import { toast } from '../lib/toasts';

/** The notice that a new version of the site is ready. */
export const UPDATE_TITLE = 'Update available';
export const UPDATE_MESSAGE = 'A new version of the app is available. Refresh to update.';

/** Options of {@link registerServiceWorker}; tests pass their own. */
export interface ServiceWorkerOptions {
  /** The worker's address; `/sw.js` by default. */
  url?: string;
  /** Creates the workbox-window controller. */
  createWorkbox?: (url: string) => Workbox;
  /** Reloads the page. */
  reload?: () => void;
}

/** Tells the visitor a new version is waiting, with a system notification when allowed. */
function announceUpdate(onReload: () => void): void {
  toast(UPDATE_TITLE, {
    description: UPDATE_MESSAGE,
    // The visitor decides when to switch: an automatic reload could lose what they typed.
    duration: Infinity,
    action: { label: 'Reload', onClick: onReload },
  });
  if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
    try {
      new Notification(UPDATE_TITLE, { body: UPDATE_MESSAGE });
    } catch (error) {
      // Some browsers only allow notifications from a service worker; the toast still shows.
      console.warn('The update notification could not be shown', error);
    }
  }
}

/**
 * Registers `/sw.js` once the page has loaded. A worker installed
 * over one that controls the page waits until the visitor chooses Reload; the page reloads when
 * that worker takes control. The first install never reloads, so there is no reload loop.
 */
export function registerServiceWorker({
  url = '/sw.js',
  createWorkbox = (scriptUrl) => new Workbox(scriptUrl),
  reload = () => window.location.reload(),
}: ServiceWorkerOptions = {}): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;

  const register = () => {
    const workbox = createWorkbox(url);
    let reloading = false;
    const reloadOnce = () => {
      if (reloading) return;
      reloading = true;
      reload();
    };

    workbox.addEventListener('waiting', () => {
      announceUpdate(() => workbox.messageSkipWaiting());
    });
    // Fires when the waiting worker took over, from this tab's Reload or another tab's.
    workbox.addEventListener('controlling', (event) => {
      if (event.isUpdate) reloadOnce();
    });

    workbox.register({ immediate: true }).catch((error: unknown) => {
      console.error('Service worker registration failed', error);
    });
  };

  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
