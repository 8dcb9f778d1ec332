/**
 * Resolves once `promise` has resolved, or after `maxWaitMs`, whichever comes first: for code the
 * first render would rather have, but must not wait on for long.
 */
export function waitAtMost(promise: Promise<void>, maxWaitMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, maxWaitMs);
  });
  return Promise.race([promise, timeout]).then(() => clearTimeout(timer));
}
