// Vouchers (docs/vouchers.md, "Limits" and "Guessing"; docs/api.md, "Vouchers (member API)"): the
// lookup, the redeem (Räppli through the ledger engine, a reward as an order), the refusals, the
// day's limit and the campaign's own, the window, the guess limit kept in the database, the
// concurrency of one code, and the console's batches.
import { eq, sql } from 'drizzle-orm';
import { ledgerEntries, voucherCampaigns, voucherCodes, voucherGuessFailures, voucherRedemptions } from '@/lib/server/db/schema';
import { normaliseCode } from '@/lib/domain/vouchers';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { assertLedgerConsistent, collectorByToken, entriesOf, memberGet, newKey, newMember, type App } from '../helpers/loyalty';
import { expectError, makeReward, memberCall, orderById, richMember, rewardById } from '../helpers/rewards';
import { consoleCall, loginAs, staffMember } from '../helpers/console';
import { lookup, makeCampaign, redeem, unknownCode } from '../helpers/vouchers';

const DAY = 86_400_000;
/** Requests from one client address, as the Node server hands it to Hono. */
const from = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });
let addresses = 0;
/** A fresh client address per test, so the address limit of one test does not reach the next. */
const freshAddress = () => `10.0.${Math.floor(++addresses / 250)}.${addresses % 250}`;

