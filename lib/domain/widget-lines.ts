// What the member's line of a widget says (docs/widgets.md, "The visitor's states"): the reward
// widget's and the special widget's. No text promises an anonymous reader a redemption, and what is
// not on offer for anyone is said as such to every reader (docs/product.md §6.7).
import type { RewardDetail } from '@/lib/contracts/rewards';
import { redeemStatus } from './redeem-status';
import type { SpecialProgress } from '@/lib/domain/special-progress';

/** Why a reward is not on offer for anyone, in the words the reward's detail uses. */
export type RewardClosed = { state: 'not_started'; date: Date } | { state: 'sold_out' | 'raffle_over' | 'advent_over' | 'fund_over' | 'over' };

export type RewardWidgetLine =
  /** Not started, over or sold out: for every reader, signed in or not. */
  | { kind: 'closed'; closed: RewardClosed }
  /** No member's view (no token, an unknown one, /api failed): the widget's notice. */
  | { kind: 'notice' }
  /** Signing in is what helps: an anonymous member, a lost SSO pair, or a subscribers' reward. */
  | { kind: 'sign_in'; reason: 'anonymous' | 'broken' | 'exclusive'; points: number }
  /** A subscribers' reward; `unconfirmed`: is_pur_abo says subscriber, the server knows no subscription. */
  | { kind: 'locked'; points: number; unconfirmed: boolean }
  /** Nothing else in the way: enough Räppli (`missing` 0), or how many are missing. */
  | { kind: 'balance'; points: number; missing: number }
  /** The member's own limits and the rest: the server's words (what reserve would answer). */
  | { kind: 'refused'; points: number; message: string | null };

const INSUFFICIENT: ReadonlySet<string> = new Set(['INSUFFICIENT_FUNDS_REWARD', 'INSUFFICIENT_FUNDS_TICKETS', 'INSUFFICIENT_FUNDS_DONATION']);

/** The least one redeem costs: an item, a ticket or one donated unit; nothing for a free item. */
const leastCost = (r: RewardDetail) => (r.free ? 0 : r.type === 'fund' ? r.redeem.unit_cost : r.cost);

/**
 * The reward's own state, before anything about the reader. Over and sold out come from
 * redeemStatus asked as for a reader it sends to sign in: that is where it says what holds for
 * everyone, whatever a member's own check names first (a subscribers' lock, an opt-out).
 */
function closedForEveryone(reward: RewardDetail): RewardClosed | null {
  if (reward.state === 'running') return null;
  if (reward.state === 'not_started') return reward.starts_at ? { state: 'not_started', date: new Date(reward.starts_at) } : null;
  const signedOut = { ...reward, redeem: { ...reward.redeem, blocker: 'ANONYMOUS_NOT_ALLOWED' as const, message: null, details: null } };
  const status = redeemStatus(signedOut, { purAbo: false });
  if (status.kind === 'drawn') return { state: 'raffle_over' };
  if (status.kind === 'advent_over') return { state: 'advent_over' };
  if (status.kind !== 'refused') return null;
  if (status.code === 'SOLD_OUT') return { state: 'sold_out' };
  if (status.code === 'RAFFLE_OVER') return { state: 'raffle_over' };
  return { state: status.code === 'CANNOT_BE_FUNDED' ? 'fund_over' : 'over' };
}

/**
 * The reward widget's line. `reward` is the member's own view (GET /api/rewards/{id} with the
 * session) when `reader` is given, else the catalogue's; `page.purAbo` as on the detail page.
 * Besides the state, the decision is the server's (`reward.redeem`, read by redeemStatus).
 */
export function rewardWidgetLine(reward: RewardDetail, reader: { points: number } | null, page: { purAbo: boolean }): RewardWidgetLine {
  const closed = closedForEveryone(reward);
  if (closed) return { kind: 'closed', closed };
  if (!reader) return { kind: 'notice' };
  const { points } = reader;
  const status = redeemStatus(reward, page);
  switch (status.kind) {
    case 'ready':
      return { kind: 'balance', points, missing: Math.max(0, leastCost(reward) - points) };
    case 'login':
      if (status.broken) return { kind: 'sign_in', reason: 'broken', points };
      return { kind: 'sign_in', reason: reward.exclusive && !page.purAbo ? 'exclusive' : 'anonymous', points };
    case 'locked':
      return { kind: 'locked', points, unconfirmed: status.unconfirmed };
    case 'refused':
      if (INSUFFICIENT.has(status.code)) return { kind: 'balance', points, missing: Math.max(1, leastCost(reward) - points) };
      return { kind: 'refused', points, message: reward.redeem.message };
    default:
      // A limit the member reached, and the like: the server's text says it.
      return { kind: 'refused', points, message: reward.redeem.message };
  }
}

export type SpecialWidgetLine = { kind: 'sign_in' } | { kind: 'none' } | { kind: 'progress'; progress: SpecialProgress };

/**
 * The special widget's line. A calendar's days are taken part in with tickets or redeems, which
 * anonymous members cannot have, so they are asked to sign in; the resolutions week's goals they
 * meet by reading, as anyone (docs/specials-black-week-resolutions.md).
 */
export function specialWidgetLine(progress: SpecialProgress | null, anonymous: boolean): SpecialWidgetLine {
  if (anonymous && progress?.unit === 'days') return { kind: 'sign_in' };
  if (!progress || progress.of === 0) return { kind: 'none' };
  return { kind: 'progress', progress };
}
