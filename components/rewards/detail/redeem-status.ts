import type { RewardDetail } from '@/lib/contracts/rewards';
import { redeemBlocker, redeemUnits, type RedeemError } from '@/lib/domain/redeem';

/**
 * What the detail page offers instead of (or as) the redeem button, in the order a member should
 * hear it: the reward's own state first, then who the member is, then limits and balance.
 * The server checks all of this again; this only spares the member a doomed attempt.
 */
export type RedeemStatus =
  | { kind: 'ready' }
  | { kind: 'login' }
  | { kind: 'locked' }
  | { kind: 'not_started'; date: Date | null }
  | { kind: 'advent_over' }
  | { kind: 'limit'; count: number; period: NonNullable<RewardDetail['limit']>['period'] }
  | {
      kind: 'error';
      code: Exclude<RedeemError, 'SUBSCRIBERS_ONLY' | 'RAFFLE_NOT_STARTED' | 'RAFFLE_OVER_ADVENT'> | 'INSUFFICIENT_FUNDS_REWARD' | 'INSUFFICIENT_FUNDS_TICKETS' | 'INSUFFICIENT_FUNDS_DONATION';
    }
  | { kind: 'participation' };

export function redeemStatus(r: RewardDetail, m: { identified: boolean; subscriber: boolean; balance: number | null }): RedeemStatus {
  // The reward's own state by the domain rule; the subscription is asked after who the member is.
  const blocker = redeemBlocker({ ...r, specialSlug: r.special_slug }, r.state, true);
  if (blocker && blocker !== 'REWARD_SUSPENDED' && r.state === 'not_started') return { kind: 'not_started', date: r.starts_at ? new Date(r.starts_at) : null };
  if (blocker === 'RAFFLE_OVER_ADVENT') return { kind: 'advent_over' };
  if (blocker && blocker !== 'SUBSCRIBERS_ONLY' && blocker !== 'RAFFLE_NOT_STARTED') return { kind: 'error', code: blocker };
  if (!m.identified) return { kind: 'login' };
  if (r.exclusive && !m.subscriber) return { kind: 'locked' };
  if (r.limit && r.my?.redeemable === 0) return { kind: 'limit', count: r.limit.count, period: r.limit.period };
  if (r.my?.participation_left === 0) return { kind: 'participation' };
  // The least one redeem costs: one item, one ticket, or a donation of one unit.
  const least = redeemUnits(r, r.type === 'fund' ? { amount: 1 } : {});
  const unit = least === 'TYPE_NOT_ALLOWED' ? r.cost : least.cost;
  if (m.balance !== null && m.balance < unit) {
    const code = r.type === 'raffle' ? 'INSUFFICIENT_FUNDS_TICKETS' : r.type === 'fund' ? 'INSUFFICIENT_FUNDS_DONATION' : 'INSUFFICIENT_FUNDS_REWARD';
    return { kind: 'error', code };
  }
  return { kind: 'ready' };
}
