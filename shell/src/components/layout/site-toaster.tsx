import { useCallback, useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { business } from 'shared-types';
import type { Toaster as SonnerToaster } from 'sonner';

import { onFirstInteraction } from '../../lib/first-interaction';
import { holdToastsForOutlet, toastLibrary } from '../../lib/toasts';

const notLoaded = () => undefined;

/**
 * The one toast outlet of the site; the shell and every remote call the shared `toast` from
 * `shell/ui`. Toasts last 4000 ms, at most 3 at once. Sonner loads on the visitor's first
 * interaction, or with the first toast asked for before it (`lib/toasts.ts`); the outlet renders
 * once it has arrived.
 */
export function SiteToaster() {
  const sonner = useSyncExternalStore(toastLibrary.subscribe, toastLibrary.get, notLoaded);
  const release = useRef<() => void>(undefined);
  const releaseHeldToasts = useCallback(() => release.current?.(), []);

  // A layout effect: the hold is in place before the outlet's own effect (a child's, which runs
  // first among effects of one kind) can release it, even when sonner is already loaded.
  useLayoutEffect(() => {
    const releaseHeld = holdToastsForOutlet();
    release.current = releaseHeld;
    const stopListening = onFirstInteraction(() => void toastLibrary.load().catch(() => undefined));
    return () => {
      stopListening();
      releaseHeld();
    };
  }, []);

  return sonner ? <LoadedToaster Toaster={sonner.Toaster} release={releaseHeldToasts} /> : null;
}

interface LoadedToasterProps {
  Toaster: typeof SonnerToaster;
  /** Lets the toasts asked for so far through. */
  release: () => void;
}

/**
 * Toasts sit in the bottom dock (the tokens): on a wider screen in the floating controls' row,
 * between them, above the reserve bar; on a phone, where a toast takes the whole width, above
 * that row. A toast docked at the top (`dockClearOf`) sits under the sticky header.
 */
const topDock = 'calc(var(--header-height) + var(--floating-gap))';
const dockOffset = { top: topDock, bottom: 'var(--floating-bottom)' };
const phoneDockOffset = {
  top: topDock,
  bottom: 'calc(var(--floating-bottom) + var(--floating-control-height) + var(--floating-gap))',
};

function LoadedToaster({ Toaster, release }: LoadedToasterProps) {
  // Sonner subscribes in the Toaster's own effect, which runs before this one: toasts held back
  // until now reach a live region that is already in the page.
  useEffect(release, [release]);
  return (
    <Toaster
      duration={business.toasts.durationMs}
      visibleToasts={business.toasts.visible}
      position="bottom-center"
      offset={dockOffset}
      mobileOffset={phoneDockOffset}
      closeButton
      containerAriaLabel="Notifications"
      toastOptions={{ closeButtonAriaLabel: 'Dismiss notification' }}
    />
  );
}
