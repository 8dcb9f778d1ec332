import { useEffect } from 'react';

/**
 * The root's attribute set while a booking calendar shows on the screen: the floating booking
 * link, which leads to one, steps aside (its styles), so it never covers the calendar's own
 * controls nor its failure panel's buttons.
 */
export const CALENDAR_SHOWN_ATTRIBUTE = 'data-calendar-shown';

/** How many calendars show now (a page may have more than one). */
let shownCalendars = 0;

/** Marks the root while `shown` is true for the calling calendar. */
export function useMarkCalendarShown(shown: boolean): void {
  useEffect(() => {
    if (!shown) return;
    shownCalendars += 1;
    document.documentElement.setAttribute(CALENDAR_SHOWN_ATTRIBUTE, '');
    return () => {
      shownCalendars -= 1;
      if (shownCalendars === 0) document.documentElement.removeAttribute(CALENDAR_SHOWN_ATTRIBUTE);
    };
  }, [shown]);
}
