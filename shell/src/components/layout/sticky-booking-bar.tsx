import { business, DEFAULT_ITEM_ID } from 'shared-types';

import { ReserveButton } from '../booking/reserve-button';
import { IconTooltip } from './icon-tooltip';
import { CloseIcon } from './icons';
import styles from './sticky-booking-bar.module.scss';

/** Props of {@link StickyBookingBar}. */
export interface StickyBookingBarProps {
  visible: boolean;
  onDismiss: () => void;
}

/** The bottom "Reserve Your Spot" bar; it slides in when shown (state from `useStickyBar`). */
export function StickyBookingBar({ visible, onDismiss }: StickyBookingBarProps) {
  if (!visible) return null;
  return (
    // A bottom bar: the floating controls rise above it while it shows (global.scss).
    <aside className={styles.bar} aria-label="Reserve your spot" data-bottom-bar="">
      <div className={styles.inner}>
        <p className={styles.text}>
          <strong className={styles.headline}>Cat History Walking Tours</strong>
          <span className={styles.detail}>From ${business.pricing.pricePerPerson} per person</span>
        </p>
        <ReserveButton itemId={DEFAULT_ITEM_ID} variant="light" className={styles.reserve}>
          Reserve Your Spot
        </ReserveButton>
        <IconTooltip label="Dismiss">
          <button
            type="button"
            className={styles.dismiss}
            aria-label="Dismiss booking bar"
            onClick={onDismiss}
          >
            <CloseIcon />
          </button>
        </IconTooltip>
      </div>
    </aside>
  );
}
