import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { activityEvents, collectorBadges, notifications } from '@/lib/server/db/schema';
import { meetsBadgeRule, type MemberHistory } from '@/lib/domain/badges';
import { levelStanding } from '@/lib/domain/levels';
import { cachedBadges, cachedLevels } from './catalog-cache';
import { emitLevelUp } from '@/lib/server/webhooks/emit';

// Levels and badges after a member's history changed. A new level or badge records a
// notification for the member's popups. What is due is worked out first (reads only), so the
// common case — nothing new — writes nothing.

type BadgeRow = Awaited<ReturnType<typeof cachedBadges>>[number];
type LevelRow = Awaited<ReturnType<typeof cachedLevels>>[number];

export async function notify(tx: Db, collectorId: number, type: string, data: Record<string, unknown>) {
  await tx.insert(notifications).values({ collectorId, type, data });
}

/** The level reached by crossing a threshold from `before` to `after`, or null. Anonymous members do not level up. */
export async function levelReached(db: Db, anonymous: boolean, before: number, after: number): Promise<LevelRow | null> {
  if (anonymous || after <= before) return null;
  const all = await cachedLevels(db);
  const was = levelStanding(all, before).level;
  const now = levelStanding(all, after).level;
  return now && now.id !== was?.id ? now : null;
}

export async function notifyLevelUp(tx: Db, collectorId: number, level: LevelRow) {
  await notify(tx, collectorId, 'levelup', { level_id: level.id, position: level.position, name: level.name });
}

/**
 * Records a level-up notification when lifetime earned crossed a level threshold, and reports it to
 * webhooks (in the caller's transaction). The earning event reports its own inside its one call.
 */
export async function checkLevelUp(tx: Db, collector: { id: number; anonymous: boolean }, before: number, after: number) {
  const level = await levelReached(tx, collector.anonymous, before, after);
  if (!level) return;
  await notifyLevelUp(tx, collector.id, level);
  await emitLevelUp(tx, collector.id, before, after);
}

/** Business days with events of a step (most recent first), for streak rules. */
async function stepDays(db: Db, collectorId: number, step: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ day: activityEvents.businessDay })
    .from(activityEvents)
    .where(and(eq(activityEvents.collectorId, collectorId), eq(activityEvents.step, step)))
    .orderBy(desc(activityEvents.businessDay))
    .limit(400);
  return rows.map((r) => r.day);
}

/**
 * The badges a member now meets and does not have yet. An earning event (`touchedStep`) checks its
 * step's rules, a spend (null) the spend rules; streak days are read only for a streak badge due.
 */
export async function badgesDue(
  db: Db,
  collectorId: number,
  earnedBadgeIds: readonly number[],
  history: Omit<MemberHistory, 'stepDays'>,
  touchedStep: string | null,
): Promise<BadgeRow[]> {
  const owned = new Set(earnedBadgeIds);
  const due: BadgeRow[] = [];
  for (const badge of await cachedBadges(db)) {
    const rule = badge.rule;
    if (!rule || owned.has(badge.id)) continue;
    const relevant = rule.type === 'spendCount' ? touchedStep === null : rule.step === touchedStep;
    if (!relevant) continue;
    const full: MemberHistory = { ...history, stepDays: {} };
    if (rule.type === 'streak') full.stepDays[rule.step] = await stepDays(db, collectorId, rule.step);
    if (meetsBadgeRule(rule, full)) due.push(badge);
  }
  return due;
}

/** Awards badges, each once (primary key), with a notification for each new one. */
export async function grantBadges(tx: Db, collectorId: number, badges: readonly BadgeRow[]) {
  for (const badge of badges) {
    const inserted = await tx.insert(collectorBadges).values({ collectorId, badgeId: badge.id }).onConflictDoNothing().returning();
    if (inserted.length) await notify(tx, collectorId, 'badge', { badge_id: badge.id, slug: badge.slug, name: badge.name });
  }
}
