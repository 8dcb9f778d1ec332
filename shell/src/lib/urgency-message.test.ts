import { urgencyMessage } from './urgency-message';

describe('urgencyMessage', () => {
  it('names the current month up to day 15', () => {
    expect(urgencyMessage(new Date(2025, 6, 1))).toBe(
      'Summer 2025 – Spots Filling Fast for July Tours!',
    );
    expect(urgencyMessage(new Date(2025, 6, 15, 23, 59))).toBe(
      'Summer 2025 – Spots Filling Fast for July Tours!',
    );
  });

  it('names the next month after day 15', () => {
    expect(urgencyMessage(new Date(2025, 5, 16))).toBe(
      'Summer 2025 – Spots Filling Fast for July Tours!',
    );
    expect(urgencyMessage(new Date(2025, 7, 20))).toBe(
      'Fall 2025 – Spots Filling Fast for September Tours!',
    );
  });

  it('crosses the year end with the season and year of the named month', () => {
    expect(urgencyMessage(new Date(2025, 11, 10))).toBe(
      'Winter 2025 – Spots Filling Fast for December Tours!',
    );
    expect(urgencyMessage(new Date(2025, 11, 16))).toBe(
      'Winter 2026 – Spots Filling Fast for January Tours!',
    );
    expect(urgencyMessage(new Date(2026, 1, 20))).toBe(
      'Spring 2026 – Spots Filling Fast for March Tours!',
    );
  });

  it('does not skip a month at the end of a long month', () => {
    expect(urgencyMessage(new Date(2025, 0, 31))).toBe(
      'Winter 2025 – Spots Filling Fast for February Tours!',
    );
  });

  it('uses today when no date is given', () => {
    jest.useFakeTimers({ now: new Date(2025, 3, 2) });
    expect(urgencyMessage()).toBe('Spring 2025 – Spots Filling Fast for April Tours!');
    jest.useRealTimers();
  });
});
