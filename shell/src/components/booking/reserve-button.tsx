import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { business, paths } from 'shared-types';

import { siteConfig } from '../../config/runtime-config';
import { trackEvent } from '../../lib/analytics';
import { toast } from '../../lib/toasts';
import { buttonClass } from '../ui/button/button-class';
import { preloadBookingScriptWhenIdle } from './booking-script';
import { buildBookingUrl } from './booking-url';

/** Props of {@link ReserveButton}. */
export interface ReserveButtonProps {
  /** The provider's item: the button opens that item's calendar. */
  itemId?: number;
  /** Booking flow; the business flow 1219724 by default. */
  flowId?: number;
  /** Where the button leads when it has neither an item nor a click handler (a link then). */
  href?: string;
  /** Runs instead of navigating when no item is given. */
  onClick?: () => void;
  children?: ReactNode;
  className?: string;
  variant?: 'primary' | 'secondary' | 'light';
  /** An extra analytics event sent on click, such as 'exit_intent_booking_click'. */
  analyticsEvent?: string;
}

/** Whether an address belongs to this site and should go through the router. */
function isInternal(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/**
 * The "Reserve Your Spot" button. With an item it is a link to the provider's calendar for that
 * item in a new tab: it works before the page's code has arrived, and without it. Once hydrated it
 * opens the provider's overlay instead when the provider's script is on the page; if that fails,
 * it says so and leads to `/booking`. Without an item: a click handler runs, or a link leads
 * where it points, or, with neither, the button says it cannot help.
 */
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
  const classes = [buttonClass(variant), className].filter(Boolean).join(' ');

  // The provider script is preloaded when a reserve button mounts.
  useEffect(() => preloadBookingScriptWhenIdle(), []);

  const track = () => {
    if (itemId !== undefined) trackEvent('begin_booking', { item_id: itemId });
    trackEvent('reserve_button_click', itemId === undefined ? {} : { item_id: itemId });
    if (analyticsEvent) trackEvent(analyticsEvent);
  };

  if (itemId !== undefined) {
    const openOverlay = (event: MouseEvent<HTMLAnchorElement>) => {
      track();
      const provider = window.FH;
      // Without the provider's script the link opens the calendar in a new tab itself.
      if (!provider || typeof provider.open !== 'function') return;
      event.preventDefault();
      try {
        provider.open({
          shortname: siteConfig.bookingAccount,
          fallback: 'simple',
          flow: flowId,
          view: { item: itemId },
        });
      } catch (error) {
        console.error('The booking calendar could not be opened', error);
        toast.error('Booking Error', {
          description: "We're having trouble opening the booking calendar. Please try again later.",
        });
        void navigate(paths.booking);
      }
    };
    return (
      <a
        href={buildBookingUrl({ itemId, flowId })}
        target="_blank"
        rel="noopener noreferrer"
        className={classes}
        onClick={openOverlay}
      >
        {children}
      </a>
    );
  }

  if (href && !onClick) {
    return isInternal(href) ? (
      <Link to={href} className={classes} onClick={track}>
        {children}
      </Link>
    ) : (
      <a href={href} className={classes} onClick={track}>
        {children}
      </a>
    );
  }

  const handleClick = () => {
    track();
    if (onClick) {
      onClick();
      return;
    }
    toast('Navigation Error', {
      description: "We're having trouble with this button. Please try again later.",
    });
  };
  return (
    <button type="button" className={classes} onClick={handleClick}>
      {children}
    </button>
  );
}
