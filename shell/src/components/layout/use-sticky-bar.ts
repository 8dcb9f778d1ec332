import { useState } from 'react';
import { business } from 'shared-types';

import { readStorage, writeStorage } from './browser-storage';
import { useScrollPast } from './use-scroll-past';

/** localStorage key of the time (ms since the epoch) the visitor dismissed the bar. */
export const stickyBarDismissedKey = 'stickyBookingBarDismissedAt';

/** Whether a dismissal stored at `storedAt` still hides the bar at `now` (24 hours). */
export function isDismissalActive(storedAt: string | null, now: number): boolean {
  if (storedAt === null) return false;
  const at = Number(storedAt);
  return Number.isFinite(at) && now - at < business.stickyBar.dismissMs;
}

/**
 * State of the sticky "Reserve Your Spot" bar: shown once the page is scrolled
 * past 300px, unless the visitor dismissed it less than 24 hours ago.
 */
export function useStickyBar(): { visible: boolean; dismiss: () => void } {
  const scrolledPast = useScrollPast(business.stickyBar.showAfterPx);
  const [dismissed, setDismissed] = useState(() =>
    isDismissalActive(readStorage('local', stickyBarDismissedKey), Date.now()),
  );
  const dismiss = () => {
    writeStorage('local', stickyBarDismissedKey, String(Date.now()));
    setDismissed(true);
  };
  return { visible: scrolledPast && !dismissed, dismiss };
}
