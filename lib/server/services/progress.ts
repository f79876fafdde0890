import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { activityEvents, collectorBadges, notifications } from '@/lib/server/db/schema';
import { meetsBadgeRule, type MemberHistory } from '@/lib/domain/badges';
import { levelStanding } from '@/lib/domain/levels';
import { cachedBadges, cachedLevels } from './catalog-cache';

// Levels and badges after a member's history changed, in the same transaction. A new level or
// badge records a notification for the member's popups.

export async function notify(tx: Db, collectorId: number, type: string, data: Record<string, unknown>) {
  await tx.insert(notifications).values({ collectorId, type, data });
}

/** Records a level-up notification when lifetime earned crossed a level threshold. Anonymous members do not level up. */
export async function checkLevelUp(tx: Db, collector: { id: number; anonymous: boolean }, before: number, after: number) {
  if (collector.anonymous || after <= before) return;
  const all = await cachedLevels(tx);
  const was = levelStanding(all, before).level;
  const now = levelStanding(all, after).level;
  if (now && now.id !== was?.id) {
    await notify(tx, collector.id, 'levelup', { level_id: now.id, position: now.position, name: now.name });
  }
}

/** Business days with events of a step (most recent first), for streak rules. */
async function stepDays(tx: Db, collectorId: number, step: string): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ day: activityEvents.businessDay })
    .from(activityEvents)
    .where(and(eq(activityEvents.collectorId, collectorId), eq(activityEvents.step, step)))
    .orderBy(desc(activityEvents.businessDay))
    .limit(400);
  return rows.map((r) => r.day);
}

/**
 * Awards the badges whose rules the member now meets, each once. `history` carries what the
 * caller already counted; streak days are loaded only for a not-yet-earned streak badge.
 */
export async function awardBadges(
  tx: Db,
  collectorId: number,
  earnedBadgeIds: readonly number[],
  history: Omit<MemberHistory, 'stepDays'>,
  touchedStep: string | null,
) {
  const owned = new Set(earnedBadgeIds);
  const candidates = (await cachedBadges(tx)).filter((b) => b.rule && !owned.has(b.id));
  for (const badge of candidates) {
    const rule = badge.rule!;
    // An earning event checks its step's rules; a spend (touchedStep null) the spend rules.
    const relevant = rule.type === 'spendCount' ? touchedStep === null : rule.step === touchedStep;
    if (!relevant) continue;
    const full: MemberHistory = { ...history, stepDays: {} };
    if (rule.type === 'streak') full.stepDays[rule.step] = await stepDays(tx, collectorId, rule.step);
    if (!meetsBadgeRule(rule, full)) continue;
    const inserted = await tx.insert(collectorBadges).values({ collectorId, badgeId: badge.id }).onConflictDoNothing().returning();
    if (inserted.length) await notify(tx, collectorId, 'badge', { badge_id: badge.id, slug: badge.slug, name: badge.name });
  }
}
