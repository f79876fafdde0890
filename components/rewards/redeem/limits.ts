import { redeemCap, type RewardDetail } from '@/lib/contracts/rewards';
import type { ErrorCode } from '@/lib/contracts/errors';
import { redeemStatus } from '@/lib/domain/redeem-status';

/**
 * The most tickets or donated units one reserve may ask for now ("Alles setzen", "Alles"): the
 * server's max_units, which is null when nothing but the per-request cap limits it.
 */
export function maxUnits(reward: Pick<RewardDetail, 'type' | 'redeem'>): number {
  const cap = redeemCap(reward.type);
  return Math.max(0, Math.min(reward.redeem.max_units ?? cap, cap));
}

/**
 * Why not even one ticket or Räppli can be reserved now (the reward changed while the dialog was
 * open, or max_units is 0), so the step offers nothing that cannot succeed.
 */
export type NoUnits =
  /** The server's blocker, said in reserve's words as on the detail page (redeem-action.tsx). */
  | { kind: 'refused'; code: ErrorCode; message: string | null }
  /** The member holds as many as one person may (participation limit). */
  | { kind: 'participation' }
  | { kind: 'sold_out' }
  /** The member's Räppli do not cover one ticket or one donated Räppli. */
  | { kind: 'balance' };

/**
 * max_units is the least of what the balance buys, the stock and the participation limit
 * (lib/server/db/functions/50-redeem.sql); without a blocker, the first of these at 0 is the reason.
 */
export function noUnits(reward: RewardDetail): NoUnits | null {
  const { blocker, message } = reward.redeem;
  if (blocker)
    return redeemStatus(reward, { purAbo: false }).kind === 'participation' ? { kind: 'participation' } : { kind: 'refused', code: blocker, message };
  if (maxUnits(reward) >= 1) return null;
  if (reward.my?.participation_left === 0) return { kind: 'participation' };
  if (reward.type !== 'fund' && reward.stock_left === 0) return { kind: 'sold_out' };
  return { kind: 'balance' };
}
