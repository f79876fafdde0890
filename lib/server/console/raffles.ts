import 'server-only';
import { and, asc, count, countDistinct, eq, ilike, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { ConsoleRaffle } from '@/lib/contracts/console-content';
import type { Db } from '@/lib/server/db/client';
import { orders, raffleDraws, rewards } from '@/lib/server/db/schema';
import { drawRaffle } from '@/lib/server/services/raffles';
import { invalidatePages } from '@/lib/server/pages/invalidate';
import { audit } from './audit';

// Raffles for editors (docs/console.md, Raffles): how many tickets are in, whether the draw is due,
// and the draw itself, which is the same one-time draw the periodic job and the host API run.

type Row = typeof rewards.$inferSelect;
type Draw = typeof raffleDraws.$inferSelect | null;

function json(r: Row, draw: Draw, tickets: { n: number; members: number } | undefined, now: Date): ConsoleRaffle {
  const drawn = Boolean(draw?.drawnAt);
  return {
    id: r.id,
    title: r.title,
    status: r.archivedAt ? 'archived' : r.published ? 'published' : 'draft',
    ends_at: r.endsAt?.toISOString() ?? null,
    winners: r.winners,
    tickets: tickets?.n ?? 0,
    members: tickets?.members ?? 0,
    draw_state: drawn ? 'drawn' : r.endsAt && r.endsAt <= now ? 'due' : 'running',
    drawn_at: draw?.drawnAt?.toISOString() ?? null,
    seed_hash: draw?.seedHash ?? null,
    audit_path: `/me/rewards/detail/${r.id}/audit`,
  };
}

async function ticketCounts(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, { n: number; members: number }>();
  const rows = await db
    .select({ id: orders.rewardId, n: sql<number>`coalesce(sum(${orders.units}), 0)`, members: countDistinct(orders.collectorId) })
    .from(orders)
    .where(and(inArray(orders.rewardId, ids), ne(orders.state, 'canceled')))
    .groupBy(orders.rewardId);
  return new Map(rows.map((r) => [r.id, { n: Number(r.n), members: Number(r.members) }]));
}

/** GET /api/console/raffles: the raffles by their end, searched by title. */
export async function listConsoleRaffles(db: Db, q: { q?: string; limit: number; offset: number; archived: 'true' | 'false' }, now = new Date()) {
  const where = and(
    eq(rewards.type, 'raffle'),
    q.archived === 'true' ? isNotNull(rewards.archivedAt) : isNull(rewards.archivedAt),
    q.q ? ilike(rewards.title, `%${q.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ reward: rewards, draw: raffleDraws })
      .from(rewards)
      .leftJoin(raffleDraws, eq(raffleDraws.rewardId, rewards.id))
      .where(where)
      .orderBy(sql`${rewards.endsAt} desc nulls last`, asc(rewards.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(rewards).where(where),
  ]);
  const counts = await ticketCounts(
    db,
    rows.map((r) => r.reward.id),
  );
  return { items: rows.map((r) => json(r.reward, r.draw, counts.get(r.reward.id), now)), total: Number(total?.n ?? 0) };
}

/** POST /api/console/raffles/{id}/draw: draws a raffle that is over now, not at the job's next run. */
export async function drawConsoleRaffle(db: Db, config: Config, staffId: number, id: number, now = new Date()) {
  const result = await drawRaffle(db, config, id, now);
  // The draw happens once (its seed is public afterwards); the log says who drew it, when this call did.
  if (result.drawn_at === now.toISOString()) {
    await audit(db, {
      staffId,
      action: 'raffle.draw',
      resource: 'reward',
      resourceId: id,
      after: { drawn_at: result.drawn_at, seed_hash: result.seed_hash, winners: result.result?.length ?? 0 },
    });
    invalidatePages();
  }
  const [row] = await db
    .select({ reward: rewards, draw: raffleDraws })
    .from(rewards)
    .leftJoin(raffleDraws, eq(raffleDraws.rewardId, rewards.id))
    .where(eq(rewards.id, id));
  return json(row!.reward, row!.draw, (await ticketCounts(db, [id])).get(id), now);
}
