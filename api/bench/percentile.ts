/** The p-th percentile (nearest rank) of some measurements. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) throw new Error("no measurements");
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
