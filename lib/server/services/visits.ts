import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { ActionBody } from '@/lib/contracts/me';
import type { ActionResult } from '@/lib/contracts/loyalty';
import type { Db } from '@/lib/server/db/client';
import { actions, collectors } from '@/lib/server/db/schema';
import { businessDay } from '@/lib/domain/business-time';
import { ApiError } from '@/lib/server/errors';
import { cachedEarningRules } from './catalog-cache';
import { grantDailyRewardTx } from './daily-rewards';
import { earnTx } from './earning';
import { lockCollector } from '@/lib/server/money/ledger';

/**
 * POST /api/actions: records the action. A layerVisit also pays the daily-visit rule at most once
 * per business day and, for an identified member, grants today's daily reward. Nothing else a
 * browser reports earns Räppli: a member cannot award themselves points.
 */
export async function recordAction(db: Db, config: Config, collectorId: number, body: ActionBody, now = new Date()): Promise<ActionResult> {
  return db.transaction(async (tx) => {
    let collector = (await lockCollector(tx, { id: collectorId }))!;
    const [row] = await tx
      .insert(actions)
      .values({ collectorId, step: body.step, data: body.data })
      .returning({ id: actions.id, createdAt: actions.createdAt });
    const result: ActionResult = { id: row!.id, step: body.step, recorded_at: row!.createdAt.toISOString(), awarded: 0, daily_reward: null };
    if (body.step !== 'layerVisit') return result;

    await tx
      .update(collectors)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(collectors.id, collectorId));
    const visitRule = (await cachedEarningRules(tx)).some((r) => r.step === 'dailyVisit');
    if (visitRule && !collector.optedOutAt && !collector.mergedIntoId) {
      const day = businessDay(now, config.TIMEZONE);
      try {
        const earned = await earnTx(tx, config, collector, { step: 'dailyVisit', data: {}, now, ledgerKey: `dailyVisit:${day}` });
        result.awarded = earned.awarded;
      } catch (err) {
        if (!(err instanceof ApiError && err.code === 'OPTED_OUT')) throw err;
      }
      collector = (await lockCollector(tx, { id: collectorId }))!;
    }
    result.daily_reward = await grantDailyRewardTx(tx, config, collector, now);
    return result;
  });
}
