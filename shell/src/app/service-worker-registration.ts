import { toast } from '../lib/toasts';
import { handOverToWorker } from './first-visit-handover';
import { SKIP_WAITING_MESSAGE } from './service-worker-messages';

/** The notice that a new version of the site is ready. */
export const UPDATE_TITLE = 'Update available';
export const UPDATE_MESSAGE = 'A new version of the app is available. Refresh to update.';

/** The part of `navigator.serviceWorker` the registration uses. */
export type ServiceWorkers = Pick<
  ServiceWorkerContainer,
  'controller' | 'ready' | 'register' | 'addEventListener'
>;

/** Options of {@link registerServiceWorker}; tests pass their own. */
export interface ServiceWorkerOptions {
  /** The worker's address; `/sw.js` by default. */
  url?: string;
  /** The browser's service workers; `navigator.serviceWorker` by default. */
  serviceWorkers?: ServiceWorkers;
  /** Reloads the page. */
  reload?: () => void;
  /** Tells the worker what this page loaded before it controlled the page. */
  handOver?: (worker: ServiceWorker) => void;
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
 * Registers `/sw.js` once the page has loaded. A worker installed over one that controls the page
 * waits until the visitor chooses Reload, which tells it to take over; the page reloads when it
 * has, from this tab's Reload or another's. The first install never reloads (the first worker
 * does not take a page over), so there is no reload loop; the worker it installs is told what the
 * page loaded (./first-visit-handover.ts). The browser's own API: this is all the site asked of
 * workbox-window, at a tenth of its bytes on every first visit.
 */
export function registerServiceWorker({
  url = '/sw.js',
  serviceWorkers = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  reload = () => window.location.reload(),
  handOver = handOverToWorker,
}: ServiceWorkerOptions = {}): void {
  if (!serviceWorkers) return;

  const register = () => {
    // An update is a worker that takes over from another: the page then runs the new deploy.
    const updating = serviceWorkers.controller !== null;
    let reloading = false;
    serviceWorkers.addEventListener('controllerchange', () => {
      if (!updating || reloading) return;
      reloading = true;
      reload();
    });
    const offerUpdate = (worker: ServiceWorker) => {
      if (serviceWorkers.controller) {
        announceUpdate(() => worker.postMessage(SKIP_WAITING_MESSAGE));
      }
    };

    serviceWorkers.register(url).then(
      (registration: ServiceWorkerRegistration | undefined) => {
        // A browser that blocks workers (automation, some policies) may resolve with nothing.
        if (!registration) return;
        // This page loaded without a worker (a first visit): the worker, once active, is told
        // what the page loaded, which it would otherwise never have seen.
        if (!updating) {
          void serviceWorkers.ready.then((ready) => {
            if (ready.active) handOver(ready.active);
          });
        }
        // A worker installed on an earlier visit may be waiting already.
        if (registration.waiting) offerUpdate(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'installed') offerUpdate(installing);
          });
        });
      },
      (error: unknown) => console.error('Service worker registration failed', error),
    );
  };

  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
