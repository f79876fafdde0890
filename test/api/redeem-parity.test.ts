// One authority for the redeem rules: what GET /api/rewards/{id} tells the page (`redeem`) is what
// POST /api/rewards/{id}/reserve then answers, for a table of cases that covers every blocker, the
// contact details each reward needs, the cost of a unit and the most one reserve may ask for; and
// for every reward of the demo catalogue with the demo members.
import { sql } from 'drizzle-orm';
import type { RedeemCheck } from '@/lib/contracts/rewards';
import { seedDemo, type DemoMembers } from '@/lib/server/db/seed';
import type { rewards } from '@/lib/server/db/schema';
import { ADVENT_SLUG } from '@/lib/domain/redeem';
import { describeEachDatabase, makeApp, TEST_API_KEY } from '../helpers/db';
import { assertLedgerConsistent, newMember, optOutAs, rows, type App } from '../helpers/loyalty';
import {
  ADDRESS,
  assertRewardsConsistent,
  buy,
  makeReward,
  memberQuery,
  RAFFLE_CONTACT,
  rawCall,
  release,
  reserve,
  richMember,
  type Member,
} from '../helpers/rewards';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const FULL_CONTACT = { address: ADDRESS, ...RAFFLE_CONTACT };
type RewardValues = Partial<typeof rewards.$inferInsert>;

/** The least one can ask for, as the page's dialog sends it, with every contact detail given. */
const leastAsk = (type: string) => ({ ...(type === 'fund' ? { amount: 1 } : {}), ...(type === 'fund' ? {} : FULL_CONTACT) });

