/**
 * Why the donation field stands for no amount, or null when it does (docs/product.md §9.9): whole
 * Räppli, at least one, at most `max`. An emptied field (the browser reads it as NaN) is no amount
 * either and says so. "Weiter" waits exactly while there is a problem, so it is never on without
 * a reason on screen.
 */
export type DonationProblem = 'empty' | 'whole' | 'atLeast' | 'atMost';

export function donationProblem(value: number, max: number): DonationProblem | null {
  if (!Number.isFinite(value)) return 'empty';
  if (!Number.isInteger(value)) return 'whole';
  if (value < 1) return 'atLeast';
  if (value > max) return 'atMost';
  return null;
}
