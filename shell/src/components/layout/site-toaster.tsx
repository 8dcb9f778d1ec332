import { business } from 'shared-types';
import { Toaster } from 'sonner';

/**
 * The one toast outlet of the site; the shell and every remote call the shared `toast` from
 * `shell/ui`. Toasts last 4000 ms, at most 3 at once (spec doc 1 §8).
 */
export function SiteToaster() {
  return (
    <Toaster
      duration={business.toasts.durationMs}
      visibleToasts={business.toasts.visible}
      position="bottom-center"
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: 'Dismiss notification' }}
    />
  );
}
