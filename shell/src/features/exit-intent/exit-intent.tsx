import { lazy } from 'react';

import { WhenOpened } from '../../lib/when-opened';
import { useExitIntent } from './use-exit-intent';

// Closed on arrival, so loaded when it first opens (WhenOpened).
const ExitIntentPopup = lazy(() =>
  import(/* webpackChunkName: "lazy-exit-intent" */ './exit-intent-popup').then((module) => ({
    default: module.ExitIntentPopup,
  })),
);

/**
 * The exit-intent offer: its trigger watches the pointer from the page's start, and the popup
 * loads when the trigger first opens it.
 */
export function ExitIntent() {
  const exitIntent = useExitIntent();
  return (
    <WhenOpened open={exitIntent.open}>
      <ExitIntentPopup open={exitIntent.open} onClose={exitIntent.close} />
    </WhenOpened>
  );
}
