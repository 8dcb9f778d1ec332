import { useEffect, useState } from 'react';
import { business } from 'shared-types';

import { readStorage, writeStorage } from '../../lib/browser-storage';

/** sessionStorage flag: the popup has been shown in this browser session. */
export const exitIntentShownKey = 'exitIntentPopupShown';

/**
 * Whether a pointer event signals that the visitor is heading for the browser's tabs or close
 * button: it leaves the window within 10px of the top, or moves within 20px of the top.
 */
export function isExitIntent(event: MouseEvent): boolean {
  const { edgePx, sensitivityPx } = business.exitIntent;
  if (event.type === 'mouseout') return event.relatedTarget === null && event.clientY <= edgePx;
  return event.type === 'mousemove' && event.clientY <= sensitivityPx;
}

/**
 * The exit-intent trigger: eligible 5000 ms after the page loads, at most once per
 * browser session. Closing resets the trigger; the session flag keeps it from firing again.
 */
export function useExitIntent(): { open: boolean; close: () => void } {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let eligible = false;
    // Without storage the flag lives here, so the popup still shows only once per page load.
    let shown = false;
    // The session flag is first read when the trigger becomes eligible, not while the page
    // starts: a browser's first read of its storage can hold the main thread for a while.
    const timer = window.setTimeout(() => {
      eligible = readStorage('session', exitIntentShownKey) === null;
    }, business.exitIntent.delayMs);

    const onPointer = (event: MouseEvent) => {
      if (!eligible || shown || !isExitIntent(event)) return;
      if (readStorage('session', exitIntentShownKey) !== null) return;
      shown = true;
      writeStorage('session', exitIntentShownKey, 'true');
      setOpen(true);
    };
    document.addEventListener('mouseout', onPointer);
    document.addEventListener('mousemove', onPointer);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener('mouseout', onPointer);
      document.removeEventListener('mousemove', onPointer);
    };
  }, []);

  return { open, close: () => setOpen(false) };
}
