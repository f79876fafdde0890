import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { BlackWeekDetail, BlackWeekOffer } from '@/lib/contracts/black-week';
import type { Db } from '@/lib/server/db/client';
import { rawRows } from '@/lib/server/db/raw';
import { rewards } from '@/lib/server/db/schema';
import { specialPhase } from '@/lib/domain/black-week';
import { availability, type DeliveryType, type RewardType } from '@/lib/domain/reward-states';
import type { SpecialKindModule } from '@/lib/server/services/special-kinds';

// Black Week (docs/specials-black-week-resolutions.md): selected rewards cost less while the special
// runs. What a reward costs now is one database rule (lib/server/db/functions/48-black-week.sql),
// which the redeem check charges and these reads show.

type PriceRow = { reward_id: string | number; cost: string | number };

/** Every reward a running Black Week lowers at `now`: reward id → the price charged. */
export async function blackWeekPrices(db: Db, now: Date, rewardId?: number): Promise<Map<number, number>> {
  const rows =
    rewardId === undefined
      ? await rawRows<PriceRow>(db, 'select reward_id, cost from raeppli_black_week_prices($1::timestamptz)', [now.toISOString()])
      : await rawRows<PriceRow>(db, 'select reward_id, cost from raeppli_black_week_prices($1::timestamptz) where reward_id = $2', [
          now.toISOString(),
          rewardId,
        ]);
  return new Map(rows.map((r) => [Number(r.reward_id), Number(r.cost)]));
}

/**
 * The special's offers: the rewards its config lowers (published, not funds, below the regular
 * price) in the config's order. While it runs each shows what the server charges now (another
 * running Black Week may be lower still); before and after, the special's own price.
 */
async function offers(db: Db, config: Record<string, unknown>, running: boolean, now: Date): Promise<BlackWeekOffer[]> {
  const own = await rawRows<PriceRow>(db, 'select reward_id, cost from raeppli_black_week_offers($1::jsonb)', [JSON.stringify(config)]);
  if (own.length === 0) return [];
  const ids = own.map((o) => Number(o.reward_id));
  const charged = running ? await blackWeekPrices(db, now) : new Map<number, number>();
  const rows = await db
    .select()
    .from(rewards)
    .where(and(inArray(rewards.id, ids), eq(rewards.published, true)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  const seen = new Set<number>();
  const list: BlackWeekOffer[] = [];
  for (const o of own) {
    const id = Number(o.reward_id);
    const r = byId.get(id);
    if (!r || seen.has(id)) continue;
    seen.add(id);
    list.push({
      reward_id: r.id,
      title: r.title,
      image_url: r.imageUrl,
      type: r.type as RewardType,
      delivery: r.delivery as DeliveryType,
      cost: charged.get(id) ?? Number(o.cost),
      regular_cost: r.cost,
      state: availability({ startsAt: r.startsAt, endsAt: r.endsAt, stockLeft: r.stockLeft }, now),
      exclusive: r.exclusive,
    });
  }
  return list;
}

export const blackWeek: SpecialKindModule = {
  async detail({ db, special, now }): Promise<BlackWeekDetail> {
    const phase = specialPhase({ startsAt: special.startsAt, endsAt: special.endsAt }, now);
    return {
      phase,
      starts_at: special.startsAt?.toISOString() ?? null,
      ends_at: special.endsAt?.toISOString() ?? null,
      // An unpublished special is never asked for (404 in the common part); its prices would not apply.
      offers: await offers(db, special.config, phase === 'running' && special.published && special.archivedAt === null, now),
    };
  },
};
