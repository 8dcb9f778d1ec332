import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { business, DEFAULT_ITEM_ID } from 'shared-types';
import { Toaster } from 'sonner';

import { siteConfig } from '../../config/runtime-config';
import { ExitIntentPopup } from './exit-intent-popup';
import { exitIntentShownKey, isExitIntent, useExitIntent } from './use-exit-intent';

function Harness() {
  const { open, close } = useExitIntent();
  return (
    <>
      <ExitIntentPopup open={open} onClose={close} />
      <Toaster />
    </>
  );
}

function renderPopup() {
  const router = createMemoryRouter([{ path: '*', element: <Harness /> }]);
  return render(<RouterProvider router={router} />);
}

function leaveThroughTop(clientY = 0) {
  fireEvent.mouseOut(document, { clientY, relatedTarget: null });
}

const popup = () => screen.queryByRole('dialog', { name: 'Get Our Free NYC Cat Guide' });

const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit | undefined]>();

beforeEach(() => {
  window.sessionStorage.clear();
  fetchMock.mockReset();
  Object.assign(globalThis, { fetch: fetchMock });
});

afterEach(() => {
  jest.useRealTimers();
  delete window.gtag;
});

/** Asks for the free guide as a visitor would: the address typed, the button pressed. */
async function sendGuideRequest(user: UserEvent) {
  await user.type(screen.getByLabelText('Email address'), 'cat@example.com');
  await user.click(screen.getByRole('button', { name: 'Send Me the Guide' }));
}

describe('the exit-intent trigger', () => {
  it('uses the spec thresholds: 5000 ms, 10px edge, 20px sensitivity', () => {
    expect(business.exitIntent).toEqual({ delayMs: 5000, edgePx: 10, sensitivityPx: 20 });
    const out = (clientY: number, relatedTarget: EventTarget | null = null) =>
      new MouseEvent('mouseout', { clientY, relatedTarget });
    const move = (clientY: number) => new MouseEvent('mousemove', { clientY });
    expect(isExitIntent(out(10))).toBe(true);
    expect(isExitIntent(out(11))).toBe(false);
    expect(isExitIntent(out(0, document.body))).toBe(false);
    expect(isExitIntent(move(20))).toBe(true);
    expect(isExitIntent(move(21))).toBe(false);
  });

  it('is eligible only 5000 ms after the page loads', () => {
    jest.useFakeTimers();
    renderPopup();
    act(() => jest.advanceTimersByTime(business.exitIntent.delayMs - 1));
    act(() => leaveThroughTop());
    expect(popup()).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    act(() => leaveThroughTop());
    expect(popup()).toBeInTheDocument();
    expect(window.sessionStorage.getItem(exitIntentShownKey)).toBe('true');
  });

  it('also shows when the pointer moves within 20px of the top', () => {
    jest.useFakeTimers();
    renderPopup();
    act(() => jest.advanceTimersByTime(business.exitIntent.delayMs));
    act(() => {
      fireEvent.mouseMove(document, { clientY: 21 });
    });
    expect(popup()).not.toBeInTheDocument();
    act(() => {
      fireEvent.mouseMove(document, { clientY: 20 });
    });
    expect(popup()).toBeInTheDocument();
  });

  it('shows at most once per browser session', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const first = renderPopup();
    act(() => jest.advanceTimersByTime(business.exitIntent.delayMs));
    act(() => leaveThroughTop());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(popup()).not.toBeInTheDocument();
    act(() => leaveThroughTop());
    expect(popup()).not.toBeInTheDocument();
    first.unmount();

    renderPopup();
    act(() => jest.advanceTimersByTime(business.exitIntent.delayMs));
    act(() => leaveThroughTop());
    expect(popup()).not.toBeInTheDocument();
  });
});

