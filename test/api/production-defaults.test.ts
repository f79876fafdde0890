// Production without demo data: a fresh database gets the earning rules, levels, badges and daily
// reward items from applyDefaults (run on every start), and no demo members, rewards or redirects.
import { asc, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openPostgres, type Database, type Db } from '@/lib/server/db/client';
import { applyDefaults } from '@/lib/server/db/defaults';
import { seedDemo } from '@/lib/server/db/seed';
import { badges, collectors, dailyRewardItems, earningRules, levels, redirectRules, rewards, specials } from '@/lib/server/db/schema';
import { clearCatalogCache } from '@/lib/server/services/catalog-cache';
import { countRows, databaseKinds, describeEachDatabase, makeApp, openFreshPostgres, testConfig, type DatabaseKind } from '../helpers/db';
import { openPgliteCopy } from '../helpers/db-templates';
import { assertLedgerConsistent, memberGet, newKey, newMember, sendEvent, type App } from '../helpers/loyalty';

const CATALOGUE = { earningRules, levels, badges, dailyRewardItems };

/** Every row of the four default tables, in a stable order. */
async function catalogue(db: Db) {
  return {
    earningRules: await db.select().from(earningRules).orderBy(asc(earningRules.step)),
    levels: await db.select().from(levels).orderBy(asc(levels.id)),
    badges: await db.select().from(badges).orderBy(asc(badges.id)),
    dailyRewardItems: await db.select().from(dailyRewardItems).orderBy(asc(dailyRewardItems.id)),
  };
}

async function counts(db: Db, tables: Record<string, PgTable>) {
  return Object.fromEntries(await Promise.all(Object.entries(tables).map(async ([name, table]) => [name, await countRows(db, table)])));
}

const FULL = { earningRules: 5, levels: 5, badges: 6, dailyRewardItems: 4 };
const NOTHING = { earningRules: 0, levels: 0, badges: 0, dailyRewardItems: 0 };

