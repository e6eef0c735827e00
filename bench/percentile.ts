/** The value at `fraction` (0.5 for p50, 1 for the maximum) of ascending timings; 0 when there are none. */
export function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}
