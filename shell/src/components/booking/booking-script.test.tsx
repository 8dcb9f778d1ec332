import { render } from '@testing-library/react';

import { siteConfig } from '../../config/runtime-config';
import { FAILED_LOAD_LOG_DELAY_MS } from '../../lib/log-unless-leaving';
import {
  BookingScriptPreloader,
  loadBookingScript,
  preloadBookingScriptWhenIdle,
} from './booking-script';

function bookingScripts(): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-booking-script]'));
}

afterEach(() => {
  document.head.innerHTML = '';
  jest.useRealTimers();
  jest.restoreAllMocks();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
  delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
});

describe('loadBookingScript', () => {
  it('adds the auto-lightframe embed script once and resolves when it loads', async () => {
    const first = loadBookingScript();
    const second = loadBookingScript();
    expect(second).toBe(first);
    const scripts = bookingScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(siteConfig.bookingScriptUrl);
    expect(scripts[0]?.src).toContain('autolightframe=yes');
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
  });

  it('rejects a failed load at once, logs it a moment later, and lets a later call try again', async () => {
    jest.useFakeTimers();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = loadBookingScript();
    bookingScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('failed to load');
    expect(logged).not.toHaveBeenCalled();
    jest.advanceTimersByTime(FAILED_LOAD_LOG_DELAY_MS);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('failed to load'));
    expect(bookingScripts()).toHaveLength(0);

    const retry = loadBookingScript();
    expect(retry).not.toBe(failed);
    expect(bookingScripts()).toHaveLength(1);
    bookingScripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });

  it('does not log a load cut short by the visitor leaving the page', async () => {
    jest.useFakeTimers();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = loadBookingScript();
    bookingScripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('failed to load');
    window.dispatchEvent(new Event('pagehide'));
    jest.advanceTimersByTime(FAILED_LOAD_LOG_DELAY_MS);
    expect(logged).not.toHaveBeenCalled();
  });
});

describe('preloadBookingScriptWhenIdle', () => {
  it('waits for an idle moment at most 2000 ms', () => {
    const requestIdleCallback = jest.fn((callback: IdleRequestCallback) => {
      callback({ didTimeout: false, timeRemaining: () => 10 });
      return 7;
    });
    Object.assign(window, { requestIdleCallback, cancelIdleCallback: jest.fn() });
    preloadBookingScriptWhenIdle();
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(bookingScripts()).toHaveLength(1);
  });

  it('cancels the idle callback when asked', () => {
    const cancelIdleCallback = jest.fn();
    Object.assign(window, { requestIdleCallback: jest.fn(() => 7), cancelIdleCallback });
    const cancel = preloadBookingScriptWhenIdle();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to 1000 ms without requestIdleCallback', () => {
    jest.useFakeTimers();
    preloadBookingScriptWhenIdle();
    jest.advanceTimersByTime(999);
    expect(bookingScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(bookingScripts()).toHaveLength(1);
  });

  it('swallows a failed preload, which loadBookingScript has logged', async () => {
    jest.useFakeTimers();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    preloadBookingScriptWhenIdle();
    jest.advanceTimersByTime(1000);
    bookingScripts()[0]?.dispatchEvent(new Event('error'));
    await Promise.resolve();
    jest.advanceTimersByTime(FAILED_LOAD_LOG_DELAY_MS);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

describe('BookingScriptPreloader', () => {
  it('preloads after 3000 ms in the routing layer without requestIdleCallback', () => {
    jest.useFakeTimers();
    render(<BookingScriptPreloader />);
    jest.advanceTimersByTime(2999);
    expect(bookingScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(bookingScripts()).toHaveLength(1);
  });

  it('stops waiting when unmounted', () => {
    jest.useFakeTimers();
    const { unmount } = render(<BookingScriptPreloader />);
    unmount();
    jest.advanceTimersByTime(5000);
    expect(bookingScripts()).toHaveLength(0);
  });
});