describeEachDatabase('vouchers API', (t) => {
  let app: App;
  beforeAll(() => {
    app = makeApp(t.database).app;
  });
  afterEach(async () => {
    await assertLedgerConsistent(t.db);
  });

  it('looks a code up: what it gives, until when, available — typed in any case, with or without dashes', async () => {
    const { campaign, codes, ids } = await makeCampaign(t.db, { title: 'Leserfest', points: 75 });
    const m = await richMember(app, 0);
    const typed = codes[0]!.toLowerCase().replace(/-/g, ' ');
    const [status, body] = await lookup(app, m.token, typed);
    expect(status).toBe(200);
    expect(body).toEqual({
      voucher_id: ids[0],
      title: 'Leserfest',
      points: 75,
      reward_id: null,
      reward_title: null,
      valid_until: campaign.endsAt.toISOString(),
      state: 'available',
    });
    // An anonymous member may look up too (the page then asks to log in for the redeem).
    const anon = await newMember(app);
    expect((await lookup(app, anon.token, codes[0]!))[1].state).toBe('available');
  });

  it('redeems Räppli once through the ledger engine; the statement, the voucher page and every later try agree', async () => {
    const { codes, ids } = await makeCampaign(t.db, { title: 'Sommerfest', points: 40 });
    const m = await richMember(app, 10);
    const [status, body] = await redeem(app, m, codes[0]!);
    expect(status).toBe(200);
    expect(body).toEqual({ voucher_id: ids[0], points_awarded: 40, order_id: null, balance: 50 });
    const c = await collectorByToken(t.db, m.token);
    expect(c.pointsAvailable).toBe(50);
    const entries = await entriesOf(t.db, c.id);
    expect(entries.filter((e) => e.kind === 'voucher').map((e) => [e.amount, e.reference])).toEqual([[40, `voucher_code:${ids[0]}`]]);
    const [, statement] = await memberGet(app, '/api/me/activities', m.token);
    expect(JSON.stringify(statement)).toContain('Gutschein: Sommerfest');

    const [, detail] = await memberGet(app, `/api/vouchers/${ids[0]}`, m.token);
    expect(detail).toMatchObject({ voucher_id: ids[0], title: 'Sommerfest', points_awarded: 40, order_id: null });
    expect((await lookup(app, m.token, codes[0]!))[1].state).toBe('redeemed');
    expectError(await redeem(app, m, codes[0]!), 409, 'VOUCHER_ALREADY_REDEEMED');

    // Someone else: the single code is gone, and the voucher is not theirs to read.
    const other = await richMember(app, 0);
    expect((await lookup(app, other.token, codes[0]!))[1].state).toBe('used_up');
    expectError(await redeem(app, other, codes[0]!), 409, 'VOUCHER_ALREADY_REDEEMED');
    expectError(await memberGet(app, `/api/vouchers/${ids[0]}`, other.token), 404, 'VOUCHER_NOT_FOUND');
    expect((await collectorByToken(t.db, other.token)).pointsAvailable).toBe(0);
  });

  it('answers a retry with the same Idempotency-Key with the first answer, and credits once', async () => {
    const { codes } = await makeCampaign(t.db, { points: 30 });
    const m = await richMember(app, 0);
    const key = newKey('same');
    const first = await redeem(app, m, codes[0]!, key);
    const again = await redeem(app, m, codes[0]!, key);
    expect(first[0]).toBe(200);
    expect(again).toEqual(first);
    expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(30);
  });

  it('refuses anonymous members (403) and writes nothing', async () => {
    const { codes } = await makeCampaign(t.db);
    const anon = await newMember(app);
    const res = await app.request(`/api/vouchers/redeem?collector_token=${anon.token}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': newKey() },
      body: JSON.stringify({ code: codes[0] }),
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('ANONYMOUS_NOT_ALLOWED');
    expect(
      await t.db
        .select()
        .from(voucherRedemptions)
        .where(eq(voucherRedemptions.codeId, (await codeRow(codes[0]!)).id)),
    ).toEqual([]);
  });

  it('knows a code only within its window and while its campaign is published (404 VOUCHER_INVALID)', async () => {
    const m = await richMember(app, 0);
    const now = Date.now();
    const early = await makeCampaign(t.db, { startsAt: new Date(now + DAY), endsAt: new Date(now + 2 * DAY) });
    const late = await makeCampaign(t.db, { startsAt: new Date(now - 2 * DAY), endsAt: new Date(now - 1000) });
    const hidden = await makeCampaign(t.db, { published: false });
    for (const { codes } of [early, late, hidden]) {
      const [status, body] = await lookup(app, m.token, codes[0]!);
      expect([status, body.error.code]).toEqual([404, 'VOUCHER_INVALID']);
    }
    expectError(await redeem(app, m, late.codes[0]!), 404, 'VOUCHER_INVALID');
    expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(0);
    await t.db.delete(voucherGuessFailures);
  });

  it('gives at most 5 vouchers per member and business day (409 VOUCHER_LIMIT_REACHED, day), the next day again', async () => {
    const { codes } = await makeCampaign(t.db, { points: 10 }, 7);
    const m = await richMember(app, 0);
    for (const code of codes.slice(0, 5)) expect((await redeem(app, m, code))[0]).toBe(200);
    expect((await lookup(app, m.token, codes[5]!))[1].state).toBe('limit_reached');
    const refused = await redeem(app, m, codes[5]!);
    expectError(refused, 409, 'VOUCHER_LIMIT_REACHED');
    expect(refused[1].error.details).toEqual({ limit: 'day' });
    const c = await collectorByToken(t.db, m.token);
    expect(c.pointsAvailable).toBe(50);
    // The same five counted on yesterday: today is free again.
    await t.db.update(voucherRedemptions).set({ businessDay: '2000-01-01' }).where(eq(voucherRedemptions.collectorId, c.id));
    expect((await redeem(app, m, codes[5]!))[0]).toBe(200);
    expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(60);
  });

  it("keeps the campaign's own limit per member (campaign) and its maximum (total)", async () => {
    const perMember = await makeCampaign(t.db, { perMemberLimit: 2 }, 3);
    const m = await richMember(app, 0);
    expect((await redeem(app, m, perMember.codes[0]!))[0]).toBe(200);
    expect((await redeem(app, m, perMember.codes[1]!))[0]).toBe(200);
    const third = await redeem(app, m, perMember.codes[2]!);
    expectError(third, 409, 'VOUCHER_LIMIT_REACHED');
    expect(third[1].error.details).toEqual({ limit: 'campaign' });

    const capped = await makeCampaign(t.db, { maxRedemptions: 2 }, 3);
    const a = await richMember(app, 0);
    expect((await redeem(app, a, capped.codes[0]!))[0]).toBe(200);
    expect((await redeem(app, a, capped.codes[1]!))[0]).toBe(200);
    const over = await redeem(app, await richMember(app, 0), capped.codes[2]!);
    expectError(over, 409, 'VOUCHER_LIMIT_REACHED');
    expect(over[1].error.details).toEqual({ limit: 'total' });
    const [row] = await t.db.select().from(voucherCampaigns).where(eq(voucherCampaigns.id, capped.campaign.id));
    expect(row!.redemptions).toBe(2);
  });

  it('lets a shared code go to many members, each once, up to its maximum', async () => {
    const { codes, ids } = await makeCampaign(t.db, { kind: 'shared', maxRedemptions: 3, points: 20 });
    const members = [await richMember(app, 0), await richMember(app, 0), await richMember(app, 0), await richMember(app, 0)];
    for (const m of members.slice(0, 3))
      expect(await redeem(app, m, codes[0]!)).toEqual([200, { voucher_id: ids[0], points_awarded: 20, order_id: null, balance: 20 }]);
    expectError(await redeem(app, members[0]!, codes[0]!), 409, 'VOUCHER_ALREADY_REDEEMED');
    expect((await lookup(app, members[3]!.token, codes[0]!))[1].state).toBe('used_up');
    expectError(await redeem(app, members[3]!, codes[0]!), 409, 'VOUCHER_LIMIT_REACHED');
  });

  it("gives a reward as an order in my rewards, from the reward's stock; none left is SOLD_OUT and changes nothing", async () => {
    const reward = await makeReward(t.db, { title: 'Kinogutschein', delivery: 'coupon', stock: 1, published: false });
    const { codes, ids, campaign } = await makeCampaign(t.db, { points: null, rewardId: reward.id }, 2);
    const m = await richMember(app, 5);
    expect((await lookup(app, m.token, codes[0]!))[1]).toMatchObject({ points: null, reward_id: reward.id, reward_title: 'Kinogutschein' });
    const [status, body] = await redeem(app, m, codes[0]!);
    expect(status).toBe(200);
    expect(body).toMatchObject({ voucher_id: ids[0], points_awarded: 0, balance: 5 });
    const order = await orderById(t.db, body.order_id);
    expect(order).toMatchObject({ rewardId: reward.id, cost: 0, units: 1, state: 'waiting', delivery: 'coupon' });
    expect(order.couponCode).toMatch(/^RP-/);
    expect((await rewardById(t.db, reward.id)).stockLeft).toBe(0);
    const [, mine] = await memberCall(app, 'GET', '/api/me/rewards', m, undefined, null);
    expect(mine.items.map((o: { id: number }) => o.id)).toContain(body.order_id);

    const other = await richMember(app, 0);
    expectError(await redeem(app, other, codes[1]!), 409, 'SOLD_OUT');
    const [row] = await t.db.select().from(voucherCampaigns).where(eq(voucherCampaigns.id, campaign.id));
    expect(row!.redemptions).toBe(1);
    expect((await lookup(app, other.token, codes[1]!))[1].state).toBe('available');
  });

  it('stops guessing: 5 failed codes within 10 minutes per member → 429 with Retry-After, even for a good code', async () => {
    const { codes } = await makeCampaign(t.db);
    const m = await richMember(app, 0);
    const address = freshAddress();
    for (let i = 0; i < 3; i++) expect((await lookup(app, m.token, unknownCode(), from(address)))[0]).toBe(404);
    expectError(await redeem(app, m, 'NICHT-DA'), 404, 'VOUCHER_INVALID');
    expectError(await redeem(app, m, unknownCode()), 404, 'VOUCHER_INVALID');
    const [status, body, retryAfter] = await lookup(app, m.token, codes[0]!, from(address));
    expect([status, body.error.code]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(retryAfter)).toBeGreaterThan(590);
    expect(Number(retryAfter)).toBeLessThanOrEqual(600);
    // The voucher page says the wait in minutes from the details (components/vouchers/voucher-messages.test.tsx).
    expect(body.error.details).toEqual({ retry_after: Number(retryAfter) });
    expectError(await redeem(app, m, codes[0]!), 429, 'RATE_LIMITED');
    // Another member at the same address is not this member.
    const other = await richMember(app, 0);
    expect((await lookup(app, other.token, codes[0]!, from(address)))[0]).toBe(200);
    // Ten minutes later the failures no longer count.
    await t.db.update(voucherGuessFailures).set({ at: new Date(Date.now() - 11 * 60_000) });
    expect((await redeem(app, m, codes[0]!))[0]).toBe(200);
  });

  it('stops guessing from one client address after 30 failed codes, whichever members sent them', async () => {
    const { codes } = await makeCampaign(t.db);
    const address = freshAddress();
    for (let i = 0; i < 10; i++) {
      const m = await newMember(app);
      for (let j = 0; j < 3; j++) expect((await lookup(app, m.token, unknownCode(), from(address)))[0]).toBe(404);
    }
    const fresh = await newMember(app);
    const [status, , retryAfter] = await lookup(app, fresh.token, codes[0]!, from(address));
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect((await lookup(app, fresh.token, codes[0]!, from(freshAddress())))[0]).toBe(200);
    await t.db.delete(voucherGuessFailures);
  });

  it('20 members redeeming one single-use code at once: exactly one gets it', async () => {
    const { codes, ids } = await makeCampaign(t.db, { points: 25 });
    const members = await Promise.all(Array.from({ length: 20 }, () => richMember(app, 0)));
    const answers = await Promise.all(members.map((m) => redeem(app, m, codes[0]!)));
    expect(answers.filter(([s]) => s === 200)).toHaveLength(1);
    expect(answers.filter(([s, b]) => s === 409 && b.error.code === 'VOUCHER_ALREADY_REDEEMED')).toHaveLength(19);
    expect(await t.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.codeId, ids[0]!))).toHaveLength(1);
    const [sum] = await t.db
      .select({ n: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.kind, 'voucher'));
    const credited = await t.db
      .select({ n: sql<string>`count(*)` })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, `voucher_code:${ids[0]}`));
    expect(Number(credited[0]!.n)).toBe(1);
    expect(Number(sum!.n)).toBeGreaterThanOrEqual(25);
  });

  it('one member redeeming a shared code 20 times at once (20 keys): once', async () => {
    const { codes, ids } = await makeCampaign(t.db, { kind: 'shared', points: 15 });
    const m = await richMember(app, 0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(app, m, codes[0]!)));
    expect(answers.filter(([s]) => s === 200)).toHaveLength(1);
    expect(answers.filter(([s, b]) => s === 409 && b.error.code === 'VOUCHER_ALREADY_REDEEMED')).toHaveLength(19);
    const c = await collectorByToken(t.db, m.token);
    expect(c.pointsAvailable).toBe(15);
    expect(await t.db.select().from(voucherRedemptions).where(eq(voucherRedemptions.codeId, ids[0]!))).toHaveLength(1);
    const [row] = await t.db.select().from(voucherCodes).where(eq(voucherCodes.id, ids[0]!));
    expect(row!.uses).toBe(1);
  });

  describe('console', () => {
    let editor: string;
    beforeAll(async () => {
      editor = await loginAs(app, await staffMember(t.db, 'editor'));
    });
    const create = async (input: Record<string, unknown>) => {
      const res = await consoleCall(app, 'POST', '/api/console/voucher-campaigns', { cookie: editor, body: input });
      expect(res.status).toBe(201);
      const published = await consoleCall(app, 'POST', `/api/console/voucher-campaigns/${res.json.id}/publish`, { cookie: editor });
      expect(published.status).toBe(200);
      return res.json.id as number;
    };
    const base = {
      title: 'Flyer',
      kind: 'single',
      gives: 'points',
      points: 33,
      reward_id: null,
      starts_at: new Date(Date.now() - DAY).toISOString(),
      ends_at: new Date(Date.now() + DAY).toISOString(),
      max_redemptions: null,
      per_member_limit: null,
      position: 0,
    };

    it('makes a batch of single-use codes shown once, keeps only their hashes, and counts redemptions', async () => {
      const id = await create(base);
      const made = await consoleCall(app, 'POST', `/api/console/voucher-campaigns/${id}/codes`, { cookie: editor, body: { count: 25 } });
      expect(made.status).toBe(201);
      expect(made.json.batch).toBe(1);
      const codes = (made.json.codes as { code: string; url: string }[]).map((c) => c.code);
      expect(codes).toHaveLength(25);
      expect(new Set(codes).size).toBe(25);
      for (const c of made.json.codes) {
        expect(c.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
        expect(c.url).toBe(`https://raeppli.test/me/voucher?code=${c.code}`);
      }
      const stored = await t.db.select().from(voucherCodes).where(eq(voucherCodes.campaignId, id));
      expect(stored.every((r) => r.code === null && r.codeHash.length === 64)).toBe(true);
      expect(JSON.stringify(stored)).not.toContain(normaliseCode(codes[0]!)!);

      const second = await consoleCall(app, 'POST', `/api/console/voucher-campaigns/${id}/codes`, { cookie: editor, body: { count: 2 } });
      expect(second.json.batch).toBe(2);
      const m = await richMember(app, 0);
      expect(await redeem(app, m, codes[3]!)).toEqual([200, expect.objectContaining({ points_awarded: 33 })]);
      const stats = await consoleCall(app, 'GET', `/api/console/voucher-campaigns/${id}/codes`, { cookie: editor });
      expect(stats.json).toMatchObject({ kind: 'single', shared_code: null, redemptions: 1, members: 1, redemptions_today: 1 });
      expect(stats.json.batches.map((b: { batch: number; codes: number; redeemed: number }) => [b.batch, b.codes, b.redeemed])).toEqual([
        [1, 25, 1],
        [2, 2, 0],
      ]);
      const audit = await t.db.execute(sql`select after from audit_log where action = 'voucher_campaign.codes'`);
      expect(JSON.stringify(audit)).not.toContain(codes[0]!);
    });

    it('makes a shared campaign its one code (the same when asked again); only editors may', async () => {
      const id = await create({ ...base, kind: 'shared', max_redemptions: 100 });
      expect((await consoleCall(app, 'POST', `/api/console/voucher-campaigns/${id}/codes`, { cookie: editor, body: { count: 2 } })).status).toBe(400);
      const one = await consoleCall(app, 'POST', `/api/console/voucher-campaigns/${id}/codes`, { cookie: editor, body: { count: 1 } });
      const two = await consoleCall(app, 'POST', `/api/console/voucher-campaigns/${id}/codes`, { cookie: editor, body: { count: 1 } });
      expect(one.status).toBe(201);
      expect(two.json.codes).toEqual(one.json.codes);
      const stats = await consoleCall(app, 'GET', `/api/console/voucher-campaigns/${id}/codes`, { cookie: editor });
      expect(stats.json.shared_code).toEqual(one.json.codes[0]);
      const operator = await loginAs(app, await staffMember(t.db, 'operator'));
      expect((await consoleCall(app, 'POST', `/api/console/voucher-campaigns/${id}/codes`, { cookie: operator, body: { count: 1 } })).status).toBe(403);
    });

    it("an unknown campaign's codes are 404 CONTENT_NOT_FOUND in German, read or made, and nothing is written", async () => {
      const read = await consoleCall(app, 'GET', '/api/console/voucher-campaigns/987654321/codes', { cookie: editor });
      expect([read.status, read.json.error.code, read.json.error.message]).toEqual([404, 'CONTENT_NOT_FOUND', 'Diesen Eintrag gibt es nicht (mehr).']);
      const made = await consoleCall(app, 'POST', '/api/console/voucher-campaigns/987654321/codes', { cookie: editor, body: { count: 3 } });
      expect([made.status, made.json.error.code, made.json.error.message]).toEqual([404, 'CONTENT_NOT_FOUND', 'Diesen Eintrag gibt es nicht (mehr).']);
      expect(await t.db.select().from(voucherCodes).where(eq(voucherCodes.campaignId, 987654321))).toEqual([]);
    });

    it('refuses a campaign whose reward would need an address, a shared code with a limit per member, and another kind later', async () => {
      const parcel = await makeReward(t.db, { delivery: 'delivery' });
      const refused = await consoleCall(app, 'POST', '/api/console/voucher-campaigns', {
        cookie: editor,
        body: { ...base, gives: 'reward', points: null, reward_id: parcel.id },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.error.details[0].path).toBe('reward_id');
      const shared = await consoleCall(app, 'POST', '/api/console/voucher-campaigns', {
        cookie: editor,
        body: { ...base, kind: 'shared', per_member_limit: 2 },
      });
      expect(shared.json.error.details[0].path).toBe('per_member_limit');
      const id = await create(base);
      const changed = await consoleCall(app, 'PUT', `/api/console/voucher-campaigns/${id}`, { cookie: editor, body: { ...base, kind: 'shared' } });
      expect(changed.json.error.details[0].path).toBe('kind');
    });
  });

  async function codeRow(code: string) {
    const rows = await t.db.select().from(voucherCodes);
    const { codeHash } = await import('@/lib/server/services/vouchers');
    return rows.find((r) => r.codeHash === codeHash(normaliseCode(code)!))!;
  }
});

