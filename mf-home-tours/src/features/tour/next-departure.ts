// The event structured data needs a concrete start; the tours run on a weekly rhythm in New York
// time, so the next regular departure is computed rather than hard-coded (it would go stale).

const newYork = 'America/New_York';
const pad = (value: number) => String(value).padStart(2, '0');
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A weekly departure: weekday (0 Sunday) and wall-clock time in New York. */
export interface WeeklyDeparture {
  weekday: number;
  hour: number;
  minute: number;
}

function newYorkParts(date: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: newYork,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'short',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    year: Number(part('year')),
    month: Number(part('month')),
    day: Number(part('day')),
    hour: Number(part('hour')),
    minute: Number(part('minute')),
    weekday: weekdays.indexOf(part('weekday')),
  };
}

/** New York's UTC offset on a day, as "-04:00" or "-05:00". */
function newYorkOffset(utcNoon: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: newYork, timeZoneName: 'longOffset' })
    .formatToParts(utcNoon)
    .find((entry) => entry.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{2}:\d{2})/.exec(name ?? '');
  return match?.[1] ?? '-05:00';
}

/** ISO date-time, with New York's offset, of the first departure after `now`. */
export function nextDepartureIso(departure: WeeklyDeparture, now: Date = new Date()): string {
  const today = newYorkParts(now);
  let daysAhead = (departure.weekday - today.weekday + 7) % 7;
  const startedToday = today.hour * 60 + today.minute >= departure.hour * 60 + departure.minute;
  if (daysAhead === 0 && startedToday) daysAhead = 7;
  const day = new Date(Date.UTC(today.year, today.month - 1, today.day + daysAhead, 12));
  const date = `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
  return `${date}T${pad(departure.hour)}:${pad(departure.minute)}:00${newYorkOffset(day)}`;
}
