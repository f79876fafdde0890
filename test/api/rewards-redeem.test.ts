// The redeem flow: every reserve check with its code, status and German message (and that a
// rejected spend changes nothing), redeem limits per period in Europe/Vienna business days,
// Idempotency-Key semantics of reserve and confirm, release and expiry of reservations.
import { eq, sql } from 'drizzle-orm';
import messages from '@/messages/de.json';
import { confirmResultSchema, reservationSchema } from '@/lib/contracts/rewards';
import { seedDemo } from '@/lib/server/db/seed';
import { reservations, rewards } from '@/lib/server/db/schema';
import { credit } from '@/lib/server/money/ledger';
import { releaseExpiredReservations } from '@/lib/server/services/redeem';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { assertLedgerConsistent, collectorByToken, entriesOf, newKey, newMember, optOutAs, sendAdjustment, type App } from '../helpers/loyalty';
import {
  ADDRESS,
  assertRewardsConsistent,
  buy,
  collectorIdOf,
  confirm,
  EMAIL,
  expectError,
  makeReward,
  memberQuery,
  orderById,
  RAFFLE_CONTACT,
  rawCall,
  release,
  reservationById,
  reserve,
  rewardById,
  rewardCounts,
  richMember,
  spendAt,
  subscribe,
  type Member,
} from '../helpers/rewards';

