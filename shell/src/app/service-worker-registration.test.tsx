import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import type { Workbox } from 'workbox-window';

import { registerServiceWorker, UPDATE_MESSAGE, UPDATE_TITLE } from './service-worker-registration';

type Listener = (event: { isUpdate?: boolean }) => void;

/** A stand-in for workbox-window's controller that the test can fire events on. */
function fakeWorkbox(register: () => Promise<unknown> = () => Promise.resolve(undefined)) {
  const listeners = new Map<string, Listener[]>();
  const workbox = {
    addEventListener: jest.fn((type: string, listener: Listener) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    register: jest.fn(register),
    messageSkipWaiting: jest.fn(),
  };
  const fire = (type: string, event: { isUpdate?: boolean } = {}) =>
    act(() => listeners.get(type)?.forEach((listener) => listener(event)));
  return { workbox, fire, create: jest.fn(() => workbox as unknown as Workbox) };
}

beforeAll(() => {
  // jsdom has no service workers; the registration only checks that the browser has them.
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  // Sonner captures the pointer on a toast (swipe to dismiss); jsdom has no pointer capture.
  Object.assign(HTMLElement.prototype, { setPointerCapture: () => undefined });
});

afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(globalThis, 'Notification');
});

describe('registerServiceWorker', () => {
  it('registers /sw.js once the window has loaded', () => {
    const { create, workbox } = fakeWorkbox();
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    registerServiceWorker({ createWorkbox: create });
    expect(create).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(create).toHaveBeenCalledWith('/sw.js');
    expect(workbox.register).toHaveBeenCalledWith({ immediate: true });
  });

  it('offers "Update available" with Reload when a new worker waits, then reloads', async () => {
    const { create, workbox, fire } = fakeWorkbox();
    const reload = jest.fn();
    render(<Toaster />);
    registerServiceWorker({ createWorkbox: create, reload });
    fire('waiting');
    expect(await screen.findByText(UPDATE_TITLE)).toBeInTheDocument();
    expect(UPDATE_TITLE).toBe('Update available');
    expect(UPDATE_MESSAGE).toBe('A new version of the app is available. Refresh to update.');
    expect(screen.getByText(UPDATE_MESSAGE)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    fire('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the first worker takes control', () => {
    const { create, fire } = fakeWorkbox();
    const reload = jest.fn();
    registerServiceWorker({ createWorkbox: create, reload });
    fire('controlling', { isUpdate: false });
    expect(reload).not.toHaveBeenCalled();
  });

  /** A `Notification` whose permission is `permission`, as the browser's global. */
  function notificationsWith(permission: NotificationPermission) {
    const notification = jest.fn();
    Object.assign(notification, { permission });
    Object.defineProperty(globalThis, 'Notification', { configurable: true, value: notification });
    return notification;
  }

  it('also shows a system notification when notifications are allowed', () => {
    const { create, fire } = fakeWorkbox();
    const notification = notificationsWith('granted');
    registerServiceWorker({ createWorkbox: create });
    fire('waiting');
    expect(notification).toHaveBeenCalledWith('Update available', {
      body: 'A new version of the app is available. Refresh to update.',
    });
  });

  it('shows no system notification without permission', () => {
    const { create, fire } = fakeWorkbox();
    const notification = notificationsWith('default');
    registerServiceWorker({ createWorkbox: create });
    fire('waiting');
    expect(notification).not.toHaveBeenCalled();
  });

  it('only logs a failed registration', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('sw.js 404');
    const { create } = fakeWorkbox(() => Promise.reject(failure));
    expect(() => registerServiceWorker({ createWorkbox: create })).not.toThrow();
    await act(async () => {
      await Promise.resolve();
    });
    expect(logged).toHaveBeenCalledWith('Service worker registration failed', failure);
  });
});