describe('the exit-intent popup', () => {
  function renderOpen() {
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <>
            <ExitIntentPopup open onClose={onClose} />
            <Toaster />
          </>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
  }
  const onClose = jest.fn();
  beforeEach(() => onClose.mockReset());

  it('offers the newsletter form (a required email field) and a booking button', () => {
    renderOpen();
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(screen.getByRole('button', { name: 'Send Me the Guide' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a Tour Now' })).toHaveAttribute(
      'href',
      expect.stringContaining('/calendar/'),
    );
  });

  it.each(['', 'cat.lover.example.com'])(
    'refuses "%s" with the destructive "Invalid email" notice',
    async (value) => {
      renderOpen();
      fireEvent.change(screen.getByLabelText('Email address'), { target: { value } });
      fireEvent.submit(screen.getByRole('button', { name: 'Send Me the Guide' }).closest('form')!);
      // Sonner keeps toasts in a module-level store, so an earlier case's notice may linger.
      const titles = await screen.findAllByText('Invalid email');
      expect(screen.getAllByText('Please enter a valid email address').length).toBeGreaterThan(0);
      expect(titles.at(-1)?.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
      expect(fetchMock).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();
    },
  );

  it('posts EMAIL, an empty FNAME and CONSENT "true" without CORS, then says "Success!" and closes', async () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    fetchMock.mockResolvedValue(new Response(null, { status: 200 }));
    const user = userEvent.setup();
    renderOpen();
    await sendGuideRequest(user);

    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Check your email for your free NYC cat guide!')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(siteConfig.newsletterActionUrl);
    expect(init).toMatchObject({ method: 'POST', mode: 'no-cors' });
    const body = init?.body as FormData;
    expect([...body.entries()]).toEqual([
      ['EMAIL', 'cat@example.com'],
      ['FNAME', ''],
      ['CONSENT', 'true'],
    ]);
    expect(gtag).toHaveBeenCalledWith('event', 'exit_intent_conversion', {
      event_category: 'engagement',
      value: 1,
    });
  });

  it('says "Almost there!" and closes when the post fails', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    renderOpen();
    await sendGuideRequest(user);
    expect(await screen.findByText('Almost there!')).toBeInTheDocument();
    expect(screen.getByText('Your submission was received. Check your email!')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  describe('its booking button', () => {
    /** The popup as the page has it: open until it closes itself. */
    function OpenedPopup() {
      const [open, setOpen] = useState(true);
      return <ExitIntentPopup open={open} onClose={() => setOpen(false)} />;
    }

    function renderOpened() {
      const router = createMemoryRouter([{ path: '*', element: <OpenedPopup /> }]);
      render(<RouterProvider router={router} />);
    }

    afterEach(() => {
      delete window.FH;
    });

    it('sends exit_intent_booking_click and begin_booking with its item, opens the calendar, then closes the popup', async () => {
      const gtag = jest.fn();
      window.gtag = gtag;
      const open = jest.fn();
      window.FH = { open };
      const user = userEvent.setup();
      renderOpened();
      await user.click(screen.getByRole('link', { name: 'Book a Tour Now' }));

      expect(gtag.mock.calls).toEqual([
        ['event', 'begin_booking', { item_id: DEFAULT_ITEM_ID }],
        ['event', 'reserve_button_click', { item_id: DEFAULT_ITEM_ID }],
        ['event', 'exit_intent_booking_click', {}],
      ]);
      expect(open).toHaveBeenCalledWith(
        expect.objectContaining({ view: { item: DEFAULT_ITEM_ID } }),
      );
      await waitFor(() => expect(popup()).not.toBeInTheDocument());
    });

    it('still opens the calendar and closes the popup when the tag function throws', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      window.gtag = () => {
        throw new Error('gtag is broken');
      };
      const open = jest.fn();
      window.FH = { open };
      const user = userEvent.setup();
      renderOpened();
      await user.click(screen.getByRole('link', { name: 'Book a Tour Now' }));

      expect(open).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(popup()).not.toBeInTheDocument());
      expect(warn).toHaveBeenCalledWith(
        'Analytics event "exit_intent_booking_click" failed',
        expect.any(Error),
      );
      warn.mockRestore();
    });
  });
});
