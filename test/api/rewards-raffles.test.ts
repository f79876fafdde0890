// Raffles: tickets and chances, the draw (after the end, exactly once, auditable from the
// published seed hash), winners and losers, uncollected prizes, host cancel of a ticket; funds
// (donated amount, fund total) and the spend badges.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { raffleAuditSchema, type Order } from '@/lib/contracts/rewards';
import { drawWinners, seedHash } from '@/lib/server/crypto/raffle-draw';
import { creditExpiry } from '@/lib/domain/ledger';
import { seedDemo } from '@/lib/server/db/seed';
import { badges, collectorBadges, orders, raffleDraws, rewards } from '@/lib/server/db/schema';
import { drawDueRaffles, drawRaffle } from '@/lib/server/services/raffles';
import { settleOrders } from '@/lib/server/services/orders';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { assertLedgerConsistent, collectorByToken, memberGet, notificationsOf, type App } from '../helpers/loyalty';
import {
  ADDRESS,
  EMAIL,
  assertRewardsConsistent,
  buy,
  collectorIdOf,
  confirm,
  expectError,
  expectHostError,
  hostCall,
  makeReward,
  memberCall,
  orderById,
  RAFFLE_CONTACT,
  reserve,
  rewardCounts,
  richMember,
  type Member,
} from '../helpers/rewards';

