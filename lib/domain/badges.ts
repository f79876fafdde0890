// Badge rules over a member's history. Each badge is awarded once.
export type BadgeRule =
  { type: 'stepCount'; step: string; min: number } | { type: 'streak'; step: string; days: number } | { type: 'spendCount'; kind: string; min: number };

export type MemberHistory = {
  /** Events per step (awarded or not). */
  stepCounts: Record<string, number>;
  /** Business days (YYYY-MM-DD) with at least one event, per step. */
  stepDays: Record<string, readonly string[]>;
  /** Debits per ledger kind (e.g. 'reward', 'donation'). */
  spendCounts: Record<string, number>;
};

/** The longest run of consecutive days in a list of YYYY-MM-DD dates. */
export function longestStreak(days: readonly string[]): number {
  const sorted = [...new Set(days)].sort();
  let best = 0;
  let run = 0;
  let prev: number | null = null;
  for (const d of sorted) {
    const t = Date.parse(`${d}T00:00:00Z`) / 86_400_000;
    run = prev !== null && t - prev === 1 ? run + 1 : 1;
    best = Math.max(best, run);
    prev = t;
  }
  return best;
}

export function meetsBadgeRule(rule: BadgeRule, h: MemberHistory): boolean {
  switch (rule.type) {
    case 'stepCount':
      return (h.stepCounts[rule.step] ?? 0) >= rule.min;
    case 'streak':
      return longestStreak(h.stepDays[rule.step] ?? []) >= rule.days;
    case 'spendCount':
      return (h.spendCounts[rule.kind] ?? 0) >= rule.min;
  }
}
