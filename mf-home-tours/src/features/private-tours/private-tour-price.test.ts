import { business } from 'shared-types';

import { clampGuests, privateTourTotal } from './private-tour-price';

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
