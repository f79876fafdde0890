// The test oracle for the console's Web Vitals figures: the server computes them in SQL
// (lib/server/services/vitals.ts, percentile_cont), the API suite checks them against this.

/** The 75th percentile by linear interpolation (PostgreSQL's percentile_cont); null for no values. */
export function p75(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const at = 0.75 * (sorted.length - 1);
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}