describeEachDatabase('production defaults without the demo seed', (t) => {
  let app: App;

  const event = (token: string, step: string, data?: Record<string, unknown>) =>
    sendEvent(app, { collector_token: token, step, ...(data ? { data } : {}), idempotency_key: newKey('prod') });

  beforeAll(() => {
    ({ app } = makeApp(t.database, { SEED_DEMO: 'never' }));
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
  });

  it('a migrated database alone knows no step; applyDefaults adds the catalogue and no demo data', async () => {
    const { token } = await newMember(app);
    expect(await event(token, 'articleRead', { article_id: 'before' })).toEqual([400, { error: expect.objectContaining({ code: 'UNKNOWN_STEP' }) }]);

    expect(await applyDefaults(t.db)).toEqual(FULL);
    // A started process reads the rules after the defaults; this test's process cached "none".
    clearCatalogCache();
    expect(await counts(t.db, CATALOGUE)).toEqual(FULL);
    expect(await counts(t.db, { rewards, specials, redirectRules })).toEqual({ rewards: 0, specials: 0, redirectRules: 0 });
    expect(await countRows(t.db, collectors)).toBe(1);
    expect((await catalogue(t.db)).earningRules.map((r) => [r.step, r.points, r.active])).toEqual([
      ['articleRead', 5, true],
      ['articleShare', 10, true],
      ['commentPosted', 15, true],
      ['dailyVisit', 10, true],
      ['newsletterSignup', 100, true],
    ]);
  });

  it('each of the five steps earns through POST /api/host/events; /api/me shows the level and the badges', async () => {
    const { token } = await newMember(app, 'prod-reader');
    expect(await event(token, 'articleRead', { article_id: 'a-1' })).toEqual([200, { awarded: 5, balance: 5 }]);
    expect(await event(token, 'articleShare', { article_id: 'a-1' })).toEqual([200, { awarded: 10, balance: 15 }]);
    expect(await event(token, 'commentPosted')).toEqual([200, { awarded: 15, balance: 30 }]);
    expect(await event(token, 'newsletterSignup')).toEqual([200, { awarded: 100, balance: 130 }]);
    expect(await event(token, 'dailyVisit')).toEqual([200, { awarded: 10, balance: 140 }]);
    // The caps came with the rules: a second newsletter signup and a second visit today pay nothing.
    expect(await event(token, 'newsletterSignup')).toEqual([200, { awarded: 0, balance: 140, reason: 'lifetime_cap' }]);
    expect(await event(token, 'dailyVisit')).toEqual([200, { awarded: 0, balance: 140, reason: 'daily_cap' }]);

    let [status, me] = await memberGet(app, '/api/me', token);
    expect(status).toBe(200);
    expect(me.points_available).toBe(140);
    expect(me.level).toMatchObject({ position: 1, name: 'Neuling' });
    expect(me.next_level).toMatchObject({ position: 2, name: 'Leseratte', missing: 60 });
    expect(me.badges.map((b: { slug: string }) => b.slug).sort()).toEqual(['erster-artikel', 'kommentator']);

    for (let i = 2; i <= 13; i++) await event(token, 'articleRead', { article_id: `a-${i}` });
    [status, me] = await memberGet(app, '/api/me', token);
    expect(me.points_available).toBe(200);
    expect(me.level).toMatchObject({ position: 2, name: 'Leseratte' });
    expect(me.next_level).toMatchObject({ position: 3, name: 'Stammgast', missing: 300 });

    const [, items] = await memberGet(app, '/api/dailyRewards', token);
    expect(items.map((i: { points: number }) => i.points)).toEqual([5, 10, 25, 100]);
  });

  it('running the defaults again changes nothing', async () => {
    const before = await catalogue(t.db);
    expect(await applyDefaults(t.db)).toEqual(NOTHING);
    expect(await applyDefaults(t.db)).toEqual(NOTHING);
    expect(await catalogue(t.db)).toEqual(before);
  });

  it("keeps an operator's changes across a restart", async () => {
    await t.db.update(earningRules).set({ points: 7, reason: 'Gelesen' }).where(eq(earningRules.step, 'articleRead'));
    await t.db.update(earningRules).set({ active: false }).where(eq(earningRules.step, 'articleShare'));
    await t.db.update(levels).set({ name: 'Einsteiger' }).where(eq(levels.position, 1));
    await t.db.delete(levels).where(eq(levels.position, 5));
    await t.db.update(badges).set({ name: 'Kommentarprofi', rule: null }).where(eq(badges.slug, 'kommentator'));
    await t.db.update(dailyRewardItems).set({ active: false }).where(eq(dailyRewardItems.points, 100));
    const changed = await catalogue(t.db);

    // The restart: defaults run again, the cache starts empty.
    expect(await applyDefaults(t.db)).toEqual(NOTHING);
    clearCatalogCache();
    expect(await catalogue(t.db)).toEqual(changed);

    const { token } = await newMember(app, 'prod-after-restart');
    expect(await event(token, 'articleRead', { article_id: 'r-1' })).toEqual([200, { awarded: 7, balance: 7 }]);
    expect(await event(token, 'articleShare', { article_id: 'r-1' })).toEqual([400, { error: expect.objectContaining({ code: 'UNKNOWN_STEP' }) }]);
    expect(await event(token, 'commentPosted')).toEqual([200, { awarded: 15, balance: 22 }]);
    const [, me] = await memberGet(app, '/api/me', token);
    expect(me.level).toMatchObject({ position: 1, name: 'Einsteiger' });
    // A badge without a rule is no longer awarded.
    expect(me.badges.map((b: { slug: string }) => b.slug)).toEqual(['erster-artikel']);
  });

  it('a missing rule or badge is added again; a deleted level is not (the ladder is left alone)', async () => {
    await t.db.delete(earningRules).where(eq(earningRules.step, 'dailyVisit'));
    await t.db.insert(badges).values({ slug: 'eigenes', name: 'Eigenes', description: 'Vom Betrieb angelegt.', imageUrl: '/badges/eigenes.svg', position: 9 });
    expect(await applyDefaults(t.db)).toEqual({ ...NOTHING, earningRules: 1 });
    expect(await countRows(t.db, levels)).toBe(4);
    expect(await countRows(t.db, badges)).toBe(7);
    const [visit] = await t.db.select().from(earningRules).where(eq(earningRules.step, 'dailyVisit'));
    expect(visit).toMatchObject({ points: 10, reason: 'Täglicher Besuch', dailyCap: 1 });
  });
});

