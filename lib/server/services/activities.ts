import 'server-only';
import { and, asc, desc, eq, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Activities } from '@/lib/contracts/loyalty';
import type { Db } from '@/lib/server/db/client';
import { activityEvents, badges, collectorBadges, earningRules, ledgerEntries } from '@/lib/server/db/schema';
import type { BadgeState } from '@/lib/contracts/loyalty';
import { cachedEarningRules } from './catalog-cache';
import { statementReason, stepLabel } from './statement';

// The statement reads the ledger newest first in batches of this many rows.
const BATCH = 200;

type EntryRow = {
  id: number;
  amount: number;
  kind: string;
  reason: string;
  reasonParams: Record<string, string | number> | null;
  reference: string | null;
  createdAt: Date;
};
type Line = EntryRow & { key: string; oldestId: number };

/**
 * The business event a ledger entry belongs to. A refund writes one credit per credit lot the spend
 * used (each keeps its own expiry); to the member it is one cancel of one order.
 */
const eventKey = (r: EntryRow) => (r.kind === 'refund' && r.reference ? `refund:${r.reference}` : `entry:${r.id}`);

/**
 * The statement's lines, newest first, `limit` of them before the entry id `before`: one line per
 * business event (its entries are next to each other, written in one transaction under the member's
 * lock). `more` says whether older lines exist.
 */
async function statementLines(db: Db, collectorId: number, page: { limit: number; before?: number }): Promise<{ lines: Line[]; more: boolean }> {
  const lines: Line[] = [];
  let before = page.before;
  for (;;) {
    const rows = await db
      .select({
        id: ledgerEntries.id,
        amount: ledgerEntries.amount,
        kind: ledgerEntries.kind,
        reason: ledgerEntries.reason,
        reasonParams: ledgerEntries.reasonParams,
        reference: ledgerEntries.reference,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.collectorId, collectorId), before ? lt(ledgerEntries.id, before) : undefined))
      .orderBy(desc(ledgerEntries.id))
      .limit(BATCH);
    for (const row of rows) {
      const key = eventKey(row);
      const last = lines[lines.length - 1];
      if (last && last.key === key) {
        last.amount += row.amount;
        last.oldestId = row.id;
        continue;
      }
      // A line beyond the page has begun: every line of the page is complete.
      if (lines.length > page.limit) return { lines: lines.slice(0, page.limit), more: true };
      lines.push({ ...row, key, oldestId: row.id });
    }
    if (rows.length < BATCH) return { lines: lines.slice(0, page.limit), more: lines.length > page.limit };
    before = rows[rows.length - 1]!.id;
  }
}

/** One page of the statement, newest first (one line per business event); the host's statement read. */
export async function statementPage(db: Db, collectorId: number, page: { limit: number; before?: number }) {
  const { lines, more } = await statementLines(db, collectorId, page);
  const ruleLabels = new Map((await cachedEarningRules(db)).map((r) => [r.step, r.reason]));
  return {
    items: lines.map((r) => ({ id: r.id, amount: r.amount, kind: r.kind, reason: statementReason(r, ruleLabels), created_at: r.createdAt.toISOString() })),
    next_before: more ? lines[lines.length - 1]!.oldestId : null,
  };
}

/** GET /api/me/activities: the statement (paged by entry id, one line per business event) and the activities that earned most. */
export async function activitiesOf(db: Db, collectorId: number, page: { limit: number; before?: number }): Promise<Activities> {
  const [statement, top] = await Promise.all([
    statementPage(db, collectorId, page),
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
  return {
    top: top.map((t) => ({ step: t.step, reason: stepLabel(t.step, t.label), points: Number(t.points), count: Number(t.count) })),
    last: statement.items,
    next_before: statement.next_before,
  };
}

/** GET /api/badges: every published badge, earned or still locked, and any other this member has earned. */
export async function badgeStates(db: Db, collectorId: number): Promise<BadgeState[]> {
  const rows = await db
    .select({ badge: badges, earnedAt: collectorBadges.earnedAt })
    .from(badges)
    .leftJoin(collectorBadges, and(eq(collectorBadges.badgeId, badges.id), eq(collectorBadges.collectorId, collectorId)))
    .where(or(eq(badges.published, true), isNotNull(collectorBadges.earnedAt)))
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
