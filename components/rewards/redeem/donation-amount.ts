/**
 * Why the donation field stands for no amount, or null when it does (docs/product.md §9.9): whole
 * Räppli (a fraction says so, 0.5 too), then at least one, then at most `max`. An emptied field (the
 * browser reads it as NaN) is no amount either and says so. "Weiter" waits exactly while there is a
 * problem, so it is never on without a reason on screen. The ticket field follows the same rules
 * (ticket-count.ts). `max` is at least 1: with nothing to give the step asks for nothing (limits.ts).
 */
export type DonationProblem = 'empty' | 'whole' | 'atLeast' | 'atMost';

export function donationProblem(value: number, max: number): DonationProblem | null {
  if (!Number.isFinite(value)) return 'empty';
  if (!Number.isInteger(value)) return 'whole';
  if (value < 1) return 'atLeast';
  if (value > max) return 'atMost';
  return null;
}
