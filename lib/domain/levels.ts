// Level maths: levels follow lifetime earned Räppli, never the spendable balance.
export type LevelDef = { id: number; position: number; name: string; threshold: number; imageUrl: string | null };

export type LevelStanding<L extends LevelDef> = {
  level: L | null;
  next: (L & { missing: number; progress: number }) | null;
};

export function levelStanding<L extends LevelDef>(levels: readonly L[], lifetimeEarned: number): LevelStanding<L> {
  const sorted = [...levels].sort((a, b) => a.threshold - b.threshold);
  let index = -1;
  sorted.forEach((l, i) => {
    if (lifetimeEarned >= l.threshold) index = i;
  });
  const level = index >= 0 ? sorted[index]! : null;
  const upcoming = sorted[index + 1];
  if (!upcoming) return { level, next: null };
  const from = level?.threshold ?? 0;
  const span = upcoming.threshold - from;
  const progress = span <= 0 ? 100 : Math.floor(((lifetimeEarned - from) / span) * 100);
  return {
    level,
    next: { ...upcoming, missing: upcoming.threshold - lifetimeEarned, progress: Math.max(0, Math.min(100, progress)) },
  };
}

/**
 * An anonymous member's standing: the first level, whatever they earned (levels are reached by
 * identified members), and the second level as the next one — what logging in would bring. Its
 * `missing` and `progress` count from the first level's threshold, as for an identified member;
 * `missing` is 0 when the Räppli earned already suffice (docs/api.md, `next_level`).
 */
export function anonymousStanding<L extends LevelDef>(levels: readonly L[], lifetimeEarned: number): LevelStanding<L> {
  const [first, second] = [...levels].sort((a, b) => a.threshold - b.threshold);
  if (!first) return { level: null, next: null };
  if (!second) return { level: first, next: null };
  const span = second.threshold - first.threshold;
  const progress = span <= 0 ? 100 : Math.floor(((lifetimeEarned - first.threshold) / span) * 100);
  const missing = Math.max(0, second.threshold - lifetimeEarned);
  return { level: first, next: { ...second, missing, progress: Math.max(0, Math.min(100, progress)) } };
}
