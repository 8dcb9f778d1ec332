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
