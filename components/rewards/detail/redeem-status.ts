import type { ErrorCode } from '@/lib/contracts/errors';
import type { RewardDetail } from '@/lib/contracts/rewards';
import { LIMIT_PERIODS, type LimitPeriod } from '@/lib/domain/limit-periods';

/**
 * What the detail page offers instead of (or as) the redeem button. The decision is the server's
 * (`reward.redeem`, from the check reserve runs); this only picks how the page says it.
 */
export type RedeemStatus =
  | { kind: 'ready' }
  | { kind: 'login' }
  | { kind: 'locked' }
  | { kind: 'not_started'; date: Date }
  | { kind: 'advent_over'; href: string | null }
  | { kind: 'limit'; count: number; period: LimitPeriod }
  | { kind: 'participation' }
  | { kind: 'refused'; code: ErrorCode; message: string | null };

const LOGIN: ReadonlySet<ErrorCode> = new Set(['ANONYMOUS_NOT_ALLOWED', 'MISSING_HASH_TOKEN', 'INVALID_HASH_TOKEN']);
const NOT_YET: ReadonlySet<ErrorCode> = new Set(['RAFFLE_NOT_STARTED', 'CANNOT_BE_BOUGHT', 'CANNOT_BE_FUNDED']);

const isPeriod = (p: unknown): p is LimitPeriod => (LIMIT_PERIODS as readonly unknown[]).includes(p);

/** `purAbo`: the address says the member subscribes (is_pur_abo); it changes this page only, the server still decides. */
export function redeemStatus(reward: RewardDetail, page: { purAbo: boolean }): RedeemStatus {
  const { blocker, message, details } = reward.redeem;
  if (!blocker) return { kind: 'ready' };
  if (LOGIN.has(blocker)) return { kind: 'login' };
  if (blocker === 'SUBSCRIBERS_ONLY') return page.purAbo ? { kind: 'ready' } : { kind: 'locked' };
  // "Not yet" says from when, where the reward has a start date still ahead.
  if (NOT_YET.has(blocker) && reward.state === 'not_started' && reward.starts_at) return { kind: 'not_started', date: new Date(reward.starts_at) };
  if (blocker === 'RAFFLE_OVER_ADVENT') {
    const href = typeof details?.href === 'string' && details.door_id !== reward.id ? details.href : null;
    return { kind: 'advent_over', href };
  }
  if (blocker === 'ALREADY_ORDERED') {
    if (details?.by === 'period' && typeof details.limit === 'number' && isPeriod(details.period)) return { kind: 'limit', count: details.limit, period: details.period };
    if (details?.by === 'participation') return { kind: 'participation' };
  }
  return { kind: 'refused', code: blocker, message };
}
