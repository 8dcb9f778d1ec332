import { toast } from './toasts';

jest.mock('sonner', () => {
  throw new Error('Loading chunk lazy-toasts failed.');
});

describe('a toast whose library fails to load', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** Lets the failed import settle, then the report's wait pass. */
  async function settle(): Promise<void> {
    await jest.runAllTimersAsync();
  }

  it('is logged once the page has stayed 2 s', async () => {
    toast.success('Message Sent!');
    await settle();
    expect(console.error).toHaveBeenCalledWith(
      'A notice could not be shown: sonner failed to load.',
      expect.any(Error),
    );
  });

  it('is not logged when the page is being left', async () => {
    toast.success('Message Sent!');
    // The load fails first (leaving cut it short), then the page says it is going.
    await jest.advanceTimersByTimeAsync(0);
    window.dispatchEvent(new Event('pagehide'));
    await settle();
    expect(console.error).not.toHaveBeenCalled();
  });
});
