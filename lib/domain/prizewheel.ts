// The daily prize wheel's rules (docs/games.md, Prize wheel), pure: which segments are still in
// the draw, the weighted pick among them, and how many spins a member has on a business day.
import { weightedPick } from './draw';

/** A reward prize's hold (a reservation) and a won pass's order carry this prefix: only the wheel's claim confirms them. */
export const PRIZE_HOLD_PREFIX = 'wheel-';
export const isPrizeHold = (reservationId: string) => reservationId.startsWith(PRIZE_HOLD_PREFIX);

export type WheelSegment = {
  id: number;
  kind: 'points' | 'pass' | 'reward' | 'nothing' | 'retry';
  amount: number | null;
  weight: number;
  dailyBudget: number | null;
};

/** What one win of a segment takes from its daily budget: its Räppli, or one prize. */
export const budgetCost = (s: Pick<WheelSegment, 'kind' | 'amount'>) => (s.kind === 'points' ? (s.amount ?? 0) : 1);

/**
 * The segments a spin can land on today: a segment whose budget cannot pay one more win drops
 * out, so the others' weights share the whole wheel (the pick renormalises by their sum).
 */
export function segmentsInBudget<S extends WheelSegment>(segments: readonly S[], usedToday: ReadonlyMap<number, number>): S[] {
  return segments.filter((s) => s.dailyBudget === null || (usedToday.get(s.id) ?? 0) + budgetCost(s) <= s.dailyBudget);
}

/** One segment, with probability weight / Σ weights of those given; null when none is left. */
export const pickSegment = <S extends WheelSegment>(segments: readonly S[], randomInt: (max: number) => number) => weightedPick(segments, randomInt);

/** Spins a member has on a business day: one, and one more for each `retry` outcome that day. */
export function spinsAllowed(todaysOutcomes: readonly WheelSegment['kind'][]): number {
  return 1 + todaysOutcomes.filter((k) => k === 'retry').length;
}

/** The expected Räppli of one spin among the given segments (what editors see beside the weights). */
export function expectedPoints(segments: readonly Pick<WheelSegment, 'kind' | 'amount' | 'weight'>[]): number {
  const total = segments.reduce((s, x) => s + x.weight, 0);
  if (total === 0) return 0;
  return segments.reduce((s, x) => s + (x.kind === 'points' ? (x.amount ?? 0) * x.weight : 0), 0) / total;
}

/**
 * Whether a reward can be what a segment gives: a pass segment a pass (delivered as «custom»), a
 * reward segment a prize to buy that is not a pass. The console's picker and the API both ask this.
 */
export function rewardFitsSegment(kind: WheelSegment['kind'], reward: { type: string; delivery: string }): boolean {
  if (kind === 'pass') return reward.delivery === 'custom';
  if (kind === 'reward') return reward.type === 'buy' && reward.delivery !== 'custom';
  return false;
}
