import 'server-only';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { Me } from '@/lib/contracts/me';
import { levelStanding } from '@/lib/domain/levels';
import type { Db } from '@/lib/server/db/client';
import { badges, collectorBadges, ledgerEntries, levels, ssoUsers } from '@/lib/server/db/schema';
import type { Collector } from './collectors';

const iso = (d: Date) => d.toISOString();

export const CURRENCY_NAME = 'Räppli';

export function currencyOf(config: Config) {
  return { basename: CURRENCY_NAME, media: [{ url: new URL('/raeppli.svg', config.SITE_URL).toString() }] };
}

/** What expires next: the sum of unspent credits sharing the earliest expiry. */
async function pointsRetirement(db: Db, collectorId: number) {
  const [next] = await db
    .select({ date: ledgerEntries.expiresAt, points: sql<string>`sum(${ledgerEntries.remaining})` })
    .from(ledgerEntries)
    .where(
      and(eq(ledgerEntries.collectorId, collectorId), isNotNull(ledgerEntries.expiresAt), gt(ledgerEntries.remaining, 0)),
    )
    .groupBy(ledgerEntries.expiresAt)
    .orderBy(asc(ledgerEntries.expiresAt))
    .limit(1);
  return next?.date ? { points: Number(next.points), date: iso(next.date) } : null;
}

/** GET /api/me for one collector. */
export async function meView(db: Db, config: Config, collector: Collector): Promise<Me> {
  const [levelRows, badgeRows, retirement, user] = await Promise.all([
    db.select().from(levels),
    db
      .select({ badge: badges, earnedAt: collectorBadges.earnedAt })
      .from(collectorBadges)
      .innerJoin(badges, eq(badges.id, collectorBadges.badgeId))
      .where(eq(collectorBadges.collectorId, collector.id))
      .orderBy(asc(collectorBadges.earnedAt)),
    pointsRetirement(db, collector.id),
    collector.ssoUserId
      ? db.select({ username: ssoUsers.username }).from(ssoUsers).where(eq(ssoUsers.id, collector.ssoUserId)).limit(1)
      : Promise.resolve([]),
  ]);
  const standing = levelStanding(levelRows, collector.lifetimeEarned);
  const toLevel = (l: (typeof levelRows)[number]) => ({
    id: l.id,
    position: l.position,
    name: l.name,
    threshold: l.threshold,
    image_url: l.imageUrl,
  });
  return {
    collector_token: collector.token,
    lang: collector.lang,
    points_available: collector.pointsAvailable,
    anonymous: collector.ssoUserId === null,
    username: user[0]?.username ?? null,
    level: standing.level ? toLevel(standing.level) : null,
    next_level: standing.next
      ? { ...toLevel(standing.next), missing: standing.next.missing, progress: standing.next.progress }
      : null,
    badges: badgeRows.map(({ badge, earnedAt }) => ({
      id: badge.id,
      slug: badge.slug,
      name: badge.name,
      description: badge.description,
      image_url: badge.imageUrl,
      earned_at: iso(earnedAt),
    })),
    // Keys starting with "_" are internal markers (the demo members'), not member meta.
    meta: Object.entries(collector.meta)
      .filter(([key]) => !key.startsWith('_'))
      .map(([key, value]) => ({ key, value })),
    currency: currencyOf(config),
    customer: { uri_scheme: config.URI_SCHEME },
    points_retirement: retirement,
    daily_reward: null,
  };
}
