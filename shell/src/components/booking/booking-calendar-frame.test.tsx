import { act, fireEvent, render as renderFar, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import {
  intersectionMockInstance,
  mockAllIsIntersecting,
} from 'react-intersection-observer/test-utils';
import { Toaster } from 'sonner';

import { BookingCalendar } from './booking-calendar-frame';
import { reloadPage } from './reload-page';

jest.mock('./reload-page', () => ({ reloadPage: jest.fn() }));

function frame(): HTMLIFrameElement {
  const element = document.querySelector('iframe');
  if (!element) throw new Error('no calendar frame');
  return element;
}

/** Renders the calendar already near the viewport, where it starts loading. */
function render(ui: ReactElement) {
  const result = renderFar(ui);
  act(() => mockAllIsIntersecting(true));
  return result;
}

/** With fake timers: still loading 1 ms before the 15 s timeout, failed at it. */
function expectToGiveUpAfter15Seconds() {
  act(() => jest.advanceTimersByTime(14_999));
  expect(screen.getByText('Loading calendar...')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.getByRole('heading', { name: 'Calendar could not be loaded' })).toBeInTheDocument();
}

let fetchSpy: jest.SpyInstance;

beforeEach(() => {
  // The reachability probe is the only network call; by default it is still on its way.
  fetchSpy = jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('BookingCalendar', () => {
  it('shows a spinner and "Loading calendar..." with the frame hidden while loading', () => {
    render(<BookingCalendar itemId={577800} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading calendar...');
    expect(frame()).not.toBeVisible();
    expect(frame().src).toBe(
      'https://fareharbor.com/embeds/book/catsabouttowntours/items/577800/calendar/?flow=1219724&full-items=yes',
    );
  });

  it('is at least 700px tall', () => {
    render(<BookingCalendar />);
    expect(frame()).toHaveStyle({ minHeight: '700px' });
    expect(frame().src).toContain('/items/562630/calendar/');
  });

  it('shows the frame once it has loaded', async () => {
    fetchSpy.mockResolvedValue(new Response(null, { status: 200 }));
    render(<BookingCalendar itemId={577800} />);
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.load(frame());
    expect(await screen.findByTitle('Tour booking calendar')).toBeVisible();
    expect(screen.queryByText('Loading calendar...')).not.toBeInTheDocument();
  });

  it('shows the error panel and the "Calendar Error" toast when the frame fails', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <>
        <BookingCalendar itemId={577800} />
        <Toaster />
      </>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Calendar could not be loaded' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Failed to load the booking calendar. Please try again later.', {
        selector: 'p',
      }),
    ).toBeInTheDocument();
    expect((await screen.findAllByText('Calendar Error')).length).toBeGreaterThan(0);
    const providerLink = screen.getByRole('link', { name: /provider's page/ });
    expect(providerLink).toHaveAttribute('href', 'https://fareharbor.com/catsabouttowntours/');
    expect(providerLink).toHaveAttribute('target', '_blank');
    expect(screen.queryByTitle('Tour booking calendar')).not.toBeInTheDocument();
  });

  it('reloads the page from "Try again"', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<BookingCalendar />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Try again' }));
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('fails even when the frame reported a load, if the provider could not be reached', async () => {
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<BookingCalendar />);
    fireEvent.load(frame());
    expect(
      await screen.findByRole('heading', { name: 'Calendar could not be loaded' }),
    ).toBeInTheDocument();
  });

  it('gives up on a frame that has not loaded after 15 seconds', () => {
    jest.useFakeTimers();
    render(<BookingCalendar />);
    expectToGiveUpAfter15Seconds();
  });

  it('stays loaded when the timeout passes after the frame loaded', async () => {
    fetchSpy.mockResolvedValue(new Response(null, { status: 200 }));
    jest.useFakeTimers();
    render(<BookingCalendar />);
    await act(async () => {
      await Promise.resolve();
    });
    fireEvent.load(frame());
    act(() => jest.advanceTimersByTime(20_000));
    expect(frame()).toBeVisible();
  });

  describe('far from the viewport', () => {
    it('has no frame and asks nothing of the provider until it nears the viewport', () => {
      renderFar(<BookingCalendar itemId={577800} />);
      expect(screen.getByRole('status')).toHaveTextContent('Loading calendar...');
      expect(document.querySelector('iframe')).toBeNull();
      expect(fetchSpy).not.toHaveBeenCalled();

      act(() => mockAllIsIntersecting(true));
      expect(frame().src).toContain('/items/577800/calendar/');
      expect(frame()).not.toBeVisible();
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(fetchSpy.mock.calls[0][0]).toBe(frame().src);
    });

    it('starts loading 1250px ahead of the viewport', () => {
      renderFar(<BookingCalendar />);
      const calendar = screen.getByRole('status').parentElement;
      if (!calendar) throw new Error('no calendar');
      expect(intersectionMockInstance(calendar).rootMargin).toBe('1250px 0px');
    });

    it('keeps loading once started, when the visitor scrolls away again', () => {
      renderFar(<BookingCalendar />);
      act(() => mockAllIsIntersecting(true));
      act(() => mockAllIsIntersecting(false));
      expect(frame().src).toContain('/items/562630/calendar/');
    });

    it('counts the 15 seconds from when it started loading', () => {
      jest.useFakeTimers();
      renderFar(<BookingCalendar />);
      act(() => jest.advanceTimersByTime(60_000));
      expect(screen.getByText('Loading calendar...')).toBeInTheDocument();

      act(() => mockAllIsIntersecting(true));
      expectToGiveUpAfter15Seconds();
    });
  });

  describe('on the screen', () => {
    const marked = () => document.documentElement.hasAttribute('data-calendar-shown');

    it('marks the root while it shows, for the floating booking link to step aside', () => {
      const { unmount } = render(<BookingCalendar />);
      expect(marked()).toBe(true);
      act(() => mockAllIsIntersecting(false));
      expect(marked()).toBe(false);
      act(() => mockAllIsIntersecting(true));
      unmount();
      expect(marked()).toBe(false);
    });

    it('loads at once and marks nothing where the browser has no IntersectionObserver', () => {
      const observer = window.IntersectionObserver;
      // @ts-expect-error: a browser without the API
      delete window.IntersectionObserver;
      try {
        renderFar(<BookingCalendar itemId={577800} />);
        expect(frame().src).toContain('/items/577800/calendar/');
        expect(marked()).toBe(false);
      } finally {
        window.IntersectionObserver = observer;
      }
    });
  });
});