/**
 * A fresh migrated database of a kind (a copy of the run's template, which test/helpers/db-templates.test.ts
 * proves equal to a fresh migration), opened `instances` times (PostgreSQL: separate pools, like separate processes).
 */
async function freshInstances(kind: DatabaseKind, instances: number): Promise<{ dbs: Db[]; dispose: () => Promise<void> }> {
  if (kind === 'pglite') {
    const database = await openPgliteCopy();
    return { dbs: Array.from({ length: instances }, () => database.db), dispose: () => database.close() };
  }
  const fresh = await openFreshPostgres(process.env.TEST_DATABASE_URL!, 2);
  const others: Database[] = [];
  for (let i = 1; i < instances; i++) others.push(await openPostgres(fresh.url!, 2));
  return {
    dbs: [fresh.database.db, ...others.map((o) => o.db)],
    dispose: async () => {
      await Promise.all(others.map((o) => o.close()));
      await fresh.dispose();
    },
  };
}

// Each test makes fresh databases (PostgreSQL: created, migrated, seeded): on a loaded machine that
// took more than Jest's 30 s.
const FRESH_DATABASE_TIMEOUT_MS = 120_000;

for (const kind of databaseKinds()) {
  describe(`defaults on start-up [${kind}]`, () => {
    it(
      'instances starting at once add the catalogue exactly once',
      async () => {
        const { dbs, dispose } = await freshInstances(kind, 6);
        const startAll = async () => {
          await Promise.all(dbs.map((db) => db.execute(sql`select 1`)));
          const results = await Promise.all(dbs.map((db) => applyDefaults(db)));
          return results.reduce((sum, r) => ({
            earningRules: sum.earningRules + r.earningRules,
            levels: sum.levels + r.levels,
            badges: sum.badges + r.badges,
            dailyRewardItems: sum.dailyRewardItems + r.dailyRewardItems,
          }));
        };
        try {
          expect(await startAll()).toEqual(FULL);
          expect(await counts(dbs[0]!, CATALOGUE)).toEqual(FULL);
          // The tables filled only when empty have no unique key to stop a second copy: several rounds
          // with them emptied, since the race between two instances' "is it empty?" is short.
          for (let round = 0; round < 5; round++) {
            await dbs[0]!.delete(levels);
            await dbs[0]!.delete(dailyRewardItems);
            expect(await startAll()).toEqual({ ...NOTHING, levels: 5, dailyRewardItems: 4 });
            expect(await counts(dbs[0]!, CATALOGUE)).toEqual(FULL);
          }
        } finally {
          await dispose();
        }
      },
      FRESH_DATABASE_TIMEOUT_MS,
    );

    it(
      'the demo seed relies on the defaults: no second copy of any default row',
      async () => {
        const { dbs, dispose } = await freshInstances(kind, 1);
        try {
          clearCatalogCache();
          await seedDemo(dbs[0]!, testConfig());
          expect(await counts(dbs[0]!, CATALOGUE)).toEqual(FULL);
          expect(await applyDefaults(dbs[0]!)).toEqual(NOTHING);
          expect(await countRows(dbs[0]!, rewards)).toBeGreaterThan(0);
        } finally {
          clearCatalogCache();
          await dispose();
        }
      },
      FRESH_DATABASE_TIMEOUT_MS,
    );
  });
}
