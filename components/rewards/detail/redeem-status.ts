import type { RewardDetail } from '@/lib/contracts/rewards';

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
      code:
        | 'SOLD_OUT'
        | 'RAFFLE_OVER'
        | 'CANNOT_BE_BOUGHT'
        | 'CANNOT_BE_FUNDED'
        | 'REWARD_SUSPENDED'
        | 'INSUFFICIENT_FUNDS_REWARD'
        | 'INSUFFICIENT_FUNDS_TICKETS'
        | 'INSUFFICIENT_FUNDS_DONATION';
    }
  | { kind: 'participation' };

export function redeemStatus(r: RewardDetail, m: { identified: boolean; subscriber: boolean; balance: number | null }): RedeemStatus {
  if (r.suspended) return { kind: 'error', code: 'REWARD_SUSPENDED' };
  if (r.state === 'not_started') return { kind: 'not_started', date: r.starts_at ? new Date(r.starts_at) : null };
  if (r.state === 'over') {
    if (r.type === 'raffle') return r.special_slug === 'adventskalender' ? { kind: 'advent_over' } : { kind: 'error', code: 'RAFFLE_OVER' };
    return { kind: 'error', code: r.type === 'fund' ? 'CANNOT_BE_FUNDED' : 'CANNOT_BE_BOUGHT' };
  }
  if (r.state === 'sold_out') return { kind: 'error', code: 'SOLD_OUT' };
  if (!m.identified) return { kind: 'login' };
  if (r.exclusive && !m.subscriber) return { kind: 'locked' };
  if (r.limit && r.my?.redeemable === 0) return { kind: 'limit', count: r.limit.count, period: r.limit.period };
  if (r.my?.participation_left === 0) return { kind: 'participation' };
  const unit = r.type === 'fund' ? Math.max(r.cost, 1) : r.cost;
  if (m.balance !== null && m.balance < unit) {
    const code = r.type === 'raffle' ? 'INSUFFICIENT_FUNDS_TICKETS' : r.type === 'fund' ? 'INSUFFICIENT_FUNDS_DONATION' : 'INSUFFICIENT_FUNDS_REWARD';
    return { kind: 'error', code };
  }
  return { kind: 'ready' };
}
