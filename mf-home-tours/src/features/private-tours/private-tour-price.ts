// The price calculator's arithmetic, from the private-tour prices and limits in shared-types.
import { business } from 'shared-types';

/** Total price of a private tour: the minimum covers the included guests, then per extra guest. */
export function privateTourTotal(guests: number): number {
  const { privateMinimum, privateIncludedGuests, privatePerExtraGuest } = business.pricing;
  return privateMinimum + Math.max(0, guests - privateIncludedGuests) * privatePerExtraGuest;
}

/** Guest count from the calculator input: empty or non-numeric becomes 1, then clamped to 1..30. */
export function clampGuests(raw: string): number {
  const { calculatorMin, calculatorMax } = business.privateTours;
  const parsed = Number.parseInt(raw, 10);
  if (Number.isNaN(parsed)) return calculatorMin;
  return Math.min(calculatorMax, Math.max(calculatorMin, parsed));
}
