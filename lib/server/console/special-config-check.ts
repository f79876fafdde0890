import 'server-only';
import { inArray } from 'drizzle-orm';
import type { SpecialInput } from '@/lib/contracts/console-content';
import type { SpecialConfig } from '@/lib/contracts/specials';
import { validationText } from '@/lib/contracts/zod-de';
import { rewards } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import type { Db } from '@/lib/server/db/client';

/**
 * A Black Week's prices against the rewards they lower (docs/specials-black-week-resolutions.md,
 * Config schemas): each reward must exist, not be a fund, and cost more than its Black Week price.
 * The money rule (48-black-week.sql) would ignore such an offer; the editor is told instead.
 */
export async function checkSpecialConfig(tx: Db, input: SpecialInput): Promise<void> {
  if (input.kind !== 'black_week' || !input.config) return;
  const { prices = [] } = input.config as Partial<SpecialConfig<'black_week'>>;
  if (prices.length === 0) return;
  const found = await tx
    .select({ id: rewards.id, cost: rewards.cost, type: rewards.type, archivedAt: rewards.archivedAt })
    .from(rewards)
    .where(inArray(rewards.id, [...new Set(prices.map((p) => p.reward_id))]));
  const byId = new Map(found.map((r) => [r.id, r]));
  const details = prices.flatMap((p, i) => {
    const r = byId.get(p.reward_id);
    const at = (field: string) => `config.prices.${i}.${field}`;
    if (!r || r.archivedAt) return [{ path: at('reward_id'), message: validationText.blackWeekReward }];
    if (r.type === 'fund') return [{ path: at('reward_id'), message: validationText.blackWeekFund }];
    if (p.cost >= r.cost) return [{ path: at('cost'), message: validationText.blackWeekNotLower(r.cost) }];
    return [];
  });
  if (details.length) throw new ApiError('VALIDATION_FAILED', details);
}
