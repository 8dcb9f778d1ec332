import { trackEvent } from './analytics';

describe('trackEvent', () => {
  afterEach(() => {
    delete window.gtag;
    jest.restoreAllMocks();
  });

  it('does nothing when the page has no global tag function', () => {
    expect(() => trackEvent('reserve_button_click')).not.toThrow();
  });

  it('sends the event with its parameters through gtag', () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    trackEvent('begin_booking', { item_id: 577800 });
    expect(gtag).toHaveBeenCalledWith('event', 'begin_booking', { item_id: 577800 });
  });

  it('logs and ignores a failing tag function', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.gtag = () => {
      throw new Error('blocked by an extension');
    };
    expect(() => trackEvent('reserve_button_click')).not.toThrow();
    expect(warn).toHaveBeenCalledWith(
      'Analytics event "reserve_button_click" failed',
      expect.any(Error),
    );
  });
});
