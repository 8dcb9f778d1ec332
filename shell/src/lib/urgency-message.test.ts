import { urgencyMessage } from './urgency-message';

describe('urgencyMessage', () => {
  it.each([
    ['the current month on day 1', new Date(2025, 6, 1), 'Summer 2025', 'July'],
    [
      'the current month up to the end of day 15',
      new Date(2025, 6, 15, 23, 59),
      'Summer 2025',
      'July',
    ],
    ['the next month after day 15', new Date(2025, 5, 16), 'Summer 2025', 'July'],
    ['the next month, in its own season', new Date(2025, 7, 20), 'Fall 2025', 'September'],
    ['December up to the 15th', new Date(2025, 11, 10), 'Winter 2025', 'December'],
    [
      'January of the next year after December 15',
      new Date(2025, 11, 16),
      'Winter 2026',
      'January',
    ],
    ['the next month in the next season', new Date(2026, 1, 20), 'Spring 2026', 'March'],
    [
      'February at the end of January, skipping no month',
      new Date(2025, 0, 31),
      'Winter 2025',
      'February',
    ],
  ])('names %s', (_case, date, season, month) => {
    expect(urgencyMessage(date)).toBe(`${season} – Spots Filling Fast for ${month} Tours!`);
  });

  it('uses today when no date is given', () => {
    jest.useFakeTimers({ now: new Date(2025, 3, 2) });
    expect(urgencyMessage()).toBe('Spring 2025 – Spots Filling Fast for April Tours!');
    jest.useRealTimers();
  });
});
