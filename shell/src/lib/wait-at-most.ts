/**
 * What `promise` resolves to, or undefined once `maxWaitMs` have passed without it: for code the
 * first render would rather have, but must not wait on for long.
 */
export function waitAtMost<T>(promise: Promise<T>, maxWaitMs: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), maxWaitMs);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
