interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so that a tap or a key press waiting in between is answered first:
 * `scheduler.yield()` where the browser has it (the continuation then goes before other queued
 * work), a timeout otherwise.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
