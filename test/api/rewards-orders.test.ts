// My rewards: initial states per delivery type, tabs and paging, member cancel with refund
// (original expiries), coupons, passes and entitlements, the settle job, and the operators'
// host API (GET /api/host/orders, POST /api/host/orders/{id}/state).
import { eq } from 'drizzle-orm';
import { hostOrdersSchema, myRewardsSchema, orderActionResultSchema, orderSchema, type Order } from '@/lib/contracts/rewards';
import { addDays, businessDay, startOfBusinessDay } from '@/lib/domain/business-time';
import { seedDemo } from '@/lib/server/db/seed';
import { collectors, orders } from '@/lib/server/db/schema';
import { credit } from '@/lib/server/money/ledger';
import { myOrder, redeemCoupon, settleOrders } from '@/lib/server/services/orders';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { assertLedgerConsistent, collectorByToken, entriesOf, memberGet, newKey, type App } from '../helpers/loyalty';
import {
  ADDRESS,
  assertRewardsConsistent,
  buy,
  collectorIdOf,
  EMAIL,
  expectError,
  expectHostError,
  hostCall,
  makeReward,
  memberCall,
  orderAction,
  orderById,
  RAFFLE_CONTACT,
  rewardById,
  rewardCounts,
  richMember,
  type Member,
} from '../helpers/rewards';

