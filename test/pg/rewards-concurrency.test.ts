// Spends under real concurrency on PostgreSQL (docs/architecture.md, "Rewards and spends"): many
// members against little stock, in one process with a pool of 25 and through two API server
// processes on one database; one Idempotency-Key retried at once; raffle draws triggered at once.
// PGlite serialises everything, so this suite runs only when TEST_DATABASE_URL is set.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '@/lib/server/db/client';
import { seedDemo } from '@/lib/server/db/seed';
import { collectors, ledgerEntries, notifications, orders, raffleDraws, reservations, rewards } from '@/lib/server/db/schema';
import { clearCatalogCache } from '@/lib/server/services/catalog-cache';
import { makeApp, TEST_API_KEY } from '../helpers/db';
import { assertLedgerConsistent, newKey, openFreshPostgresDb, type App } from '../helpers/loyalty';
import { assertRewardsConsistent, makeReward, richMember, type Member } from '../helpers/rewards';
import { bundleApiProcess, startApiProcess, type ApiProcess } from './spawn-api';

const url = process.env.TEST_DATABASE_URL;

type Call = (method: string, path: string, m: Member, key?: string, body?: unknown) => Promise<readonly [number, Record<string, unknown>]>;

/** A member call through `fetch` (a server process) or app.request (in process). */
function caller(request: (path: string, init: RequestInit) => Promise<Response>): Call {
  return async (method, path, m, key, body) => {
    const q = `collector_token=${encodeURIComponent(m.token)}&hash=${m.hash}&token=${encodeURIComponent(m.ssoToken)}`;
    const headers: Record<string, string> = {};
    if (key) headers['Idempotency-Key'] = key;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await request(`${path}?${q}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return [res.status, (await res.json()) as Record<string, unknown>] as const;
  };
}

/** reserve then confirm; the outcome is 'ok' or the first error code. */
async function spend(call: Call, m: Member, rewardId: number): Promise<string> {
  const [s1, r] = await call('POST', `/api/rewards/${rewardId}/reserve`, m, newKey('r'), {});
  if (s1 !== 201) return String((r.error as { code: string }).code);
  const [s2, o] = await call('POST', `/api/reservations/${r.reservation_id as string}/confirm`, m, newKey('c'));
  if (s2 !== 200) return String((o.error as { code: string }).code);
  return 'ok';
}

const tally = (outcomes: string[]) => outcomes.reduce<Record<string, number>>((t, o) => ({ ...t, [o]: (t[o] ?? 0) + 1 }), {});

if (!url) {
  describe.skip('PostgreSQL rewards concurrency — SKIPPED: set TEST_DATABASE_URL=postgres://… to run it', () => {
    it('runs only against PostgreSQL', () => undefined);
  });
} else {
  describe('PostgreSQL rewards concurrency (pool of 25, fresh database)', () => {
    let database: Database;
    let dispose: () => Promise<void>;
    let dbUrl: string;
    let app: App;
    const db = () => database.db;
    const all = <T>(n: number, fn: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => fn(i)));

    beforeAll(async () => {
      clearCatalogCache();
      const opened = await openFreshPostgresDb(url, 25);
      ({ database, dispose } = opened);
      dbUrl = opened.url!;
      const made = makeApp(database);
      app = made.app;
      await seedDemo(database.db, made.config);
      await all(25, () => database.db.execute(sql`select pg_sleep(0.05)`));
    }, 60_000);

    afterAll(async () => {
      await dispose?.();
      clearCatalogCache();
    });

    afterEach(async () => {
      await assertLedgerConsistent(db());
      await assertRewardsConsistent(db());
      const [negative] = await db()
        .select({ n: sql<number>`count(*)` })
        .from(collectors)
        .where(sql`${collectors.pointsAvailable} < 0`);
      expect(Number(negative!.n)).toBe(0);
    });

    /** 100 members × 5 attempts, all at once, against stock 50: exactly 50 orders. */
    async function stockRun(calls: Call[]) {
      const reward = await makeReward(db(), { title: 'Knappe Prämie', cost: 10, stock: 50 });
      const members = await all(100, () => richMember(app, 100));
      const outcomes = await all(500, (i) => spend(calls[i % calls.length]!, members[i % 100]!, reward.id));
      const t = tally(outcomes);
      expect(t.ok).toBe(50);
      // Every failure is one of the expected refusals, never a 500.
      expect(Object.keys(t).filter((k) => !['ok', 'SOLD_OUT', 'ALREADY_RESERVED'].includes(k))).toEqual([]);
      const [r] = await db().select().from(rewards).where(eq(rewards.id, reward.id));
      expect(r!.stockLeft).toBe(0);
      const made = await db().select().from(orders).where(eq(orders.rewardId, reward.id));
      expect(made).toHaveLength(50);
      const debits = await db()
        .select({ n: sql<number>`count(*)`, sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)` })
        .from(ledgerEntries)
        .where(
          and(
            eq(ledgerEntries.kind, 'reward'),
            sql`${ledgerEntries.reference} like 'reservation:%'`,
            sql`${ledgerEntries.data}->>'reward_id' = ${String(reward.id)}`,
          ),
        );
      expect([Number(debits[0]!.n), Number(debits[0]!.sum)]).toEqual([50, -500]);
      const [held] = await db()
        .select({ n: sql<number>`count(*)` })
        .from(reservations)
        .where(and(eq(reservations.rewardId, reward.id), eq(reservations.state, 'held')));
      expect(Number(held!.n)).toBe(0);
      return members;
    }

    it('500 simultaneous reserve+confirm attempts by 100 members against stock 50 → exactly 50 orders (one process)', async () => {
      await stockRun([caller((p, init) => Promise.resolve(app.request(p, init)))]);
    }, 120_000);

    describe('two API server processes on one database', () => {
      let procs: ApiProcess[] = [];
      beforeAll(async () => {
        const bundle = await bundleApiProcess();
        procs = await Promise.all([startApiProcess(bundle, dbUrl, 12), startApiProcess(bundle, dbUrl, 12)]);
      }, 60_000);
      afterAll(async () => {
        await Promise.all(procs.map((p) => p.stop()));
      });

      it('the same run split over both processes → exactly 50 orders', async () => {
        await stockRun(procs.map((p) => caller((path, init) => fetch(`${p.origin}${path}`, init))));
      }, 120_000);

      it('10 simultaneous retries of one Idempotency-Key (both processes) → one reservation, one order, one debit', async () => {
        const calls = procs.map((p) => caller((path, init) => fetch(`${p.origin}${path}`, init)));
        const reward = await makeReward(db(), { cost: 7, stock: 5 });
        const m = await richMember(app, 100);
        const key = newKey('same');
        const reserved = await all(10, (i) => calls[i % 2]!('POST', `/api/rewards/${reward.id}/reserve`, m, key, {}));
        for (const answer of reserved) expect(answer).toEqual(reserved[0]); // the replay: same status and body
        expect(reserved[0]![0]).toBe(201);
        const id = reserved[0]![1].reservation_id as string;
        const confirmKey = newKey('same-confirm');
        const confirmed = await all(10, (i) => calls[i % 2]!('POST', `/api/reservations/${id}/confirm`, m, confirmKey));
        for (const answer of confirmed) expect(answer).toEqual(confirmed[0]);
        expect(confirmed[0]).toEqual([200, { order_id: expect.any(Number), state: 'waiting', balance: 93 }]);
        expect(await db().select().from(reservations).where(eq(reservations.rewardId, reward.id))).toHaveLength(1);
        expect(await db().select().from(orders).where(eq(orders.rewardId, reward.id))).toHaveLength(1);
      }, 60_000);

      it('raffle draw triggered 10 times at once on both processes → one draw, one result', async () => {
        const raffle = await makeReward(db(), { type: 'raffle', delivery: 'digital', cost: 1, winners: 2, title: 'Gleichzeitige Ziehung' });
        const members = await all(6, () => richMember(app, 50));
        for (const [i, m] of members.entries()) {
          const call = caller((p, init) => Promise.resolve(app.request(p, init)));
          const [s1, r] = await call('POST', `/api/rewards/${raffle.id}/reserve`, m, newKey(), {
            tickets: i + 1,
            email: 'los@example.org',
            accept_terms: true,
          });
          expect(s1).toBe(201);
          expect((await call('POST', `/api/reservations/${r.reservation_id as string}/confirm`, m, newKey()))[0]).toBe(200);
        }
        await db()
          .update(rewards)
          .set({ endsAt: new Date(Date.now() - 1000) })
          .where(eq(rewards.id, raffle.id));
        const draws = await all(10, (i) =>
          fetch(`${procs[i % 2]!.origin}/api/host/raffles/${raffle.id}/draw`, { method: 'POST', headers: { Authorization: `Bearer ${TEST_API_KEY}` } }).then(
            async (res) => [res.status, await res.json()] as const,
          ),
        );
        expect(draws.every(([s]) => s === 200)).toBe(true);
        for (const answer of draws) expect(answer).toEqual(draws[0]);
        const tickets = await db().select().from(orders).where(eq(orders.rewardId, raffle.id));
        expect(tickets.filter((o) => o.raffleState === 'won')).toHaveLength(2);
        expect(tickets.filter((o) => o.raffleState === 'lost')).toHaveLength(4);
        const won = await db()
          .select()
          .from(notifications)
          .where(and(eq(notifications.type, 'raffleWon'), sql`${notifications.data}->>'reward_id' = ${String(raffle.id)}`));
        expect(won).toHaveLength(2);
        expect(await db().select().from(raffleDraws).where(eq(raffleDraws.rewardId, raffle.id))).toHaveLength(1);
      }, 60_000);
    });
  });
}
