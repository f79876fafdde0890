// The member side of the loyalty core: activities (points statement), badges, daily rewards, the
// daily visit paid by POST /api/actions per business day (Europe/Vienna, DST), onboarding, opt-out.
import { eq } from 'drizzle-orm';
import messages from '@/messages/de.json';
import { activitiesSchema, badgeStateSchema, dailyRewardItemSchema, dailyRewardWonSchema } from '@/lib/contracts/loyalty';
import { meSchema } from '@/lib/contracts/me';
import { seedDemo } from '@/lib/server/db/seed';
import { activityEvents, badges, collectors, dailyRewardItems, dailyRewards, ledgerEntries } from '@/lib/server/db/schema';
import { recordAction } from '@/lib/server/services/visits';
import { describeEachDatabase, makeApp, testConfig } from '../helpers/db';
import {
  assertLedgerConsistent,
  collectorByToken,
  entriesOf,
  memberGet,
  memberPost,
  newKey,
  memberSsoPost,
  newMember,
  notificationsOf,
  optOutAs,
  sendAdjustment,
  sendEvent,
  writeCounts,
  type App,
} from '../helpers/loyalty';

type Config = ReturnType<typeof makeApp>['config'];

describeEachDatabase('loyalty member API', (t) => {
  let app: App;
  let config: Config;
  const event = (token: string, step: string, data?: Record<string, unknown>) =>
    sendEvent(app, { collector_token: token, step, ...(data ? { data } : {}), idempotency_key: newKey('ev') });
  const visit = (token: string) => memberPost(app, '/api/actions', token, { step: 'layerVisit', data: {} });

  beforeAll(async () => {
    ({ app, config } = makeApp(t.database));
    await seedDemo(t.db, config);
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
  });

  describe('GET /api/me/activities', () => {
    let token: string;
    beforeAll(async () => {
      ({ token } = await newMember(app));
      for (const id of ['s-1', 's-2', 's-3']) await event(token, 'articleRead', { article_id: id });
      await event(token, 'articleRead', { article_id: 's-1' }); // duplicate: no entry
      await event(token, 'commentPosted');
      await event(token, 'commentPosted');
      await event(token, 'newsletterSignup');
      await sendAdjustment(app, { collector_token: token, amount: -20, reason: 'Korrektur: doppelte Gutschrift', idempotency_key: newKey() });
    });

    it('lists the newest entries first with German reasons and signed amounts, and the top activities', async () => {
      const [status, body] = await memberGet(app, '/api/me/activities', token);
      expect(status).toBe(200);
      expect(activitiesSchema.strict().safeParse(body).success).toBe(true);
      expect(body.last.map((e: { amount: number; reason: string; kind: string }) => [e.amount, e.kind, e.reason])).toEqual([
        [-20, 'adjustment', 'Korrektur: doppelte Gutschrift'],
        [100, 'earn', 'Newsletter abonniert'],
        [15, 'earn', 'Kommentar geschrieben'],
        [15, 'earn', 'Kommentar geschrieben'],
        [5, 'earn', 'Artikel gelesen'],
        [5, 'earn', 'Artikel gelesen'],
        [5, 'earn', 'Artikel gelesen'],
      ]);
      const ids = body.last.map((e: { id: number }) => e.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      for (const e of body.last) expect(new Date(e.created_at).toISOString()).toBe(e.created_at);
      expect(body.next_before).toBeNull();
      // top: the activities that earned most, by points
      expect(body.top).toEqual([
        { step: 'newsletterSignup', reason: 'Newsletter abonniert', points: 100, count: 1 },
        { step: 'commentPosted', reason: 'Kommentar geschrieben', points: 30, count: 2 },
        { step: 'articleRead', reason: 'Artikel gelesen', points: 15, count: 3 },
      ]);
      // The statement adds up to the balance.
      const [, me] = await memberGet(app, '/api/me', token);
      expect(body.last.reduce((s: number, e: { amount: number }) => s + e.amount, 0)).toBe(me.points_available);
    });

    it('pages with before/next_before until next_before is null', async () => {
      const [, all] = await memberGet(app, '/api/me/activities?limit=50', token);
      for (const limit of [1, 2, 3, 7]) {
        const seen: number[] = [];
        let before: number | null = null;
        let pages = 0;
        do {
          const [status, page]: readonly [number, { last: { id: number }[]; next_before: number | null; top: unknown[] }] = await memberGet(
            app,
            `/api/me/activities?limit=${limit}${before ? `&before=${before}` : ''}`,
            token,
          );
          expect(status).toBe(200);
          expect(page.last.length).toBeLessThanOrEqual(limit);
          expect(page.last.length).toBeGreaterThan(0);
          // the top activities do not depend on the page
          expect(page.top).toEqual(all.top);
          seen.push(...page.last.map((e) => e.id));
          if (page.next_before !== null) expect(page.next_before).toBe(page.last[page.last.length - 1]!.id);
          before = page.next_before;
          pages++;
        } while (before !== null && pages < 20);
        expect(seen).toEqual(all.last.map((e: { id: number }) => e.id));
        expect(pages).toBe(Math.ceil(7 / limit));
      }
    });

    it('defaults to 10 entries', async () => {
      const { token: busy } = await newMember(app);
      for (let i = 0; i < 12; i++) await event(busy, 'articleRead', { article_id: `d-${i}` });
      const [, body] = await memberGet(app, '/api/me/activities', busy);
      expect(body.last).toHaveLength(10);
      expect(body.next_before).toBe(body.last[9].id);
      const [, rest] = await memberGet(app, `/api/me/activities?before=${body.next_before}`, busy);
      expect(rest.last).toHaveLength(2);
      expect(rest.next_before).toBeNull();
    });

    it('answers an empty statement for a new member', async () => {
      const { token: fresh } = await newMember(app);
      expect(await memberGet(app, '/api/me/activities', fresh)).toEqual([200, { top: [], last: [], next_before: null }]);
    });

    it.each(['limit=0', 'limit=abc', 'limit=51', 'limit=-1', 'limit=1.5', 'before=0', 'before=abc'])('answers 400 VALIDATION_FAILED for %s', async (query) => {
      const [status, json] = await memberGet(app, `/api/me/activities?${query}`, token);
      expect(status).toBe(400);
      expect(json.error).toMatchObject({ code: 'VALIDATION_FAILED', message: messages.errors.VALIDATION_FAILED });
    });

    it('needs a known collector token', async () => {
      expect((await app.request('/api/me/activities')).status).toBe(400);
      expect((await memberGet(app, '/api/me/activities', 'unknown-collector-token-000000000'))[0]).toBe(404);
    });
  });

  describe('GET /api/badges', () => {
    it('lists every badge, earned_at null while locked', async () => {
      const { token } = await newMember(app);
      const all = await t.db.select().from(badges);
      const [status, before] = await memberGet(app, '/api/badges', token);
      expect(status).toBe(200);
      expect(before).toHaveLength(all.length);
      for (const b of before) expect(badgeStateSchema.strict().safeParse(b).success).toBe(true);
      expect(before.every((b: { earned_at: string | null }) => b.earned_at === null)).toBe(true);
      const positions = before.map((b: { id: number }) => all.find((a) => a.id === b.id)!.position);
      expect([...positions].sort((a, b) => a - b)).toEqual(positions);

      await event(token, 'articleRead', { article_id: 'badge-1' });
      const [, after] = await memberGet(app, '/api/badges', token);
      expect(after.map((b: { id: number }) => b.id)).toEqual(before.map((b: { id: number }) => b.id));
      const earned = after.filter((b: { earned_at: string | null }) => b.earned_at !== null);
      expect(earned.map((b: { slug: string }) => b.slug)).toEqual(['erster-artikel']);
      expect(earned[0]).toMatchObject({ name: 'Erster Artikel', image_url: '/badges/erster-artikel.svg' });
      expect(new Date(earned[0].earned_at).toISOString()).toBe(earned[0].earned_at);
    });

    it('needs a known collector token', async () => {
      expect((await memberGet(app, '/api/badges', 'unknown-collector-token-000000000'))[0]).toBe(404);
    });
  });

  describe('GET /api/dailyRewards', () => {
    it('lists the active items by position, without their weights', async () => {
      const { token } = await newMember(app);
      const [status, items] = await memberGet(app, '/api/dailyRewards', token);
      expect(status).toBe(200);
      for (const item of items) {
        expect(dailyRewardItemSchema.strict().safeParse(item).success).toBe(true);
        expect(item).not.toHaveProperty('weight');
      }
      expect(items.map((i: { title: string; points: number }) => [i.title, i.points])).toEqual([
        ['5 Räppli', 5],
        ['10 Räppli', 10],
        ['25 Räppli', 25],
        ['100 Räppli', 100],
      ]);
    });
  });

  describe('daily reward', () => {
    it('is null before the first visit and the won item after it; later visits that day change nothing', async () => {
      const { token } = await newMember(app, 'daily-user-1');
      expect(await memberGet(app, '/api/me/dailyreward', token)).toEqual([200, null]);
      const [, meBefore] = await memberGet(app, '/api/me', token);
      expect(meBefore.daily_reward).toBeNull();

      const [status, first] = await visit(token);
      expect(status).toBe(201);
      expect(first.awarded).toBe(10);
      const won = first.daily_reward;
      expect(dailyRewardWonSchema.strict().safeParse(won).success).toBe(true);
      const [, items] = await memberGet(app, '/api/dailyRewards', token);
      const item = items.find((i: { id: number }) => i.id === won.item_id);
      expect(won).toMatchObject({ title: item.title, description: item.description, points: item.points, image_url: item.image_url });
      expect(won.business_day).toBe(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' }).format(new Date()));

      expect(await memberGet(app, '/api/me/dailyreward', token)).toEqual([200, won]);
      const [, me] = await memberGet(app, '/api/me', token);
      expect(me.daily_reward).toEqual(won);
      expect(meSchema.safeParse(me).success).toBe(true);
      expect(me.points_available).toBe(10 + won.points);

      const before = await writeCounts(t.db);
      const [, second] = await visit(token);
      expect(second).toMatchObject({ awarded: 0, daily_reward: won });
      expect((await writeCounts(t.db)).ledger).toBe(before.ledger);
      const c = await collectorByToken(t.db, token);
      const rewardEntries = (await entriesOf(t.db, c.id)).filter((e) => e.kind === 'daily_reward');
      expect(rewardEntries).toHaveLength(1);
      expect(rewardEntries[0]).toMatchObject({ amount: won.points, reason: `Tagesbelohnung: ${won.title}` });
      expect(await t.db.select().from(dailyRewards).where(eq(dailyRewards.collectorId, c.id))).toHaveLength(1);
    });

    it('is never granted to an anonymous member', async () => {
      const { token } = await newMember(app);
      const [, first] = await visit(token);
      expect(first).toMatchObject({ awarded: 10, daily_reward: null });
      expect(await memberGet(app, '/api/me/dailyreward', token)).toEqual([200, null]);
      const c = await collectorByToken(t.db, token);
      expect(await t.db.select().from(dailyRewards).where(eq(dailyRewards.collectorId, c.id))).toHaveLength(0);
      expect((await entriesOf(t.db, c.id)).map((e) => e.kind)).toEqual(['earn']);
    });
  });

  describe('POST /api/actions', () => {
    it('answers with the new fields', async () => {
      const { token } = await newMember(app);
      const [status, body] = await visit(token);
      expect(status).toBe(201);
      expect(Object.keys(body).sort()).toEqual(['awarded', 'daily_reward', 'id', 'recorded_at', 'step']);
      expect(body).toMatchObject({ step: 'layerVisit', awarded: 10, daily_reward: null });
    });

    it("shares the day's one visit payment with the host's dailyVisit, whichever comes first (docs/api.md)", async () => {
      const first = await newMember(app);
      expect((await visit(first.token))[1]).toMatchObject({ awarded: 10 });
      const [, hostVisit] = await sendEvent(app, { collector_token: first.token, step: 'dailyVisit', data: {}, idempotency_key: newKey('dv') });
      expect(hostVisit).toMatchObject({ awarded: 0, reason: 'daily_cap' });

      const second = await newMember(app);
      expect((await sendEvent(app, { collector_token: second.token, step: 'dailyVisit', data: {}, idempotency_key: newKey('dv') }))[1]).toMatchObject({
        awarded: 10,
      });
      expect((await visit(second.token))[1]).toMatchObject({ awarded: 0 });
    });

    it.each([
      ['articleRead', { article_id: 'self-award' }],
      ['dailyVisit', {}],
      ['newsletterSignup', {}],
      ['commentPosted', {}],
      ['noSuchStep', {}],
    ])('never pays for %s reported by the browser', async (step, data) => {
      for (const userId of [undefined, `self-award-${step}`]) {
        const { token } = await newMember(app, userId);
        const before = await writeCounts(t.db);
        const [status, body] = await memberPost(app, '/api/actions', token, { step, data });
        expect(status).toBe(201);
        expect(body).toMatchObject({ step, awarded: 0, daily_reward: null });
        const after = await writeCounts(t.db);
        expect([after.ledger, after.events, after.balances]).toEqual([before.ledger, before.events, before.balances]);
      }
    });
  });

  describe('the business day decides (recordAction with explicit times)', () => {
    const vienna = testConfig({ TIMEZONE: 'Europe/Vienna' });
    const utc = testConfig({ TIMEZONE: 'UTC' });
    const layerVisit = { step: 'layerVisit', data: {} };
    const at = async (cfg: Config, id: number, iso: string) => (await recordAction(t.db, cfg, id, layerVisit, new Date(iso))).awarded;
    const anonymousId = async () => (await collectorByToken(t.db, (await newMember(app)).token)).id;
    const visitDays = async (id: number) =>
      (await t.db.select().from(activityEvents).where(eq(activityEvents.collectorId, id)).orderBy(activityEvents.id))
        .filter((e) => e.step === 'dailyVisit' && e.awarded > 0)
        .map((e) => e.businessDay);

    it('23:59 and 00:01 in Vienna are two business days, even on one UTC date', async () => {
      const id = await anonymousId();
      expect(await at(vienna, id, '2026-01-14T22:59:00Z')).toBe(10); // 23:59 on the 14th
      expect(await at(vienna, id, '2026-01-14T23:01:00Z')).toBe(10); // 00:01 on the 15th
      expect(await at(vienna, id, '2026-01-15T12:00:00Z')).toBe(0);
      expect(await at(vienna, id, '2026-01-15T22:59:00Z')).toBe(0); // 23:59 on the 15th
      expect(await visitDays(id)).toEqual(['2026-01-14', '2026-01-15']);
      const entries = await entriesOf(t.db, id);
      expect(entries.map((e) => e.idempotencyKey)).toEqual(['dailyVisit:2026-01-14', 'dailyVisit:2026-01-15']);
    });

    it('follows TIMEZONE: in UTC the same two instants are one day', async () => {
      const id = await anonymousId();
      expect(await at(utc, id, '2026-01-14T22:59:00Z')).toBe(10);
      expect(await at(utc, id, '2026-01-14T23:01:00Z')).toBe(0);
      expect(await visitDays(id)).toEqual(['2026-01-14']);
    });

    it('counts the spring DST change (29 March 2026, 23 hours) as one business day', async () => {
      const id = await anonymousId();
      expect(await at(vienna, id, '2026-03-28T22:59:00Z')).toBe(10); // 23:59 CET on the 28th
      expect(await at(vienna, id, '2026-03-28T23:01:00Z')).toBe(10); // 00:01 CET on the 29th
      expect(await at(vienna, id, '2026-03-29T21:59:00Z')).toBe(0); // 23:59 CEST on the 29th
      expect(await at(vienna, id, '2026-03-29T22:01:00Z')).toBe(10); // 00:01 CEST on the 30th
      expect(await visitDays(id)).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    });

    it('counts the autumn DST change (25 October 2026, 25 hours) as one business day', async () => {
      const id = await anonymousId();
      expect(await at(vienna, id, '2026-10-24T21:59:00Z')).toBe(10); // 23:59 CEST on the 24th
      expect(await at(vienna, id, '2026-10-24T22:01:00Z')).toBe(10); // 00:01 CEST on the 25th
      expect(await at(vienna, id, '2026-10-25T00:30:00Z')).toBe(0); // 02:30 CEST, before the clocks go back
      expect(await at(vienna, id, '2026-10-25T01:30:00Z')).toBe(0); // 02:30 CET, after
      expect(await at(vienna, id, '2026-10-25T22:59:00Z')).toBe(0); // 23:59 CET on the 25th
      expect(await at(vienna, id, '2026-10-25T23:01:00Z')).toBe(10); // 00:01 CET on the 26th
      expect(await visitDays(id)).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    });

    it('grants an identified member one daily reward per business day', async () => {
      const { token } = await newMember(app, 'daily-boundary-user');
      const id = (await collectorByToken(t.db, token)).id;
      const late = await recordAction(t.db, vienna, id, layerVisit, new Date('2026-01-20T22:59:00Z'));
      const again = await recordAction(t.db, vienna, id, layerVisit, new Date('2026-01-20T22:59:30Z'));
      const early = await recordAction(t.db, vienna, id, layerVisit, new Date('2026-01-20T23:01:00Z'));
      expect(late.daily_reward).toMatchObject({ business_day: '2026-01-20' });
      expect(again.daily_reward).toEqual(late.daily_reward);
      expect(early.daily_reward).toMatchObject({ business_day: '2026-01-21' });
      const kinds = (await entriesOf(t.db, id)).map((e) => [e.kind, e.idempotencyKey]);
      expect(kinds).toEqual([
        ['earn', 'dailyVisit:2026-01-20'],
        ['daily_reward', 'daily_reward:2026-01-20'],
        ['earn', 'dailyVisit:2026-01-21'],
        ['daily_reward', 'daily_reward:2026-01-21'],
      ]);
    });

    it('awards the 7-day streak badge over the DST change, once', async () => {
      const id = await anonymousId();
      // 23:30 local time on 24–30 March 2026 (CET until the 28th, CEST from the 29th)
      const instants = [
        '2026-03-24T22:30Z',
        '2026-03-25T22:30Z',
        '2026-03-26T22:30Z',
        '2026-03-27T22:30Z',
        '2026-03-28T22:30Z',
        '2026-03-29T21:30Z',
        '2026-03-30T21:30Z',
      ];
      const streakBadge = (await t.db.select().from(badges).where(eq(badges.slug, 'wochenserie')))[0]!;
      for (const [i, iso] of instants.entries()) {
        expect(await at(vienna, id, iso.replace('Z', ':00Z'))).toBe(10);
        const notes = (await notificationsOf(t.db, id)).filter((n) => n.type === 'badge' && n.data.slug === 'wochenserie');
        expect(notes).toHaveLength(i === 6 ? 1 : 0);
      }
      expect(await at(vienna, id, '2026-03-31T21:30:00Z')).toBe(10);
      const notes = (await notificationsOf(t.db, id)).filter((n) => n.type === 'badge');
      expect(notes.map((n) => n.data.badge_id)).toEqual([streakBadge.id]);
    });
  });

  describe('POST /api/me/sawOnboard', () => {
    it('records the slideshow as seen in /me meta', async () => {
      const { token } = await newMember(app);
      const [, meBefore] = await memberGet(app, '/api/me', token);
      expect(meBefore.meta).toEqual([]);
      expect(await memberPost(app, '/api/me/sawOnboard', token, { type: 'welcome' })).toEqual([200, { ok: true }]);
      const [, me] = await memberGet(app, '/api/me', token);
      expect(me.meta).toEqual([{ key: 'onboarding_welcome', value: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }]);
    });

    it('takes welcome as the default type and keeps other types apart', async () => {
      const { token } = await newMember(app);
      expect((await memberPost(app, '/api/me/sawOnboard', token, undefined, { raw: '' }))[0]).toBe(200);
      expect((await memberPost(app, '/api/me/sawOnboard', token, { type: 'rewards' }))[0]).toBe(200);
      const [, me] = await memberGet(app, '/api/me', token);
      expect(me.meta.map((m: { key: string }) => m.key).sort()).toEqual(['onboarding_rewards', 'onboarding_welcome']);
    });

    it.each([
      ['an invalid type', { type: 'Bad Type!' }],
      ['a numeric type', { type: 7 }],
      ['a type with a quote', { type: "x'); drop table collectors; --" }],
      ['a too long type', { type: `a${'b'.repeat(32)}` }],
    ])('rejects %s with 400 and changes nothing', async (_label, body) => {
      const { token } = await newMember(app);
      const [status, json] = await memberPost(app, '/api/me/sawOnboard', token, body);
      expect([status, json.error.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect((await collectorByToken(t.db, token)).meta).toEqual({});
    });

    it('needs a known collector token', async () => {
      expect((await memberPost(app, '/api/me/sawOnboard', 'unknown-collector-token-000000000', { type: 'welcome' }))[0]).toBe(404);
    });
  });

  describe('POST /api/me/optOut', () => {
    it('opts the member out: /me says so, host events are refused, visits pay nothing', async () => {
      const m = await newMember(app, 'opt-out-user-1');
      const { token } = m;
      await event(token, 'commentPosted');
      const [status, body] = await optOutAs(app, m, 'Ich lese lieber ohne Punkte.');
      expect(status).toBe(200);
      expect(new Date(body.opted_out_at).toISOString()).toBe(body.opted_out_at);
      const c = await collectorByToken(t.db, token);
      expect(c.optOutReason).toBe('Ich lese lieber ohne Punkte.');
      expect(c.optedOutAt!.toISOString()).toBe(body.opted_out_at);

      const [, me] = await memberGet(app, '/api/me', token);
      expect(me.meta).toEqual(expect.arrayContaining([{ key: 'opted_out', value: body.opted_out_at }]));
      expect(me.points_available).toBe(15);

      expect((await event(token, 'articleRead', { article_id: 'after-opt-out' }))[0]).toBe(409);
      const before = await writeCounts(t.db);
      const [visitStatus, visitBody] = await visit(token);
      expect(visitStatus).toBe(201);
      expect(visitBody).toMatchObject({ awarded: 0, daily_reward: null });
      const after = await writeCounts(t.db);
      expect([after.ledger, after.events, after.balances]).toEqual([before.ledger, before.events, before.balances]);
      expect(await memberGet(app, '/api/me/dailyreward', token)).toEqual([200, null]);

      // Opting out again changes nothing.
      expect(await optOutAs(app, m, 'Nochmal')).toEqual([200, body]);
      expect((await collectorByToken(t.db, token)).optOutReason).toBe('Ich lese lieber ohne Punkte.');
    });

    it.each([
      ['no reason', {}],
      ['an empty body', undefined],
      ['a blank reason', { reason: '   ' }],
      ['a too long reason', { reason: 'x'.repeat(501) }],
      ['a numeric reason', { reason: 5 }],
    ])('rejects %s with 400 and does not opt out', async (_label, body) => {
      const m = await newMember(app, `opt-out-invalid-${process.pid}-${newKey()}`);
      const { token } = m;
      const [status, json] = await memberSsoPost(app, '/api/me/optOut', m, body, body === undefined ? { raw: '' } : {});
      expect([status, json.error.code]).toEqual([400, 'VALIDATION_FAILED']);
      const c = await collectorByToken(t.db, token);
      expect(c.optedOutAt).toBeNull();
      expect((await event(token, 'commentPosted'))[0]).toBe(200);
    });
  });
});

describeEachDatabase('daily reward draw', (t) => {
  it('draws only items with weight, and only active ones', async () => {
    const { app, config } = makeApp(t.database);
    await seedDemo(t.db, config);
    // Only "25 Räppli" can be drawn: the others weigh nothing or are inactive.
    await t.db.update(dailyRewardItems).set({ weight: 0 });
    await t.db.update(dailyRewardItems).set({ weight: 1 }).where(eq(dailyRewardItems.title, '25 Räppli'));
    await t.db.update(dailyRewardItems).set({ weight: 1000, active: false }).where(eq(dailyRewardItems.title, '100 Räppli'));
    for (let i = 0; i < 10; i++) {
      const { token } = await newMember(app, `draw-user-${i}`);
      const [, body] = await layerVisitOf(app, token);
      expect(body.daily_reward).toMatchObject({ title: '25 Räppli', points: 25 });
      expect((await collectorByToken(t.db, token)).pointsAvailable).toBe(35);
    }
    const rows = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.kind, 'daily_reward'));
    expect(rows.every((r) => r.amount === 25)).toBe(true);
    expect(await t.db.select().from(collectors).where(eq(collectors.pointsAvailable, 35))).toHaveLength(10);
    await assertLedgerConsistent(t.db);
  });
});

function layerVisitOf(app: App, token: string) {
  return memberPost(app, '/api/actions', token, { step: 'layerVisit', data: {} });
}
