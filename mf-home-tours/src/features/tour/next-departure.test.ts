import { nextDepartureIso } from './next-departure';

const saturdayTwoPm = { weekday: 6, hour: 14, minute: 0 };

describe('nextDepartureIso', () => {
  it('gives the coming Saturday in New York time with the summer offset', () => {
    // Wednesday 2 July 2025, noon in New York.
    expect(nextDepartureIso(saturdayTwoPm, new Date('2025-07-02T16:00:00Z'))).toBe(
      '2025-07-05T14:00:00-04:00',
    );
  });

  it('moves to next week once this Saturday’s departure has started', () => {
    // Saturday 8 November 2025, 3 PM in New York (winter time).
    expect(nextDepartureIso(saturdayTwoPm, new Date('2025-11-08T20:00:00Z'))).toBe(
      '2025-11-15T14:00:00-05:00',
    );
  });

  it('keeps today when the departure is still ahead', () => {
    // Saturday 8 November 2025, 9 AM in New York.
    expect(nextDepartureIso(saturdayTwoPm, new Date('2025-11-08T14:00:00Z'))).toBe(
      '2025-11-08T14:00:00-05:00',
    );
  });
});

describe('nextDepartureIso with Temporal', () => {
  // Node 20 has no Temporal; this stand-in answers for New York with the offsets of the dates used
  // here (summer -04:00 from April to October, winter -05:00), as Temporal would.
  const standIn = {
    Instant: {
      fromEpochMilliseconds: (ms: number) => ({
        toZonedDateTimeISO: (zone: string) => {
          expect(zone).toBe('America/New_York');
          const month = new Date(ms).getUTCMonth() + 1;
          const offsetHours = month >= 4 && month <= 10 ? -4 : -5;
          const wall = new Date(ms + offsetHours * 3_600_000);
          return {
            year: wall.getUTCFullYear(),
            month: wall.getUTCMonth() + 1,
            day: wall.getUTCDate(),
            hour: wall.getUTCHours(),
            minute: wall.getUTCMinutes(),
            dayOfWeek: wall.getUTCDay() === 0 ? 7 : wall.getUTCDay(),
            offset: `-0${-offsetHours}:00`,
          };
        },
      }),
    },
  };

  beforeEach(() => {
    (globalThis as { Temporal?: unknown }).Temporal = standIn;
  });

  afterEach(() => {
    delete (globalThis as { Temporal?: unknown }).Temporal;
    jest.restoreAllMocks();
  });

  it('reads New York’s wall clock and offset from Temporal, building no DateTimeFormat', () => {
    const dateTimeFormat = jest.spyOn(Intl, 'DateTimeFormat');
    expect(nextDepartureIso(saturdayTwoPm, new Date('2025-07-02T16:00:00Z'))).toBe(
      '2025-07-05T14:00:00-04:00',
    );
    expect(nextDepartureIso(saturdayTwoPm, new Date('2025-11-08T20:00:00Z'))).toBe(
      '2025-11-15T14:00:00-05:00',
    );
    // A Sunday departure: Temporal's Sunday is 7, the schedule's is 0.
    expect(
      nextDepartureIso({ weekday: 0, hour: 14, minute: 0 }, new Date('2025-11-08T20:00:00Z')),
    ).toBe('2025-11-09T14:00:00-05:00');
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });
});
