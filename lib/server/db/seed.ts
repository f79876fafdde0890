import 'server-only';
import { count, eq, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { Db } from './client';
import { badges, collectorBadges, collectors, levels, redirectRules, rewards, specials } from './schema';
import { createAnonymousCollector, ensureIdentifiedCollector } from '@/lib/server/services/collectors';
import { credit } from '@/lib/server/services/ledger';
import { demoBadges, demoLevels, demoRewards, demoSpecials, demoRedirects } from './seed-data';

export type DemoMembers = { anonymous: string; identified: { collectorToken: string; hash: string; token: string } };

const DEMO_USER = { id: 'demo-anna', username: 'anna', email: 'anna.muster@example.org', firstname: 'Anna', lastname: 'Muster' };

/** Seeds the German demo catalogue and demo members once; safe to call on every start. */
export async function seedDemo(db: Db, config: Config): Promise<DemoMembers> {
  const [{ n }] = (await db.select({ n: count() }).from(levels)) as [{ n: number }];
  if (n === 0) await seedCatalogue(db, config);
  return ensureDemoMembers(db, config);
}

async function seedCatalogue(db: Db, config: Config) {
  await db.transaction(async (tx) => {
    await tx.insert(levels).values(demoLevels).onConflictDoNothing();
    await tx.insert(badges).values(demoBadges).onConflictDoNothing();
    await tx.insert(specials).values(demoSpecials(new Date())).onConflictDoNothing();
    await tx.insert(rewards).values(demoRewards(config));
    await tx.insert(redirectRules).values(demoRedirects).onConflictDoNothing();
  });
}

async function ensureDemoMembers(db: Db, config: Config): Promise<DemoMembers> {
  const [existing] = await db
    .select({ token: collectors.token })
    .from(collectors)
    .where(sql`${collectors.meta}->>'_demo' = 'anonymous'`)
    .limit(1);
  const anonymous = existing?.token ?? (await createAnonymousCollector(db, { _demo: 'anonymous' })).token;

  const identified = await ensureIdentifiedCollector(db, DEMO_USER, config.SSO_SECRET, { _demo: 'identified' });
  const id = identified.collector.id;
  const expiresAt = new Date(Date.now() + 365 * 24 * 3600 * 1000);
  await credit(db, { collectorId: id, amount: 250, kind: 'earn', reason: 'Willkommensbonus', idempotencyKey: 'seed:welcome', expiresAt });
  await credit(db, { collectorId: id, amount: 120, kind: 'earn', reason: '12 Artikel gelesen', idempotencyKey: 'seed:articles', expiresAt });
  const [first] = await db.select({ id: badges.id }).from(badges).where(eq(badges.slug, 'erster-artikel')).limit(1);
  if (first) await db.insert(collectorBadges).values({ collectorId: id, badgeId: first.id }).onConflictDoNothing();
  return {
    anonymous,
    identified: { collectorToken: identified.collector.token, hash: identified.hash, token: identified.token },
  };
}

export function demoUrls(config: Config, demo: DemoMembers) {
  const base = config.SITE_URL.replace(/\/$/, '');
  const id = demo.identified;
  return {
    anonymous: `${base}/me/overview?collector_token=${demo.anonymous}`,
    identified: `${base}/me/overview?collector_token=${id.collectorToken}&hash=${id.hash}&token=${encodeURIComponent(id.token)}`,
  };
}
