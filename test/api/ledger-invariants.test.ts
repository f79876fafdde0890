// Points are money: the database keeps the ledger append-only, the expiry job writes one expiry
// entry per credit exactly once, spends consume the soonest-expiring credits first, /me reports
// what expires next. After every test: Σ ledger = cached balance = Σ open credits, for everyone.
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { seedDemo } from '@/lib/server/db/seed';
import { collectors, ledgerEntries } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/client';
import { createAnonymousCollector } from '@/lib/server/services/collectors';
import { earnTx } from '@/lib/server/services/earning';
import { lockAddressedCollector } from '@/lib/server/money/ledger';
import { credit, debitTx, expireDueCredits, ledgerSum, lockCollector } from '@/lib/server/money/ledger';
import { consumeFifo, type OpenCredit } from '../helpers/ledger-model';
import { ApiError } from '@/lib/server/errors';
import { describeEachDatabase, makeApp, testConfig } from '../helpers/db';
import {
  assertLedgerConsistent,
  collectorByToken,
  entriesOf,
  hostPost,
  memberGet,
  newKey,
  newMember,
  sendAdjustment,
  sendEvent,
  type App,
} from '../helpers/loyalty';

const DAY = 86_400_000;

// The model's expiry: what remains of a credit whose time has come.
const dueForExpiry = <C extends OpenCredit>(credits: readonly C[], now: Date): C[] =>
  credits.filter((c) => c.remaining > 0 && c.expiresAt !== null && c.expiresAt.getTime() <= now.getTime());

class Rollback extends Error {}

/** Every message along an error's cause chain (drizzle wraps the driver's error). */
async function errorOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (err) {
    const messages: string[] = [];
    for (let e = err as { message?: string; cause?: unknown } | undefined, i = 0; e && i < 5; e = e.cause as typeof e, i++) messages.push(String(e.message));
    return messages.join(' | ');
  }
  return 'no error';
}

