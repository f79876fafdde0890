import { redeemCap, type RewardDetail } from '@/lib/contracts/rewards';

/**
 * The most tickets or donated units one reserve may ask for now ("Alles setzen", "Alles"): the
 * server's max_units, which is null when nothing but the per-request cap limits it.
 */
export function maxUnits(reward: Pick<RewardDetail, 'type' | 'redeem'>): number {
  const cap = redeemCap(reward.type);
  return Math.max(0, Math.min(reward.redeem.max_units ?? cap, cap));
}
