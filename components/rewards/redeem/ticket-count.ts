/**
 * What the ticket field says (docs/product.md §9.8): the number of tickets it stands for, or why it
 * stands for none. More than the most there can be counts as the most (and says so); otherwise the
 * rules are the donation's (donation-amount.ts), in its order: a fraction is not a whole number
 * (0.5 too), then less than 1 (an empty field, 0, negative) is below the least. "Weiter" waits
 * exactly while there is a problem. `max` is at least 1: with none to take the step asks for nothing.
 */
export type TicketProblem = 'atLeast' | 'whole';
export type TicketCount = { count: number; clamped: boolean; problem: null } | { count: null; clamped: false; problem: TicketProblem };

export function readTicketCount(raw: string, max: number): TicketCount {
  const text = raw.trim();
  const v = text === '' ? 0 : Number(text);
  if (v > max && max >= 1) return { count: max, clamped: true, problem: null };
  // NaN (what the browser leaves of a non-number) is no whole number either.
  if (!Number.isInteger(v)) return { count: null, clamped: false, problem: 'whole' };
  if (v < 1) return { count: null, clamped: false, problem: 'atLeast' };
  return { count: v, clamped: false, problem: null };
}
