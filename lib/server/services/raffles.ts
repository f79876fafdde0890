import 'server-only';
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { RaffleAudit } from '@/lib/contracts/rewards';
import type { Db } from '@/lib/server/db/client';
import { orders, raffleDraws, rewards } from '@/lib/server/db/schema';
import { DRAW_ALGORITHM, drawWinners, newRaffleSeed, seedHash, type DrawEntry, type DrawWinner } from '@/lib/server/crypto/raffle-draw';
import { creditExpiry } from '@/lib/domain/ledger';
import { PRIZE_COLLECT_MONTHS } from '@/lib/domain/redeem';
import { ApiError } from '@/lib/server/errors';
import { reportServerError } from '@/lib/server/report';
import { notify } from './progress';
import { emitEvent, emitOrderEvents } from '@/lib/server/webhooks/emit';

// Raffles (docs/product.md §9.8): the draw happens once, after the end, weighted by tickets. Its seed comes from
// node:crypto; the seed's SHA-256 is public from the start, the seed and winners after the draw.

/** The raffle's draw row, created with a fresh secret seed the first time anyone asks. */
export async function ensureDraw(db: Db, rewardId: number) {
  const seed = newRaffleSeed();
  await db
    .insert(raffleDraws)
    .values({ rewardId, seed, seedHash: seedHash(seed) })
    .onConflictDoNothing();
  const [draw] = await db.select().from(raffleDraws).where(eq(raffleDraws.rewardId, rewardId));
  return draw!;
}

async function raffleReward(db: Db, rewardId: number, publishedOnly = false) {
  const [reward] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.id, rewardId), eq(rewards.type, 'raffle'), publishedOnly ? eq(rewards.published, true) : undefined));
  if (!reward) throw new ApiError('REWARD_NOT_FOUND');
  return reward;
}

/**
 * The audit names members by a number per raffle (1 for the member of the lowest entry, and so on),
 * not by their account id: enough to re-derive the draw (it only compares members), without
 * linking one member's entries across raffles. A member finds their own entries by order id.
 */
function pseudonymous(entries: DrawEntry[] | null, result: DrawWinner[] | null) {
  if (!entries || !result) return { entries, result };
  const numbers = new Map<number, number>();
  for (const e of [...entries].sort((a, b) => a.entry - b.entry)) if (!numbers.has(e.member)) numbers.set(e.member, numbers.size + 1);
  const number = (member: number) => numbers.get(member) ?? 0;
  return { entries: entries.map((e) => ({ ...e, member: number(e.member) })), result: result.map((w) => ({ ...w, member: number(w.member) })) };
}

function auditJson(reward: typeof rewards.$inferSelect, draw: typeof raffleDraws.$inferSelect): RaffleAudit {
  const drawn = draw.drawnAt !== null;
  const published = pseudonymous(drawn ? draw.entries : null, drawn ? draw.result : null);
  return {
    reward_id: reward.id,
    algorithm: DRAW_ALGORITHM,
    seed_hash: draw.seedHash,
    winners: reward.winners,
    ends_at: reward.endsAt?.toISOString() ?? null,
    drawn_at: draw.drawnAt?.toISOString() ?? null,
    seed: drawn ? draw.seed : null,
    entries: published.entries,
    result: published.result,
  };
}

/** GET /api/raffles/{id}/audit */
export async function raffleAudit(db: Db, rewardId: number): Promise<RaffleAudit> {
  const reward = await raffleReward(db, rewardId, true);
  return auditJson(reward, await ensureDraw(db, rewardId));
}

/**
 * Draws a raffle that is over, exactly once: the draw row is locked, so a second trigger (another
 * process, a repeated call) waits and then finds it drawn. Winners' tickets become won (with a
 * month to collect the prize and a notification), all others lost.
 */