describeEachDatabase('redeem rules: the page and reserve agree', (t) => {
  let app: App;
  let demo: DemoMembers;

  beforeAll(async () => {
    const made = makeApp(t.database);
    app = made.app;
    demo = await seedDemo(t.db, made.config);
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
    await assertRewardsConsistent(t.db);
  });

  async function preview(rewardId: number, query: string): Promise<RedeemCheck> {
    const res = await app.request(`/api/rewards/${rewardId}?${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { redeem: RedeemCheck }).redeem;
  }

  /** The page's answer and reserve's answer for one reward and member (query), compared. */
  async function agree(rewardId: number, type: string, query: string, body: unknown = leastAsk(type)) {
    const redeem = await preview(rewardId, query);
    const [status, json] = await rawCall(app, 'POST', `/api/rewards/${rewardId}/reserve`, query, body);
    if (redeem.blocker === null) {
      expect({ status, cost: json.cost }).toEqual({ status: 201, cost: redeem.unit_cost });
    } else {
      expect({ status, code: json.error?.code, message: json.error?.message }).toMatchObject({ code: redeem.blocker, message: redeem.message });
      expect(json.error?.details ?? null).toEqual(redeem.details);
    }
    return redeem;
  }

  type Case = {
    name: string;
    reward?: RewardValues;
    /** Prepares the member (and may change the reward) before the comparison. */
    setup?: (m: Member, rewardId: number) => Promise<unknown>;
    points?: number;
    query?: (m: Member) => string;
    expected: string | null;
  };

  const subscribe = async (m: Member, active = true) =>
    app.request(`/api/host/collectors/${encodeURIComponent(m.token)}/subscription`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ active }),
    });

  const cases: Case[] = [
    { name: 'a running reward the member can afford', expected: null },
    { name: 'a free pickup reward', reward: { type: 'none', delivery: 'pickup', cost: 0 }, points: 0, expected: null },
    { name: 'a reward for subscribers, member without subscription', reward: { exclusive: true }, expected: 'SUBSCRIBERS_ONLY' },
    { name: 'a reward for subscribers, subscriber', reward: { exclusive: true }, setup: (m) => subscribe(m), expected: null },
    {
      name: 'a subscription that was switched off',
      reward: { exclusive: true },
      setup: async (m) => (await subscribe(m), subscribe(m, false)),
      expected: 'SUBSCRIBERS_ONLY',
    },
    { name: 'a raffle with an external link', reward: { type: 'raffle', delivery: 'external' }, expected: 'TYPE_NOT_ALLOWED' },
    { name: 'a paused reward', reward: { suspended: true }, expected: 'REWARD_SUSPENDED' },
    { name: 'a raffle not started', reward: { type: 'raffle', delivery: 'digital', startsAt: new Date(Date.now() + DAY) }, expected: 'RAFFLE_NOT_STARTED' },
    { name: 'a raffle that is over', reward: { type: 'raffle', delivery: 'digital', endsAt: new Date(Date.now() - HOUR) }, expected: 'RAFFLE_OVER' },
    {
      name: 'an Advent door that is over',
      reward: { type: 'raffle', delivery: 'digital', specialSlug: ADVENT_SLUG, endsAt: new Date(Date.now() - HOUR) },
      expected: 'RAFFLE_OVER_ADVENT',
    },
    { name: 'a reward not yet on sale', reward: { startsAt: new Date(Date.now() + DAY) }, expected: 'CANNOT_BE_BOUGHT' },
    { name: 'a reward no longer on sale', reward: { endsAt: new Date(Date.now() - HOUR) }, expected: 'CANNOT_BE_BOUGHT' },
    {
      name: 'a fund that is closed',
      reward: { type: 'fund', delivery: 'digital', cost: 1, endsAt: new Date(Date.now() - HOUR) },
      expected: 'CANNOT_BE_FUNDED',
    },
    { name: 'a sold-out reward', reward: { stock: 1 }, setup: async (_m, id) => buy(app, await richMember(app, 100), id, FULL_CONTACT), expected: 'SOLD_OUT' },
    { name: 'not enough Räppli for a reward', reward: { cost: 500 }, expected: 'INSUFFICIENT_FUNDS_REWARD' },
    { name: 'not enough Räppli for a ticket', reward: { type: 'raffle', delivery: 'digital', cost: 500 }, expected: 'INSUFFICIENT_FUNDS_TICKETS' },
    { name: 'not enough Räppli to donate', reward: { type: 'fund', delivery: 'digital', cost: 500 }, expected: 'INSUFFICIENT_FUNDS_DONATION' },
    { name: 'an anonymous member', query: () => '', expected: 'ANONYMOUS_NOT_ALLOWED' },
    { name: 'no SSO pair', query: (m) => `collector_token=${encodeURIComponent(m.token)}`, expected: 'MISSING_HASH_TOKEN' },
    {
      name: 'a wrong SSO hash',
      query: (m) => `collector_token=${encodeURIComponent(m.token)}&hash=${'0'.repeat(64)}&token=${encodeURIComponent(m.ssoToken)}`,
      expected: 'INVALID_HASH_TOKEN',
    },
    { name: 'no collector token', query: () => 'hash=x', expected: 'MISSING_COLLECTOR_TOKEN' },
    { name: 'a member who opted out', setup: (m) => optOutAs(app, m, 'Keine Zeit.'), expected: 'OPTED_OUT' },
    { name: 'an open reservation of the reward', setup: (m, id) => reserve(app, m, id, FULL_CONTACT), expected: 'ALREADY_RESERVED' },
    {
      name: 'the limit per month reached',
      reward: { redeemLimit: 1, redeemLimitPeriod: 'monthly' },
      setup: (m, id) => buy(app, m, id, FULL_CONTACT),
      expected: 'ALREADY_ORDERED',
    },
    {
      name: 'the participation limit reached',
      reward: { participationLimit: 2 },
      setup: (m, id) => buy(app, m, id, { quantity: 2, ...FULL_CONTACT }),
      expected: 'ALREADY_ORDERED',
    },
  ];

  it.each(cases)('$name → $expected', async (c) => {
    const reward = await makeReward(t.db, { delivery: 'digital', cost: 30, ...c.reward });
    let m = await richMember(app, c.points ?? 100);
    if (c.expected === 'ANONYMOUS_NOT_ALLOWED') {
      const anon = await newMember(app);
      m = { token: anon.token, hash: '', ssoToken: '' };
    }
    await c.setup?.(m, reward.id);
    const query = c.query ? c.query(m) || `collector_token=${encodeURIComponent(m.token)}` : memberQuery(m);
    const redeem = await agree(reward.id, reward.type, query);
    expect(redeem.blocker).toBe(c.expected);
  });

  it('names the contact details each kind of reward needs, and reserve asks for exactly those', async () => {
    const table: [RewardValues, string[]][] = [
      [{ type: 'buy', delivery: 'delivery' }, ['address']],
      [{ type: 'buy', delivery: 'digital' }, ['email']],
      [{ type: 'buy', delivery: 'coupon' }, []],
      [{ type: 'buy', delivery: 'custom' }, []],
      [{ type: 'buy', delivery: 'external' }, []],
      [{ type: 'none', delivery: 'pickup', cost: 0 }, []],
      // A raffle of a shipped prize asks no address: only its winner gives one, when claiming.
      [{ type: 'raffle', delivery: 'delivery' }, ['email', 'accept_terms']],
      [{ type: 'raffle', delivery: 'pickup' }, ['email', 'accept_terms']],
      [{ type: 'raffle', delivery: 'digital' }, ['email', 'accept_terms']],
      [{ type: 'fund', delivery: 'digital', cost: 1 }, []],
    ];
    for (const [values, fields] of table) {
      const reward = await makeReward(t.db, { cost: 10, ...values });
      const m = await richMember(app, 100);
      const redeem = await preview(reward.id, memberQuery(m));
      expect({ values, required: redeem.required_contact }).toEqual({ values, required: fields });
      const ask = reward.type === 'fund' ? { amount: 1 } : {};
      const [status, json] = await reserve(app, m, reward.id, ask);
      if (fields.length === 0) {
        expect(status).toBe(201);
      } else {
        expect({ status, code: json.error?.code }).toEqual({ status: 400, code: 'MISSING_FIELDS' });
        const missing = (json.error.details as { fields: string[] }).fields;
        // Every field reserve misses belongs to a detail the page was told to ask for.
        expect([...new Set(missing.map((f) => f.split('.')[0]))].sort()).toEqual([...fields].sort());
      }
    }
  });

  it('gives the cost of a unit and the most one reserve may ask for; reserve takes that and refuses one more', async () => {
    const table: { values: RewardValues; points: number; unit: number; max: number; ask: (n: number) => Record<string, number> }[] = [
      { values: { type: 'buy', delivery: 'coupon', cost: 30 }, points: 100, unit: 30, max: 3, ask: (n) => ({ quantity: n }) },
      { values: { type: 'buy', delivery: 'coupon', cost: 10, stock: 2, stockLeft: 2 }, points: 100, unit: 10, max: 2, ask: (n) => ({ quantity: n }) },
      { values: { type: 'raffle', delivery: 'digital', cost: 7 }, points: 100, unit: 7, max: 14, ask: (n) => ({ tickets: n }) },
      { values: { type: 'raffle', delivery: 'digital', cost: 7, participationLimit: 4 }, points: 100, unit: 7, max: 4, ask: (n) => ({ tickets: n }) },
      { values: { type: 'fund', delivery: 'digital', cost: 1 }, points: 100, unit: 1, max: 100, ask: (n) => ({ amount: n }) },
      { values: { type: 'fund', delivery: 'digital', cost: 5 }, points: 100, unit: 5, max: 20, ask: (n) => ({ amount: n }) },
    ];
    for (const row of table) {
      const reward = await makeReward(t.db, row.values);
      const m = await richMember(app, row.points);
      const redeem = await preview(reward.id, memberQuery(m));
      expect({ values: row.values, unit: redeem.unit_cost, max: redeem.max_units }).toEqual({ values: row.values, unit: row.unit, max: row.max });
      const contact = reward.type === 'raffle' ? RAFFLE_CONTACT : {};
      const [over] = await reserve(app, m, reward.id, { ...row.ask(row.max + 1), ...contact });
      expect({ values: row.values, accepted: over === 201 }).toEqual({ values: row.values, accepted: false });
      const [status, json] = await reserve(app, m, reward.id, { ...row.ask(row.max), ...contact });
      expect({ values: row.values, status, cost: json.cost }).toEqual({ values: row.values, status: 201, cost: row.max * row.unit });
    }
  });

  it('counts stock held by expired reservations as free, as reserve does: in the most one may ask, and in sold out', async () => {
    const reward = await makeReward(t.db, { type: 'buy', delivery: 'coupon', cost: 10, stock: 3, stockLeft: 3 });
    const [a, b, c] = [await richMember(app, 100), await richMember(app, 100), await richMember(app, 100)];
    const [, held] = await reserve(app, a, reward.id, { quantity: 1 });
    const [, kept] = await reserve(app, c, reward.id, { quantity: 2 });
    // Stock 0, one unit held past its time: one is free, two are not.
    await t.db.execute(sql`update reservations set expires_at = now() - interval '1 second' where id = ${held.reservation_id}`);
    const redeem = await preview(reward.id, memberQuery(b));
    expect({ blocker: redeem.blocker, max: redeem.max_units }).toEqual({ blocker: null, max: 1 });
    expect((await reserve(app, b, reward.id, { quantity: 2 }))[1].error?.code).toBe('SOLD_OUT');
    expect((await reserve(app, b, reward.id, { quantity: 1 }))[0]).toBe(201);
    // Now nothing is free (b took the unit back from the expired hold): sold out on the page and at reserve.
    const d = await richMember(app, 100);
    expect((await agree(reward.id, 'buy', memberQuery(d), { quantity: 1 })).blocker).toBe('SOLD_OUT');
    // c's release gives two back.
    await release(app, c, kept.reservation_id);
    expect((await preview(reward.id, memberQuery(d))).max_units).toBe(2);
  });

  it('agrees on every reward of the demo catalogue, for the demo member and an anonymous one', async () => {
    const catalogue = await rows<{ id: number; type: string }>(
      t.db,
      sql`select id::int, type from rewards where published and title not like 'Testprämie%' order by id`,
    );
    expect(catalogue.length).toBeGreaterThan(10);
    const id = demo.identified;
    const member = `collector_token=${encodeURIComponent(id.collectorToken)}&hash=${id.hash}&token=${encodeURIComponent(id.token)}`;
    const anonymous = `collector_token=${encodeURIComponent(demo.anonymous)}`;
    const seen = new Set<string | null>();
    // Each refusal leaves the demo data as it was; an accepted reserve holds stock, so release it.
    for (const reward of catalogue) {
      for (const query of [member, anonymous]) {
        const redeem = await agree(reward.id, reward.type, query);
        seen.add(redeem.blocker);
        if (redeem.blocker === null) {
          await t.db.execute(sql`update rewards r set stock_left = stock_left + v.units from reservations v
            where v.reward_id = r.id and v.state = 'held' and r.stock is not null and r.id = ${reward.id}`);
          await t.db.execute(sql`update reservations set state = 'released' where state = 'held' and reward_id = ${reward.id}`);
        }
      }
    }
    // The demo shows each of them: sold out (umbrella), not started (e-bike), over (drawn raffle,
    // yesterday's Advent door), for subscribers, too expensive, anonymous, and rewards one can take.
    const shown = [
      'SOLD_OUT',
      'CANNOT_BE_BOUGHT',
      'RAFFLE_OVER',
      'RAFFLE_OVER_ADVENT',
      'SUBSCRIBERS_ONLY',
      'INSUFFICIENT_FUNDS_REWARD',
      'ANONYMOUS_NOT_ALLOWED',
      null,
    ];
    for (const blocker of shown) {
      expect({ blocker, seen: seen.has(blocker) }).toEqual({ blocker, seen: true });
    }
  });
});
