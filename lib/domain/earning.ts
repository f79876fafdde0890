// Earning rules (configured as data): step → Räppli, caps per business day and week, a lifetime
// cap, and dedupe by an item key taken from the event data (e.g. data.article_id).
export type EarningRule = {
  step: string;
  points: number;
  reason: string;
  dailyCap: number | null;
  weeklyCap: number | null;
  lifetimeCap: number | null;
  dedupeField: string | null;
};

export type EarnHistory = {
  /** Awards of this step for this member today / this week / ever. */
  awardedToday: number;
  awardedThisWeek: number;
  awardedEver: number;
  /** An earlier award for the same item key exists. */
  duplicate: boolean;
};

export type EarnDecision = { awarded: number; reason: 'awarded' | 'duplicate' | 'daily_cap' | 'weekly_cap' | 'lifetime_cap' | 'missing_item' };

/** The item key of an event under a rule, or null when the rule does not dedupe. */
export function itemKey(rule: Pick<EarningRule, 'dedupeField'>, data: Record<string, unknown>): string | null | undefined {
  if (!rule.dedupeField) return null;
  const v = data[rule.dedupeField];
  if (typeof v === 'string' && v.trim() !== '') return v.trim().slice(0, 200);
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined; // the rule needs a key and the event has none
}

export function decideAward(rule: EarningRule, history: EarnHistory, key: string | null | undefined): EarnDecision {
  if (key === undefined) return { awarded: 0, reason: 'missing_item' };
  if (history.duplicate) return { awarded: 0, reason: 'duplicate' };
  if (rule.lifetimeCap !== null && history.awardedEver >= rule.lifetimeCap) return { awarded: 0, reason: 'lifetime_cap' };
  if (rule.dailyCap !== null && history.awardedToday >= rule.dailyCap) return { awarded: 0, reason: 'daily_cap' };
  if (rule.weeklyCap !== null && history.awardedThisWeek >= rule.weeklyCap) return { awarded: 0, reason: 'weekly_cap' };
  return { awarded: rule.points, reason: 'awarded' };
}
