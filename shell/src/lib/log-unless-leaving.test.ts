import { FAILED_LOAD_LOG_DELAY_MS, logUnlessLeaving } from './log-unless-leaving';

describe('logUnlessLeaving', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('logs a failure 2 s later when the page stays', () => {
    const log = jest.fn();
    logUnlessLeaving(log);
    jest.advanceTimersByTime(FAILED_LOAD_LOG_DELAY_MS - 1);
    expect(log).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('logs nothing when the page says it is going before then', () => {
    const log = jest.fn();
    logUnlessLeaving(log);
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(FAILED_LOAD_LOG_DELAY_MS);
    expect(log).not.toHaveBeenCalled();
  });

  it('forgets a leave announced after it logged', () => {
    const log = jest.fn();
    logUnlessLeaving(log);
    jest.advanceTimersByTime(FAILED_LOAD_LOG_DELAY_MS);
    window.dispatchEvent(new Event('pagehide'));
    const next = jest.fn();
    logUnlessLeaving(next);
    jest.advanceTimersByTime(FAILED_LOAD_LOG_DELAY_MS);
    expect([log.mock.calls.length, next.mock.calls.length]).toEqual([1, 1]);
  });
});
