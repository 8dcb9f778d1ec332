import { useMemo, useState } from 'react';
import { business } from 'shared-types';

import { readStorage, writeStorage } from '../lib/browser-storage';
import { useScrollPast } from './use-scroll-past';

/** localStorage key of the time (ms since the epoch) the visitor dismissed the bar. */
const stickyBarDismissedKey = 'stickyBookingBarDismissedAt';

/** Whether a dismissal stored at `storedAt` still hides the bar at `now` (24 hours). */
function isDismissalActive(storedAt: string | null, now: number): boolean {
  if (storedAt === null) return false;
  const at = Number(storedAt);
  return Number.isFinite(at) && now - at < business.stickyBar.dismissMs;
}

/** Whether the visitor's stored dismissal still hides the bar now. */
function storedDismissalActive(): boolean {
  return isDismissalActive(readStorage('local', stickyBarDismissedKey), Date.now());
}

/**
 * State of the sticky "Reserve Your Spot" bar: shown once the page is scrolled
 * past 300px, unless the visitor dismissed it less than 24 hours ago. The stored dismissal is read
 * when the bar would first show, not while the page starts: a browser's first read of its storage
 * can hold the main thread for tens of milliseconds.
 */
export function useStickyBar(): { visible: boolean; dismiss: () => void } {
  const scrolledPast = useScrollPast(business.stickyBar.showAfterPx);
  const [dismissedHere, setDismissedHere] = useState(false);
  const dismissedBefore = useMemo(() => scrolledPast && storedDismissalActive(), [scrolledPast]);
  const dismiss = () => {
    writeStorage('local', stickyBarDismissedKey, String(Date.now()));
    setDismissedHere(true);
  };
  return { visible: scrolledPast && !dismissedHere && !dismissedBefore, dismiss };
}
