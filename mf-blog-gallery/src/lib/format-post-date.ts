const postDateFormat = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // Post dates are calendar days (YYYY-MM-DD); formatting in UTC keeps a visitor west of
  // Greenwich from seeing the day before.
  timeZone: 'UTC',
});

/** A post's YYYY-MM-DD date as a visitor reads it, for example "January 5, 2025". */
export function formatPostDate(date: string): string {
  return postDateFormat.format(new Date(`${date}T00:00:00Z`));
}
