import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';

import { BookingCalendar } from './booking-calendar';

beforeEach(() => {
  // The reachability probe is the only network call; it stays on its way here.
  jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise(() => undefined));
});

afterEach(() => jest.restoreAllMocks());

it('holds the calendar’s room and says it is loading while its code arrives, then shows it', async () => {
  await act(async () => {
    render(<BookingCalendar itemId={577800} />);
  });
  act(() => mockAllIsIntersecting(true));
  expect(screen.getByText('Loading calendar...')).toBeInTheDocument();
  expect(document.querySelector('iframe')?.src).toContain('/items/577800/calendar/');
});

it('hydrates a prerendered calendar as it is', async () => {
  const container = document.createElement('div');
  // Its code has loaded (the test above), so it renders whole, as the prerender renders it.
  container.innerHTML = renderToString(<BookingCalendar itemId={604533} />);
  expect(container.innerHTML).not.toContain('<!--$!-->');
  document.body.append(container);
  const prerendered = container.firstElementChild;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <BookingCalendar itemId={604533} />, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  expect(errors).toEqual([]);
  expect(container.firstElementChild).toBe(prerendered);
  container.remove();
});
