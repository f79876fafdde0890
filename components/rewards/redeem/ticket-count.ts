/**
 * What the ticket field says (docs/product.md §9.8): the number of tickets it stands for, or why it
 * stands for none. More than the most there can be counts as the most (and says so); an empty field,
 * 0 or a fraction is no number of tickets at all, so nothing is priced or bought from it.
 */
export type TicketCount = { count: number; clamped: boolean; problem: null } | { count: null; clamped: false; problem: 'atLeast' | 'whole' };

export function readTicketCount(raw: string, max: number): TicketCount {
  const text = raw.trim();
  const v = text === '' ? 0 : Number(text);
  if (Number.isNaN(v) || v < 1) return { count: null, clamped: false, problem: Number.isNaN(v) ? 'whole' : 'atLeast' };
  if (v > max) return { count: max, clamped: true, problem: null };
  if (!Number.isInteger(v)) return { count: null, clamped: false, problem: 'whole' };
  return { count: v, clamped: false, problem: null };
}
