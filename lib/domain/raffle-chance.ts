// The win chance shown before buying tickets: pure arithmetic, shared by the page and the server
// (the draw itself needs node:crypto and lives in lib/server/crypto/raffle-draw.ts).

/**
 * Percentage (0–100, one decimal) shown before buying. Approximation: 1 − (1 − p)^winners with
 * p = myTickets / totalTickets, i.e. independent picks with replacement. The real draw removes each
 * winner's tickets, which raises the others' chances, so this slightly understates them for winners > 1;
 * for one winner it is exact.
 */
export function winChance(myTickets: number, totalTickets: number, winners: number): number {
  if (totalTickets <= 0 || myTickets <= 0 || winners <= 0) return 0;
  if (myTickets >= totalTickets) return 100;
  const chance = 100 * Math.min(1, 1 - (1 - myTickets / totalTickets) ** winners);
  return Math.round(chance * 10) / 10;
}
