import type { RewardDetail } from '@/lib/contracts/rewards';

// The API's caps on one reserve (lib/contracts/rewards.ts reserveBodySchema).
const MAX_TICKETS = 100000;
const MAX_AMOUNT = 1000000;

/** "Alles setzen": as many tickets as the balance and the participation limit allow. */
export function maxTickets(reward: Pick<RewardDetail, 'cost' | 'my'>, balance: number): number {
  const byBalance = reward.cost > 0 ? Math.floor(balance / reward.cost) : MAX_TICKETS;
  return Math.max(0, Math.min(byBalance, reward.my?.participation_left ?? MAX_TICKETS, MAX_TICKETS));
}

/** The largest donation the balance allows (cost = Räppli per donated unit, at least 1). */
export function maxDonation(reward: Pick<RewardDetail, 'cost'>, balance: number): number {
  return Math.max(0, Math.min(Math.floor(balance / Math.max(reward.cost, 1)), MAX_AMOUNT));
}
