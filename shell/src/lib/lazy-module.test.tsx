import { act, render, screen } from '@testing-library/react';
import { useSyncExternalStore } from 'react';

import { lazyModule } from './lazy-module';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

it('loads once, however often it is asked, and keeps what it loaded', async () => {
  const importer = jest.fn(() => Promise.resolve({ answer: 42 }));
  const module = lazyModule(importer);
  expect(module.get()).toBeUndefined();

  const first = module.load();
  expect(module.load()).toBe(first);
  await expect(first).resolves.toEqual({ answer: 42 });
  expect(module.get()).toEqual({ answer: 42 });
  await module.load();
  expect(importer).toHaveBeenCalledTimes(1);
});

it('forgets a failed load, so the next call tries again', async () => {
  const attempts = [deferred<string>(), deferred<string>()];
  let calls = 0;
  const module = lazyModule(() => attempts[calls++]!.promise);

  const failed = module.load();
  attempts[0]!.reject(new Error('ChunkLoadError'));
  await expect(failed).rejects.toThrow('ChunkLoadError');
  expect(module.get()).toBeUndefined();

  const retried = module.load();
  expect(retried).not.toBe(failed);
  attempts[1]!.resolve('loaded');
  await expect(retried).resolves.toBe('loaded');
  expect(module.get()).toBe('loaded');
});

it('renders a component again when the value arrives, and after a reset starts afresh', async () => {
  const arrival = deferred<string>();
  const importer = jest.fn(() => arrival.promise);
  const module = lazyModule(importer);
  function Reader() {
    const value = useSyncExternalStore(module.subscribe, module.get, () => undefined);
    return <p>{value ?? 'not yet'}</p>;
  }
  render(<Reader />);
  expect(screen.getByText('not yet')).toBeInTheDocument();

  await act(async () => {
    void module.load();
    arrival.resolve('arrived');
    await arrival.promise;
  });
  expect(screen.getByText('arrived')).toBeInTheDocument();

  act(() => module.reset());
  expect(screen.getByText('not yet')).toBeInTheDocument();
  await act(() => module.load());
  expect(importer).toHaveBeenCalledTimes(2);
  expect(screen.getByText('arrived')).toBeInTheDocument();
});

it('ignores a load that was in flight when it was reset', async () => {
  const stale = deferred<string>();
  const module = lazyModule(() => stale.promise);
  const listener = jest.fn();
  module.subscribe(listener);
  const loading = module.load();
  module.reset();
  stale.resolve('stale');
  await loading;
  expect(module.get()).toBeUndefined();
  expect(listener).not.toHaveBeenCalled();
});
