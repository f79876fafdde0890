import type { ErrorCode } from '@/lib/contracts/errors';
import type { RewardDetail } from '@/lib/contracts/rewards';
import { LIMIT_PERIODS, type LimitPeriod } from '@/lib/domain/limit-periods';
import { ADVENT_SLUG } from '@/lib/domain/redeem';

/**
 * What the detail page offers instead of (or as) the redeem button. The decision is the server's
 * (`reward.redeem`, from the check reserve runs); this only picks how the page says it.
 */
export type RedeemStatus =
  | { kind: 'ready' }
  | { kind: 'login'; broken: boolean }
  /** A subscribers' offer; `unconfirmed`: the address says is_pur_abo, but the server knows no subscription. */
  | { kind: 'locked'; unconfirmed: boolean }
  | { kind: 'not_started'; date: Date }
  | { kind: 'advent_over'; href: string | null }
  | { kind: 'drawn' }
  | { kind: 'limit'; count: number; period: LimitPeriod }
  | { kind: 'participation' }
  | { kind: 'refused'; code: ErrorCode; message: string | null };

const LOGIN: ReadonlySet<ErrorCode> = new Set(['ANONYMOUS_NOT_ALLOWED', 'MISSING_HASH_TOKEN', 'INVALID_HASH_TOKEN']);
const NOT_YET: ReadonlySet<ErrorCode> = new Set(['RAFFLE_NOT_STARTED', 'CANNOT_BE_BOUGHT', 'CANNOT_BE_FUNDED']);

const isPeriod = (p: unknown): p is LimitPeriod => (LIMIT_PERIODS as readonly unknown[]).includes(p);

/**
 * A raffle that is over and drawn (an Advent door aside, which points to today's door): everyone who
 * did not take part is told so in a box of the same shape as a participant's outcome, so the place
 * the page holds for it before the member's view arrives fits both.
 */
export const isDrawnRaffle = (reward: RewardDetail) =>
  reward.type === 'raffle' && reward.state === 'over' && reward.raffle?.drawn_at != null && reward.special_slug !== ADVENT_SLUG;

/** What every reader is told of a reward that is over or sold out, in the words reserve would use. */
function overForAll(reward: RewardDetail): RedeemStatus {
  if (reward.state === 'sold_out') return { kind: 'refused', code: 'SOLD_OUT', message: null };
  if (isDrawnRaffle(reward)) return { kind: 'drawn' };
  if (reward.type === 'raffle' && reward.special_slug === ADVENT_SLUG) {
    const door = reward.today_door !== null && reward.today_door !== reward.id ? `/me/rewards/detail/${reward.today_door}` : null;
    return { kind: 'advent_over', href: door };
  }
  return { kind: 'refused', code: reward.type === 'raffle' ? 'RAFFLE_OVER' : reward.type === 'fund' ? 'CANNOT_BE_FUNDED' : 'CANNOT_BE_BOUGHT', message: null };
}

/**
 * `purAbo`: the address says the member subscribes (is_pur_abo). It changes only how a lock is said
 * (docs/product.md §9.11): the server decides, so the page never offers what reserve would refuse.
 */
export function redeemStatus(reward: RewardDetail, page: { purAbo: boolean }): RedeemStatus {
  const { blocker, message, details } = reward.redeem;
  if (!blocker) return { kind: 'ready' };
  // Over or sold out is so for everyone: signing in would not help, so it is not what the page asks.
  if (LOGIN.has(blocker) && (reward.state === 'over' || reward.state === 'sold_out')) return overForAll(reward);
  // So is "not yet": the page says from when, as the reward's widget does for every reader.
  if (LOGIN.has(blocker) && reward.state === 'not_started' && reward.starts_at) return { kind: 'not_started', date: new Date(reward.starts_at) };
  // An identified member whose address lost or garbled the SSO pair signs in again.
  if (LOGIN.has(blocker)) return { kind: 'login', broken: blocker !== 'ANONYMOUS_NOT_ALLOWED' };
  if (blocker === 'SUBSCRIBERS_ONLY') return { kind: 'locked', unconfirmed: page.purAbo };
  // "Not yet" says from when, where the reward has a start date still ahead.
  if (NOT_YET.has(blocker) && reward.state === 'not_started' && reward.starts_at) return { kind: 'not_started', date: new Date(reward.starts_at) };
  if (blocker === 'RAFFLE_OVER' && isDrawnRaffle(reward)) return { kind: 'drawn' };
  if (blocker === 'RAFFLE_OVER_ADVENT') {
    const href = typeof details?.href === 'string' && details.door_id !== reward.id ? details.href : null;
    return { kind: 'advent_over', href };
  }
  if (blocker === 'ALREADY_ORDERED') {
    if (details?.by === 'period' && typeof details.limit === 'number' && isPeriod(details.period))
      return { kind: 'limit', count: details.limit, period: details.period };
    if (details?.by === 'participation') return { kind: 'participation' };
  }
  return { kind: 'refused', code: blocker, message };
}

/**
 * How the page sets what it says instead of the button: signing in, a subscription, and what the
 * member has already redeemed (a limit reached by their own orders) are information; the rest — over,
 * sold out, not yet, refused — is in the way.
 */
export function statusTone(status: Exclude<RedeemStatus, { kind: 'ready' }>): 'info' | 'refusal' {
  return status.kind === 'login' || status.kind === 'locked' || status.kind === 'limit' || status.kind === 'participation' ? 'info' : 'refusal';
}
