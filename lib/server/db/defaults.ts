import 'server-only';
import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { badges, dailyRewardItems, earningRules, levels } from './schema';
import { defaultBadges, defaultDailyRewardItems, defaultEarningRules, defaultLevels } from './defaults-data';

// Instances starting at once take turns here, so the "table is empty" checks below see each other's rows.
const DEFAULTS_LOCK = 725_501_338;

export type DefaultsAdded = { earningRules: number; levels: number; badges: number; dailyRewardItems: number };

const isEmpty = async (tx: Db, table: PgTable) => ((await tx.select({ n: count() }).from(table)) as [{ n: number }])[0].n === 0;

/**
 * What every database needs to run, inserted on every start after the migrations: the earning
 * rules (by step) and badges (by slug) that are missing; the level ladder and the daily reward
 * items only into an empty table (a ladder is one whole, and items have no natural key). Never
 * updates a row, so operators' changes stay. Returns how many rows it added per table.
 */
export async function applyDefaults(db: Db): Promise<DefaultsAdded> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEFAULTS_LOCK})`);
    const rules = await tx
      .insert(earningRules)
      .values(defaultEarningRules)
      .onConflictDoNothing({ target: earningRules.step })
      .returning({ step: earningRules.step });
    const added = await tx.insert(badges).values(defaultBadges).onConflictDoNothing({ target: badges.slug }).returning({ id: badges.id });
    const ladder = (await isEmpty(tx, levels)) ? await tx.insert(levels).values(defaultLevels).returning({ id: levels.id }) : [];
    const items = (await isEmpty(tx, dailyRewardItems))
      ? await tx.insert(dailyRewardItems).values(defaultDailyRewardItems).returning({ id: dailyRewardItems.id })
      : [];
    return { earningRules: rules.length, levels: ladder.length, badges: added.length, dailyRewardItems: items.length };
  });
}

/** The start-up log line's text ('5 Regeln, …'), or null when nothing was missing. */
export function defaultsSummary(added: DefaultsAdded): string | null {
  const parts = [
    [added.earningRules, 'Regeln'],
    [added.levels, 'Stufen'],
    [added.badges, 'Abzeichen'],
    [added.dailyRewardItems, 'Tagesbelohnungen'],
  ].filter(([n]) => n);
  return parts.length ? parts.map(([n, what]) => `${n} ${what}`).join(', ') : null;
}
