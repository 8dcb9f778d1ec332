/**
 * Seconds before a failed delivery is tried again: exponential in the number of attempts so far
 * (`base`, 2 × `base`, 4 × `base`…, at most `max`), with "full jitter" so that a burst that SES
 * throttled does not come back as the same burst.
 */
export function retryDelaySeconds(
  attempts: number,
  base: number,
  max: number,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(max, base * 2 ** exponent);
  // Never 0: a message made visible at once would be taken again by the same busy poller.
  return Math.max(1, Math.round(ceiling / 2 + (random() * ceiling) / 2));
}
