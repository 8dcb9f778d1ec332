import { useEffect, useState } from 'react';
import { business } from 'shared-types';
import type { Toaster as SonnerToaster } from 'sonner';

import { onFirstInteraction } from '../../lib/first-interaction';
import { holdToastsForOutlet, loadToasts, whenToastsWanted } from '../../lib/toasts';

interface LoadedOutlet {
  Toaster: typeof SonnerToaster;
  /** Lets the toasts asked for so far through. */
  release: () => void;
}

/**
 * The one toast outlet of the site; the shell and every remote call the shared `toast` from
 * `shell/ui`. Toasts last 4000 ms, at most 3 at once (spec doc 1 §8). Sonner loads on the
 * visitor's first interaction, or with the first toast asked for before it (`lib/toasts.ts`).
 */
export function SiteToaster() {
  const [outlet, setOutlet] = useState<LoadedOutlet | null>(null);

  useEffect(() => {
    const release = holdToastsForOutlet();
    let mounted = true;
    const stopWaiting = whenToastsWanted(() => {
      void loadToasts().then(({ Toaster }) => {
        if (mounted) setOutlet({ Toaster, release });
      });
    });
    const stopListening = onFirstInteraction(() => void loadToasts());
    return () => {
      mounted = false;
      stopWaiting();
      stopListening();
      release();
    };
  }, []);

  return outlet ? <LoadedToaster {...outlet} /> : null;
}

function LoadedToaster({ Toaster, release }: LoadedOutlet) {
  // Sonner subscribes in the Toaster's own effect, which runs before this one: toasts held back
  // until now reach a live region that is already in the page.
  useEffect(release, [release]);
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
