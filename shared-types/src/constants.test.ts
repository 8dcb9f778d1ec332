import { business, clampGuests, privateTourTotal, retryDelayMs } from './constants';

describe('privateTourTotal', () => {
  test.each([
    [1, 320],
    [8, 320],
    [9, 360],
    [30, 1200],
  ])('%i guests cost $%i', (guests, total) => {
    expect(privateTourTotal(guests)).toBe(total);
  });

  test('never drops below the minimum', () => {
    expect(privateTourTotal(0)).toBe(business.pricing.privateMinimum);
  });
});

describe('clampGuests', () => {
  test.each([
    ['1', 1],
    ['8', 8],
    ['9', 9],
    ['30', 30],
    ['', 1],
    ['abc', 1],
    ['31', 30],
    ['500', 30],
    ['0', 1],
    ['-4', 1],
    ['12.7', 12],
  ])('%p becomes %i', (raw, guests) => {
    expect(clampGuests(raw)).toBe(guests);
  });
});

describe('retryDelayMs', () => {
  test('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });
});

describe('business', () => {
  test('states the prices and ratings of the spec', () => {
    expect(business.pricing).toMatchObject({
      pricePerPerson: 40,
      competitorAverage: 55,
      priceRange: '$40-$320',
      privateMinimum: 320,
      privateIncludedGuests: 8,
      privatePerExtraGuest: 40,
    });
    expect(business.rating).toMatchObject({
      value: 4.9,
      reviewCount: 150,
      structuredRatingCount: 87,
      fiveStarShare: '98%',
    });
  });

  test('states the booking provider settings', () => {
    expect(business.booking.flowId).toBe(1219724);
    expect(Object.values(business.booking.itemIds)).toEqual([562630, 577800, 604533, 562633]);
    expect(business.booking.giftCardItemId).toBe(562633);
  });

  test('keeps both readings where the documents disagree', () => {
    expect(business.founding.readings).toEqual(['August 2023', '2024']);
    expect(business.founding.structuredDataYear).toBe(2024);
    expect(business.duration.readings).toEqual(['about 2 hours', 'about 1.5 hours']);
    expect(business.groupSize.general.readings).toEqual([15, 12]);
    expect(business.dataFetching.retryReadings).toEqual([3, 1]);
    expect(business.schedules.brooklynHeights).toMatchObject({
      days: 'Weekends',
      time: '10:00 AM',
      secondReading: {
        days: 'Saturdays and Sundays',
        time: '1:15 PM',
        season: 'April to December',
      },
    });
  });

  test('states the sticky bar dismissal as 24 hours', () => {
    expect(business.stickyBar.dismissMs).toBe(86_400_000);
  });
});
