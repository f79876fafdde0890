// The catalogue: GET /api/rewards (shape, filters, subscriber flag, availability) and
// GET /api/rewards/{id} (detail with raffle, fund and the member's own figures).
import { rewardDetailSchema, rewardListSchema, rewardSchema, type Reward } from '@/lib/contracts/rewards';
import { seedDemo } from '@/lib/server/db/seed';
import { rewards } from '@/lib/server/db/schema';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { assertLedgerConsistent, collectorByToken, hostPost, newMember, type App } from '../helpers/loyalty';
import { ADDRESS, assertRewardsConsistent, buy, expectError, hostCall, makeReward, RAFFLE_CONTACT, reserve, richMember, subscribe } from '../helpers/rewards';

type Config = ReturnType<typeof makeApp>['config'];
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describeEachDatabase('rewards catalogue', (t) => {
  let app: App;
  let config: Config;
  const list = async (query = '') => {
    const res = await app.request(`/api/rewards${query ? `?${query}` : ''}`);
    return [res.status, await res.json()] as const;
  };
  const detail = async (id: number | string, token?: string) => {
    const res = await app.request(`/api/rewards/${id}${token ? `?collector_token=${encodeURIComponent(token)}` : ''}`);
    return [res.status, await res.json()] as const;
  };

  beforeAll(async () => {
    ({ app, config } = makeApp(t.database));
    await seedDemo(t.db, config);
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
    await assertRewardsConsistent(t.db);
  });

  describe('GET /api/rewards', () => {
    it('lists the published catalogue in position order with the strict item shape', async () => {
      const [status, body] = await list();
      expect(status).toBe(200);
      expect(rewardListSchema.strict().safeParse(body).success).toBe(true);
      for (const item of body.items) {
        const parsed = rewardSchema.strict().safeParse(item);
        expect(parsed.error?.issues ?? []).toEqual([]);
      }
      expect(body.subscriber).toBeNull();
      const demo = (await t.db.select().from(rewards)).filter((r) => r.published);
      expect(body.items).toHaveLength(demo.length);
      const positions = body.items.map((i: Reward) => demo.find((d) => d.id === i.id)!.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);
      // every type and delivery of the demo is there
      expect(new Set(body.items.map((i: Reward) => i.type))).toEqual(new Set(['buy', 'raffle', 'fund', 'none']));
      expect(new Set(body.items.map((i: Reward) => i.delivery))).toEqual(new Set(['digital', 'delivery', 'external', 'coupon', 'custom', 'pickup']));
      const sticker = body.items.find((i: Reward) => i.title === 'Räppli-Sticker');
      expect(sticker).toMatchObject({ cost: 0, free: true, limit: { count: 1, period: 'annually' } });
      const kino = body.items.find((i: Reward) => i.title === 'Kinogutschein für zwei');
      expect(kino).toMatchObject({ free: false, stock: 40, limit: { count: 1, period: 'monthly' }, participation_limit: null, sponsor: 'Cineplexx' });
      expect(body.items.find((i: Reward) => i.title === 'Tagespass Premium-Artikel')).toMatchObject({ stock: null, stock_left: null, state: 'running' });
      expect(body.items.find((i: Reward) => i.title === 'Regenschirm «Ländle»')).toMatchObject({ stock_left: 0, state: 'sold_out' });
      expect(body.items.find((i: Reward) => i.title === 'E-Bike-Tag im Montafon')).toMatchObject({ state: 'not_started' });
      expect(body.items.find((i: Reward) => i.title === '3 × 2 Festspielkarten')).toMatchObject({ state: 'over' });
    });

    it('leaves unpublished rewards out (and their detail is 404)', async () => {
      const hidden = await makeReward(t.db, { title: 'Entwurf', published: false, categoryId: 901 });
      const [, body] = await list('category=901');
      expect(body.items).toEqual([]);
      expectError(await detail(hidden.id), 404, 'REWARD_NOT_FOUND');
    });

    it('filters by category', async () => {
      const [, raffles] = await list(`category=${config.CATEGORY_RAFFLE}`);
      expect(raffles.items.length).toBeGreaterThan(0);
      expect(raffles.items.every((i: Reward) => i.category === config.CATEGORY_RAFFLE && i.type === 'raffle')).toBe(true);
      const [, funds] = await list(`category=${config.CATEGORY_FUND}`);
      expect(funds.items.map((i: Reward) => i.title)).toEqual(['Tafel Vorarlberg']);
      const [, none] = await list('category=777');
      expect(none.items).toEqual([]);
    });

    it('filters by exclusive (subscriber rewards) both ways and with a category', async () => {
      const [, all] = await list();
      const [, only] = await list('exclusive=true');
      const [, not] = await list('exclusive=false');
      expect(only.items.map((i: Reward) => i.title).sort()).toEqual(['Konzertkarten im Festspielhaus', 'Saison-Skipass Silvretta Montafon']);
      expect(only.items.every((i: Reward) => i.exclusive)).toBe(true);
      expect(not.items.every((i: Reward) => !i.exclusive)).toBe(true);
      expect(only.items.length + not.items.length).toBe(all.items.length);
      const [, exclusiveRaffles] = await list(`exclusive=true&category=${config.CATEGORY_RAFFLE}`);
      expect(exclusiveRaffles.items.map((i: Reward) => i.title)).toEqual(['Saison-Skipass Silvretta Montafon']);
    });

    it.each(['category=abc', 'category=0', 'category=-2', 'category=1.5', 'exclusive=yes', 'exclusive=1'])(
      'answers 400 VALIDATION_FAILED for %s',
      async (query) => {
        expectError(await list(query), 400, 'VALIDATION_FAILED');
      },
    );

    it('says whether the member is a subscriber (server-side truth, not is_pur_abo)', async () => {
      const m = await richMember(app, 0);
      const token = encodeURIComponent(m.token);
      expect((await list(`collector_token=${token}`))[1].subscriber).toBe(false);
      // The page's is_pur_abo is no API parameter: refused by name (docs/api.md, "Validation"), never taken.
      const [refused, body] = await list(`collector_token=${token}&is_pur_abo=true`);
      expect([refused, body.error.details]).toEqual([400, [{ path: 'is_pur_abo', message: 'Unbekannter Parameter.' }]]);
      expect((await subscribe(app, m))[0]).toBe(200);
      expect((await list(`collector_token=${token}`))[1].subscriber).toBe(true);
      // an end in the past is no subscription
      expect(await subscribe(app, m, { active: true, until: new Date(Date.now() - HOUR).toISOString() })).toEqual([
        200,
        { active: true, until: expect.any(String), subscriber: false },
      ]);
      expect((await list(`collector_token=${token}`))[1].subscriber).toBe(false);
      await subscribe(app, m, { active: true, until: new Date(Date.now() + DAY).toISOString() });
      expect((await list(`collector_token=${token}`))[1].subscriber).toBe(true);
      await subscribe(app, m, { active: false });
      expect((await list(`collector_token=${token}`))[1].subscriber).toBe(false);
      expectError(await list('collector_token=unknown-collector-token-0000000'), 404, 'COLLECTOR_NOT_FOUND');
    });

    it('a token merged on identify sets and reads the identified account’s subscription, as host events do', async () => {
      const m = await richMember(app, 0);
      const anon = await newMember(app);
      // the SSO user id is the host's user id
      const userId = (await collectorByToken(t.db, m.token))!.ssoUserId!;
      const merged = await hostPost(app, `/api/host/collectors/${encodeURIComponent(anon.token)}/identify`, { user: { id: userId } });
      expect(merged.status).toBe(200);
      expect((await subscribe(app, { ...m, token: anon.token }))[0]).toBe(200);
      expect((await list(`collector_token=${encodeURIComponent(m.token)}`))[1].subscriber).toBe(true);
      const [, ent] = await hostCall(app, 'GET', `/api/host/collectors/${encodeURIComponent(anon.token)}/entitlements`);
      expect(ent).toMatchObject({ subscriber: true });
    });

    it('derives the availability from dates and stock', async () => {
      const now = Date.now();
      const cat = 902;
      const made = {
        running: await makeReward(t.db, { categoryId: cat, title: 'läuft', stock: 5, startsAt: new Date(now - DAY), endsAt: new Date(now + DAY), position: 1 }),
        notStarted: await makeReward(t.db, { categoryId: cat, title: 'bald', startsAt: new Date(now + HOUR), position: 2 }),
        over: await makeReward(t.db, { categoryId: cat, title: 'vorbei', endsAt: new Date(now - 1000), position: 3 }),
        soldOut: await makeReward(t.db, { categoryId: cat, title: 'weg', stock: 3, position: 4 }),
        // a sold-out reward that has not started yet is "not started"; one that is over is "over"
        soonSoldOut: await makeReward(t.db, { categoryId: cat, title: 'bald weg', stock: 0, startsAt: new Date(now + HOUR), position: 5 }),
        overSoldOut: await makeReward(t.db, { categoryId: cat, title: 'vorbei weg', stock: 0, endsAt: new Date(now - HOUR), position: 6 }),
        unlimited: await makeReward(t.db, { categoryId: cat, title: 'unbegrenzt', stock: null, position: 7 }),
      };
      // the sold-out one: all three units went to orders
      const m = await richMember(app, 1000);
      await buy(app, m, made.soldOut.id, { quantity: 3 });
      const [, body] = await list(`category=${cat}`);
      expect(body.items.map((i: Reward) => [i.title, i.state, i.stock_left])).toEqual([
        ['läuft', 'running', 5],
        ['bald', 'not_started', null],
        ['vorbei', 'over', null],
        ['weg', 'sold_out', 0],
        ['bald weg', 'not_started', 0],
        ['vorbei weg', 'over', 0],
        ['unbegrenzt', 'running', null],
      ]);
      const running = body.items[0];
      expect(running.starts_at).toBe(made.running.startsAt!.toISOString());
      expect(running.ends_at).toBe(made.running.endsAt!.toISOString());
      expect(body.items[6]).toMatchObject({ starts_at: null, ends_at: null, limit: null, participation_limit: null });
    });

    it('counts held reservations against the stock: the last unit held is sold out until released', async () => {
      const r = await makeReward(t.db, { categoryId: 903, stock: 1 });
      const m = await richMember(app, 100);
      const [s] = await reserve(app, m, r.id);
      expect(s).toBe(201);
      expect((await list('category=903'))[1].items[0]).toMatchObject({ state: 'sold_out', stock: 1, stock_left: 0 });
    });
  });

  describe('GET /api/rewards/{id}', () => {
    it('answers the detail with the strict shape, without my figures when anonymous', async () => {
      const [, all] = await list();
      for (const item of all.items) {
        const [status, body] = await detail(item.id);
        expect(status).toBe(200);
        const parsed = rewardDetailSchema.strict().safeParse(body);
        expect(parsed.error?.issues ?? []).toEqual([]);
        expect(body).toMatchObject({ ...item, my: null });
        expect(body.raffle === null).toBe(item.type !== 'raffle');
        expect(body.fund === null).toBe(item.type !== 'fund');
      }
    });

    it('has my figures: units held, redeemable in the period and participation left', async () => {
      const r = await makeReward(t.db, { stock: 10, redeemLimit: 2, redeemLimitPeriod: 'weekly', participationLimit: 5, delivery: 'pickup', type: 'none' });
      const m = await richMember(app, 1000);
      const [, before] = await detail(r.id, m.token);
      expect(before.my).toEqual({ subscriber: false, units: 0, donated: 0, redeemable: 2, participation_left: 5, raffle: null });
      await buy(app, m, r.id, { quantity: 2 });
      const [, after] = await detail(r.id, m.token);
      expect(after).toMatchObject({ stock_left: 8, limit: { count: 2, period: 'weekly' }, participation_limit: 5 });
      expect(after.my).toEqual({ subscriber: false, units: 2, donated: 0, redeemable: 1, participation_left: 3, raffle: null });
      // a held reservation counts as well
      const [s] = await reserve(app, m, r.id, { quantity: 1 });
      expect(s).toBe(201);
      expect((await detail(r.id, m.token))[1].my).toEqual({ subscriber: false, units: 3, donated: 0, redeemable: 0, participation_left: 2, raffle: null });
      // no limits: null
      const free = await makeReward(t.db, {});
      expect((await detail(free.id, m.token))[1].my).toMatchObject({ redeemable: null, participation_left: null });
      // the subscriber flag
      await subscribe(app, m);
      expect((await detail(free.id, m.token))[1].my.subscriber).toBe(true);
    });

    it('shows raffle and fund figures', async () => {
      const raffle = await makeReward(t.db, { type: 'raffle', delivery: 'delivery', cost: 5, winners: 2, endsAt: new Date(Date.now() + DAY) });
      const [, empty] = await detail(raffle.id);
      expect(empty.raffle).toEqual({ winners: 2, tickets_total: 0, participants: 0, seed_hash: expect.stringMatching(/^[0-9a-f]{64}$/), drawn_at: null });
      const a = await richMember(app, 1000);
      const b = await richMember(app, 1000);
      await buy(app, a, raffle.id, { tickets: 3, ...RAFFLE_CONTACT, address: ADDRESS });
      await buy(app, a, raffle.id, { tickets: 1, ...RAFFLE_CONTACT, address: ADDRESS });
      await buy(app, b, raffle.id, { tickets: 2, ...RAFFLE_CONTACT, address: ADDRESS });
      const [, filled] = await detail(raffle.id, a.token);
      expect(filled.raffle).toEqual({ ...empty.raffle, tickets_total: 6, participants: 2 });
      expect(filled.my).toMatchObject({ units: 4 });

      const fund = await makeReward(t.db, { type: 'fund', delivery: 'digital', cost: 1, fundGoal: 1000, categoryId: config.CATEGORY_FUND });
      await buy(app, a, fund.id, { amount: 30 });
      await buy(app, b, fund.id, { amount: 12 });
      await buy(app, a, fund.id, { amount: 8 });
      const [, f] = await detail(fund.id, a.token);
      expect(f.fund).toEqual({ goal: 1000, total: 50 });
      expect(f.my).toMatchObject({ donated: 38, units: 2 });
      expect((await detail(fund.id, b.token))[1].my.donated).toBe(12);
    });

    it('answers 404 REWARD_NOT_FOUND for an unknown id and 400 for a bad one', async () => {
      expectError(await detail(987654321), 404, 'REWARD_NOT_FOUND');
      for (const bad of ['abc', '0', '-1', '1.5', String(2 ** 60)]) expectError(await detail(bad), 400, 'VALIDATION_FAILED');
      expectError(await detail(1, 'unknown-collector-token-0000000'), 404, 'COLLECTOR_NOT_FOUND');
    });
  });
});
