import { monthNames } from 'shared-types';

// Post dates are calendar days (YYYY-MM-DD), so they are formatted from their parts: no time zone
// can move them to the day before, and no Intl.DateTimeFormat is built. The first one a page
// builds costs Chrome 20 to 40 ms of main thread on a desktop (ICU loads its date data), several
// times that on a phone, in the middle of hydrating the blog.
const calendarDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A post's YYYY-MM-DD date as a visitor reads it, for example "January 5, 2025". */
export function formatPostDate(date: string): string {
  const match = calendarDay.exec(date);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !month || day < 1 || day > 31) {
    throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${date}`);
  }
  return `${month} ${day}, ${match[1]}`;
}
