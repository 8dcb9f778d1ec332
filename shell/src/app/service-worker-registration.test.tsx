import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';

import { SKIP_WAITING_MESSAGE } from './service-worker-messages';
import {
  registerServiceWorker,
  UPDATE_MESSAGE,
  UPDATE_TITLE,
  type ServiceWorkers,
} from './service-worker-registration';

/** A stand-in for a worker: its state and the messages it was sent. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = jest.fn();

  /** Moves to `state`, as the browser says it. */
  become(state: ServiceWorkerState) {
    this.state = state;
    act(() => {
      this.dispatchEvent(new Event('statechange'));
    });
  }
}

/** A stand-in for the registration the browser resolves `register` with. */
class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;

  /** A new worker is found and starts installing. */
  findUpdate(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    act(() => {
      this.dispatchEvent(new Event('updatefound'));
    });
    return worker;
  }
}

/**
 * A stand-in for `navigator.serviceWorker`: controlled by a worker when `controlled`, with
 * `register` resolving to `registration` (or failing with `failure`, or resolving to nothing when
 * `blocked`, as a browser under automation that blocks workers does).
 */
function fakeServiceWorkers({
  controlled = true,
  registration = new FakeRegistration(),
  failure,
  blocked = false,
}: {
  controlled?: boolean;
  registration?: FakeRegistration;
  failure?: Error;
  blocked?: boolean;
} = {}) {
  const container = new EventTarget();
  const active = new FakeWorker();
  active.state = 'activated';
  const serviceWorkers = Object.assign(container, {
    controller: controlled ? new FakeWorker() : null,
    ready: Promise.resolve({ active }),
    register: jest.fn(() =>
      failure ? Promise.reject(failure) : Promise.resolve(blocked ? undefined : registration),
    ),
  }) as unknown as ServiceWorkers & { register: jest.Mock };
  /** The page's controller changes: a waiting worker took over. */
  const takeOver = () =>
    act(() => {
      container.dispatchEvent(new Event('controllerchange'));
    });
  return { serviceWorkers, registration, takeOver, active };
}

/** Lets the registration's promise settle. */
const registered = () =>
  act(async () => {
    await Promise.resolve();
  });

beforeAll(() => {
  // Sonner captures the pointer on a toast (swipe to dismiss); jsdom has no pointer capture.
  Object.assign(HTMLElement.prototype, { setPointerCapture: () => undefined });
});

afterEach(() => {
  // Sonner keeps its toasts between renders: each test starts with none.
  act(() => {
    toast.dismiss();
  });
  jest.restoreAllMocks();
  Reflect.deleteProperty(globalThis, 'Notification');
});

describe('registerServiceWorker', () => {
  it('registers /sw.js once the window has loaded', () => {
    const { serviceWorkers } = fakeServiceWorkers();
    jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    registerServiceWorker({ serviceWorkers });
    expect(serviceWorkers.register).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(serviceWorkers.register).toHaveBeenCalledWith('/sw.js');
  });

  it('offers "Update available" with Reload when a new worker waits, then reloads', async () => {
    const { serviceWorkers, registration, takeOver } = fakeServiceWorkers();
    const reload = jest.fn();
    render(<Toaster />);
    registerServiceWorker({ serviceWorkers, reload });
    await registered();
    const worker = registration.findUpdate();
    worker.become('installed');
    expect(await screen.findByText(UPDATE_TITLE)).toBeInTheDocument();
    expect(UPDATE_TITLE).toBe('Update available');
    expect(UPDATE_MESSAGE).toBe('A new version of the app is available. Refresh to update.');
    expect(screen.getByText(UPDATE_MESSAGE)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(worker.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(SKIP_WAITING_MESSAGE).toEqual({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
    // Another tab's Reload, or the event again: still one reload.
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offers the update of a worker that was already waiting when the page loaded', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    registration.waiting.state = 'installed';
    const { serviceWorkers } = fakeServiceWorkers({ registration });
    render(<Toaster />);
    registerServiceWorker({ serviceWorkers });
    await registered();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Reload' }));
    expect(registration.waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
  });

  it('neither offers an update nor reloads when the first worker installs', async () => {
    const { serviceWorkers, registration, takeOver } = fakeServiceWorkers({ controlled: false });
    const reload = jest.fn();
    const notification = notificationsWith('granted');
    registerServiceWorker({ serviceWorkers, reload });
    await registered();
    registration.findUpdate().become('installed');
    takeOver();
    expect(notification).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('hands what a first visit loaded to the worker once it is active', async () => {
    const { serviceWorkers, active } = fakeServiceWorkers({ controlled: false });
    const handOver = jest.fn();
    registerServiceWorker({ serviceWorkers, handOver });
    await registered();
    await registered();
    expect(handOver).toHaveBeenCalledWith(active);
  });

  it('hands nothing over on a page a worker controls: it has seen every request', async () => {
    const { serviceWorkers } = fakeServiceWorkers({ controlled: true });
    const handOver = jest.fn();
    registerServiceWorker({ serviceWorkers, handOver });
    await registered();
    await registered();
    expect(handOver).not.toHaveBeenCalled();
  });

  /** A `Notification` whose permission is `permission`, as the browser's global. */
  function notificationsWith(permission: NotificationPermission) {
    const notification = jest.fn();
    Object.assign(notification, { permission });
    Object.defineProperty(globalThis, 'Notification', { configurable: true, value: notification });
    return notification;
  }

  /** The page's `Notification` once an update has installed, with notifications at `permission`. */
  async function notificationOfAnUpdate(permission: NotificationPermission) {
    const { serviceWorkers, registration } = fakeServiceWorkers();
    const notification = notificationsWith(permission);
    registerServiceWorker({ serviceWorkers });
    await registered();
    registration.findUpdate().become('installed');
    return notification;
  }

  it('also shows a system notification when notifications are allowed', async () => {
    const notification = await notificationOfAnUpdate('granted');
    expect(notification).toHaveBeenCalledWith('Update available', {
      body: 'A new version of the app is available. Refresh to update.',
    });
  });

  it('shows no system notification without permission', async () => {
    const notification = await notificationOfAnUpdate('default');
    expect(notification).not.toHaveBeenCalled();
  });

  it('only logs a failed registration', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('sw.js 404');
    const { serviceWorkers } = fakeServiceWorkers({ failure });
    expect(() => registerServiceWorker({ serviceWorkers })).not.toThrow();
    await registered();
    expect(logged).toHaveBeenCalledWith('Service worker registration failed', failure);
  });

  it('does nothing more when the registration resolves without one (workers blocked)', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { serviceWorkers } = fakeServiceWorkers({ blocked: true });
    registerServiceWorker({ serviceWorkers });
    await registered();
    await new Promise((resolve) => setTimeout(resolve, 10));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    expect(logged).not.toHaveBeenCalled();
  });
});
