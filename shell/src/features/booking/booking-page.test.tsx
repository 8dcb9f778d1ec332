import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { BookingPage } from './booking-page';

function renderPage(url: string) {
  const router = createMemoryRouter([{ path: '/booking', element: <BookingPage /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

/** The provider's calendar, once its code (a chunk of its own) has loaded. */
// The first import compiles the chunk under Jest, which can take longer than findBy's 1 s.
const calendarFrame = () =>
  screen.findByTitle('Tour booking calendar', undefined, { timeout: 5000 });

beforeEach(() => {
  // The calendar's reachability probe stays pending: the page, not the provider, is under test.
  jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
});

afterEach(() => jest.restoreAllMocks());

describe('BookingPage', () => {
  it('shows the calendar of a numeric itemId with flow 1219724', async () => {
    renderPage('/booking?itemId=577800');
    const src = (await calendarFrame()).getAttribute('src') ?? '';
    expect(src).toContain('/items/577800/calendar/');
    expect(src).toContain('flow=1219724');
    expect(src).toContain('full-items=yes');
  });

  it.each(['abc', '12abc', ''])('uses the default item 562630 for itemId=%p', async (raw) => {
    renderPage(`/booking?itemId=${raw}`);
    expect((await calendarFrame()).getAttribute('src')).toContain('/items/562630/calendar/');
  });

  it('has one h1, the page title and a description', () => {
    renderPage('/booking');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Book Your Tour | Cats About Town Tours');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('$40 per person'),
    );
  });

  it('scrolls smoothly to the calendar from the hero link, which jumps there without code too', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderPage('/booking');
    const link = screen.getByRole('link', { name: 'See Available Dates' });
    expect(link).toHaveAttribute('href', '#calendar');
    await userEvent.setup().click(link);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(screen.getByRole('region', { name: 'Choose your date' })).toHaveFocus();
  });

  it('offers contact by email and the tour facts', () => {
    renderPage('/booking');
    expect(screen.getByRole('link', { name: 'Contact us by email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:hello@catsabouttowntours\.com/),
    );
    expect(screen.getByText('About 2 hours')).toBeInTheDocument();
    expect(screen.getByText('$40 per person')).toBeInTheDocument();
    expect(screen.getByText('Small groups')).toBeInTheDocument();
  });
});
