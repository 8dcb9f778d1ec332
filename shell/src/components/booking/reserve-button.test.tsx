import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { Toaster } from 'sonner';

import { ReserveButton, type ReserveButtonProps } from './reserve-button';

function CurrentPath() {
  const location = useLocation();
  return <p data-testid="path">{`${location.pathname}${location.search}`}</p>;
}

function renderButton(props: ReserveButtonProps = {}) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <ReserveButton {...props} />
            <CurrentPath />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: ['/about'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup() };
}

const reserve = () => screen.getByRole('button', { name: 'Reserve Your Spot' });
const reserveLink = () => screen.getByRole('link', { name: 'Reserve Your Spot' });
const calendarUrl = (itemId: number, flowId = 1219724) =>
  `https://fareharbor.com/embeds/book/catsabouttowntours/items/${itemId}/calendar/?flow=${flowId}&full-items=yes`;

afterEach(() => {
  delete window.FH;
  delete window.gtag;
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

describe('ReserveButton', () => {
  it('reads "Reserve Your Spot" by default and takes the variant class', () => {
    renderButton({ variant: 'secondary', className: 'wide' });
    expect(reserve()).toHaveClass('button-secondary', 'wide');
  });

  it("is a link to the item's calendar in a new tab, before any code runs", () => {
    renderButton({ itemId: 604533, flowId: 42 });
    expect(reserveLink()).toHaveAttribute('href', calendarUrl(604533, 42));
    expect(reserveLink()).toHaveAttribute('target', '_blank');
    expect(reserveLink()).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the provider overlay for the item instead when its script is on the page', async () => {
    const open = jest.fn();
    window.FH = { open };
    const { user } = renderButton({ itemId: 577800 });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    reserveLink().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith({
      shortname: 'catsabouttowntours',
      fallback: 'simple',
      flow: 1219724,
      view: { item: 577800 },
    });
    expect(screen.getByTestId('path')).toHaveTextContent('/about');
    await user.click(reserveLink());
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('lets the link open the calendar in a new tab when the provider script is not there', () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    renderButton({ itemId: 604533 });
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    reserveLink().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(gtag).toHaveBeenCalledWith('event', 'begin_booking', { item_id: 604533 });
  });

  it('shows "Booking Error" and goes to /booking when the calendar cannot open', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    window.FH = {
      open: () => {
        throw new Error('provider down');
      },
    };
    const { user } = renderButton({ itemId: 577800 });
    await user.click(reserveLink());
    expect(await screen.findByText('Booking Error')).toBeInTheDocument();
    expect(
      screen.getByText(
        "We're having trouble opening the booking calendar. Please try again later.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/booking$/);
  });

  it('runs a custom click handler when no item is given', async () => {
    const onClick = jest.fn();
    const { user } = renderButton({ onClick, href: '/tours' });
    await user.click(reserve());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('path')).toHaveTextContent('/about');
  });

  it('shows "Navigation Error" with neither an item, a handler nor a link', async () => {
    const { user } = renderButton();
    await user.click(reserve());
    expect(await screen.findByText('Navigation Error')).toBeInTheDocument();
    expect(
      screen.getByText("We're having trouble with this button. Please try again later."),
    ).toBeInTheDocument();
    expect(screen.getByTestId('path')).toHaveTextContent('/about');
  });

  it('is a link to an internal address, followed with the router', async () => {
    const { user } = renderButton({ href: '/booking?itemId=577800' });
    expect(reserveLink()).toHaveAttribute('href', '/booking?itemId=577800');
    await user.click(reserveLink());
    expect(screen.getByTestId('path')).toHaveTextContent('/booking?itemId=577800');
  });

  it('sends begin_booking, reserve_button_click and the extra event when gtag exists', async () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    window.FH = { open: jest.fn() };
    const { user } = renderButton({ itemId: 562630, analyticsEvent: 'exit_intent_booking_click' });
    await user.click(reserveLink());
    expect(gtag.mock.calls.map((call: unknown[]) => call[1])).toEqual([
      'begin_booking',
      'reserve_button_click',
      'exit_intent_booking_click',
    ]);
    expect(gtag).toHaveBeenCalledWith('event', 'begin_booking', { item_id: 562630 });
  });

  it('still opens the calendar when analytics throws', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.gtag = () => {
      throw new Error('analytics blocked');
    };
    const open = jest.fn();
    window.FH = { open };
    const { user } = renderButton({ itemId: 562630 });
    await user.click(reserveLink());
    expect(open).toHaveBeenCalled();
  });

  it('preloads the provider script once the browser is idle after mounting', () => {
    jest.useFakeTimers();
    try {
      renderButton({ href: '/booking' });
      expect(document.querySelector('script[data-booking-script]')).toBeNull();
      act(() => jest.advanceTimersByTime(1000));
      expect(document.querySelector('script[data-booking-script]')).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
