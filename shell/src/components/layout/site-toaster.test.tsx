import { act, render, screen } from '@testing-library/react';
import { business } from 'shared-types';
import { toast } from 'sonner';

import { SiteToaster } from './site-toaster';

afterEach(() => jest.useRealTimers());

describe('the toasts', () => {
  it('show at most 3 at once and each lasts 4000 ms', () => {
    expect(business.toasts).toEqual({ durationMs: 4000, visible: 3 });
    jest.useFakeTimers();
    render(<SiteToaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast(`Notice ${n}`);
    });
    // Sonner hands new toasts to its outlet on the next tick.
    act(() => jest.advanceTimersByTime(10));
    const shown = Array.from(document.querySelectorAll('[data-sonner-toast][data-visible="true"]'));
    expect(shown).toHaveLength(3);
    expect(screen.getByRole('region', { name: /Notifications/ })).toBeInTheDocument();

    act(() => toast.dismiss());
    act(() => jest.advanceTimersByTime(1000));
    act(() => {
      toast('Short-lived');
    });
    act(() => jest.advanceTimersByTime(10));
    act(() => jest.advanceTimersByTime(business.toasts.durationMs - 100));
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Short-lived')).not.toBeInTheDocument();
  });
});
