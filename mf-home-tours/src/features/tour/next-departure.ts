/// <reference lib="esnext.temporal" />

// The event structured data needs a concrete start; the tours run on a weekly rhythm in New York
// time, so the next regular departure is computed rather than hard-coded (it would go stale).
//
// New York's wall clock comes from Temporal where the browser has it, from Intl otherwise. The
// first Intl.DateTimeFormat a page builds costs Chrome 20 to 40 ms of main thread on a desktop
// (ICU loads its formatting data), several times that on a phone; Temporal answers in under a
// millisecond once warm, and a few on first use.

const newYork = 'America/New_York';
const pad = (value: number) => String(value).padStart(2, '0');
const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A weekly departure: weekday (0 Sunday) and wall-clock time in New York. */
export interface WeeklyDeparture {
  weekday: number;
  hour: number;
  minute: number;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 Sunday to 6 Saturday. */
  weekday: number;
}

/** Temporal, where the browser has it (Node 20, which runs the unit tests, has not). */
function temporalApi(): typeof Temporal | undefined {
  return (globalThis as { Temporal?: typeof Temporal }).Temporal;
}

function newYorkTime(date: Date): Temporal.ZonedDateTime | undefined {
  return temporalApi()?.Instant.fromEpochMilliseconds(date.getTime()).toZonedDateTimeISO(newYork);
}

function newYorkParts(date: Date): WallClock {
  const zoned = newYorkTime(date);
  if (zoned) {
    const { year, month, day, hour, minute, dayOfWeek } = zoned;
    // Temporal counts Monday 1 to Sunday 7.
    return { year, month, day, hour, minute, weekday: dayOfWeek % 7 };
  }
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
  const zoned = newYorkTime(utcNoon);
  if (zoned) return zoned.offset;
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