describeEachDatabase('demo vouchers (README)', (t) => {
  let app: App;
  beforeAll(async () => {
    const made = makeApp(t.database);
    app = made.app;
    const { seedDemo } = await import('@/lib/server/db/seed');
    await seedDemo(t.db, made.config);
    await seedDemo(t.db, made.config); // every start seeds: the campaigns come once
  });

  it('the printed demo codes work on a fresh database: Räppli, the café coupon, the shared newspaper code', async () => {
    const { DEMO_VOUCHERS } = await import('@/lib/server/db/seed-vouchers');
    expect(await t.db.select().from(voucherCampaigns)).toHaveLength(3);
    const m = await richMember(app, 0);
    expect(await redeem(app, m, DEMO_VOUCHERS.points[0])).toEqual([200, expect.objectContaining({ points_awarded: 100, order_id: null, balance: 100 })]);
    const [, coffee] = await redeem(app, m, DEMO_VOUCHERS.coffee[0]);
    expect(coffee.order_id).toEqual(expect.any(Number));
    expect(await redeem(app, m, DEMO_VOUCHERS.shared.toLowerCase())).toEqual([200, expect.objectContaining({ points_awarded: 25, balance: 125 })]);
    expect(await redeem(app, await richMember(app, 0), DEMO_VOUCHERS.shared)).toEqual([200, expect.objectContaining({ points_awarded: 25 })]);
    await assertLedgerConsistent(t.db);
  });
});
