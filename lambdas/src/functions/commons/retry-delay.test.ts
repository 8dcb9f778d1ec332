import { retryDelaySeconds } from './retry-delay';

describe('retryDelaySeconds', () => {
  it('doubles with each attempt, between half and all of its ceiling', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelaySeconds(attempt, 30, 900, () => 1))).toEqual([
      30, 60, 120, 240,
    ]);
    expect(retryDelaySeconds(3, 30, 900, () => 0)).toBe(60);
  });

  it('never waits longer than the maximum, nor less than a second', () => {
    expect(retryDelaySeconds(40, 30, 900, () => 1)).toBe(900);
    expect(retryDelaySeconds(1, 0, 900, () => 0)).toBe(1);
  });
});
