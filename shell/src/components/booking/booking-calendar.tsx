import { useState } from 'react';
import { business } from 'shared-types';

import { siteConfig } from '../../config/runtime-config';
import styles from './booking-calendar.module.scss';
import { buildBookingUrl } from './booking-url';

/** Props of the embedded calendar (spec doc 2 §3 "Booking calendar properties"). */
export interface BookingCalendarProps {
  itemId?: number;
  flowId?: number;
  className?: string;
  title?: string;
}

type CalendarState = 'loading' | 'loaded' | 'error';

/** The provider's calendar in a frame: loading, loaded and error states (spec doc 2 §4). */
export function BookingCalendar({ itemId, flowId, className, title }: BookingCalendarProps) {
  const [state, setState] = useState<CalendarState>('loading');
  const src = buildBookingUrl({ itemId, flowId });
  const providerPage = new URL(`/${siteConfig.bookingAccount}/`, siteConfig.bookingBaseUrl).toString();
  return (
    <div className={[styles.calendar, className].filter(Boolean).join(' ')}>
      {state === 'loading' && (
        <div className={styles.status} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          Loading calendar...
        </div>
      )}
      {state === 'error' ? (
        <div className={styles.error} role="alert">
          <h3>Calendar could not be loaded</h3>
          <p>Failed to load the booking calendar. Please try again later.</p>
          <div className={styles.actions}>
            <button type="button" className="button-primary" onClick={() => window.location.reload()}>
              Try again
            </button>
            <a href={providerPage} target="_blank" rel="noopener noreferrer" className="button-secondary">
              Book on our booking provider&apos;s page (opens in a new tab)
            </a>
          </div>
        </div>
      ) : (
        <iframe
          className={styles.frame}
          src={src}
          title={title ?? 'Tour booking calendar'}
          style={{ minHeight: business.booking.calendarMinHeightPx }}
          hidden={state !== 'loaded'}
          onLoad={() => setState('loaded')}
          onError={() => setState('error')}
        />
      )}
    </div>
  );
}
