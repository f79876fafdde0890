import 'server-only';
import { and, asc, desc, eq, lt, sql } from 'drizzle-orm';
import type { Activities } from '@/lib/contracts/loyalty';
import type { Db } from '@/lib/server/db/client';
import { activityEvents, badges, collectorBadges, earningRules, ledgerEntries } from '@/lib/server/db/schema';
import type { BadgeState } from '@/lib/contracts/loyalty';
import { cachedEarningRules } from './catalog-cache';
import { statementReason, stepLabel } from './statement';

/** GET /api/me/activities: the newest ledger entries (paged by id) and the activities that earned most. */
export async function activitiesOf(db: Db, collectorId: number, page: { limit: number; before?: number }): Promise<Activities> {
  const [rows, top] = await Promise.all([
    db
      .select({ id: ledgerEntries.id, amount: ledgerEntries.amount, kind: ledgerEntries.kind, reason: ledgerEntries.reason, reasonParams: ledgerEntries.reasonParams, createdAt: ledgerEntries.createdAt })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.collectorId, collectorId), page.before ? lt(ledgerEntries.id, page.before) : undefined))
      .orderBy(desc(ledgerEntries.id))
      .limit(page.limit + 1),
    db
      .select({
        step: activityEvents.step,
        label: sql<string | null>`max(${earningRules.reason})`,
        points: sql<number>`sum(${activityEvents.awarded})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(activityEvents)
      .leftJoin(earningRules, eq(earningRules.step, activityEvents.step))
      .where(and(eq(activityEvents.collectorId, collectorId), sql`${activityEvents.awarded} > 0`))
      .groupBy(activityEvents.step)
      .orderBy(sql`sum(${activityEvents.awarded}) desc`)
      .limit(5),
  ]);
  const last = rows.slice(0, page.limit);
  const ruleLabels = new Map((await cachedEarningRules(db)).map((r) => [r.step, r.reason]));
  return {
    top: top.map((t) => ({ step: t.step, reason: stepLabel(t.step, t.label), points: Number(t.points), count: Number(t.count) })),
    last: last.map((r) => ({ id: r.id, amount: r.amount, kind: r.kind, reason: statementReason(r, ruleLabels), created_at: r.createdAt.toISOString() })),
    next_before: rows.length > page.limit ? last[last.length - 1]!.id : null,
  };
}

/** GET /api/badges: every badge, earned or still locked for this member. */
export async function badgeStates(db: Db, collectorId: number): Promise<BadgeState[]> {
  const rows = await db
    .select({ badge: badges, earnedAt: collectorBadges.earnedAt })
    .from(badges)
    .leftJoin(collectorBadges, and(eq(collectorBadges.badgeId, badges.id), eq(collectorBadges.collectorId, collectorId)))
    .orderBy(asc(badges.position), asc(badges.id));
  return rows.map(({ badge, earnedAt }) => ({
    id: badge.id,
    slug: badge.slug,
    name: badge.name,
    description: badge.description,
    image_url: badge.imageUrl,
    earned_at: earnedAt?.toISOString() ?? null,
  }));
}