type Config = ReturnType<typeof makeApp>['config'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDatabase('rewards raffles, funds and badges', (t) => {
  let app: App;
  let config: Config;
  const audit = async (id: number) => {
    const res = await app.request(`/api/raffles/${id}/audit`);
    return [res.status, await res.json()] as const;
  };
  const detail = async (id: number, m?: Member) => {
    const res = await app.request(`/api/rewards/${id}${m ? `?collector_token=${encodeURIComponent(m.token)}` : ''}`);
    return (await res.json()) as {
      raffle: { tickets_total: number; participants: number; seed_hash: string; drawn_at: string | null };
      fund: { goal: number | null; total: number };
      my: { donated: number; units: number };
    };
  };
  const rawCallNoPair = async (m: Member, orderId: number) => {
    const res = await app.request(`/api/me/orders/${orderId}/claim?collector_token=${encodeURIComponent(m.token)}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: EMAIL }),
    });
    return [res.status, await res.json()] as const;
  };
  const raffleTab = async (m: Member) => (await memberCall(app, 'GET', '/api/me/rewards?tab=raffles&limit=50', m, undefined, null))[1].items as Order[];
  /** A raffle running for an hour, with tickets bought by the given members; then it is over. */
  async function raffleWith(entries: [Member, number][], values: Partial<typeof rewards.$inferInsert> = {}) {
    const r = await makeReward(t.db, { type: 'raffle', delivery: 'digital', cost: 1, endsAt: new Date(Date.now() + HOUR), ...values });
    const orderIds: number[] = [];
    for (const [m, tickets] of entries) orderIds.push((await buy(app, m, r.id, { tickets, ...RAFFLE_CONTACT })).order_id);
    return { reward: r, orderIds, over: new Date(r.endsAt!.getTime() + 1000) };
  }

  beforeAll(async () => {
    ({ app, config } = makeApp(t.database));
    await seedDemo(t.db, config);
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
    await assertRewardsConsistent(t.db);
  });

  describe('the draw', () => {
    it('publishes the seed hash before the draw, the seed and winners after; anyone can re-derive the result', async () => {
      const a = await richMember(app, 1000);
      const b = await richMember(app, 1000);
      const c = await richMember(app, 1000);
      const { reward, orderIds, over } = await raffleWith(
        [
          [a, 5],
          [b, 3],
          [c, 2],
          [a, 1],
        ],
        { winners: 2 },
      );

      const [s1, before] = await audit(reward.id);
      expect(s1).toBe(200);
      expect(raffleAuditSchema.strict().safeParse(before).success).toBe(true);
      expect(before).toMatchObject({
        reward_id: reward.id,
        winners: 2,
        seed: null,
        entries: null,
        result: null,
        drawn_at: null,
        ends_at: reward.endsAt!.toISOString(),
      });
      expect(before.seed_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(before.algorithm).toContain('HMAC-SHA256');
      expect((await detail(reward.id)).raffle).toMatchObject({ seed_hash: before.seed_hash, tickets_total: 11, participants: 3, drawn_at: null });

      const drawn = await drawRaffle(t.db, config, reward.id, over);
      const [, after] = await audit(reward.id);
      expect(after).toEqual(drawn);
      expect(raffleAuditSchema.strict().safeParse(after).success).toBe(true);
      expect(after.seed_hash).toBe(before.seed_hash);
      expect(createHash('sha256').update(after.seed, 'utf8').digest('hex')).toBe(before.seed_hash);
      expect(seedHash(after.seed)).toBe(before.seed_hash);
      expect(after.drawn_at).toBe(over.toISOString());
      // members appear as numbers per raffle, not as account ids; the same member keeps its number
      expect(after.entries).toEqual([
        { entry: orderIds[0], member: 1, tickets: 5 },
        { entry: orderIds[1], member: 2, tickets: 3 },
        { entry: orderIds[2], member: 3, tickets: 2 },
        { entry: orderIds[3], member: 1, tickets: 1 },
      ]);
      expect(after.result).toEqual(drawWinners(after.seed, after.entries, 2));
      expect(after.result).toHaveLength(2);
      // two different members win
      expect(new Set(after.result.map((w: { member: number }) => w.member)).size).toBe(2);
      expect((await detail(reward.id)).raffle.drawn_at).toBe(over.toISOString());
    });

    it("is not done by the demo seed at start-up: only the demo's own raffles that were over when seeded show a draw", async () => {
      const demoRaffles = await t.db
        .select({ id: rewards.id, endsAt: rewards.endsAt, drawnAt: raffleDraws.drawnAt })
        .from(rewards)
        .leftJoin(raffleDraws, eq(raffleDraws.rewardId, rewards.id))
        .where(eq(rewards.type, 'raffle'));
      const ended = demoRaffles.filter((r) => r.endsAt && r.endsAt <= new Date());
      expect(ended.length).toBeGreaterThan(0);
      expect(ended.every((r) => r.drawnAt)).toBe(true);
      // An operator's raffle that ended while the job is off (EXPIRY_JOB_INTERVAL_MS=0) stays undrawn across a restart.
      const a = await richMember(app, 100);
      const { reward, over } = await raffleWith([[a, 1]]);
      await t.db
        .update(rewards)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(rewards.id, reward.id));
      await seedDemo(t.db, config);
      expect((await audit(reward.id))[1].drawn_at).toBeNull();
      await drawRaffle(t.db, config, reward.id, over);
    });

    it('only after the end (409 RAFFLE_NOT_OVER), through the host API too', async () => {
      const a = await richMember(app, 100);
      const { reward } = await raffleWith([[a, 2]]);
      const counts = await rewardCounts(t.db);
      await expect(drawRaffle(t.db, config, reward.id, new Date(reward.endsAt!.getTime() - 1))).rejects.toMatchObject({ code: 'RAFFLE_NOT_OVER' });
      expectHostError(await hostCall(app, 'POST', `/api/host/raffles/${reward.id}/draw`), 409, 'RAFFLE_NOT_OVER');
      expect(await rewardCounts(t.db)).toEqual(counts);
      expect((await audit(reward.id))[1].drawn_at).toBeNull();
      expect((await hostCall(app, 'POST', `/api/host/raffles/${reward.id}/draw`, undefined, null))[0]).toBe(401);
      expectHostError(await hostCall(app, 'POST', `/api/host/raffles/${(await makeReward(t.db)).id}/draw`), 404, 'REWARD_NOT_FOUND');
      // a raffle without an end is never drawn
      const endless = await makeReward(t.db, { type: 'raffle', delivery: 'digital' });
      await expect(drawRaffle(t.db, config, endless.id, new Date(Date.now() + 365 * DAY))).rejects.toMatchObject({ code: 'RAFFLE_NOT_OVER' });
      // at the end instant it is over
      expect((await drawRaffle(t.db, config, reward.id, reward.endsAt!)).drawn_at).toBe(reward.endsAt!.toISOString());
    });

    it('happens exactly once, also when triggered concurrently and repeatedly', async () => {
      const members = await Promise.all([1, 2, 3, 4].map(() => richMember(app, 100)));
      const { reward, over } = await raffleWith(
        members.map((m, i) => [m, i + 1] as [Member, number]),
        { winners: 2 },
      );
      const notesBefore = (await rewardCounts(t.db)).notifications;
      const results = await Promise.all([
        drawRaffle(t.db, config, reward.id, over),
        drawRaffle(t.db, config, reward.id, over),
        drawRaffle(t.db, config, reward.id, over),
      ]);
      expect(results[1]).toEqual(results[0]);
      expect(results[2]).toEqual(results[0]);
      // a later trigger (the job, the host API) answers the same draw
      expect(await drawRaffle(t.db, config, reward.id, new Date(over.getTime() + DAY))).toEqual(results[0]);
      await t.db
        .update(rewards)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(rewards.id, reward.id));
      const [hs, viaHost] = await hostCall(app, 'POST', `/api/host/raffles/${reward.id}/draw`);
      expect(hs).toBe(200);
      expect({ ...viaHost, ends_at: results[0].ends_at }).toEqual(results[0]);
      await drawDueRaffles(t.db, config);
      expect(await t.db.select().from(raffleDraws).where(eq(raffleDraws.rewardId, reward.id))).toHaveLength(1);
      expect((await rewardCounts(t.db)).notifications - notesBefore).toBe(2);
      const won = (
        await Promise.all(members.map(async (m) => (await raffleTab(m)).filter((o) => o.reward.id === reward.id && o.raffle_state === 'won')))
      ).flat();
      expect(won).toHaveLength(2);
    });

    it('winners: won, a raffleWon notification, a month to collect; losers: lost', async () => {
      const a = await richMember(app, 100);
      const b = await richMember(app, 100);
      const c = await richMember(app, 100);
      const { reward, orderIds, over } = await raffleWith(
        [
          [a, 3],
          [b, 3],
          [c, 3],
        ],
        { winners: 1, title: 'Wochenende am See' },
      );
      const drawn = await drawRaffle(t.db, config, reward.id, over);
      const winner = drawn.result![0]!;
      const expected = creditExpiry(over, 1, config.TIMEZONE)!;
      for (const [i, m] of [a, b, c].entries()) {
        const id = await collectorIdOf(t.db, m);
        const order = await orderById(t.db, orderIds[i]!);
        const notes = (await notificationsOf(t.db, id)).filter((n) => n.type === 'raffleWon');
        const [view] = (await raffleTab(m)).filter((o) => o.id === orderIds[i]);
        if (orderIds[i] === winner.entry) {
          expect(order).toMatchObject({ raffleState: 'won', state: 'waiting' });
          expect(order.validUntil!.toISOString()).toBe(expected.toISOString());
          expect(notes.map((n) => n.data)).toEqual([{ reward_id: reward.id, title: 'Wochenende am See', order_id: orderIds[i] }]);
          expect(view).toMatchObject({ raffle_state: 'won', state: 'waiting', valid_until: expected.toISOString(), can_cancel: false });
        } else {
          expect(order).toMatchObject({ raffleState: 'lost', state: 'done', validUntil: null });
          expect(notes).toEqual([]);
          expect(view).toMatchObject({ raffle_state: 'lost', state: 'done' });
        }
      }
      // about a month: the end of the same date next month, Vienna time
      expect(expected.getTime() - over.getTime()).toBeGreaterThan(27 * DAY);
      expect(expected.getTime() - over.getTime()).toBeLessThan(33 * DAY);
    });

    it('an uncollected prize expires after the month (settleOrders); a claimed and handed-over one does not', async () => {
      const a = await richMember(app, 100);
      const b = await richMember(app, 100);
      const first = await raffleWith([[a, 1]]);
      const second = await raffleWith([[b, 1]]);
      await drawRaffle(t.db, config, first.reward.id, first.over);
      await drawRaffle(t.db, config, second.reward.id, second.over);
      const prize = await orderById(t.db, first.orderIds[0]!);
      const collected = await orderById(t.db, second.orderIds[0]!);
      expect([prize.raffleState, collected.raffleState]).toEqual(['won', 'won']);
      expect((await memberCall(app, 'POST', `/api/me/orders/${collected.id}/claim`, b, { email: EMAIL }, null))[0]).toBe(200);
      const [cs] = await hostCall(app, 'POST', `/api/host/orders/${collected.id}/state`, { event: 'complete' });
      expect(cs).toBe(200);

      await settleOrders(t.db, new Date(prize.validUntil!.getTime() - 1));
      expect((await orderById(t.db, prize.id)).raffleState).toBe('won');
      await settleOrders(t.db, prize.validUntil!);
      expect(await orderById(t.db, prize.id)).toMatchObject({ raffleState: 'expired', state: 'canceled' });
      expect(await orderById(t.db, collected.id)).toMatchObject({ raffleState: 'won', state: 'done' });
      const [view] = (await raffleTab(a)).filter((o) => o.id === prize.id);
      expect(view).toMatchObject({ raffle_state: 'expired', state: 'canceled' });
      // an expired prize is not refunded
      expect((await collectorByToken(t.db, a.token)).pointsAvailable).toBe(99);
    });

    it('a prize past its collect date reads as expired before the job has run, and cannot be handed over', async () => {
      const a = await richMember(app, 100);
      const { reward, orderIds, over } = await raffleWith([[a, 1]], { delivery: 'delivery' });
      await drawRaffle(t.db, config, reward.id, over);
      const prize = await orderById(t.db, orderIds[0]!);
      expect(prize.raffleState).toBe('won');
      await t.db
        .update(orders)
        .set({ validUntil: new Date(Date.now() - 1000) })
        .where(eq(orders.id, prize.id));
      const [view] = (await raffleTab(a)).filter((o) => o.id === prize.id);
      expect(view).toMatchObject({ raffle_state: 'expired', state: 'canceled' });
      expectHostError(await hostCall(app, 'POST', `/api/host/orders/${prize.id}/state`, { event: 'complete' }), 409, 'INVALID_TRANSITION');
      await settleOrders(t.db);
      expect(await orderById(t.db, prize.id)).toMatchObject({ raffleState: 'expired', state: 'canceled' });
    });

    it('tickets scale the chance: the entries carry them and the draw weighs them', async () => {
      const a = await richMember(app, 100);
      const b = await richMember(app, 100);
      const { reward, over } = await raffleWith([
        [a, 9],
        [b, 1],
      ]);
      const drawn = await drawRaffle(t.db, config, reward.id, over);
      expect(drawn.entries!.map((e) => e.tickets)).toEqual([9, 1]);
      // re-running the published algorithm with other seeds: the 9-ticket member wins about 90 %
      let wins = 0;
      for (let i = 0; i < 2000; i++) if (drawWinners(`seed-${i}`, drawn.entries!, 1)[0]!.member === drawn.entries![0]!.member) wins++;
      expect(wins / 2000).toBeGreaterThan(0.87);
      expect(wins / 2000).toBeLessThan(0.93);
    });

    it('an empty raffle draws no winner', async () => {
      const r = await makeReward(t.db, { type: 'raffle', delivery: 'digital', endsAt: new Date(Date.now() - 1000) });
      const drawn = await drawRaffle(t.db, config, r.id);
      expect(drawn).toMatchObject({ entries: [], result: [] });
      expect(seedHash(drawn.seed!)).toBe(drawn.seed_hash);
    });

    it('host cancel of a pending ticket refunds it and keeps it out of the draw', async () => {
      const a = await richMember(app, 100);
      const b = await richMember(app, 100);
      const { reward, orderIds, over } = await raffleWith(
        [
          [a, 4],
          [b, 2],
        ],
        { cost: 5 },
      );
      expect((await collectorByToken(t.db, a.token)).pointsAvailable).toBe(80);
      // a pending ticket is not shipped or completed
      for (const event of ['activate', 'complete'])
        expectHostError(await hostCall(app, 'POST', `/api/host/orders/${orderIds[0]}/state`, { event }), 409, 'INVALID_TRANSITION');
      const [status, body] = await hostCall(app, 'POST', `/api/host/orders/${orderIds[0]}/state`, { event: 'cancel' });
      expect(status).toBe(200);
      expect(body).toMatchObject({ balance: 100, order: { state: 'canceled', raffle_state: 'canceled' } });
      expect((await collectorByToken(t.db, a.token)).lifetimeSpent).toBe(0);
      expect((await detail(reward.id)).raffle).toMatchObject({ tickets_total: 2, participants: 1 });
      const drawn = await drawRaffle(t.db, config, reward.id, over);
      expect(drawn.entries!.map((e) => e.entry)).toEqual([orderIds[1]]);
      expect(drawn.result!.map((w) => w.entry)).toEqual([orderIds[1]]);
      expect(await orderById(t.db, orderIds[0]!)).toMatchObject({ raffleState: 'canceled', state: 'canceled' });
      // a lost ticket cannot be canceled any more
      const c = await richMember(app, 100);
      const d = await richMember(app, 100);
      const two = await raffleWith([
        [c, 1],
        [d, 1],
      ]);
      const res = await drawRaffle(t.db, config, two.reward.id, two.over);
      const lost = two.orderIds.find((id) => id !== res.result![0]!.entry)!;
      expectHostError(await hostCall(app, 'POST', `/api/host/orders/${lost}/state`, { event: 'cancel' }), 409, 'INVALID_TRANSITION');
    });

    it('a ticket cannot be confirmed once the raffle is over and drawn', async () => {
      const a = await richMember(app, 100);
      const b = await richMember(app, 100);
      const { reward } = await raffleWith([[b, 1]]);
      const [s, held] = await reserve(app, a, reward.id, { tickets: 3, ...RAFFLE_CONTACT });
      expect(s).toBe(201);
      // the raffle ends and is drawn while the reservation is still held
      await t.db
        .update(rewards)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(rewards.id, reward.id));
      expect((await hostCall(app, 'POST', `/api/host/raffles/${reward.id}/draw`))[0]).toBe(200);
      const counts = await rewardCounts(t.db);
      expectError(await confirm(app, a, held.reservation_id), 409, 'RAFFLE_OVER');
      expect(await rewardCounts(t.db)).toEqual(counts);
      expect((await collectorByToken(t.db, a.token)).pointsAvailable).toBe(100);
    });

    it('commits to its seed by the first ticket even when nobody looked at the raffle before', async () => {
      const a = await richMember(app, 100);
      const r = await makeReward(t.db, { type: 'raffle', delivery: 'digital', cost: 1, endsAt: new Date(Date.now() + HOUR) });
      expect(await t.db.select().from(raffleDraws).where(eq(raffleDraws.rewardId, r.id))).toEqual([]);
      await buy(app, a, r.id, { tickets: 2, ...RAFFLE_CONTACT });
      const [committed] = await t.db.select().from(raffleDraws).where(eq(raffleDraws.rewardId, r.id));
      expect(committed!.seedHash).toBe(seedHash(committed!.seed));
      expect((await audit(r.id))[1].seed_hash).toBe(committed!.seedHash);
      const drawn = await drawRaffle(t.db, config, r.id, new Date(r.endsAt!.getTime() + 1000));
      expect(drawn.seed).toBe(committed!.seed);
    });

    it('audit of an unknown raffle or a non-raffle is 404, a bad id 400', async () => {
      expectError(await audit(987654321), 404, 'REWARD_NOT_FOUND');
      expectError(await audit((await makeReward(t.db)).id), 404, 'REWARD_NOT_FOUND');
      expectError(await audit((await makeReward(t.db, { type: 'raffle', delivery: 'digital', published: false })).id), 404, 'REWARD_NOT_FOUND');
      expectError(await audit('x' as unknown as number), 400, 'VALIDATION_FAILED');
    });

    it('the seeded Festspielkarten raffle is drawn and re-derives', async () => {
      const [fest] = await t.db.select().from(rewards).where(eq(rewards.title, '3 × 2 Festspielkarten'));
      const [, a] = await audit(fest!.id);
      expect(a.drawn_at).not.toBeNull();
      expect(seedHash(a.seed)).toBe(a.seed_hash);
      expect(a.result).toEqual(drawWinners(a.seed, a.entries, a.winners));
    });
  });

  describe('claiming a prize', () => {
    const claim = (m: Member, orderId: number, body: unknown) => memberCall(app, 'POST', `/api/me/orders/${orderId}/claim`, m, body, null);
    /** A raffle of one member, drawn: that member's ticket won. */
    async function wonPrize(values: Partial<typeof rewards.$inferInsert> = {}) {
      const m = await richMember(app, 100);
      const { reward, orderIds, over } = await raffleWith([[m, 2]], values);
      await drawRaffle(t.db, config, reward.id, over);
      return { m, reward, orderId: orderIds[0]!, over };
    }

    it('tickets of a shipped prize ask no address; the winner gives it when claiming, and the prize no longer expires', async () => {
      const { m, reward, orderId } = await wonPrize({ delivery: 'delivery' });
      expect((await orderById(t.db, orderId)).contact).toEqual({ email: EMAIL });
      // Before the claim there is no address to send it to: the operators can only cancel it.
      for (const event of ['activate', 'complete'])
        expectHostError(await hostCall(app, 'POST', `/api/host/orders/${orderId}/state`, { event }), 409, 'PRIZE_NOT_CLAIMED');
      expect(await orderById(t.db, orderId)).toMatchObject({ raffleState: 'won', state: 'waiting' });
      const [, tab] = await memberCall(app, 'GET', '/api/me/rewards?tab=raffles', m, undefined, null);
      expect(tab.items[0]).toMatchObject({ id: orderId, raffle_state: 'won', prize: { needs: 'address', claimed_at: null } });
      const [, before] = await memberCall(app, 'GET', `/api/rewards/${reward.id}`, m, undefined, null);
      expect(before.my.raffle).toMatchObject({ outcome: 'won', order_id: orderId, claimed: false });

      // what is missing is named, and nothing changes
      const [s1, missing] = await claim(m, orderId, { address: { firstname: 'Lea', city: '' } });
      expect(s1).toBe(400);
      expect(missing.error).toMatchObject({ code: 'MISSING_FIELDS', message: 'Bitte fülle alle Felder aus.' });
      expect(missing.error.details.fields).toEqual([
        'address.lastname',
        'address.street',
        'address.street_nr',
        'address.postcode',
        'address.city',
        'address.country',
      ]);
      expect((await orderById(t.db, orderId)).claimedAt).toBeNull();
      // a malformed postcode is a validation error
      expect((await claim(m, orderId, { address: { ...ADDRESS, postcode: '!!' } }))[0]).toBe(400);

      const [s2, claimed] = await claim(m, orderId, { address: ADDRESS, telephone: '+43 660 1234567' });
      expect(s2).toBe(200);
      expect(claimed.order).toMatchObject({ id: orderId, raffle_state: 'won', state: 'waiting', prize: { needs: 'address' } });
      expect(claimed.order.prize.claimed_at).toEqual(expect.any(String));
      const stored = await orderById(t.db, orderId);
      expect(stored.contact).toEqual({ email: EMAIL, address: ADDRESS, telephone: '+43 660 1234567' });
      // the operators' list shows where it goes
      const [, list] = await hostCall(app, 'GET', `/api/host/orders?reward_id=${reward.id}`);
      expect(list.items[0].contact.address).toEqual(ADDRESS);
      // the same claim again (a lost answer) answers the same; other details are refused
      expect((await claim(m, orderId, { address: ADDRESS, telephone: '+43 660 1234567' }))[0]).toBe(200);
      expectError(
        await claim(m, orderId, { address: { ...ADDRESS, city: 'Dornbirn' } }),
        409,
        'PRIZE_ALREADY_CLAIMED',
        'Diesen Preis hast du schon angefordert.',
      );
      // claimed in time, it does not expire with the month
      await settleOrders(t.db, new Date(stored.validUntil!.getTime() + DAY));
      expect(await orderById(t.db, orderId)).toMatchObject({ raffleState: 'won', state: 'waiting' });
      const [, after] = await memberCall(app, 'GET', `/api/rewards/${reward.id}`, m, undefined, null);
      expect(after.my.raffle).toMatchObject({ outcome: 'won', claimed: true });
      // the operators send it
      expect((await hostCall(app, 'POST', `/api/host/orders/${orderId}/state`, { event: 'complete' }))[0]).toBe(200);
    });

    it('a pickup prize asks for the name it is handed over to, a digital one for the e-mail address', async () => {
      const pickup = await wonPrize({ delivery: 'pickup' });
      expect(JSON.stringify((await claim(pickup.m, pickup.orderId, {}))[1].error.details.fields)).toBe('["address.firstname","address.lastname"]');
      expect((await claim(pickup.m, pickup.orderId, { address: ADDRESS }))[0]).toBe(200);
      // only the name is kept
      expect((await orderById(t.db, pickup.orderId)).contact).toEqual({ email: EMAIL, address: { salutation: 'Frau', firstname: 'Lea', lastname: 'Muster' } });

      const digital = await wonPrize({ delivery: 'digital' });
      expect((await claim(digital.m, digital.orderId, { email: '' }))[1].error.details.fields).toEqual(['email']);
      expect((await claim(digital.m, digital.orderId, { email: 'kein-mail' }))[0]).toBe(400);
      const [s, body] = await claim(digital.m, digital.orderId, { email: 'neu@example.org' });
      expect(s).toBe(200);
      expect(body.order.prize).toMatchObject({ needs: 'email' });
      expect((await orderById(t.db, digital.orderId)).contact).toEqual({ email: 'neu@example.org' });
    });

    it("refuses a lost ticket, a pending one, an expired prize, another member's and unknown fields", async () => {
      const a = await richMember(app, 100);
      const b = await richMember(app, 100);
      const { reward, orderIds, over } = await raffleWith([
        [a, 1],
        [b, 1],
      ]);
      // before the draw: no prize yet
      expectError(await claim(a, orderIds[0]!, { email: EMAIL }), 409, 'NOT_A_PRIZE');
      const drawn = await drawRaffle(t.db, config, reward.id, over);
      const [winner, loser] = drawn.result![0]!.entry === orderIds[0] ? [a, b] : [b, a];
      const [wonId, lostId] = drawn.result![0]!.entry === orderIds[0] ? [orderIds[0]!, orderIds[1]!] : [orderIds[1]!, orderIds[0]!];
      expectError(await claim(loser, lostId, { email: EMAIL }), 409, 'NOT_A_PRIZE');
      const [, lostDetail] = await memberCall(app, 'GET', `/api/rewards/${reward.id}`, loser, undefined, null);
      expect(lostDetail.my.raffle).toMatchObject({ outcome: 'lost', order_id: lostId, claimed: false, collect_by: null });
      // someone else's prize is not found
      expectError(await claim(loser, wonId, { email: EMAIL }), 404, 'ORDER_NOT_FOUND');
      expect((await claim(winner, wonId, { email: EMAIL, shoe_size: 42 }))[0]).toBe(400);
      // the month is over: expired, before and after the job
      await t.db
        .update(orders)
        .set({ validUntil: new Date(Date.now() - 1000) })
        .where(eq(orders.id, wonId));
      expectError(await claim(winner, wonId, { email: EMAIL }), 409, 'PRIZE_EXPIRED');
      await settleOrders(t.db);
      expectError(await claim(winner, wonId, { email: EMAIL }), 409, 'PRIZE_EXPIRED');
      expect((await orderById(t.db, wonId)).claimedAt).toBeNull();
      // without the SSO pair (personal data) it is refused
      const [s] = await rawCallNoPair(winner, wonId);
      expect(s).toBe(401);
    });
  });

  describe('funds', () => {
    it('shows the member’s donated amount and the fund’s total', async () => {
      const [tafel] = await t.db.select().from(rewards).where(eq(rewards.title, 'Tafel Vorarlberg'));
      const start = (await detail(tafel!.id)).fund;
      expect(start.goal).toBe(5000);
      const a = await richMember(app, 500);
      const b = await richMember(app, 500);
      expect(await buy(app, a, tafel!.id, { amount: 120 })).toMatchObject({ state: 'done', balance: 380 });
      await buy(app, b, tafel!.id, { amount: 30 });
      await buy(app, a, tafel!.id, { amount: 5 });
      const after = await detail(tafel!.id, a);
      expect(after.fund).toEqual({ goal: 5000, total: start.total + 155 });
      expect(after.my).toMatchObject({ donated: 125 });
      expect((await detail(tafel!.id, b)).my.donated).toBe(30);
      const [, mine] = await memberCall(app, 'GET', '/api/me/rewards', a, undefined, null);
      expect(mine.items.filter((o: Order) => o.reward.id === tafel!.id).map((o: Order) => [o.amount, o.state])).toEqual([
        [5, 'done'],
        [120, 'done'],
      ]);
    });
  });

  describe('spend badges', () => {
    const earned = async (m: Member) => {
      const [, list] = await memberGet(app, '/api/badges', m.token);
      return (list as { slug: string; earned_at: string | null }[]).filter((b) => b.earned_at).map((b) => b.slug);
    };

    it("the first reward earns 'erste-praemie', the first donation 'erste-spende', each once with a notification", async () => {
      const m = await richMember(app, 1000);
      const id = await collectorIdOf(t.db, m);
      expect(await earned(m)).toEqual([]);
      // raffle tickets are neither
      const raffle = await makeReward(t.db, { type: 'raffle', delivery: 'digital', cost: 1 });
      await buy(app, m, raffle.id, { tickets: 2, ...RAFFLE_CONTACT });
      expect(await earned(m)).toEqual([]);

      const reward = await makeReward(t.db, { delivery: 'delivery', stock: 5 });
      await buy(app, m, reward.id, { address: ADDRESS });
      expect(await earned(m)).toEqual(['erste-praemie']);
      await buy(app, m, reward.id, { address: ADDRESS });
      const fund = await makeReward(t.db, { type: 'fund', delivery: 'digital', cost: 1 });
      await buy(app, m, fund.id, { amount: 10 });
      await buy(app, m, fund.id, { amount: 10 });
      expect((await earned(m)).sort()).toEqual(['erste-praemie', 'erste-spende']);
      const notes = (await notificationsOf(t.db, id)).filter((n) => n.type === 'badge').map((n) => n.data.slug);
      expect(notes).toEqual(['erste-praemie', 'erste-spende']);
      const [praemie] = await t.db.select().from(badges).where(eq(badges.slug, 'erste-praemie'));
      expect(
        await t.db
          .select()
          .from(collectorBadges)
          .where(and(eq(collectorBadges.collectorId, id), eq(collectorBadges.badgeId, praemie!.id))),
      ).toHaveLength(1);
    });
  });
});