type Config = ReturnType<typeof makeApp>['config'];
type Answer = readonly [number, { error?: { code: string; message: string; details?: unknown } } & Record<string, unknown>];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDatabase('rewards redeem flow', (t) => {
  let app: App;
  let config: Config;

  beforeAll(async () => {
    ({ app, config } = makeApp(t.database));
    await seedDemo(t.db, config);
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
    await assertRewardsConsistent(t.db);
  });

  /** Runs a call that must fail with status/code (and the catalogue's German text) and change nothing. */
  async function rejected(call: () => Promise<Answer>, status: number, code: string, message?: string) {
    const before = await rewardCounts(t.db);
    const answer = await call();
    expectError(answer, status, code, message);
    expect(await rewardCounts(t.db)).toEqual(before);
    return answer[1].error!;
  }

  describe('who may spend', () => {
    it('an anonymous member is asked to log in (403 ANONYMOUS_NOT_ALLOWED)', async () => {
      const r = await makeReward(t.db, { cost: 0 });
      const { token } = await newMember(app);
      await rejected(() => rawCall(app, 'POST', `/api/rewards/${r.id}/reserve`, `collector_token=${token}`, {}), 403, 'ANONYMOUS_NOT_ALLOWED');
      // even with someone's pair
      const m = await richMember(app, 100);
      const pair = memberQuery(m).replace(/^collector_token=[^&]*/, `collector_token=${token}`);
      await rejected(() => rawCall(app, 'POST', `/api/rewards/${r.id}/reserve`, pair, {}), 403, 'ANONYMOUS_NOT_ALLOWED');
    });

    it('a member without hash and token gets 401 MISSING_HASH_TOKEN', async () => {
      const r = await makeReward(t.db);
      const m = await richMember(app, 100);
      const base = `collector_token=${encodeURIComponent(m.token)}`;
      for (const query of [base, `${base}&hash=${m.hash}`, `${base}&token=${encodeURIComponent(m.ssoToken)}`, `${base}&hash=&token=`]) {
        await rejected(() => rawCall(app, 'POST', `/api/rewards/${r.id}/reserve`, query, {}), 401, 'MISSING_HASH_TOKEN');
      }
    });

    it("someone else's pair or a wrong hash is 401 INVALID_HASH_TOKEN", async () => {
      const r = await makeReward(t.db);
      const m = await richMember(app, 100);
      const other = await richMember(app, 100);
      const base = `collector_token=${encodeURIComponent(m.token)}`;
      const wrong = [
        `${base}&hash=${other.hash}&token=${encodeURIComponent(other.ssoToken)}`,
        `${base}&hash=${m.hash}&token=${encodeURIComponent(other.ssoToken)}`,
        `${base}&hash=${other.hash}&token=${encodeURIComponent(m.ssoToken)}`,
        `${base}&hash=${m.hash.slice(0, -1)}${m.hash.endsWith('0') ? '1' : '0'}&token=${encodeURIComponent(m.ssoToken)}`,
      ];
      for (const query of wrong) await rejected(() => rawCall(app, 'POST', `/api/rewards/${r.id}/reserve`, query, {}), 401, 'INVALID_HASH_TOKEN');
      // the pair also guards confirm, release and the order actions
      const [, res] = await reserve(app, m, r.id);
      await rejected(() => rawCall(app, 'POST', `/api/reservations/${res.reservation_id}/confirm`, wrong[0]!), 401, 'INVALID_HASH_TOKEN');
      await rejected(() => rawCall(app, 'DELETE', `/api/reservations/${res.reservation_id}`, base), 401, 'MISSING_HASH_TOKEN');
      expect((await confirm(app, m, res.reservation_id))[0]).toBe(200);
    });

    it('an opted-out member cannot spend (409 OPTED_OUT)', async () => {
      const r = await makeReward(t.db);
      const m = await richMember(app, 100);
      expect((await optOutAs(app, m, 'Keine Zeit.'))[0]).toBe(200);
      await rejected(() => reserve(app, m, r.id), 409, 'OPTED_OUT');
    });

    it('subscriber-only rewards need an active subscription; is_pur_abo never unlocks them', async () => {
      const r = await makeReward(t.db, { exclusive: true, stock: 5 });
      const m = await richMember(app, 100);
      await rejected(() => reserve(app, m, r.id), 403, 'SUBSCRIBERS_ONLY');
      // The page's is_pur_abo is no API parameter: refused by name (docs/api.md, "Validation"), never taken.
      const refused = await rejected(
        () => rawCall(app, 'POST', `/api/rewards/${r.id}/reserve`, `${memberQuery(m)}&is_pur_abo=true`, {}),
        400,
        'VALIDATION_FAILED',
      );
      expect(refused.details).toEqual([{ path: 'is_pur_abo', message: 'Unbekannter Parameter.' }]);
      // an ended subscription is none
      await subscribe(app, m, { active: true, until: new Date(Date.now() - 1000).toISOString() });
      await rejected(() => reserve(app, m, r.id), 403, 'SUBSCRIBERS_ONLY');
      await subscribe(app, m, { active: false, until: new Date(Date.now() + DAY).toISOString() });
      await rejected(() => reserve(app, m, r.id), 403, 'SUBSCRIBERS_ONLY');
      await subscribe(app, m, { active: true, until: new Date(Date.now() + DAY).toISOString() });
      const order = await buy(app, m, r.id);
      expect(order).toMatchObject({ state: 'waiting', balance: 90 });
    });
  });

  describe('reserve checks', () => {
    it('answers 201 with the reservation and holds the stock', async () => {
      const r = await makeReward(t.db, { stock: 5, cost: 25, delivery: 'pickup', type: 'none' });
      const m = await richMember(app, 100);
      const before = Date.now();
      const [status, body] = await reserve(app, m, r.id, { quantity: 3 });
      expect(status).toBe(201);
      expect(reservationSchema.strict().safeParse(body).success).toBe(true);
      expect(body.cost).toBe(75);
      const expires = Date.parse(body.expires_at);
      expect(expires).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1000);
      expect(expires).toBeLessThanOrEqual(Date.now() + 10 * 60_000 + 1000);
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(2);
      // nothing is paid yet
      expect((await entriesOf(t.db, await collectorIdOf(t.db, m))).filter((e) => e.amount < 0)).toEqual([]);
    });

    it('a second reservation of the same reward while one is held: 409 ALREADY_RESERVED', async () => {
      const r = await makeReward(t.db, { stock: 5 });
      const m = await richMember(app, 100);
      expect((await reserve(app, m, r.id))[0]).toBe(201);
      await rejected(() => reserve(app, m, r.id, { quantity: 2 }), 409, 'ALREADY_RESERVED');
      // another reward is fine
      expect((await reserve(app, m, (await makeReward(t.db)).id))[0]).toBe(201);
    });

    it('sold out: no stock, or not enough for the quantity (409 SOLD_OUT)', async () => {
      const gone = await makeReward(t.db, { stock: 0 });
      const m = await richMember(app, 1000);
      await rejected(() => reserve(app, m, gone.id), 409, 'SOLD_OUT');
      const few = await makeReward(t.db, { stock: 2 });
      await rejected(() => reserve(app, m, few.id, { quantity: 3 }), 409, 'SOLD_OUT');
      // held by someone else
      const other = await richMember(app, 1000);
      expect((await reserve(app, other, few.id, { quantity: 2 }))[0]).toBe(201);
      await rejected(() => reserve(app, m, few.id), 409, 'SOLD_OUT');
    });

    it('sold out is said before missing details or missing Räppli, as the page says it', async () => {
      const poor = await richMember(app, 1);
      const shipped = await makeReward(t.db, { stock: 0, cost: 500, delivery: 'delivery' });
      await rejected(() => reserve(app, poor, shipped.id), 409, 'SOLD_OUT');
    });

    it('insufficient funds: separate messages for a reward, raffle tickets and a donation', async () => {
      const m = await richMember(app, 50);
      const item = await makeReward(t.db, { cost: 51 });
      const items = await makeReward(t.db, { cost: 20 });
      const raffle = await makeReward(t.db, { type: 'raffle', delivery: 'digital', cost: 20 });
      const fund = await makeReward(t.db, { type: 'fund', delivery: 'digital', cost: 1 });
      // Each says how many Räppli are missing, and what the member's would buy.
      await rejected(() => reserve(app, m, item.id), 409, 'INSUFFICIENT_FUNDS_REWARD', 'Dir fehlen noch 1 Räppli für diese Prämie.');
      await rejected(() => reserve(app, m, items.id, { quantity: 3 }), 409, 'INSUFFICIENT_FUNDS_REWARD', 'Dir fehlen noch 10 Räppli für diese Prämie.');
      await rejected(
        () => reserve(app, m, raffle.id, { tickets: 3, ...RAFFLE_CONTACT }),
        409,
        'INSUFFICIENT_FUNDS_TICKETS',
        'Für 3 Lose fehlen dir 10 Räppli. Mit deinen Räppli gehen höchstens 2 Lose.',
      );
      await rejected(
        () => reserve(app, m, fund.id, { amount: 51 }),
        409,
        'INSUFFICIENT_FUNDS_DONATION',
        'Für diese Spende fehlen dir 1 Räppli. Du kannst höchstens 50 Räppli spenden.',
      );
      // Not even one ticket: what one would take.
      const dear = await makeReward(t.db, { type: 'raffle', delivery: 'digital', cost: 70 });
      await rejected(
        () => reserve(app, m, dear.id, { tickets: 2, ...RAFFLE_CONTACT }),
        409,
        'INSUFFICIENT_FUNDS_TICKETS',
        'Dir fehlen noch 20 Räppli für ein Los.',
      );
      // exactly the balance is enough
      expect((await buy(app, m, fund.id, { amount: 50 })).balance).toBe(0);
      // a member with nothing cannot even take a 1-Räppli item
      const poor = await richMember(app, 0);
      const cheap = await makeReward(t.db, { cost: 1 });
      await rejected(() => reserve(app, poor, cheap.id), 409, 'INSUFFICIENT_FUNDS_REWARD', 'Dir fehlen noch 1 Räppli für diese Prämie.');
      // … but free rewards need no Räppli
      expect((await buy(app, poor, (await makeReward(t.db, { cost: 0 })).id)).balance).toBe(0);
    });

    it('expired Räppli do not pay for a reservation', async () => {
      const m = await richMember(app, 40);
      const id = await collectorIdOf(t.db, m);
      // a credit whose time has come, but the expiry job has not run yet: the cached balance is 100
      await credit(t.db, id, {
        amount: 60,
        kind: 'adjustment',
        reason: 'adjustment',
        params: { text: 'Alt' },
        idempotencyKey: newKey('old'),
        expiresAt: new Date(Date.now() - 1000),
      });
      expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(100);
      const r = await makeReward(t.db, { cost: 60 });
      await rejected(() => reserve(app, m, r.id), 409, 'INSUFFICIENT_FUNDS_REWARD', 'Dir fehlen noch 20 Räppli für diese Prämie.');
      // what is still valid pays
      const o = await buy(app, m, (await makeReward(t.db, { cost: 40 })).id);
      expect(o.balance).toBe(0);
    });

    it('suspended: 409 REWARD_SUSPENDED', async () => {
      const r = await makeReward(t.db, { suspended: true, stock: 3 });
      const m = await richMember(app, 100);
      await rejected(() => reserve(app, m, r.id), 409, 'REWARD_SUSPENDED', messages.errors.REWARD_SUSPENDED);
    });

    it.each([
      ['tickets on a buy', { type: 'buy', delivery: 'coupon' }, { tickets: 1 }],
      ['an amount on a buy', { type: 'buy', delivery: 'coupon' }, { amount: 5 }],
      ['tickets on a pickup', { type: 'none', delivery: 'pickup' }, { tickets: 1 }],
      ['an amount on a raffle', { type: 'raffle', delivery: 'digital' }, { amount: 5, ...RAFFLE_CONTACT }],
      ['a quantity on a raffle', { type: 'raffle', delivery: 'digital' }, { quantity: 2, ...RAFFLE_CONTACT }],
      ['no amount on a fund', { type: 'fund', delivery: 'digital' }, {}],
      ['a quantity on a fund', { type: 'fund', delivery: 'digital' }, { quantity: 1, amount: 5 }],
      ['a raffle with an external link', { type: 'raffle', delivery: 'external' }, RAFFLE_CONTACT],
      ['a fund with an external link', { type: 'fund', delivery: 'external' }, { amount: 5 }],
    ] as const)('type not allowed: %s (400 TYPE_NOT_ALLOWED)', async (_label, values, body) => {
      const r = await makeReward(t.db, { ...values, stock: 5 });
      const m = await richMember(app, 100);
      await rejected(() => reserve(app, m, r.id, body), 400, 'TYPE_NOT_ALLOWED');
    });

    it('cannot be bought before the start or after the end (409 CANNOT_BE_BOUGHT)', async () => {
      const m = await richMember(app, 100);
      for (const values of [
        { startsAt: new Date(Date.now() + HOUR) },
        { endsAt: new Date(Date.now() - 1000) },
        { type: 'none', delivery: 'pickup', endsAt: new Date(Date.now() - 1000) },
        { delivery: 'external', startsAt: new Date(Date.now() + DAY) },
      ]) {
        const r = await makeReward(t.db, { ...values, stock: 4 });
        await rejected(() => reserve(app, m, r.id), 409, 'CANNOT_BE_BOUGHT');
      }
    });

    it('cannot be funded before the start or after the end (409 CANNOT_BE_FUNDED)', async () => {
      const m = await richMember(app, 100);
      for (const values of [{ startsAt: new Date(Date.now() + HOUR) }, { endsAt: new Date(Date.now() - 1000) }]) {
        const r = await makeReward(t.db, { type: 'fund', delivery: 'digital', cost: 1, ...values });
        await rejected(() => reserve(app, m, r.id, { amount: 10 }), 409, 'CANNOT_BE_FUNDED');
      }
    });

    it('raffles: not started, over, and over in the Advent calendar (details.href to today’s door)', async () => {
      const m = await richMember(app, 100);
      const soon = await makeReward(t.db, { type: 'raffle', delivery: 'digital', startsAt: new Date(Date.now() + HOUR) });
      const over = await makeReward(t.db, { type: 'raffle', delivery: 'digital', endsAt: new Date(Date.now() - 1000) });
      const door = await makeReward(t.db, { type: 'raffle', delivery: 'pickup', specialSlug: 'adventskalender', endsAt: new Date(Date.now() - 1000) });
      await rejected(() => reserve(app, m, soon.id, RAFFLE_CONTACT), 409, 'RAFFLE_NOT_STARTED');
      await rejected(() => reserve(app, m, over.id, RAFFLE_CONTACT), 409, 'RAFFLE_OVER');
      // today's door: the open door of the calendar that closes soonest
      const today = await makeReward(t.db, {
        type: 'raffle',
        delivery: 'pickup',
        specialSlug: 'adventskalender',
        startsAt: new Date(Date.now() - HOUR),
        endsAt: new Date(Date.now() + 60_000),
      });
      const err = await rejected(() => reserve(app, m, door.id, RAFFLE_CONTACT), 409, 'RAFFLE_OVER_ADVENT');
      expect(err.details).toEqual({ door_id: today.id, href: `/me/rewards/detail/${today.id}` });
      const shown = await (await app.request(`/api/rewards/${door.id}`)).json();
      expect(shown.today_door).toBe(today.id);
      // missing fields do not hide that the raffle is over
      await rejected(() => reserve(app, m, over.id, {}), 409, 'RAFFLE_OVER');
    });

    it('a NUL character in a text or a token is 400 BAD_REQUEST, not a server error, and writes nothing', async () => {
      const m = await richMember(app, 1000);
      const r = await makeReward(t.db, { delivery: 'delivery', stock: 5 });
      await rejected(() => reserve(app, m, r.id, { address: { ...ADDRESS, firstname: 'An\u0000na' } }), 400, 'BAD_REQUEST');
      await rejected(() => reserve(app, { ...m, token: `${m.token}\u0000` }, r.id, { address: ADDRESS }), 400, 'BAD_REQUEST');
      const res = await app.request('/api/me?collector_token=%00abc');
      expect(res.status).toBe(400);
    });

    it('an unknown or unpublished reward is 404 REWARD_NOT_FOUND', async () => {
      const m = await richMember(app, 100);
      await rejected(() => reserve(app, m, 987654321), 404, 'REWARD_NOT_FOUND');
      const hidden = await makeReward(t.db, { published: false });
      await rejected(() => reserve(app, m, hidden.id), 404, 'REWARD_NOT_FOUND');
    });
  });

  describe('contact fields', () => {
    const allAddress = ['address.firstname', 'address.lastname', 'address.street', 'address.street_nr', 'address.postcode', 'address.city', 'address.country'];

    it.each([
      ['a shipped reward without an address', { type: 'buy', delivery: 'delivery' }, {}, allAddress],
      [
        'a shipped reward with half an address',
        { type: 'buy', delivery: 'delivery' },
        { address: { firstname: 'Lea', lastname: 'Muster', city: 'Bregenz' } },
        ['address.street', 'address.street_nr', 'address.postcode', 'address.country'],
      ],
      [
        'a shipped reward with blank fields',
        { type: 'buy', delivery: 'delivery' },
        { address: { ...ADDRESS, street: '   ', postcode: '' } },
        ['address.street', 'address.postcode'],
      ],
      ['a digital reward without an email', { type: 'buy', delivery: 'digital' }, { telephone: '+43 660 1234567' }, ['email']],
      ['a digital reward with an empty email', { type: 'buy', delivery: 'digital' }, { email: '' }, ['email']],
      ['a raffle without email and terms', { type: 'raffle', delivery: 'digital' }, {}, ['email', 'accept_terms']],
      ['a raffle with terms declined', { type: 'raffle', delivery: 'pickup' }, { email: EMAIL, accept_terms: false }, ['accept_terms']],
    ] as const)('%s → 400 MISSING_FIELDS with the fields', async (_label, values, body, fields) => {
      const r = await makeReward(t.db, { ...values, stock: 5 });
      const m = await richMember(app, 100);
      const err = await rejected(() => reserve(app, m, r.id, body), 400, 'MISSING_FIELDS', 'Bitte fülle alle Felder aus.');
      expect(err.details).toEqual({ fields });
    });

    it.each([
      ['an invalid email', { email: 'leserin@' }],
      ['an email without a domain', { email: 'leserin' }],
      ['an invalid phone', { email: EMAIL, telephone: 'call me' }],
      ['a too short phone', { email: EMAIL, telephone: '123' }],
      ['an invalid postcode', { email: EMAIL, address: { ...ADDRESS, postcode: '6900!' } }],
      ['a too long postcode', { email: EMAIL, address: { ...ADDRESS, postcode: '12345678901' } }],
      ['an unknown salutation', { email: EMAIL, address: { ...ADDRESS, salutation: 'Dr.' } }],
      ['an unknown address field', { email: EMAIL, address: { ...ADDRESS, floor: '3' } }],
      ['an unknown body field', { email: EMAIL, coupon: 'X' }],
      ['quantity 0', { email: EMAIL, quantity: 0 }],
      ['quantity 11', { email: EMAIL, quantity: 11 }],
      ['a fractional quantity', { email: EMAIL, quantity: 1.5 }],
      ['a quantity as text', { email: EMAIL, quantity: '2' }],
    ])('%s → 400 VALIDATION_FAILED', async (_label, body) => {
      const r = await makeReward(t.db, { delivery: 'digital', stock: 5 });
      const m = await richMember(app, 100);
      await rejected(() => reserve(app, m, r.id, body), 400, 'VALIDATION_FAILED');
    });

    it('keeps only the contact the reward needs on the reservation and the order, never on the profile', async () => {
      const m = await richMember(app, 1000);
      const shipped = await makeReward(t.db, { delivery: 'delivery', stock: 5 });
      const o1 = await buy(app, m, shipped.id, { address: ADDRESS, email: EMAIL, telephone: '+43 5574 12345' });
      expect((await orderById(t.db, o1.order_id)).contact).toEqual({ address: ADDRESS, telephone: '+43 5574 12345' });
      const digital = await makeReward(t.db, { delivery: 'digital' });
      const o2 = await buy(app, m, digital.id, { address: ADDRESS, email: EMAIL });
      expect((await orderById(t.db, o2.order_id)).contact).toEqual({ email: EMAIL });
      const coupon = await makeReward(t.db, { delivery: 'coupon' });
      const o3 = await buy(app, m, coupon.id, { address: ADDRESS, email: EMAIL });
      expect((await orderById(t.db, o3.order_id)).contact).toEqual({});
      const [, me] = await rawCall(app, 'GET', '/api/me', memberQuery(m), undefined, null);
      expect(JSON.stringify(me)).not.toContain('Kirchstrasse');
      expect(JSON.stringify(await t.db.execute(sql`select * from sso_users`))).not.toContain('Kirchstrasse');
    });
  });

  describe('redeem limits per period (Europe/Vienna business days)', () => {
    const spend = async (m: Member, rewardId: number, iso: string) => spendAt(t.db, config, await collectorIdOf(t.db, m), rewardId, {}, new Date(iso));
    const tryAt = async (m: Member, rewardId: number, iso: string) => {
      try {
        await spend(m, rewardId, iso);
        return 'ok';
      } catch (err) {
        return (err as { code?: string }).code ?? String(err);
      }
    };

    it('daily: 23:59 and 00:01 in Vienna are two days', async () => {
      const r = await makeReward(t.db, { delivery: 'pickup', type: 'none', redeemLimit: 1, redeemLimitPeriod: 'daily' });
      const m = await richMember(app, 1000);
      expect(await tryAt(m, r.id, '2026-01-14T22:59:00Z')).toBe('ok'); // 23:59 on the 14th
      expect(await tryAt(m, r.id, '2026-01-14T23:01:00Z')).toBe('ok'); // 00:01 on the 15th
      expect(await tryAt(m, r.id, '2026-01-15T22:58:00Z')).toBe('ALREADY_ORDERED'); // 23:58 on the 15th
      expect(await tryAt(m, r.id, '2026-01-15T23:00:00Z')).toBe('ok'); // 00:00 on the 16th
    });

    it('weekly: a new week starts on Monday 00:00 (also across the DST change)', async () => {
      const r = await makeReward(t.db, { delivery: 'pickup', type: 'none', redeemLimit: 2, redeemLimitPeriod: 'weekly' });
      const m = await richMember(app, 1000);
      expect(await tryAt(m, r.id, '2026-03-23T08:00:00Z')).toBe('ok'); // Monday 23 March
      expect(await tryAt(m, r.id, '2026-03-29T21:58:00Z')).toBe('ok'); // Sunday 29 March 23:58 CEST
      expect(await tryAt(m, r.id, '2026-03-29T21:59:00Z')).toBe('ALREADY_ORDERED');
      expect(await tryAt(m, r.id, '2026-03-29T22:00:00Z')).toBe('ok'); // Monday 30 March 00:00 CEST
    });

    it('monthly, quarterly and annually follow the calendar in Vienna', async () => {
      const m = await richMember(app, 1000);
      const monthly = await makeReward(t.db, { delivery: 'pickup', type: 'none', redeemLimit: 1, redeemLimitPeriod: 'monthly' });
      expect(await tryAt(m, monthly.id, '2026-01-31T22:59:00Z')).toBe('ok'); // 31 Jan 23:59
      expect(await tryAt(m, monthly.id, '2026-01-31T23:01:00Z')).toBe('ok'); // 1 Feb 00:01 (still 31 Jan in UTC)
      expect(await tryAt(m, monthly.id, '2026-02-27T12:00:00Z')).toBe('ALREADY_ORDERED');
      const quarterly = await makeReward(t.db, { delivery: 'pickup', type: 'none', redeemLimit: 1, redeemLimitPeriod: 'quarterly' });
      expect(await tryAt(m, quarterly.id, '2026-04-01T08:00:00Z')).toBe('ok');
      expect(await tryAt(m, quarterly.id, '2026-06-30T21:59:00Z')).toBe('ALREADY_ORDERED'); // 30 June 23:59 CEST
      expect(await tryAt(m, quarterly.id, '2026-06-30T22:00:00Z')).toBe('ok'); // 1 July 00:00 CEST
      const annually = await makeReward(t.db, { delivery: 'pickup', type: 'none', redeemLimit: 1, redeemLimitPeriod: 'annually' });
      expect(await tryAt(m, annually.id, '2025-12-31T22:59:00Z')).toBe('ok'); // 31 Dec 2025 23:59
      expect(await tryAt(m, annually.id, '2025-12-31T23:00:00Z')).toBe('ok'); // 1 Jan 2026 00:00
      expect(await tryAt(m, annually.id, '2026-07-01T10:00:00Z')).toBe('ALREADY_ORDERED');
    });

    it('a canceled order gives its place in the period back', async () => {
      const r = await makeReward(t.db, { delivery: 'pickup', type: 'none', redeemLimit: 1, redeemLimitPeriod: 'monthly' });
      const m = await richMember(app, 1000);
      const o = await buy(app, m, r.id);
      expect((await rawCall(app, 'POST', `/api/me/orders/${o.order_id}/cancel`, memberQuery(m), undefined, null))[0]).toBe(200);
      expect((await buy(app, m, r.id)).state).toBe('waiting');
    });

    it('through the API: 409 ALREADY_ORDERED names the period limit and the redeemable count', async () => {
      const r = await makeReward(t.db, { delivery: 'pickup', type: 'none', redeemLimit: 2, redeemLimitPeriod: 'daily' });
      const m = await richMember(app, 1000);
      await buy(app, m, r.id);
      const [s, held] = await reserve(app, m, r.id);
      expect(s).toBe(201);
      await confirm(app, m, held.reservation_id);
      const err = await rejected(() => reserve(app, m, r.id), 409, 'ALREADY_ORDERED', `${messages.errors.ALREADY_ORDERED} Einlösbar: 2-mal pro Tag.`);
      expect(err.details).toMatchObject({ redeemable: 0, limit: 2, period: 'daily' });
      // someone else is not limited by it
      expect((await buy(app, await richMember(app, 100), r.id)).state).toBe('waiting');
    });

    it('the participation limit caps units in all (details.redeemable = units left)', async () => {
      const r = await makeReward(t.db, { delivery: 'pickup', type: 'none', participationLimit: 3, stock: 10 });
      const m = await richMember(app, 1000);
      await buy(app, m, r.id, { quantity: 2 });
      const err = await rejected(
        () => reserve(app, m, r.id, { quantity: 2 }),
        409,
        'ALREADY_ORDERED',
        `${messages.errors.ALREADY_ORDERED} Einlösbar: insgesamt 3-mal, noch 1-mal.`,
      );
      expect(err.details).toMatchObject({ redeemable: 1, participation_limit: 3, by: 'participation' });
      await buy(app, m, r.id, { quantity: 1 });
      expect(
        (await rejected(() => reserve(app, m, r.id), 409, 'ALREADY_ORDERED', `${messages.errors.ALREADY_ORDERED} Einlösbar: insgesamt 3-mal.`)).details,
      ).toMatchObject({ redeemable: 0 });
      // raffle tickets count as units
      const raffle = await makeReward(t.db, { type: 'raffle', delivery: 'digital', participationLimit: 10, cost: 1 });
      await buy(app, m, raffle.id, { tickets: 7, ...RAFFLE_CONTACT });
      const tickets = await rejected(
        () => reserve(app, m, raffle.id, { tickets: 4, ...RAFFLE_CONTACT }),
        409,
        'ALREADY_ORDERED',
        `${messages.errors.ALREADY_ORDERED} Einlösbar: insgesamt 10-mal, noch 3-mal.`,
      );
      expect(tickets.details).toMatchObject({ redeemable: 3 });
      expect((await buy(app, m, raffle.id, { tickets: 3, ...RAFFLE_CONTACT })).state).toBe('waiting');
    });
  });

  describe('Idempotency-Key', () => {
    it.each([
      ['no key', null],
      ['a too short key', 'short'],
      ['a key with spaces', 'key with spaces'],
      ['a too long key', 'k'.repeat(129)],
    ])('reserve and confirm without a valid key → 400 MISSING_IDEMPOTENCY_KEY (%s)', async (_label, key) => {
      const r = await makeReward(t.db, { stock: 5 });
      const m = await richMember(app, 100);
      await rejected(() => reserve(app, m, r.id, {}, key as string), 400, 'MISSING_IDEMPOTENCY_KEY');
      const [, res] = await reserve(app, m, r.id);
      await rejected(() => confirm(app, m, res.reservation_id, key as string), 400, 'MISSING_IDEMPOTENCY_KEY');
    });

    it('the same key and body → the same reservation, one row; another body → 422', async () => {
      const r = await makeReward(t.db, { stock: 5 });
      const other = await makeReward(t.db, { stock: 5 });
      const m = await richMember(app, 100);
      const key = newKey('reserve');
      const first = await reserve(app, m, r.id, { quantity: 2 }, key);
      expect(first[0]).toBe(201);
      expect(await reserve(app, m, r.id, { quantity: 2 }, key)).toEqual(first);
      const mine = await t.db.select().from(reservations).where(eq(reservations.rewardId, r.id));
      expect(mine).toHaveLength(1);
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(3);
      await rejected(() => reserve(app, m, r.id, { quantity: 1 }, key), 422, 'IDEMPOTENCY_KEY_REUSED');
      await rejected(() => reserve(app, m, other.id, { quantity: 2 }, key), 422, 'IDEMPOTENCY_KEY_REUSED');
      // keys belong to one member: someone else's request with the same key is their own
      const n = await richMember(app, 100);
      expect((await reserve(app, n, r.id, { quantity: 2 }, key))[0]).toBe(201);
    });

    it('a failed reserve does not burn the key', async () => {
      const r = await makeReward(t.db, { stock: 5, cost: 80 });
      const m = await richMember(app, 50);
      const key = newKey('retry');
      await rejected(() => reserve(app, m, r.id, {}, key), 409, 'INSUFFICIENT_FUNDS_REWARD', 'Dir fehlen noch 30 Räppli für diese Prämie.');
      await sendAdjustment(app, { collector_token: m.token, amount: 50, reason: 'Nachschub', idempotency_key: newKey() });
      expect((await reserve(app, m, r.id, {}, key))[0]).toBe(201);
    });

    it('confirm retried with the same key or a new key → one order, one debit', async () => {
      const r = await makeReward(t.db, { stock: 5, cost: 30 });
      const m = await richMember(app, 100);
      const [, res] = await reserve(app, m, r.id);
      const key = newKey('confirm');
      const first = await confirm(app, m, res.reservation_id, key);
      expect(first[0]).toBe(200);
      expect(confirmResultSchema.strict().safeParse(first[1]).success).toBe(true);
      expect(first[1]).toMatchObject({ state: 'waiting', balance: 70 });
      const before = await rewardCounts(t.db);
      expect(await confirm(app, m, res.reservation_id, key)).toEqual(first);
      const again = await confirm(app, m, res.reservation_id, newKey('confirm'));
      expect(again).toEqual([200, first[1]]);
      const after = await rewardCounts(t.db);
      expect({ ...after, idempotent: before.idempotent }).toEqual(before);
      const debits = (await entriesOf(t.db, await collectorIdOf(t.db, m))).filter((e) => e.amount < 0);
      expect(debits.map((e) => [e.amount, e.kind, e.reason])).toEqual([[-30, 'reward', 'Prämie: Testprämie']]);
      expect((await reservationById(t.db, res.reservation_id)).state).toBe('confirmed');
      // the same confirm key for another reservation → 422
      const [, res2] = await reserve(app, m, (await makeReward(t.db)).id);
      await rejected(() => confirm(app, m, res2.reservation_id, key), 422, 'IDEMPOTENCY_KEY_REUSED');
    });

    it("confirm of someone else's reservation or an unknown one → 404; a bad id → 400", async () => {
      const r = await makeReward(t.db, { stock: 5 });
      const m = await richMember(app, 100);
      const [, res] = await reserve(app, m, r.id);
      const thief = await richMember(app, 100);
      await rejected(() => confirm(app, thief, res.reservation_id), 404, 'RESERVATION_NOT_FOUND');
      await rejected(() => release(app, thief, res.reservation_id), 404, 'RESERVATION_NOT_FOUND');
      await rejected(() => confirm(app, m, '00000000-0000-4000-8000-000000000000'), 404, 'RESERVATION_NOT_FOUND');
      await rejected(() => confirm(app, m, 'not-a-uuid'), 400, 'VALIDATION_FAILED');
    });
  });

  describe('release, expiry and payment', () => {
    it('DELETE releases the stock, twice is harmless, and a released reservation cannot be confirmed', async () => {
      const r = await makeReward(t.db, { stock: 3 });
      const m = await richMember(app, 100);
      const [, res] = await reserve(app, m, r.id, { quantity: 2 });
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(1);
      expect(await release(app, m, res.reservation_id)).toEqual([200, { reservation_id: res.reservation_id, state: 'released' }]);
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(3);
      expect(await release(app, m, res.reservation_id)).toEqual([200, { reservation_id: res.reservation_id, state: 'released' }]);
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(3);
      await rejected(() => confirm(app, m, res.reservation_id), 409, 'RESERVATION_FAILED');
      // after a release the member may reserve again
      expect((await reserve(app, m, r.id))[0]).toBe(201);
    });

    it('a confirmed reservation cannot be released (409 CONFLICT)', async () => {
      const r = await makeReward(t.db, { stock: 3 });
      const m = await richMember(app, 100);
      const [, res] = await reserve(app, m, r.id);
      await confirm(app, m, res.reservation_id);
      await rejected(() => release(app, m, res.reservation_id), 409, 'CONFLICT');
    });

    it('confirm after the expiry → 409 RESERVATION_FAILED, nothing paid', async () => {
      const r = await makeReward(t.db, { stock: 3 });
      const m = await richMember(app, 100);
      const [, res] = await reserve(app, m, r.id);
      await t.db
        .update(reservations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(reservations.id, res.reservation_id));
      await rejected(() => confirm(app, m, res.reservation_id), 409, 'RESERVATION_FAILED', messages.errors.RESERVATION_FAILED);
      // an expired hold does not block a new reservation
      expect((await reserve(app, m, r.id))[0]).toBe(201);
    });

    it('balance spent elsewhere between reserve and confirm → 409 PAYMENT_FAILED with nothing written', async () => {
      const r = await makeReward(t.db, { stock: 3, cost: 80 });
      const m = await richMember(app, 100);
      const [, res] = await reserve(app, m, r.id);
      const [s] = await sendAdjustment(app, { collector_token: m.token, amount: -30, reason: 'Korrektur', idempotency_key: newKey() });
      expect(s).toBe(200);
      await rejected(() => confirm(app, m, res.reservation_id), 409, 'PAYMENT_FAILED', messages.errors.PAYMENT_FAILED);
      expect((await reservationById(t.db, res.reservation_id)).state).toBe('held');
      // released, the stock is back
      await release(app, m, res.reservation_id);
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(3);
    });

    it('releaseExpiredReservations gives the stock of expired holds back, once', async () => {
      const r = await makeReward(t.db, { stock: 4 });
      const a = await richMember(app, 100);
      const b = await richMember(app, 100);
      const [, ra] = await reserve(app, a, r.id, { quantity: 2 });
      const [, rb] = await reserve(app, b, r.id, { quantity: 1 });
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(1);
      await t.db
        .update(reservations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(reservations.id, ra.reservation_id));
      expect(await releaseExpiredReservations(t.db)).toBeGreaterThanOrEqual(1);
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(3);
      expect((await reservationById(t.db, ra.reservation_id)).state).toBe('expired');
      expect((await reservationById(t.db, rb.reservation_id)).state).toBe('held');
      await releaseExpiredReservations(t.db);
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(3);
      await rejected(() => confirm(app, a, ra.reservation_id), 409, 'RESERVATION_FAILED');
      // releasing an expired reservation changes nothing either
      expect(await release(app, a, ra.reservation_id)).toEqual([200, { reservation_id: ra.reservation_id, state: 'expired' }]);
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(3);
      expect((await confirm(app, b, rb.reservation_id))[0]).toBe(200);
    });

    it('a reserve that finds no stock frees expired holds first', async () => {
      const r = await makeReward(t.db, { stock: 1 });
      const a = await richMember(app, 100);
      const b = await richMember(app, 100);
      const [, ra] = await reserve(app, a, r.id);
      await rejected(() => reserve(app, b, r.id), 409, 'SOLD_OUT');
      await t.db
        .update(reservations)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(reservations.id, ra.reservation_id));
      const [s, rb] = await reserve(app, b, r.id);
      expect(s).toBe(201);
      expect((await reservationById(t.db, ra.reservation_id)).state).toBe('expired');
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(0);
      await rejected(() => confirm(app, a, ra.reservation_id), 409, 'RESERVATION_FAILED');
      expect((await confirm(app, b, rb.reservation_id))[1]).toMatchObject({ state: 'waiting', balance: 90 });
      // the job finds nothing left to give back
      await releaseExpiredReservations(t.db);
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(0);
    });

    it('confirm writes one debit with the reward in its reason and lowers the balance', async () => {
      const r = await makeReward(t.db, { title: 'Lesezeichen', stock: 10, cost: 15, delivery: 'pickup', type: 'none' });
      const m = await richMember(app, 100);
      const o = await buy(app, m, r.id, { quantity: 2 });
      expect(o.balance).toBe(70);
      const id = await collectorIdOf(t.db, m);
      const debit = (await entriesOf(t.db, id)).find((e) => e.amount < 0)!;
      expect(debit).toMatchObject({ amount: -30, kind: 'reward', reason: 'Prämie: Lesezeichen' });
      const order = await orderById(t.db, o.order_id);
      expect(order).toMatchObject({ units: 2, cost: 30, debitEntryId: debit.id, state: 'waiting' });
      const [c] = await t.db
        .execute(sql`select lifetime_spent::int as spent from collectors where id = ${id}`)
        .then((r) => (r as unknown as { rows: { spent: number }[] }).rows);
      expect(c!.spent).toBe(30);
      expect((await rewardById(t.db, r.id)).stockLeft).toBe(8);
      expect(await t.db.select().from(rewards).where(eq(rewards.id, r.id))).toHaveLength(1);
    });
  });
});
