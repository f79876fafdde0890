// Earning rules (configured as data): step → Räppli, caps per business day and week, a lifetime
// cap, and dedupe by an item key taken from the event data (e.g. data.article_id). The item key is
// computed here; the decision is taken in the database (see EarnDecision).
export type EarningRule = {
  step: string;
  points: number;
  reason: string;
  dailyCap: number | null;
  weeklyCap: number | null;
  lifetimeCap: number | null;
  dedupeField: string | null;
};

/** What an event was paid, and why not when 0. The decision itself is made by the database function
 * raeppli_earn_event (lib/server/db/functions/40-earn.sql), in the same call that reads the member's history under its lock. */
export type EarnDecision = { awarded: number; reason: 'awarded' | 'duplicate' | 'daily_cap' | 'weekly_cap' | 'lifetime_cap' | 'missing_item' };

/** The item key of an event under a rule, or null when the rule does not dedupe. */
export function itemKey(rule: Pick<EarningRule, 'dedupeField'>, data: Record<string, unknown>): string | null | undefined {
  if (!rule.dedupeField) return null;
  const v = data[rule.dedupeField];
  if (typeof v === 'string' && v.trim() !== '') return v.trim().slice(0, 200);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined; // the rule needs a key and the event has none
}
