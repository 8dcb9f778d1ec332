import { lazy, Suspense } from 'react';
import { business } from 'shared-types';

import { Spinner } from '../ui/spinner/spinner';
import type { BookingCalendarProps } from './booking-calendar-frame';
import styles from './booking-calendar.module.scss';

export type { BookingCalendarProps };

// Every page loads shell/booking for its booking buttons; only the tour pages and /booking show
// a calendar. Its code (its states, the frame, react-intersection-observer) is a chunk of its
// own, and its style sheet stays with the page's (this module imports it).
const CalendarFrame = lazy(() =>
  import(/* webpackChunkName: "booking-calendar" */ './booking-calendar-frame').then((module) => ({
    default: module.BookingCalendar,
  })),
);

/** The room the calendar takes and its loading state, while its code loads. */
function CalendarPlaceholder({ className }: { className?: string }) {
  return (
    <div
      className={[styles.calendar, className].filter(Boolean).join(' ')}
      style={{ minHeight: business.booking.calendarMinHeightPx }}
      aria-busy
    >
      <Spinner label="Loading calendar..." className={styles.status} />
    </div>
  );
}

/**
 * The provider's calendar for an item in a frame, with its loading and error states
 * (booking-calendar-frame.tsx). A prerendered calendar is hydrated once its code has arrived.
 */
export function BookingCalendar(props: BookingCalendarProps) {
  return (
    <Suspense fallback={<CalendarPlaceholder className={props.className} />}>
      <CalendarFrame {...props} />
    </Suspense>
  );
}