type Config = ReturnType<typeof makeApp>['config'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describeEachDatabase('rewards orders', (t) => {
  let app: App;
  let config: Config;
  const getOrder = async (m: Member, id: number) => memberCall(app, 'GET', `/api/me/orders/${id}`, m, undefined, null);
  const myRewards = async (m: Member, query = '') => memberCall(app, 'GET', `/api/me/rewards${query ? `?${query}` : ''}`, m, undefined, null);
  const moveOrder = (id: number, event: string, key?: string | null) => hostCall(app, 'POST', `/api/host/orders/${id}/state`, { event }, key);
  const pastIt = (id: number, values: Partial<typeof orders.$inferInsert>) => t.db.update(orders).set(values).where(eq(orders.id, id));

  beforeAll(async () => {
    ({ app, config } = makeApp(t.database));
    await seedDemo(t.db, config);
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
    await assertRewardsConsistent(t.db);
  });

  describe('after confirm', () => {
    it('each delivery type starts in its state; fund and external are done at once', async () => {
      const m = await richMember(app, 5000);
      const cases = [
        ['digital', 'buy', { email: EMAIL }, 'waiting'],
        ['delivery', 'buy', { address: ADDRESS }, 'waiting'],
        ['pickup', 'none', {}, 'waiting'],
        ['coupon', 'buy', {}, 'waiting'],
        ['custom', 'buy', {}, 'waiting'],
        ['external', 'buy', {}, 'done'],
        ['digital', 'fund', { amount: 25 }, 'done'],
        ['pickup', 'raffle', RAFFLE_CONTACT, 'waiting'],
        ['coupon', 'raffle', RAFFLE_CONTACT, 'waiting'],
      ] as const;
      const today = businessDay(new Date(), config.TIMEZONE);
      for (const [delivery, type, body, state] of cases) {
        const r = await makeReward(t.db, {
          delivery,
          type,
          cost: type === 'fund' ? 1 : 10,
          validDays: 7,
          externalUrl: delivery === 'external' ? 'https://example.org/x' : null,
        });
        const confirmed = await buy(app, m, r.id, body);
        expect([delivery, type, confirmed.state]).toEqual([delivery, type, state]);
        const [status, order] = await getOrder(m, confirmed.order_id);
        expect(status).toBe(200);
        const parsed = orderSchema.strict().safeParse(order);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(order).toMatchObject({
          id: confirmed.order_id,
          state,
          reward: { id: r.id, type, delivery },
          coupon_code: null,
          used_at: null,
          active_until: null,
        });
        expect(order.raffle_state).toBe(type === 'raffle' ? 'pending' : null);
        expect(order.external_url).toBe(delivery === 'external' ? 'https://example.org/x' : null);
        // coupons and passes: valid until the end of the business day 7 days from today (Vienna)
        const timed = (delivery === 'coupon' || delivery === 'custom') && type !== 'raffle';
        expect(order.valid_until).toBe(timed ? startOfBusinessDay(addDays(today, 8), config.TIMEZONE).toISOString() : null);
        expect(order.can_cancel).toBe(type !== 'raffle' && type !== 'fund' && ['digital', 'delivery', 'pickup'].includes(delivery));
      }
      // the donation's amount and cost
      const [, mine] = await myRewards(m, 'limit=50');
      const donation = mine.items.find((o: Order) => o.reward.type === 'fund');
      expect(donation).toMatchObject({ amount: 25, cost: 25, units: 1 });
    });

    it("someone else's order is 404 ORDER_NOT_FOUND; a bad id 400", async () => {
      const m = await richMember(app, 100);
      const o = await buy(app, m, (await makeReward(t.db, { delivery: 'pickup', type: 'none' })).id);
      const other = await richMember(app, 100);
      expectError(await getOrder(other, o.order_id), 404, 'ORDER_NOT_FOUND');
      expectError(await orderAction(app, other, o.order_id, 'cancel'), 404, 'ORDER_NOT_FOUND');
      expectError(await getOrder(m, 987654321), 404, 'ORDER_NOT_FOUND');
      expectError(await getOrder(m, 'abc' as unknown as number), 400, 'VALIDATION_FAILED');
      expect((await orderById(t.db, o.order_id)).state).toBe('waiting');
    });
  });

  describe('GET /api/me/rewards', () => {
    it('splits rewards and raffle tickets into tabs, newest first, and pages with next_before', async () => {
      const m = await richMember(app, 5000);
      const bought: number[] = [];
      for (let i = 0; i < 5; i++)
        bought.push((await buy(app, m, (await makeReward(t.db, { title: `Prämie ${i}`, delivery: 'pickup', type: 'none' })).id)).order_id);
      const raffle = await makeReward(t.db, { type: 'raffle', delivery: 'digital', cost: 1 });
      const tickets = [
        (await buy(app, m, raffle.id, { tickets: 2, ...RAFFLE_CONTACT })).order_id,
        (await buy(app, m, raffle.id, { tickets: 1, ...RAFFLE_CONTACT })).order_id,
      ];

      const [status, all] = await myRewards(m);
      expect(status).toBe(200);
      expect(myRewardsSchema.strict().safeParse(all).success).toBe(true);
      expect(all.items.map((o: Order) => o.id)).toEqual([...bought].reverse());
      expect(all.next_before).toBeNull();
      const [, raffles] = await myRewards(m, 'tab=raffles');
      expect(raffles.items.map((o: Order) => [o.id, o.units, o.raffle_state])).toEqual([
        [tickets[1], 1, 'pending'],
        [tickets[0], 2, 'pending'],
      ]);

      const seen: number[] = [];
      let before: number | null = null;
      let pages = 0;
      do {
        const [, page]: readonly [number, { items: Order[]; next_before: number | null }] = await myRewards(m, `limit=2${before ? `&before=${before}` : ''}`);
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((o) => o.id));
        if (page.next_before !== null) expect(page.next_before).toBe(page.items[page.items.length - 1]!.id);
        before = page.next_before;
        pages++;
      } while (before !== null && pages < 10);
      expect(seen).toEqual([...bought].reverse());
      expect(pages).toBe(3);

      // a member with nothing
      expect(await myRewards(await richMember(app, 0))).toEqual([200, { items: [], next_before: null }]);
    });

    it.each(['tab=other', 'limit=0', 'limit=51', 'before=0', 'before=abc'])('answers 400 for %s', async (query) => {
      expectError(await myRewards(await richMember(app, 0), query), 400, 'VALIDATION_FAILED');
    });
  });

  describe('member cancel', () => {
    it('refunds with the original expiries, leaves lifetime earned alone, gives the stock back; twice → NOT_CANCELABLE', async () => {
      const m = await richMember(app, 0);
      const id = await collectorIdOf(t.db, m);
      const soon = new Date(Date.now() + 10 * DAY);
      const later = new Date(Date.now() + 200 * DAY);
      await credit(t.db, id, {
        amount: 100,
        kind: 'adjustment',
        reason: 'adjustment',
        params: { text: 'später' },
        idempotencyKey: newKey('c'),
        expiresAt: later,
      });
      await credit(t.db, id, { amount: 30, kind: 'adjustment', reason: 'adjustment', params: { text: 'bald' }, idempotencyKey: newKey('c'), expiresAt: soon });
      const r = await makeReward(t.db, { title: 'Kochbuch', delivery: 'delivery', cost: 25, stock: 5 });
      const o = await buy(app, m, r.id, { quantity: 2, address: ADDRESS });
      expect(o.balance).toBe(80);
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(3);
      const before = await collectorByToken(t.db, m.token);
      expect(before.lifetimeSpent).toBe(50);

      const [status, body] = await orderAction(app, m, o.order_id, 'cancel');
      expect(status).toBe(200);
      expect(orderActionResultSchema.strict().safeParse(body).success).toBe(true);
      expect(body).toMatchObject({ balance: 130, order: { id: o.order_id, state: 'canceled', can_cancel: false } });
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(5);
      const after = await collectorByToken(t.db, m.token);
      expect(after).toMatchObject({ pointsAvailable: 130, lifetimeEarned: before.lifetimeEarned, lifetimeSpent: 0 });
      const refunds = (await entriesOf(t.db, id)).filter((e) => e.kind === 'refund');
      expect(refunds.map((e) => [e.amount, e.expiresAt?.toISOString(), e.reason]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
        [20, later.toISOString(), 'Storno: Kochbuch'],
        [30, soon.toISOString(), 'Storno: Kochbuch'],
      ]);
      // The statement shows the cancel as one line of the full amount, above the purchase, line by
      // line across pages too.
      const [, statement] = await memberGet(app, '/api/me/activities', m.token);
      expect(statement.last.slice(0, 2).map((e: { amount: number; reason: string }) => [e.amount, e.reason])).toEqual([
        [50, 'Storno: Kochbuch'],
        [-50, 'Prämie: Kochbuch'],
      ]);
      const [, first] = await memberGet(app, '/api/me/activities?limit=1', m.token);
      expect(first.last.map((e: { amount: number }) => e.amount)).toEqual([50]);
      const [, second] = await memberGet(app, `/api/me/activities?limit=1&before=${first.next_before}`, m.token);
      expect(second.last.map((e: { amount: number }) => e.amount)).toEqual([-50]);

      const counts = await rewardCounts(t.db);
      expectError(await orderAction(app, m, o.order_id, 'cancel'), 409, 'NOT_CANCELABLE');
      expect(await rewardCounts(t.db)).toEqual(counts);
    });

    it('a free reward cancels without ledger entries; an active (ready) pickup can still be canceled, a done one not', async () => {
      const m = await richMember(app, 100);
      const free = await makeReward(t.db, { delivery: 'pickup', type: 'none', cost: 0, stock: 2 });
      const o1 = await buy(app, m, free.id);
      const ledger = (await rewardCounts(t.db)).ledger;
      expect((await orderAction(app, m, o1.order_id, 'cancel'))[1]).toMatchObject({ balance: 100, order: { state: 'canceled' } });
      expect((await rewardCounts(t.db)).ledger).toBe(ledger);
      expect((await rewardById(t.db, free.id)).stockLeft).toBe(2);

      const cup = await makeReward(t.db, { delivery: 'pickup', type: 'none', cost: 10, stock: 5 });
      const o2 = await buy(app, m, cup.id);
      expect((await moveOrder(o2.order_id, 'activate'))[1].order).toMatchObject({ state: 'active', can_cancel: true });
      expect((await orderAction(app, m, o2.order_id, 'cancel'))[1]).toMatchObject({ balance: 100, order: { state: 'canceled' } });
      const o3 = await buy(app, m, cup.id);
      await moveOrder(o3.order_id, 'complete');
      expectError(await orderAction(app, m, o3.order_id, 'cancel'), 409, 'NOT_CANCELABLE');
    });

    it('coupons, passes, external links, raffle tickets and donations are not cancelable by the member', async () => {
      const m = await richMember(app, 1000);
      const cases = [
        [{ delivery: 'coupon' }, {}],
        [{ delivery: 'custom' }, {}],
        [{ delivery: 'external' }, {}],
        [{ type: 'raffle', delivery: 'digital' }, RAFFLE_CONTACT],
        [
          { type: 'raffle', delivery: 'delivery' },
          { ...RAFFLE_CONTACT, address: ADDRESS },
        ],
        [{ type: 'fund', delivery: 'digital', cost: 1 }, { amount: 10 }],
      ] as const;
      for (const [values, body] of cases) {
        const o = await buy(app, m, (await makeReward(t.db, { ...values, stock: 5 })).id, body);
        expect((await getOrder(m, o.order_id))[1].can_cancel).toBe(false);
        const counts = await rewardCounts(t.db);
        expectError(await orderAction(app, m, o.order_id, 'cancel'), 409, 'NOT_CANCELABLE');
        expect(await rewardCounts(t.db)).toEqual(counts);
      }
    });

    it('needs the SSO pair', async () => {
      const m = await richMember(app, 100);
      const o = await buy(app, m, (await makeReward(t.db, { delivery: 'pickup', type: 'none' })).id);
      const res = await app.request(`/api/me/orders/${o.order_id}/cancel?collector_token=${encodeURIComponent(m.token)}`, { method: 'POST' });
      expect([res.status, (await res.json()).error.code]).toEqual([401, 'MISSING_HASH_TOKEN']);
      expect((await orderById(t.db, o.order_id)).state).toBe('waiting');
    });
  });

  describe('coupons', () => {
    it('redeems once: the code shows only then, stays 15 minutes active, then counts as redeemed', async () => {
      const m = await richMember(app, 100);
      const o = await buy(app, m, (await makeReward(t.db, { delivery: 'coupon', validDays: 30 })).id);
      const stored = await orderById(t.db, o.order_id);
      expect(stored.couponCode).toMatch(/^RP-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
      expect((await getOrder(m, o.order_id))[1]).toMatchObject({ state: 'waiting', coupon_code: null });
      const [, mine] = await myRewards(m);
      expect(JSON.stringify(mine)).not.toContain(stored.couponCode!);

      const at = Date.now();
      const [status, body] = await orderAction(app, m, o.order_id, 'redeem');
      expect(status).toBe(200);
      expect(orderActionResultSchema.strict().safeParse(body).success).toBe(true);
      expect(body.order).toMatchObject({ state: 'active', coupon_code: stored.couponCode, can_cancel: false });
      expect(Date.parse(body.order.used_at)).toBeGreaterThanOrEqual(at - 1000);
      expect(Date.parse(body.order.active_until) - Date.parse(body.order.used_at)).toBe(15 * MINUTE);
      expect(body.balance).toBe(90);
      expectError(await orderAction(app, m, o.order_id, 'redeem'), 409, 'COUPON_ALREADY_REDEEMED');

      const id = await collectorIdOf(t.db, m);
      const later = new Date(Date.parse(body.order.active_until));
      expect((await myOrder(t.db, id, o.order_id, new Date(later.getTime() - 1))).state).toBe('active');
      const done = await myOrder(t.db, id, o.order_id, later);
      expect(done).toMatchObject({ state: 'done', coupon_code: stored.couponCode });
      await expect(redeemCoupon(t.db, id, o.order_id, later)).rejects.toMatchObject({ code: 'COUPON_ALREADY_REDEEMED' });
    });

    it('expires after valid_until (409 COUPON_EXPIRED, shown as missed, code never shown)', async () => {
      const m = await richMember(app, 100);
      const o = await buy(app, m, (await makeReward(t.db, { delivery: 'coupon', validDays: 1 })).id);
      const id = await collectorIdOf(t.db, m);
      const validUntil = (await orderById(t.db, o.order_id)).validUntil!;
      await expect(redeemCoupon(t.db, id, o.order_id, validUntil)).rejects.toMatchObject({ code: 'COUPON_EXPIRED' });
      const justBefore = await redeemCoupon(t.db, id, o.order_id, new Date(validUntil.getTime() - 1));
      expect(justBefore.order.state).toBe('active');

      const o2 = await buy(app, m, (await makeReward(t.db, { delivery: 'coupon' })).id);
      await pastIt(o2.order_id, { validUntil: new Date(Date.now() - 1000) });
      const counts = await rewardCounts(t.db);
      expectError(await orderAction(app, m, o2.order_id, 'redeem'), 409, 'COUPON_EXPIRED');
      expect(await rewardCounts(t.db)).toEqual(counts);
      expect((await getOrder(m, o2.order_id))[1]).toMatchObject({ state: 'canceled', coupon_code: null, can_cancel: false });
    });

    it('only coupons can be redeemed (400 TYPE_NOT_ALLOWED)', async () => {
      const m = await richMember(app, 100);
      const pass = await buy(app, m, (await makeReward(t.db, { delivery: 'custom' })).id);
      expectError(await orderAction(app, m, pass.order_id, 'redeem'), 400, 'TYPE_NOT_ALLOWED');
      const coupon = await buy(app, m, (await makeReward(t.db, { delivery: 'coupon' })).id);
      expectError(await orderAction(app, m, coupon.order_id, 'activate'), 400, 'TYPE_NOT_ALLOWED');
    });
  });

  describe('passes', () => {
    it('activation gives 24 hours of premium; passes stack; the host reads the entitlements', async () => {
      const m = await richMember(app, 500);
      const reward = await makeReward(t.db, { delivery: 'custom', cost: 80 });
      const entitlements = () => hostCall(app, 'GET', `/api/host/collectors/${encodeURIComponent(m.token)}/entitlements`);
      expect(await entitlements()).toEqual([200, { premium_until: null, subscriber: false }]);
      const p1 = await buy(app, m, reward.id);
      const p2 = await buy(app, m, reward.id);
      expect((await getOrder(m, p1.order_id))[1]).toMatchObject({ state: 'waiting', can_cancel: false });

      const at = Date.now();
      const [s1, first] = await orderAction(app, m, p1.order_id, 'activate');
      expect(s1).toBe(200);
      expect(orderActionResultSchema.strict().safeParse(first).success).toBe(true);
      const until1 = Date.parse(first.premium_until);
      expect(until1 - Date.parse(first.order.used_at)).toBe(24 * HOUR);
      expect(Date.parse(first.order.used_at)).toBeGreaterThanOrEqual(at - 1000);
      expect(first.order).toMatchObject({ state: 'active', active_until: first.premium_until });
      expect((await collectorByToken(t.db, m.token)).premiumUntil!.toISOString()).toBe(first.premium_until);
      expect(await entitlements()).toEqual([200, { premium_until: first.premium_until, subscriber: false }]);
      expectError(await orderAction(app, m, p1.order_id, 'activate'), 409, 'PASS_ALREADY_ACTIVATED');
      // an activated pass has been used: operators cannot cancel (and refund) it
      expectHostError(await hostCall(app, 'POST', `/api/host/orders/${p1.order_id}/state`, { event: 'cancel' }), 409, 'INVALID_TRANSITION');

      const [, second] = await orderAction(app, m, p2.order_id, 'activate');
      expect(Date.parse(second.premium_until)).toBe(until1 + 24 * HOUR);
      expect((await entitlements())[1].premium_until).toBe(second.premium_until);

      // after its time the pass is used up (done)
      const id = await collectorIdOf(t.db, m);
      expect((await myOrder(t.db, id, p1.order_id, new Date(until1))).state).toBe('done');
      // a premium time in the past is none
      await t.db
        .update(collectors)
        .set({ premiumUntil: new Date(Date.now() - 1000) })
        .where(eq(collectors.id, id));
      expect((await entitlements())[1].premium_until).toBeNull();
      expect((await hostCall(app, 'GET', `/api/host/collectors/${encodeURIComponent(m.token)}/entitlements`, undefined, null))[0]).toBe(401);
      expectHostError(await hostCall(app, 'GET', '/api/host/collectors/unknown-collector-token-000000/entitlements'), 404, 'COLLECTOR_NOT_FOUND');
    });

    it('is missed after valid_until (409 PASS_EXPIRED)', async () => {
      const m = await richMember(app, 100);
      const p = await buy(app, m, (await makeReward(t.db, { delivery: 'custom' })).id);
      await pastIt(p.order_id, { validUntil: new Date(Date.now() - 1000) });
      const counts = await rewardCounts(t.db);
      expectError(await orderAction(app, m, p.order_id, 'activate'), 409, 'PASS_EXPIRED');
      expect(await rewardCounts(t.db)).toEqual(counts);
      expect((await collectorByToken(t.db, m.token)).premiumUntil).toBeNull();
      expect((await getOrder(m, p.order_id))[1].state).toBe('canceled');
    });
  });

  describe('settleOrders', () => {
    it('moves stored states on: missed coupons and passes, shown coupons, used passes', async () => {
      const m = await richMember(app, 1000);
      const coupon = await makeReward(t.db, { delivery: 'coupon' });
      const pass = await makeReward(t.db, { delivery: 'custom' });
      const missedCoupon = (await buy(app, m, coupon.id)).order_id;
      const missedPass = (await buy(app, m, pass.id)).order_id;
      const shownCoupon = (await buy(app, m, coupon.id)).order_id;
      const usedPass = (await buy(app, m, pass.id)).order_id;
      const openCoupon = (await buy(app, m, coupon.id)).order_id;
      await orderAction(app, m, shownCoupon, 'redeem');
      await orderAction(app, m, usedPass, 'activate');
      const past = new Date(Date.now() - 1000);
      await pastIt(missedCoupon, { validUntil: past });
      await pastIt(missedPass, { validUntil: past });
      await pastIt(shownCoupon, { activeUntil: past });
      await pastIt(usedPass, { activeUntil: past });

      const result = await settleOrders(t.db);
      expect(result.missed).toBeGreaterThanOrEqual(2);
      expect(result.used).toBeGreaterThanOrEqual(2);
      const state = async (id: number) => (await orderById(t.db, id)).state;
      expect([await state(missedCoupon), await state(missedPass), await state(shownCoupon), await state(usedPass), await state(openCoupon)]).toEqual([
        'canceled',
        'canceled',
        'done',
        'done',
        'waiting',
      ]);
      // nothing is refunded for a missed coupon, and a second run changes nothing
      expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(1000 - 5 * 10);
      const again = await settleOrders(t.db);
      expect([await state(missedCoupon), await state(openCoupon)]).toEqual(['canceled', 'waiting']);
      expect(again.missed).toBe(0);
    });
  });

  describe('host orders', () => {
    it('lists orders by state and reward, oldest first, paged with after/next_after; 401 without the key', async () => {
      const r = await makeReward(t.db, { delivery: 'delivery', stock: 20 });
      const a = await richMember(app, 1000);
      const b = await richMember(app, 1000);
      const ids: number[] = [];
      for (const m of [a, b, a, b, a]) ids.push((await buy(app, m, r.id, { address: ADDRESS, telephone: '+43 660 1234567' })).order_id);
      await moveOrder(ids[1]!, 'activate');

      const [status, waiting] = await hostCall(app, 'GET', `/api/host/orders?state=waiting&reward_id=${r.id}`);
      expect(status).toBe(200);
      const parsed = hostOrdersSchema.strict().safeParse(waiting);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(waiting.items.map((o: { id: number }) => o.id)).toEqual([ids[0], ids[2], ids[3], ids[4]]);
      expect(waiting.items[0]).toMatchObject({ collector_id: await collectorIdOf(t.db, a), contact: { address: ADDRESS, telephone: '+43 660 1234567' } });
      expect(waiting.next_after).toBeNull();
      const [, active] = await hostCall(app, 'GET', `/api/host/orders?state=active&reward_id=${r.id}`);
      expect(active.items.map((o: { id: number }) => o.id)).toEqual([ids[1]]);

      const seen: number[] = [];
      let after: number | null = null;
      let pages = 0;
      do {
        const [, page]: readonly [number, { items: { id: number }[]; next_after: number | null }] = await hostCall(
          app,
          'GET',
          `/api/host/orders?reward_id=${r.id}&limit=2${after ? `&after=${after}` : ''}`,
        );
        seen.push(...page.items.map((o) => o.id));
        after = page.next_after;
        pages++;
      } while (after !== null && pages < 10);
      expect(seen).toEqual(ids);
      expect(pages).toBe(3);

      expect((await hostCall(app, 'GET', '/api/host/orders?state=waiting', undefined, null))[0]).toBe(401);
      expect((await hostCall(app, 'GET', '/api/host/orders?state=waiting', undefined, 'wrong-key-000000000000'))[0]).toBe(401);
      expectHostError(await hostCall(app, 'GET', '/api/host/orders?state=shipped'), 400, 'VALIDATION_FAILED');
    });

    it('moves orders waiting → active → done; an invalid move is 409 INVALID_TRANSITION', async () => {
      const m = await richMember(app, 1000);
      const o = await buy(app, m, (await makeReward(t.db, { delivery: 'pickup', type: 'none', stock: 5 })).id);
      const [s1, active] = await moveOrder(o.order_id, 'activate');
      expect(s1).toBe(200);
      expect(orderActionResultSchema.strict().safeParse(active).success).toBe(true);
      expect(active.order.state).toBe('active');
      expect((await getOrder(m, o.order_id))[1].state).toBe('active');
      expectHostError(await moveOrder(o.order_id, 'activate'), 409, 'INVALID_TRANSITION');
      expect((await moveOrder(o.order_id, 'complete'))[1].order.state).toBe('done');
      const counts = await rewardCounts(t.db);
      for (const event of ['activate', 'complete', 'cancel']) expectHostError(await moveOrder(o.order_id, event), 409, 'INVALID_TRANSITION');
      expect(await rewardCounts(t.db)).toEqual(counts);
      // a shipped reward goes straight to done
      const shipped = await buy(app, m, (await makeReward(t.db, { delivery: 'delivery', stock: 5 })).id, { address: ADDRESS });
      expect((await moveOrder(shipped.order_id, 'complete'))[1].order.state).toBe('done');
      // external links and donations are done; a donation is never canceled
      const fund = await buy(app, m, (await makeReward(t.db, { type: 'fund', delivery: 'digital', cost: 1 })).id, { amount: 5 });
      expectHostError(await moveOrder(fund.order_id, 'cancel'), 409, 'INVALID_TRANSITION');
      // coupons and passes are activated by the member only (their time limits start there)
      const coupon = await buy(app, m, (await makeReward(t.db, { delivery: 'coupon', cost: 1 })).id);
      const pass = await buy(app, m, (await makeReward(t.db, { delivery: 'custom', cost: 1 })).id);
      expectHostError(await moveOrder(coupon.order_id, 'activate'), 409, 'INVALID_TRANSITION');
      expectHostError(await moveOrder(pass.order_id, 'activate'), 409, 'INVALID_TRANSITION');
      expect((await getOrder(m, pass.order_id))[1].state).toBe('waiting');
      // bad requests
      expectHostError(await moveOrder(o.order_id, 'ship'), 400, 'VALIDATION_FAILED');
      expectHostError(await moveOrder(987654321, 'complete'), 404, 'ORDER_NOT_FOUND');
      expect((await moveOrder(o.order_id, 'complete', null))[0]).toBe(401);
    });

    it('host cancel refunds the Räppli and gives the stock back', async () => {
      const m = await richMember(app, 300);
      const r = await makeReward(t.db, { delivery: 'delivery', stock: 4, cost: 100 });
      const o = await buy(app, m, r.id, { quantity: 2, address: ADDRESS });
      expect(o.balance).toBe(100);
      await moveOrder(o.order_id, 'activate');
      const [status, body] = await moveOrder(o.order_id, 'cancel');
      expect(status).toBe(200);
      expect(body).toMatchObject({ balance: 300, order: { state: 'canceled' } });
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(4);
      const c = await collectorByToken(t.db, m.token);
      expect(c).toMatchObject({ pointsAvailable: 300, lifetimeEarned: 300, lifetimeSpent: 0 });
      expectHostError(await moveOrder(o.order_id, 'cancel'), 409, 'INVALID_TRANSITION');
      // the coupon a member never redeemed: operators may take it back too
      const coupon = await buy(app, m, (await makeReward(t.db, { delivery: 'coupon', cost: 50 })).id);
      expect((await moveOrder(coupon.order_id, 'cancel'))[1]).toMatchObject({ balance: 300, order: { state: 'canceled', coupon_code: null } });
    });
  });
});
