import { render } from '@testing-library/react';

import { CALENDAR_SHOWN_ATTRIBUTE, useMarkCalendarShown } from './use-calendar-shown';

function Calendar({ shown }: { shown: boolean }) {
  useMarkCalendarShown(shown);
  return null;
}

const marked = () => document.documentElement.hasAttribute(CALENDAR_SHOWN_ATTRIBUTE);

describe('useMarkCalendarShown', () => {
  it('marks the root while a calendar shows, and unmarks it when it leaves the screen', () => {
    const view = render(<Calendar shown={false} />);
    expect(marked()).toBe(false);
    view.rerender(<Calendar shown />);
    expect(marked()).toBe(true);
    view.rerender(<Calendar shown={false} />);
    expect(marked()).toBe(false);
  });

  it('keeps the mark while any of two calendars shows, and drops it with the page', () => {
    const first = render(<Calendar shown />);
    const second = render(<Calendar shown />);
    first.rerender(<Calendar shown={false} />);
    expect(marked()).toBe(true);
    second.unmount();
    expect(marked()).toBe(false);
    first.unmount();
    expect(marked()).toBe(false);
  });
});
