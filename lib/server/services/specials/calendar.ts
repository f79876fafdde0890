import 'server-only';
import { and, asc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { CalendarDayView } from '@/lib/contracts/specials';
import { orders, raffleDraws, rewards } from '@/lib/server/db/schema';
import { calendarDays, dayState, openDay, rewardDay } from '@/lib/domain/special-days';
import type { RewardType } from '@/lib/domain/reward-states';
import type { SpecialKindContext } from '../special-kinds';
import { rewardState, type RewardRow } from '../rewards';

// The days of Halloween and the doors of the Advent calendar (docs/specials.md): the special's
// business days (lib/domain/special-days.ts), each with the published reward or raffle tagged with
// the special's slug that starts that day, its raffle figures and the member's part.

const DEFAULT_TIMEZONE = 'Europe/Vienna';
type Outcome = NonNullable<NonNullable<CalendarDayView['reward']>['my']>['outcome'];

/** The published, not archived rewards tagged with a special's slug, earliest first. */
export function taggedRewards(ctx: Pick<SpecialKindContext, 'db' | 'special'>) {
  return ctx.db
    .select()
    .from(rewards)
    .where(and(eq(rewards.specialSlug, ctx.special.slug), eq(rewards.published, true), isNull(rewards.archivedAt)))
    .orderBy(asc(rewards.startsAt), asc(rewards.id));
}

/** Tickets and distinct members per raffle (cancelled tickets do not count), and when each was drawn. */
async function raffleFigures(ctx: SpecialKindContext, ids: number[]) {
  if (ids.length === 0) return new Map<number, { tickets: number; participants: number; drawnAt: Date | null }>();
  const [counts, draws] = await Promise.all([
    ctx.db
      .select({
        id: orders.rewardId,
        tickets: sql<number>`coalesce(sum(${orders.units}), 0)`,
        participants: sql<number>`count(distinct ${orders.collectorId})`,
      })
      .from(orders)
      .where(and(inArray(orders.rewardId, ids), inArray(orders.raffleState, ['pending', 'won', 'lost', 'expired'])))
      .groupBy(orders.rewardId),
    ctx.db.select({ id: raffleDraws.rewardId, drawnAt: raffleDraws.drawnAt }).from(raffleDraws).where(inArray(raffleDraws.rewardId, ids)),
  ]);
  const figures = new Map(ids.map((id) => [id, { tickets: 0, participants: 0, drawnAt: null as Date | null }]));
  for (const c of counts) Object.assign(figures.get(c.id)!, { tickets: Number(c.tickets), participants: Number(c.participants) });
  for (const d of draws) figures.get(d.id)!.drawnAt = d.drawnAt;
  return figures;
}

/** The member's units per reward (live orders) and a drawn raffle's best outcome (won before expired before lost). */
async function memberPart(ctx: SpecialKindContext, ids: number[]) {
  const mine = new Map<number, { units: number; outcome: Outcome }>();
  if (ctx.collectorId === null || ids.length === 0) return mine;
  const rows = await ctx.db
    .select({ id: orders.rewardId, units: orders.units, raffleState: orders.raffleState })
    .from(orders)
    .where(and(eq(orders.collectorId, ctx.collectorId), inArray(orders.rewardId, ids), ne(orders.state, 'canceled')));
  const rank = ['won', 'expired', 'lost', 'pending'];
  for (const r of rows) {
    const m = mine.get(r.id) ?? { units: 0, outcome: null };
    m.units += r.units;
    const state = r.raffleState as Outcome;
    if (state && (m.outcome === null || rank.indexOf(state) < rank.indexOf(m.outcome))) m.outcome = state;
    mine.set(r.id, m);
  }
  return mine;
}

/** The calendar as the API answers it: every day with its state at `now`, and the open day's number. */
export async function calendarDetail(ctx: SpecialKindContext): Promise<{ days: CalendarDayView[]; today: number | null }> {
  const timeZone = ctx.config?.TIMEZONE ?? DEFAULT_TIMEZONE;
  const days = calendarDays(ctx.special.startsAt, ctx.special.endsAt, timeZone);
  const byDay = new Map<string, RewardRow>();
  for (const r of await taggedRewards(ctx)) {
    const day = rewardDay(r, timeZone);
    if (day && !byDay.has(day)) byDay.set(day, r);
  }
  // Only what a member may see: a locked day's reward stays hidden.
  const shown = days.map((d) => (dayState(d, ctx.now) === 'locked' ? null : (byDay.get(d.day) ?? null)));
  const ids = shown.filter((r): r is RewardRow => r !== null).map((r) => r.id);
  const raffleIds = shown.filter((r): r is RewardRow => r?.type === 'raffle').map((r) => r.id);
  const [figures, mine] = await Promise.all([raffleFigures(ctx, raffleIds), memberPart(ctx, ids)]);
  return {
    today: openDay(days, ctx.now),
    days: days.map((d, i) => {
      const r = shown[i];
      const f = r ? figures.get(r.id) : undefined;
      return {
        number: d.number,
        day: d.day,
        opens_at: d.opensAt.toISOString(),
        closes_at: d.closesAt.toISOString(),
        state: dayState(d, ctx.now),
        reward: r
          ? {
              id: r.id,
              title: r.title,
              description: r.description,
              image_url: r.imageUrl,
              type: r.type as RewardType,
              cost: r.cost,
              state: rewardState(r, ctx.now),
              ends_at: r.endsAt?.toISOString() ?? null,
              raffle: f ? { winners: r.winners, tickets_total: f.tickets, participants: f.participants, drawn_at: f.drawnAt?.toISOString() ?? null } : null,
              my: ctx.collectorId === null ? null : (mine.get(r.id) ?? { units: 0, outcome: null }),
            }
          : null,
      };
    }),
  };
}
