import { act, render, screen } from '@testing-library/react';
import { business } from 'shared-types';

import { toast } from '../../lib/toasts';
import { SiteToaster } from './site-toaster';

afterEach(() => jest.useRealTimers());

const region = () => screen.queryByRole('region', { name: /Notifications/ });

// The order matters: sonner loads once per module registry, so the first test sees it unloaded.
describe('the toast outlet', () => {
  it('is not in the page, nor sonner loaded, until the visitor first presses a key', async () => {
    render(<SiteToaster />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(region()).not.toBeInTheDocument();

    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(document.querySelector('[data-sonner-toast]')).toBeNull();
  });

  it('shows at most 3 toasts at once, each for 4000 ms', async () => {
    expect(business.toasts).toEqual({ durationMs: 4000, visible: 3 });
    render(<SiteToaster />);
    for (const n of [1, 2, 3, 4]) toast(`Notice ${n}`);
    expect(await screen.findByText('Notice 4')).toBeInTheDocument();
    const shown = Array.from(document.querySelectorAll('[data-sonner-toast][data-visible="true"]'));
    expect(shown).toHaveLength(3);

    toast.dismiss();
    jest.useFakeTimers();
    act(() => jest.advanceTimersByTime(1000));
    toast('Short-lived');
    // The facade hands the toast over once sonner's module promise has settled.
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
      jest.advanceTimersByTime(10);
    });
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(business.toasts.durationMs - 100));
    expect(screen.getByText('Short-lived')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.queryByText('Short-lived')).not.toBeInTheDocument();
  });
});
