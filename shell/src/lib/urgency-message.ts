import { monthNames } from 'shared-types';

/** Season of a month index (0 = January); December belongs to the winter of its own year. */
function seasonOf(month: number): string {
  if (month === 11 || month <= 1) return 'Winter';
  if (month <= 4) return 'Spring';
  if (month <= 7) return 'Summer';
  return 'Fall';
}

/**
 * The booking urgency line: names the current month, or the next one after day 15,
 * with the season and year of the month it names.
 */
export function urgencyMessage(date: Date = new Date()): string {
  const next = date.getDate() > 15;
  const named = new Date(date.getFullYear(), date.getMonth() + (next ? 1 : 0), 1);
  const month = named.getMonth();
  return `${seasonOf(month)} ${named.getFullYear()} – Spots Filling Fast for ${monthNames[month]} Tours!`;
}
