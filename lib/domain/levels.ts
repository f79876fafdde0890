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