export async function drawRaffle(db: Db, config: Config, rewardId: number, now = new Date()): Promise<RaffleAudit> {
  const reward = await raffleReward(db, rewardId);
  await ensureDraw(db, rewardId);
  return db.transaction(async (tx) => {
    const [draw] = await tx.select().from(raffleDraws).where(eq(raffleDraws.rewardId, rewardId)).for('update');
    if (draw!.drawnAt) return auditJson(reward, draw!);
    if (!reward.endsAt || reward.endsAt > now) throw new ApiError('RAFFLE_NOT_OVER');
    // The reward row, exclusively: a ticket confirm that holds it (FOR KEY SHARE) commits first and
    // its ticket is drawn; a confirm after this waits, then finds the raffle drawn.
    await tx.select({ id: rewards.id }).from(rewards).where(eq(rewards.id, rewardId)).for('update');
    const tickets = await tx
      .select({ id: orders.id, collectorId: orders.collectorId, units: orders.units })
      .from(orders)
      .where(and(eq(orders.rewardId, rewardId), eq(orders.raffleState, 'pending')))
      .orderBy(asc(orders.id))
      .for('update');
    const entries = tickets.map((t) => ({ entry: t.id, member: t.collectorId, tickets: t.units }));
    const result = drawWinners(draw!.seed, entries, reward.winners);
    const won = result.map((w) => w.entry);
    const collectBy = creditExpiry(now, PRIZE_COLLECT_MONTHS, config.TIMEZONE);
    if (won.length) await tx.update(orders).set({ raffleState: 'won', validUntil: collectBy, updatedAt: now }).where(inArray(orders.id, won));
    await tx
      .update(orders)
      .set({ raffleState: 'lost', state: 'done', updatedAt: now })
      .where(and(eq(orders.rewardId, rewardId), eq(orders.raffleState, 'pending')));
    for (const w of result) await notify(tx, w.member, 'raffleWon', { reward_id: reward.id, title: reward.title, order_id: w.entry });
    const [done] = await tx.update(raffleDraws).set({ drawnAt: now, entries, result }).where(eq(raffleDraws.rewardId, rewardId)).returning();
    // Webhooks: the draw once, then each winning ticket (docs/webhooks.md).
    const drawn = {
      raffle_id: reward.id,
      title: reward.title,
      drawn_at: now.toISOString(),
      winners: reward.winners,
      tickets: entries.reduce((n, e) => n + e.tickets, 0),
      entries: entries.length,
      winning_order_ids: won,
    };
    await emitEvent(tx, 'raffle.drawn', drawn);
    await emitOrderEvents(tx, 'raffle.won', won, { raffle_id: reward.id, collect_by: collectBy?.toISOString() ?? null });
    return auditJson(reward, done!);
  });
}

/** The periodic job: draws every raffle that is over and not drawn yet. */
export async function drawDueRaffles(db: Db, config: Config, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: rewards.id })
    .from(rewards)
    .leftJoin(raffleDraws, eq(raffleDraws.rewardId, rewards.id))
    .where(and(eq(rewards.type, 'raffle'), lte(rewards.endsAt, now), isNull(raffleDraws.drawnAt)));
  let drawn = 0;
  for (const r of due) {
    // One raffle that fails (reported) does not hold up the others; the next run tries it again.
    try {
      await drawRaffle(db, config, r.id, now);
      drawn++;
    } catch (err) {
      console.error(`[rewards] draw of raffle ${r.id} failed:`, err instanceof Error ? err.message : String(err));
      reportServerError(err, { job: 'drawDueRaffles', reward_id: r.id });
    }
  }
  return drawn;
}

/** The audit page (/me/rewards/detail/{id}/audit): the published raffle's title and its audit, or REWARD_NOT_FOUND. */
export async function raffleAuditPage(db: Db, rewardId: number): Promise<{ title: string; audit: RaffleAudit }> {
  const reward = await raffleReward(db, rewardId, true);
  return { title: reward.title, audit: auditJson(reward, await ensureDraw(db, rewardId)) };
}
