import { act, screen } from '@testing-library/react';

/** Expects `text` to stay on screen for `ms` of the fake clock, and to be gone right after. */
export function expectShownFor(text: string, ms: number) {
  act(() => jest.advanceTimersByTime(ms - 1));
  expect(screen.getByText(text)).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1));
  expect(screen.queryByText(text)).not.toBeInTheDocument();
}
