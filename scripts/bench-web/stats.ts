/** The median of a non-empty list (the mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of an empty list');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The smallest and the largest of a non-empty list, rounded and written `min–max`. */
export function spread(values: readonly number[]): string {
  if (values.length === 0) throw new Error('spread of an empty list');
  return `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;
}

/** A ratio rounded to two decimals, or '—' when the baseline is zero. */
export function ratio(federated: number, baseline: number): string {
  if (baseline === 0) return federated === 0 ? '1.00' : '—';
  return (federated / baseline).toFixed(2);
}
