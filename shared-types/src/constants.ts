// The business's constants (./business.ts) as the `business` namespace, and the rules computed
// from them.
import { dataFetching, pricing, privateTours } from './business';

export * as business from './business';

/** Total price of a private tour: the minimum covers the included guests, then per extra guest. */
export function privateTourTotal(guests: number): number {
  const { privateMinimum, privateIncludedGuests, privatePerExtraGuest } = pricing;
  return privateMinimum + Math.max(0, guests - privateIncludedGuests) * privatePerExtraGuest;
}

/** Guest count from the calculator input: empty or non-numeric becomes 1, then clamped to 1..30. */
export function clampGuests(raw: string): number {
  const { calculatorMin, calculatorMax } = privateTours;
  const parsed = Number.parseInt(raw, 10);
  if (Number.isNaN(parsed)) return calculatorMin;
  return Math.min(calculatorMax, Math.max(calculatorMin, parsed));
}

/** Back-off before retry `attempt` (0-based): min(1000 × 2^attempt, 30000) ms. */
export function retryDelayMs(attempt: number): number {
  const { retryBaseDelayMs, retryMaxDelayMs } = dataFetching;
  return Math.min(retryBaseDelayMs * 2 ** attempt, retryMaxDelayMs);
}
