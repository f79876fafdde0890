// The win chance shown before the draw: pure arithmetic for the raffle page and the ticket dialog
// (the draw itself needs node:crypto and lives in lib/server/crypto/raffle-draw.ts).

/** A raffle as the member sees it: my tickets, all tickets and participants (me included), prizes. */
export type RaffleStanding = { mine: number; total: number; participants: number; winners: number };

/**
 * The chance in percent (one decimal) that the member wins one of the prizes in the draw of
 * docs/product.md §9.8: each prize is a weighted pick among the remaining tickets, and a winner's
 * tickets leave the pool (one win per member). The page only knows the totals, not how the others'
 * tickets are split, so it takes them as split evenly: then the chance is
 *   1 − ∏_{r<winners} k_r·w / (mine + k_r·w),  k_r = others left in round r, w = their tickets each,
 * exact for one prize, for one other participant, for evenly split tickets, and 100 % when there
 * are no more participants than prizes. An uneven split only raises the chance (large holders tend
 * to win early and leave the pool), so the figure never promises too much.
 * Only a certain outcome reads 0 % or 100 %.
 */
export function winChance({ mine, total, participants, winners }: RaffleStanding): number {
  if (mine <= 0 || total <= 0 || winners <= 0) return 0;
  const othersTickets = total - mine;
  // Someone who has tickets counts as a participant; the data may lag behind by a purchase.
  const others = Math.max(othersTickets > 0 ? 1 : 0, participants - 1);
  if (othersTickets <= 0 || others < winners) return 100;
  const each = othersTickets / others;
  let lose = 1;
  for (let round = 0; round < winners; round++) {
    const left = (others - round) * each;
    lose *= left / (mine + left);
  }
  const chance = Math.round((1 - lose) * 1000) / 10;
  return Math.min(99.9, Math.max(0.1, chance));
}
