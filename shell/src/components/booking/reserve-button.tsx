import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { business, paths } from 'shared-types';

import { siteConfig } from '../../config/runtime-config';
import { toast } from '../../lib/toasts';
import { buttonClass } from '../ui/button/button-class';
import { trackEvent } from './analytics';
import { preloadBookingScriptWhenIdle } from './booking-script';
import { buildBookingUrl } from './booking-url';

/** Props of {@link ReserveButton} (spec doc 1 §4 "Reserve button"). */
export interface ReserveButtonProps {
  /** The provider's item: the button opens that item's calendar. */
  itemId?: number;
  /** Booking flow; the business flow 1219724 by default. */
  flowId?: number;
  /** Where the button leads when it has neither an item nor a click handler. */
  href?: string;
  /** Runs instead of navigating when no item is given. */
  onClick?: () => void;
  children?: ReactNode;
  className?: string;
  variant?: 'primary' | 'secondary' | 'light';
  /** An extra analytics event sent on click, such as 'exit_intent_booking_click'. */
  analyticsEvent?: string;
}

/**
 * Opens the provider's calendar for an item: the overlay when its script is on the page, else a
 * new tab. Throws when neither works, so that the caller can fall back to `/booking`.
 */
function openBookingCalendar(itemId: number, flowId: number): void {
  const provider = window.FH;
  if (provider && typeof provider.open === 'function') {
    provider.open({
      shortname: siteConfig.bookingAccount,
      fallback: 'simple',
      flow: flowId,
      view: { item: itemId },
    });
    return;
  }
  // Without 'noopener' in the features a blocked tab shows up as null; the opener is cut by hand.
  const tab = window.open(buildBookingUrl({ itemId, flowId }), '_blank');
  if (!tab) throw new Error('The browser blocked the booking calendar tab.');
  tab.opener = null;
}

/** Whether an address belongs to this site and should go through the router. */
function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The "Reserve Your Spot" button with the four branches of spec doc 1 §4. */
export function ReserveButton({
  itemId,
  flowId = business.booking.flowId,
  href,
  onClick,
  children = 'Reserve Your Spot',
  className,
  variant = 'primary',
  analyticsEvent,
}: ReserveButtonProps) {
  const navigate = useNavigate();

  // Spec doc 1 §7: the provider script is preloaded when a reserve button mounts.
  useEffect(() => preloadBookingScriptWhenIdle(), []);

  const handleClick = () => {
    if (itemId !== undefined) trackEvent('begin_booking', { item_id: itemId });
    trackEvent('reserve_button_click', itemId === undefined ? {} : { item_id: itemId });
    if (analyticsEvent) trackEvent(analyticsEvent);

    if (itemId !== undefined) {
      try {
        openBookingCalendar(itemId, flowId);
      } catch (error) {
        console.error('The booking calendar could not be opened', error);
        toast.error('Booking Error', {
          description: "We're having trouble opening the booking calendar. Please try again later.",
        });
        void navigate(paths.booking);
      }
      return;
    }
    if (onClick) {
      onClick();
      return;
    }
    if (!href) {
      toast('Navigation Error', {
        description: "We're having trouble with this button. Please try again later.",
      });
      return;
    }
    if (isInternal(href)) void navigate(href);
    else window.location.assign(href);
  };

  return (
    <button
      type="button"
      className={[buttonClass(variant), className].filter(Boolean).join(' ')}
      onClick={handleClick}
    >
      {children}
    </button>
  );
}
