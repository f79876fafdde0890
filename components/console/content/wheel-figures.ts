import type { ConsoleItem } from '@/lib/contracts/console-content';
import type { SegmentKind } from '@/lib/contracts/games';
import { expectedPoints } from '@/lib/domain/prizewheel';

// The prize wheel's figures over its segments as the console lists them (docs/games.md, Console):
// what a spin is worth on average and each segment's share of the wheel — over the published
// segments, as members see them before any budget of the day is spent.

type Item = Pick<ConsoleItem<Record<string, unknown>>, 'id' | 'live' | 'draft' | 'status'>;

const segment = (v: Record<string, unknown>) => ({
  kind: v.kind as SegmentKind,
  amount: typeof v.amount === 'number' ? v.amount : null,
  weight: typeof v.weight === 'number' ? v.weight : 0,
});

export type WheelFigures = {
  /** Published segments and the sum of their weights. */
  count: number;
  totalWeight: number;
  /** Räppli per spin on average (expectedPoints). */
  expected: number;
  /** The same once the pending drafts are published; null when none is pending. */
  withDrafts: number | null;
  /** weight ÷ Σ weights of each published segment, by id. */
  shares: Map<number | string, number>;
};

export function wheelFigures(items: readonly Item[]): WheelFigures {
  const onWheel = items.filter((i) => i.status === 'published');
  const live = onWheel.map((i) => segment(i.live));
  const totalWeight = live.reduce((s, x) => s + x.weight, 0);
  return {
    count: onWheel.length,
    totalWeight,
    expected: expectedPoints(live),
    withDrafts: onWheel.some((i) => i.draft) ? expectedPoints(onWheel.map((i) => segment(i.draft ?? i.live))) : null,
    shares: new Map(onWheel.map((i, k) => [i.id, totalWeight === 0 ? 0 : live[k]!.weight / totalWeight])),
  };
}
