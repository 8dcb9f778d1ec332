/**
 * Code (or anything else) that is loaded on demand, once: what a first screen does not need. Its
 * state is an external store, so a component reads it with
 * `useSyncExternalStore(module.subscribe, module.get, () => undefined)` and renders again when it
 * arrives.
 */
export interface LazyModule<T> {
  /**
   * Starts the load on the first call; later calls share it. A failed load is forgotten, so the
   * next call tries again.
   */
  load(): Promise<T>;
  /** The loaded value, or undefined before it has arrived. */
  get(): T | undefined;
  /** Calls `listener` whenever the value arrives or is forgotten; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Forgets the value and any load in flight: the next `load` starts afresh. */
  reset(): void;
}

/** A {@link LazyModule} whose value `importer` loads. */
export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  return {
    load() {
      if (pending) return pending;
      const loading = importer().then(
        (loaded) => {
          if (pending === loading) {
            value = loaded;
            notify();
          }
          return loaded;
        },
        (error: unknown) => {
          if (pending === loading) pending = undefined;
          throw error;
        },
      );
      pending = loading;
      return loading;
    },
    get: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    reset() {
      const had = value !== undefined;
      value = undefined;
      pending = undefined;
      if (had) notify();
    },
  };
}
