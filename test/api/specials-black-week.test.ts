// Black Week (docs/specials-black-week-resolutions.md): while a published Black Week special runs,
// the rewards its config lists cost its price — what the rewards API shows (with the regular price
// beside it), what the detail's redeem check answers and what reserve and confirm charge (ledger,
// balance, order); before its start, after its end, unpublished or with a price that is not lower,
// the regular price. The special's page part (blackWeek.detail) lists the offers.
import { eq } from 'drizzle-orm';
import { blackWeekDetailSchema } from '@/lib/contracts/black-week';
import { rewardDetailSchema, rewardListSchema, type Reward } from '@/lib/contracts/rewards';
import { specials, type rewards } from '@/lib/server/db/schema';
import { blackWeek } from '@/lib/server/services/specials/black-week';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { assertLedgerConsistent, collectorByToken, entriesOf, memberGet, type App } from '../helpers/loyalty';
import { assertRewardsConsistent, buy, collectorIdOf, makeReward, orderById, RAFFLE_CONTACT, reserve, confirm, richMember, spendAt } from '../helpers/rewards';

const HOUR = 3_600_000;
type RewardRow = typeof rewards.$inferSelect;

describeEachDatabase('specials: Black Week prices', (t) => {
  let app: App;
  let config: ReturnType<typeof makeApp>['config'];
  let mug: RewardRow;
  let pass: RewardRow;
  let raffle: RewardRow;
  let fund: RewardRow;
  let plain: RewardRow;
  let specialId: number;

  const since = (ms: number) => new Date(Date.now() + ms);
  const setWeek = (values: Partial<typeof specials.$inferInsert>) => t.db.update(specials).set(values).where(eq(specials.id, specialId));
  const catalogue = async () => {
    const res = await app.request('/api/rewards');
    expect(res.status).toBe(200);
    return rewardListSchema.parse(await res.json()).items;
  };
  const item = (items: Reward[], id: number) => items.find((r) => r.id === id)!;
  const detail = async (id: number) => rewardDetailSchema.parse(await (await app.request(`/api/rewards/${id}`)).json());

  beforeAll(async () => {
    ({ app, config } = makeApp(t.database));
    mug = await makeReward(t.db, { title: 'Black-Week-Tasse', cost: 150, stock: 50 });
    pass = await makeReward(t.db, { title: 'Black-Week-Pass', cost: 80, delivery: 'custom' });
    raffle = await makeReward(t.db, { title: 'Black-Week-Verlosung', type: 'raffle', delivery: 'digital', cost: 20, endsAt: since(30 * 24 * HOUR) });
    fund = await makeReward(t.db, { title: 'Black-Week-Spende', type: 'fund', delivery: 'digital', cost: 2 });
    plain = await makeReward(t.db, { title: 'Ohne Rabatt', cost: 90 });
    const [row] = await t.db
      .insert(specials)
      .values({
        slug: 'black-week-test',
        kind: 'black_week',
        title: 'Black Week',
        startsAt: since(-HOUR),
        endsAt: since(24 * HOUR),
        config: {
          prices: [
            { reward_id: mug.id, cost: 75 },
            { reward_id: raffle.id, cost: 5 },
            // Not lowered: a fund's cost is per donated unit; a price that is not lower; an unknown reward.
            { reward_id: fund.id, cost: 1 },
            { reward_id: pass.id, cost: 80 },
            { reward_id: 999_999, cost: 1 },
          ],
        },
      })
      .returning({ id: specials.id });
    specialId = row!.id;
  });

  afterEach(async () => {
    await setWeek({ startsAt: since(-HOUR), endsAt: since(24 * HOUR), published: true });
    await assertLedgerConsistent(t.db);
    await assertRewardsConsistent(t.db);
  });

  it('the catalogue shows the Black Week price and the regular one beside it, only for the rewards it lowers', async () => {
    const items = await catalogue();
    expect(item(items, mug.id)).toMatchObject({ cost: 75, regular_cost: 150, free: false });
    expect(item(items, raffle.id)).toMatchObject({ cost: 5, regular_cost: 20 });
    expect(item(items, fund.id)).toMatchObject({ cost: 2, regular_cost: null });
    expect(item(items, pass.id)).toMatchObject({ cost: 80, regular_cost: null });
    expect(item(items, plain.id)).toMatchObject({ cost: 90, regular_cost: null });
  });

  it('the detail shows it too, and its redeem check answers the Black Week price per unit', async () => {
    expect(await detail(mug.id)).toMatchObject({ cost: 75, regular_cost: 150, redeem: { unit_cost: 75 } });
    expect(await detail(raffle.id)).toMatchObject({ cost: 5, regular_cost: 20, redeem: { unit_cost: 5 } });
    expect(await detail(plain.id)).toMatchObject({ cost: 90, regular_cost: null, redeem: { unit_cost: 90 } });
  });

  it('a redeem during Black Week charges the Black Week price: reservation, ledger, balance and order', async () => {
    const m = await richMember(app, 500);
    const [status, held] = await reserve(app, m, mug.id, { quantity: 2 });
    expect(status).toBe(201);
    expect(held.cost).toBe(150);
    const [, done] = await confirm(app, m, held.reservation_id);
    expect(done.balance).toBe(350);
    const collector = await collectorByToken(t.db, m.token);
    expect(collector.pointsAvailable).toBe(350);
    const entries = await entriesOf(t.db, collector.id);
    expect(entries.at(-1)).toMatchObject({ amount: -150, reason: 'Prämie: Black-Week-Tasse' });
    expect(await orderById(t.db, done.order_id)).toMatchObject({ cost: 150, units: 2 });

    const tickets = await buy(app, m, raffle.id, { tickets: 3, ...RAFFLE_CONTACT });
    expect(tickets.balance).toBe(335);
    const [, statement] = await memberGet(app, '/api/me/activities', m.token);
    expect(statement.last[0]).toMatchObject({ amount: -15, reason: 'Lose: Black-Week-Verlosung' });
  });

  it('before the start and after the end the regular price is shown and charged', async () => {
    const m = await richMember(app, 1000);
    await setWeek({ startsAt: since(HOUR), endsAt: since(24 * HOUR) });
    expect(item(await catalogue(), mug.id)).toMatchObject({ cost: 150, regular_cost: null });
    expect(await detail(mug.id)).toMatchObject({ cost: 150, regular_cost: null, redeem: { unit_cost: 150 } });
    expect((await buy(app, m, mug.id)).balance).toBe(850);

    await setWeek({ startsAt: since(-2 * HOUR), endsAt: since(-HOUR) });
    expect(item(await catalogue(), mug.id)).toMatchObject({ cost: 150, regular_cost: null });
    expect((await buy(app, m, mug.id)).balance).toBe(700);
    const entries = await entriesOf(t.db, await collectorIdOf(t.db, m));
    expect(entries.slice(-2).map((e) => e.amount)).toEqual([-150, -150]);
  });

  it('an unpublished Black Week lowers nothing', async () => {
    await setWeek({ published: false });
    expect(item(await catalogue(), mug.id)).toMatchObject({ cost: 150, regular_cost: null });
    const m = await richMember(app, 200);
    expect((await buy(app, m, mug.id)).balance).toBe(50);
  });

  it('at chosen instants: the price of the moment the reserve is made', async () => {
    const m = await richMember(app, 1000);
    const id = await collectorIdOf(t.db, m);
    const [week] = await t.db.select().from(specials).where(eq(specials.id, specialId));
    const before = new Date(week!.startsAt!.getTime() - 1);
    const start = week!.startsAt!;
    const lastMs = new Date(week!.endsAt!.getTime() - 1);
    const end = week!.endsAt!;
    expect((await spendAt(t.db, config, id, mug.id, {}, before)).balance).toBe(850);
    expect((await spendAt(t.db, config, id, mug.id, {}, start)).balance).toBe(775);
    expect((await spendAt(t.db, config, id, mug.id, {}, lastMs)).balance).toBe(700);
    expect((await spendAt(t.db, config, id, mug.id, {}, end)).balance).toBe(550);
    const entries = await entriesOf(t.db, id);
    expect(entries.slice(-4).map((e) => e.amount)).toEqual([-150, -75, -75, -150]);
  });

  it('of two running Black Weeks the lower price applies; a bad config entry is skipped, never an error', async () => {
    const [other] = await t.db
      .insert(specials)
      .values({
        slug: 'black-week-zwei',
        kind: 'black_week',
        title: 'Noch eine Black Week',
        startsAt: since(-HOUR),
        endsAt: since(HOUR),
        config: {
          prices: [
            { reward_id: mug.id, cost: 60 },
            { reward_id: plain.id, cost: 1.5 },
            { reward_id: 'x', cost: 1 },
            { reward_id: plain.id, cost: -1 },
            'kaputt',
          ],
        },
      })
      .returning({ id: specials.id });
    try {
      const items = await catalogue();
      expect(item(items, mug.id)).toMatchObject({ cost: 60, regular_cost: 150 });
      expect(item(items, plain.id)).toMatchObject({ cost: 90, regular_cost: null });
      const m = await richMember(app, 100);
      expect((await buy(app, m, mug.id)).balance).toBe(40);
      expect(await buy(app, m, plain.id).catch(() => null)).toBeNull(); // 40 left: 90 is too much
    } finally {
      await t.db.delete(specials).where(eq(specials.id, other!.id));
    }
  });

  it('the special’s part lists its offers in the config’s order with old and new price; before the start its own price', async () => {
    const [week] = await t.db.select().from(specials).where(eq(specials.id, specialId));
    const now = new Date();
    const running = blackWeekDetailSchema.parse(await blackWeek.detail({ db: t.db, special: week!, collectorId: null, now }));
    expect(running).toMatchObject({ phase: 'running', ends_at: week!.endsAt!.toISOString() });
    expect(running.offers.map((o) => [o.title, o.cost, o.regular_cost, o.state])).toEqual([
      ['Black-Week-Tasse', 75, 150, 'running'],
      ['Black-Week-Verlosung', 5, 20, 'running'],
    ]);
    const upcoming = blackWeekDetailSchema.parse(
      await blackWeek.detail({ db: t.db, special: week!, collectorId: null, now: new Date(week!.startsAt!.getTime() - 1) }),
    );
    expect(upcoming.phase).toBe('upcoming');
    expect(upcoming.offers.map((o) => o.cost)).toEqual([75, 5]);
    const over = await blackWeek.detail({ db: t.db, special: week!, collectorId: null, now: week!.endsAt! });
    expect(over).toMatchObject({ phase: 'over' });
  });
});