describeEachDatabase('ledger invariants', (t) => {
  let app: App;

  /** Runs fn in a transaction that is rolled back afterwards (fn's own error wins). */
  const inRolledBackTx = (fn: (tx: Db) => Promise<unknown>) =>
    t.db.transaction(async (tx) => {
      await fn(tx);
      throw new Rollback('rolled back on purpose');
    });

  const memberWithCredits = async (...credits: { amount: number; expiresAt: Date | null }[]) => {
    const c = await createAnonymousCollector(t.db);
    const ids: number[] = [];
    for (const [i, cr] of credits.entries()) {
      ids.push(
        (await credit(t.db, c.id, {
          amount: cr.amount,
          kind: 'earn',
          reason: 'adjustment',
          params: { text: 'Test-Gutschrift' },
          idempotencyKey: `test:${i}`,
          expiresAt: cr.expiresAt,
        }))!,
      );
    }
    return { id: c.id, token: c.token, ids };
  };
  const remainingOf = async (ids: number[]) => {
    const rows = await t.db.select({ id: ledgerEntries.id, remaining: ledgerEntries.remaining }).from(ledgerEntries);
    return ids.map((id) => rows.find((r) => r.id === id)!.remaining);
  };
  const balanceOf = async (id: number) => (await t.db.select().from(collectors).where(eq(collectors.id, id)))[0]!.pointsAvailable;

  beforeAll(async () => {
    const made = makeApp(t.database);
    app = made.app;
    await seedDemo(t.db, made.config);
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
  });

  describe('the append-only trigger', () => {
    let entryId: number;
    let debitId: number;
    beforeAll(async () => {
      const m = await memberWithCredits({ amount: 50, expiresAt: new Date(Date.now() + 30 * DAY) });
      entryId = m.ids[0]!;
      await sendAdjustment(app, { collector_token: m.token, amount: -10, reason: 'Abzug', idempotency_key: newKey() });
      debitId = (await entriesOf(t.db, m.id)).find((e) => e.amount < 0)!.id;
    });

    it.each([
      ['amount', sql`amount = amount + 1`],
      ['kind', sql`kind = 'adjustment'`],
      ['reason', sql`reason = 'geändert'`],
      ['reference', sql`reference = 'other'`],
      ['idempotency_key', sql`idempotency_key = 'other'`],
      ['data', sql`data = '{"x":1}'::jsonb`],
      ['expires_at', sql`expires_at = expires_at + interval '1 day'`],
      ['created_at', sql`created_at = now() - interval '1 day'`],
      ['reason_params', sql`reason_params = '{"x":1}'::jsonb`],
    ])('refuses to change %s', async (_column, set) => {
      const before = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
      expect(await errorOf(t.db.execute(sql`update ledger_entries set ${set} where id = ${entryId}`))).toMatch(/append-only/);
      expect(await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId))).toEqual(before);
    });

    it('refuses DELETE', async () => {
      const n = (await t.db.select().from(ledgerEntries)).length;
      expect(await errorOf(t.db.execute(sql`delete from ledger_entries where id = ${entryId}`))).toMatch(/cannot be deleted/);
      expect(await errorOf(t.db.execute(sql`delete from ledger_entries`))).toMatch(/cannot be deleted/);
      expect((await t.db.select().from(ledgerEntries)).length).toBe(n);
    });

    it('refuses to raise what remains of a credit', async () => {
      expect(await errorOf(t.db.execute(sql`update ledger_entries set remaining = remaining + 1 where id = ${entryId}`))).toMatch(/only decrease/);
      expect(await remainingOf([entryId])).toEqual([40]);
    });

    it('refuses to give a debit a remainder', async () => {
      expect(await errorOf(t.db.execute(sql`update ledger_entries set remaining = 0 where id = ${debitId}`))).toMatch(/only decrease/);
    });

    it('lets what remains of a credit decrease (rolled back here to keep the books balanced)', async () => {
      const message = await errorOf(
        inRolledBackTx(async (tx) => {
          await tx.execute(sql`update ledger_entries set remaining = remaining - 5 where id = ${entryId}`);
          const [row] = await tx.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
          expect(row!.remaining).toBe(35);
          // an update that leaves every value as it is passes too
          await tx.execute(sql`update ledger_entries set remaining = remaining where id = ${entryId}`);
        }),
      );
      expect(message).toBe('rolled back on purpose');
      expect(await remainingOf([entryId])).toEqual([40]);
    });

    it('is checked by a query that names a collector whose books do not balance (rolled back)', async () => {
      const [owner] = await t.db.select({ collectorId: ledgerEntries.collectorId }).from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
      const message = await errorOf(
        inRolledBackTx(async (tx) => {
          await assertLedgerConsistent(tx);
          // a cached balance one Räppli above its entries, and then a credit with less left than the balance says
          await tx.execute(sql`update collectors set points_available = points_available + 1 where id = ${owner!.collectorId}`);
          await expect(assertLedgerConsistent(tx)).rejects.toThrow(new RegExp(`"id": "?${owner!.collectorId}"?,`));
          await tx.execute(sql`update collectors set points_available = points_available - 1 where id = ${owner!.collectorId}`);
          await tx.execute(sql`update ledger_entries set remaining = remaining - 1 where id = ${entryId}`);
          await expect(assertLedgerConsistent(tx)).rejects.toThrow(/open_credits/);
        }),
      );
      expect(message).toBe('rolled back on purpose');
    });

    it('refuses a negative remainder, a zero amount, a negative balance and a second entry with one key', async () => {
      const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, entryId));
      expect(await errorOf(t.db.execute(sql`update ledger_entries set remaining = -1 where id = ${entryId}`))).toMatch(/ledger_remaining_valid/);
      expect(
        await errorOf(t.db.insert(ledgerEntries).values({ collectorId: entry!.collectorId, amount: 0, kind: 'earn', reason: 'x', idempotencyKey: 'zero' })),
      ).toMatch(/ledger_amount_nonzero/);
      expect(await errorOf(t.db.execute(sql`update collectors set points_available = -1 where id = ${entry!.collectorId}`))).toMatch(
        /collectors_points_available_nonnegative/,
      );
      expect(
        await errorOf(
          t.db
            .insert(ledgerEntries)
            .values({ collectorId: entry!.collectorId, amount: 5, remaining: 5, kind: 'earn', reason: 'x', idempotencyKey: entry!.idempotencyKey }),
        ),
      ).toMatch(/ledger_collector_idempotency_uq|duplicate key/);
    });

    // TRUNCATE fires no row trigger; ledger_entries_no_truncate (lib/server/db/functions/30-ledger.sql) refuses it per statement.
    it('refuses TRUNCATE', async () => {
      expect(await errorOf(inRolledBackTx((tx) => tx.execute(sql`truncate ledger_entries cascade`)))).toMatch(/append-only/);
    });
  });

  describe('expiry', () => {
    it('never lets a spend use Räppli whose time has come, even before the job ran', async () => {
      const now = new Date();
      const m = await memberWithCredits({ amount: 10, expiresAt: new Date(now.getTime() - DAY) }, { amount: 5, expiresAt: null });
      const [status, body] = await sendAdjustment(app, { collector_token: m.token, amount: -8, reason: 'Abzug', idempotency_key: newKey() });
      expect(status).toBe(409);
      expect(body.error.code).toBe('INSUFFICIENT_FUNDS');
      expect(await remainingOf(m.ids)).toEqual([10, 5]); // a refused spend changes nothing
      const [okStatus] = await sendAdjustment(app, { collector_token: m.token, amount: -5, reason: 'Abzug', idempotency_key: newKey() });
      expect(okStatus).toBe(200);
      expect(await remainingOf(m.ids)).toEqual([0, 0]); // the 10 expired, the 5 were spent
      expect((await entriesOf(t.db, m.id)).filter((e) => e.kind === 'expire').map((e) => e.amount)).toEqual([-10]);
      expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(0);
    });

    it('writes one expiry entry per due credit, lowers the balance, and nothing when run again', async () => {
      const now = new Date();
      await expireDueCredits(t.db, now); // whatever earlier tests left due
      const m = await memberWithCredits(
        { amount: 30, expiresAt: new Date(now.getTime() - 2 * DAY) },
        { amount: 20, expiresAt: new Date(now.getTime() - DAY) },
        { amount: 15, expiresAt: new Date(now.getTime() - 3 * DAY) },
        { amount: 40, expiresAt: new Date(now.getTime() + 30 * DAY) },
        { amount: 5, expiresAt: null },
      );
      const lifetime = (await collectorByToken(t.db, m.token)).lifetimeEarned;

      expect(await expireDueCredits(t.db, now)).toEqual({ credits: 3, points: 65 });
      const expiries = (await entriesOf(t.db, m.id)).filter((e) => e.kind === 'expire');
      expect(expiries.map((e) => [e.amount, e.reference, e.idempotencyKey, e.reason, e.remaining])).toEqual(
        expect.arrayContaining([
          [-30, `credit:${m.ids[0]}`, `expire:${m.ids[0]}`, 'Räppli verfallen', null],
          [-20, `credit:${m.ids[1]}`, `expire:${m.ids[1]}`, 'Räppli verfallen', null],
          [-15, `credit:${m.ids[2]}`, `expire:${m.ids[2]}`, 'Räppli verfallen', null],
        ]),
      );
      expect(expiries).toHaveLength(3);
      expect(await remainingOf(m.ids)).toEqual([0, 0, 0, 40, 5]);
      const after = await collectorByToken(t.db, m.token);
      expect(after.pointsAvailable).toBe(45);
      expect(after.lifetimeEarned).toBe(lifetime); // expiry is not negative earning
      expect(await ledgerSum(t.db, m.id)).toBe(45);

      const ledgerSize = (await t.db.select().from(ledgerEntries)).length;
      expect(await expireDueCredits(t.db, now)).toEqual({ credits: 0, points: 0 });
      expect((await t.db.select().from(ledgerEntries)).length).toBe(ledgerSize);

      // Later, the 40 expire too; the never-expiring 5 never do.
      expect(await expireDueCredits(t.db, new Date(now.getTime() + 31 * DAY))).toMatchObject({ credits: expect.any(Number) });
      expect(await remainingOf(m.ids)).toEqual([0, 0, 0, 0, 5]);
      expect(await balanceOf(m.id)).toBe(5);
      // The statement shows the expiries with their German reason, newest first (each run retires soonest first).
      const [, activities] = await memberGet(app, '/api/me/activities', m.token);
      expect(activities.last.slice(0, 4).map((e: { amount: number; reason: string }) => [e.amount, e.reason])).toEqual([
        [-40, 'Räppli verfallen'],
        [-20, 'Räppli verfallen'],
        [-30, 'Räppli verfallen'],
        [-15, 'Räppli verfallen'],
      ]);
    });

    it('expires a credit at its expiry instant, not before', async () => {
      const at = new Date('2027-03-01T00:00:00Z');
      const m = await memberWithCredits({ amount: 10, expiresAt: at });
      await expireDueCredits(t.db, new Date(at.getTime() - 1));
      expect(await balanceOf(m.id)).toBe(10);
      await expireDueCredits(t.db, at);
      expect(await balanceOf(m.id)).toBe(0);
    });

    it('handles more members than one batch over successive runs', async () => {
      const now = new Date();
      await expireDueCredits(t.db, now);
      const members = [];
      for (let i = 0; i < 5; i++) members.push(await memberWithCredits({ amount: 3, expiresAt: new Date(now.getTime() - DAY) }));
      expect(await expireDueCredits(t.db, now, 2)).toEqual({ credits: 2, points: 6 });
      expect(await expireDueCredits(t.db, now, 2)).toEqual({ credits: 2, points: 6 });
      expect(await expireDueCredits(t.db, now, 2)).toEqual({ credits: 1, points: 3 });
      expect(await expireDueCredits(t.db, now, 2)).toEqual({ credits: 0, points: 0 });
      for (const m of members) expect(await balanceOf(m.id)).toBe(0);
    });

    it('sets the expiry by POINTS_EXPIRY_MONTHS at the end of the business day in TIMEZONE', async () => {
      const earnAt = async (overrides: Record<string, string>, iso: string) => {
        const { token } = await newMember(app);
        const config = testConfig(overrides);
        await t.db.transaction(async (tx) =>
          earnTx(tx, config, await lockAddressedCollector(tx, token), { step: 'commentPosted', data: {}, now: new Date(iso) }),
        );
        return (await entriesOf(t.db, (await collectorByToken(t.db, token)).id))[0]!.expiresAt;
      };
      // 31 January + 1 month → end of 28 February = 1 March 00:00 in Vienna (CET) = 28 Feb 23:00 UTC
      expect(await earnAt({ POINTS_EXPIRY_MONTHS: '1' }, '2027-01-31T12:00:00Z')).toEqual(new Date('2027-02-28T23:00:00Z'));
      // 23:30 UTC on 14 June is already 15 June in Vienna: 12 months later ends 16 June 00:00 CEST
      expect(await earnAt({}, '2026-06-14T23:30:00Z')).toEqual(new Date('2027-06-15T22:00:00Z'));
      expect(await earnAt({ POINTS_EXPIRY_MONTHS: '0' }, '2026-06-14T12:00:00Z')).toBeNull();
      expect(await earnAt({ POINTS_EXPIRY_MONTHS: '1', TIMEZONE: 'UTC' }, '2026-06-14T23:30:00Z')).toEqual(new Date('2026-07-15T00:00:00Z'));
    });
  });

  describe('FIFO spends', () => {
    it('consume the credits that expire soonest first, never-expiring ones last', async () => {
      const now = Date.now();
      const m = await memberWithCredits(
        { amount: 10, expiresAt: new Date(now + 30 * DAY) }, // A
        { amount: 10, expiresAt: new Date(now + 10 * DAY) }, // B
        { amount: 10, expiresAt: null }, // C
        { amount: 10, expiresAt: new Date(now + 20 * DAY) }, // D
        { amount: 10, expiresAt: new Date(now + 10 * DAY) }, // E: same expiry as B, newer
      );
      const [A, B, C, D, E] = m.ids;
      const debit = async (amount: number) => {
        expect((await sendAdjustment(app, { collector_token: m.token, amount: -amount, reason: 'Abzug', idempotency_key: newKey() }))[0]).toBe(200);
        const entries = await entriesOf(t.db, m.id);
        return entries[entries.length - 1]!.data.consumed;
      };
      expect(await debit(15)).toEqual([
        { id: B, amount: 10 },
        { id: E, amount: 5 },
      ]);
      expect(await remainingOf(m.ids)).toEqual([10, 0, 10, 10, 5]);
      expect(await debit(20)).toEqual([
        { id: E, amount: 5 },
        { id: D, amount: 10 },
        { id: A, amount: 5 },
      ]);
      expect(await remainingOf(m.ids)).toEqual([5, 0, 10, 0, 0]);
      expect(await debit(8)).toEqual([
        { id: A, amount: 5 },
        { id: C, amount: 3 },
      ]);
      expect(await remainingOf(m.ids)).toEqual([0, 0, 7, 0, 0]);
      expect(await balanceOf(m.id)).toBe(7);
    });
  });

  describe('/me points_retirement', () => {
    it('reports the next expiry and follows spends and expiries', async () => {
      const now = Date.now();
      const soon = new Date(now + 5 * DAY);
      const later = new Date(now + 50 * DAY);
      const m = await memberWithCredits(
        { amount: 10, expiresAt: later },
        { amount: 7, expiresAt: soon },
        { amount: 3, expiresAt: soon },
        { amount: 4, expiresAt: null },
      );
      const retirement = async () => (await memberGet(app, '/api/me', m.token))[1].points_retirement;
      expect(await retirement()).toEqual({ points: 10, date: soon.toISOString() });
      await sendAdjustment(app, { collector_token: m.token, amount: -8, reason: 'Abzug', idempotency_key: newKey() });
      expect(await retirement()).toEqual({ points: 2, date: soon.toISOString() });
      await sendAdjustment(app, { collector_token: m.token, amount: -2, reason: 'Abzug', idempotency_key: newKey() });
      expect(await retirement()).toEqual({ points: 10, date: later.toISOString() });
      await expireDueCredits(t.db, new Date(now + 60 * DAY));
      // only the never-expiring credit is left: nothing expires
      expect(await retirement()).toBeNull();
      expect((await memberGet(app, '/api/me', m.token))[1].points_available).toBe(4);
    });

    it('is null for a member without Räppli', async () => {
      const { token } = await newMember(app);
      expect((await memberGet(app, '/api/me', token))[1].points_retirement).toBeNull();
    });
  });

  describe('any sequence of credits, spends, expiries (property, against a model)', () => {
    type Op = { t: 'credit'; amount: number; ttl: number | null } | { t: 'debit'; amount: number } | { t: 'tick'; days: number } | { t: 'expire' };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({ t: fc.constant('credit' as const), amount: fc.integer({ min: 1, max: 50 }), ttl: fc.option(fc.integer({ min: 1, max: 30 }), { nil: null }) }),
      fc.record({ t: fc.constant('debit' as const), amount: fc.integer({ min: 1, max: 80 }) }),
      fc.record({ t: fc.constant('tick' as const), days: fc.integer({ min: 1, max: 20 }) }),
      fc.constant({ t: 'expire' as const }),
    );

    it('keeps balance = Σ entries = Σ remainders, matches the model, lifetime earned never decreases', async () => {
      let run = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 12 }), async (ops) => {
          run++;
          const c = await createAnonymousCollector(t.db);
          // A virtual clock in the past, so real credits of other tests are never due.
          let clock = Date.UTC(2020, 0, 1) + run * 10 * DAY;
          const model: (OpenCredit & { amount: number })[] = [];
          let balance = 0;
          let lifetime = 0;
          for (const [i, o] of ops.entries()) {
            if (o.t === 'credit') {
              const expiresAt = o.ttl === null ? null : new Date(clock + o.ttl * DAY);
              const id = (await credit(t.db, c.id, {
                amount: o.amount,
                kind: 'earn',
                reason: 'adjustment',
                params: { text: 'Eigenschaft' },
                idempotencyKey: `p:${i}`,
                expiresAt,
              }))!;
              model.push({ id, amount: o.amount, remaining: o.amount, expiresAt });
              balance += o.amount;
              lifetime += o.amount;
            } else if (o.t === 'debit') {
              // A debit first retires what is due at its time, then consumes FIFO — in one transaction.
              const due = dueForExpiry(model, new Date(clock));
              const dueSum = due.reduce((sum, d) => sum + d.remaining, 0);
              const open = model.map((m) => ({ ...m, remaining: due.some((d) => d.id === m.id) ? 0 : m.remaining }));
              const takes = consumeFifo(open, o.amount);
              const done = await t.db
                .transaction(async (tx) => {
                  await lockCollector(tx, { id: c.id });
                  await debitTx(
                    tx,
                    c.id,
                    { amount: o.amount, kind: 'adjustment', reason: 'adjustment', params: { text: 'Eigenschaft' }, idempotencyKey: `p:${i}` },
                    new Date(clock),
                  );
                  return true;
                })
                .catch((err: unknown) => {
                  if (err instanceof ApiError && err.code === 'INSUFFICIENT_FUNDS') return false;
                  throw err;
                });
              expect(done).toBe(takes !== null);
              if (takes) {
                // Only a debit that succeeds commits its retirement of due credits.
                for (const d of due) d.remaining = 0;
                balance -= dueSum;
                for (const take of takes) model.find((m) => m.id === take.id)!.remaining -= take.amount;
                balance -= o.amount;
              }
            } else if (o.t === 'tick') {
              clock += o.days * DAY;
            } else {
              await expireDueCredits(t.db, new Date(clock));
              for (const due of dueForExpiry(model, new Date(clock))) {
                balance -= due.remaining;
                due.remaining = 0;
              }
            }
            const [row] = await t.db.select().from(collectors).where(eq(collectors.id, c.id));
            expect(row!.pointsAvailable).toBe(balance);
            expect(row!.lifetimeEarned).toBe(lifetime);
            expect(await ledgerSum(t.db, c.id)).toBe(balance);
            const stored = await entriesOf(t.db, c.id);
            for (const m of model) expect(stored.find((e) => e.id === m.id)!.remaining).toBe(m.remaining);
          }
          await assertLedgerConsistent(t.db);
        }),
        { numRuns: 25 },
      );
    });
  });

  it('holds after host events, adjustments, identify and expiry for every collector', async () => {
    const owner = await newMember(app, 'invariant-owner');
    const anon = await newMember(app);
    await sendEvent(app, { collector_token: anon.token, step: 'articleRead', data: { article_id: 'inv-1' }, idempotency_key: newKey() });
    await sendAdjustment(app, { collector_token: anon.token, amount: 30, reason: 'Bonus', idempotency_key: newKey() });
    await sendAdjustment(app, { collector_token: anon.token, amount: -12, reason: 'Abzug', idempotency_key: newKey() });
    expect((await hostPost(app, `/api/host/collectors/${anon.token}/identify`, { user: { id: 'invariant-owner' } })).status).toBe(200);
    expect((await collectorByToken(t.db, owner.token)).pointsAvailable).toBe(23);
    await assertLedgerConsistent(t.db);
  });
});
