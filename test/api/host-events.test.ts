// POST /api/host/events — reader activities reported by the host earn Räppli by the earning rules
// (seeded: articleRead 5, dedupe data.article_id, 20/day, 100/week; articleShare 10, 5/day;
// commentPosted 15, 3/day; newsletterSignup 100, once ever; dailyVisit 10, once a day).
import { and, eq } from 'drizzle-orm';
import { hostEventResponseSchema } from '@/lib/contracts/loyalty';
import { seedDemo } from '@/lib/server/db/seed';
import { activityEvents, badges, collectorBadges, earningRules, idempotentRequests, ledgerEntries } from '@/lib/server/db/schema';
import { clearCatalogCache } from '@/lib/server/services/catalog-cache';
import { earnTx } from '@/lib/server/services/earning';
import { lockAddressedCollector } from '@/lib/server/money/ledger';
import { addDays, businessDay, startOfBusinessDay, weekStart } from '@/lib/domain/business-time';
import { addMonths } from '@/lib/domain/ledger';
import { describeEachDatabase, makeApp } from '../helpers/db';
import {
  assertLedgerConsistent,
  collectorByToken,
  entriesOf,
  memberGet,
  newKey,
  newMember,
  notificationsOf,
  omit,
  optOutAs,
  sendAdjustment,
  sendEvent,
  writeCounts,
  type App,
} from '../helpers/loyalty';
import { hostErrorText } from '../helpers/rewards';

describeEachDatabase('POST /api/host/events', (t) => {
  let app: App;
  let config: ReturnType<typeof makeApp>['config'];

  const event = (token: string, step: string, data?: Record<string, unknown>, key = newKey('ev')) =>
    sendEvent(app, { collector_token: token, step, ...(data === undefined ? {} : { data }), idempotency_key: key });
  const eventsOf = async (token: string) => {
    const c = await collectorByToken(t.db, token);
    return t.db.select().from(activityEvents).where(eq(activityEvents.collectorId, c.id)).orderBy(activityEvents.id);
  };

  beforeAll(async () => {
    ({ app, config } = makeApp(t.database));
    await seedDemo(t.db, config);
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
  });

  describe('awarding', () => {
    it('credits the rule and answers 200 {awarded, balance}', async () => {
      const { token } = await newMember(app);
      const [status, body] = await event(token, 'articleRead', { article_id: 'a-1' });
      expect(status).toBe(200);
      expect(body).toEqual({ awarded: 5, balance: 5 });
      expect(hostEventResponseSchema.strict().safeParse(body).success).toBe(true);

      expect(await event(token, 'articleRead', { article_id: 'a-2' })).toEqual([200, { awarded: 5, balance: 10 }]);
      expect(await event(token, 'commentPosted')).toEqual([200, { awarded: 15, balance: 25 }]);

      const c = await collectorByToken(t.db, token);
      expect(c.pointsAvailable).toBe(25);
      expect(c.lifetimeEarned).toBe(25);
      const entries = await entriesOf(t.db, c.id);
      expect(entries.map((e) => [e.kind, e.amount, e.remaining, e.reason])).toEqual([
        ['earn', 5, 5, 'Artikel gelesen'],
        ['earn', 5, 5, 'Artikel gelesen'],
        ['earn', 15, 15, 'Kommentar geschrieben'],
      ]);
      // The expiry policy: end of the business day 12 months after earning, in TIMEZONE.
      const today = businessDay(new Date(), config.TIMEZONE);
      const expiry = startOfBusinessDay(addDays(addMonths(today, 12), 1), config.TIMEZONE);
      for (const e of entries) expect(e.expiresAt).toEqual(expiry);

      const events = await eventsOf(token);
      expect(events.map((e) => [e.step, e.itemKey, e.awarded, e.outcome, e.businessDay])).toEqual([
        ['articleRead', 'a-1', 5, 'awarded', today],
        ['articleRead', 'a-2', 5, 'awarded', today],
        ['commentPosted', null, 15, 'awarded', today],
      ]);
      expect(events.map((e) => e.ledgerEntryId)).toEqual(entries.map((e) => e.id));

      const [, me] = await memberGet(app, '/api/me', token);
      expect(me.points_available).toBe(25);
    });

    it('reports a duplicate item with awarded 0, reason duplicate and no credit', async () => {
      const { token } = await newMember(app);
      await event(token, 'articleRead', { article_id: 'dup-1' });
      const before = await writeCounts(t.db);
      expect(await event(token, 'articleRead', { article_id: 'dup-1' })).toEqual([200, { awarded: 0, balance: 5, reason: 'duplicate' }]);
      // The item key is normalised: a number and its string, and surrounding blanks, are the same item.
      expect(await event(token, 'articleRead', { article_id: ' dup-1 ' })).toEqual([200, { awarded: 0, balance: 5, reason: 'duplicate' }]);
      expect(await event(token, 'articleRead', { article_id: 42 })).toEqual([200, { awarded: 5, balance: 10 }]);
      expect(await event(token, 'articleRead', { article_id: '42' })).toEqual([200, { awarded: 0, balance: 10, reason: 'duplicate' }]);
      const after = await writeCounts(t.db);
      expect(after.ledger).toBe(before.ledger + 1);
      const outcomes = (await eventsOf(token)).map((e) => [e.outcome, e.awarded, e.ledgerEntryId === null]);
      expect(outcomes).toEqual([
        ['awarded', 5, false],
        ['duplicate', 0, true],
        ['duplicate', 0, true],
        ['awarded', 5, false],
        ['duplicate', 0, true],
      ]);
    });

    it('dedupes per member, not across members', async () => {
      const a = await newMember(app);
      const b = await newMember(app);
      expect(await event(a.token, 'articleRead', { article_id: 'shared' })).toEqual([200, { awarded: 5, balance: 5 }]);
      expect(await event(b.token, 'articleRead', { article_id: 'shared' })).toEqual([200, { awarded: 5, balance: 5 }]);
    });

    it('stops at the daily cap with reason daily_cap', async () => {
      const { token } = await newMember(app);
      for (let i = 1; i <= 3; i++) expect(await event(token, 'commentPosted')).toEqual([200, { awarded: 15, balance: 15 * i }]);
      const before = await writeCounts(t.db);
      expect(await event(token, 'commentPosted')).toEqual([200, { awarded: 0, balance: 45, reason: 'daily_cap' }]);
      expect(await event(token, 'commentPosted')).toEqual([200, { awarded: 0, balance: 45, reason: 'daily_cap' }]);
      expect((await writeCounts(t.db)).ledger).toBe(before.ledger);
      // Another rule is not affected by this one's cap.
      expect(await event(token, 'articleShare', { article_id: 's-1' })).toEqual([200, { awarded: 10, balance: 55 }]);
    });

    it('stops articleRead at 20 per business day', async () => {
      const { token } = await newMember(app);
      for (let i = 1; i <= 20; i++) {
        const [status, body] = await event(token, 'articleRead', { article_id: `cap-${i}` });
        expect([status, body.awarded]).toEqual([200, 5]);
      }
      expect(await event(token, 'articleRead', { article_id: 'cap-21' })).toEqual([200, { awarded: 0, balance: 100, reason: 'daily_cap' }]);
    });

    it('stops at the weekly cap with reason weekly_cap; last week does not count', async () => {
      // A rule with only a weekly cap, so the day of the week the suite runs on does not matter.
      await t.db
        .insert(earningRules)
        .values({ step: 'weeklyCapTest', points: 3, reason: 'Wochentest', dailyCap: null, weeklyCap: 2, lifetimeCap: null, dedupeField: null });
      clearCatalogCache();
      const { token } = await newMember(app);
      const c = await collectorByToken(t.db, token);
      // Awards on the Sunday before this week's Monday belong to last week.
      const lastSunday = addDays(weekStart(businessDay(new Date(), config.TIMEZONE)), -1);
      await t.db
        .insert(activityEvents)
        .values(Array.from({ length: 5 }, () => ({ collectorId: c.id, step: 'weeklyCapTest', businessDay: lastSunday, awarded: 3, outcome: 'awarded' })));
      expect(await event(token, 'weeklyCapTest')).toEqual([200, { awarded: 3, balance: 3 }]);
      expect(await event(token, 'weeklyCapTest')).toEqual([200, { awarded: 3, balance: 6 }]);
      expect(await event(token, 'weeklyCapTest')).toEqual([200, { awarded: 0, balance: 6, reason: 'weekly_cap' }]);
    });

    it('counts the weekly cap of articleRead from Monday in the business time zone (100 a week)', async () => {
      // Earlier days of the week are history rows; the events are earned with explicit times.
      const { token } = await newMember(app);
      const c = await collectorByToken(t.db, token);
      const monday = '2026-06-01';
      const history = [];
      for (let d = 0; d < 5; d++) {
        for (let i = 0; i < 20; i++) {
          history.push({ collectorId: c.id, step: 'articleRead', itemKey: `w-${d}-${i}`, businessDay: addDays(monday, d), awarded: 5, outcome: 'awarded' });
        }
      }
      await t.db.insert(activityEvents).values(history);
      const earnAt = (iso: string, article: string) =>
        t.db.transaction(async (tx) => {
          const locked = await lockAddressedCollector(tx, token);
          return earnTx(tx, config, locked, { step: 'articleRead', data: { article_id: article }, now: new Date(iso) });
        });
      // Saturday and Sunday of that week: the week is full.
      expect(await earnAt('2026-06-06T10:00:00Z', 'sat')).toMatchObject({ awarded: 0, reason: 'weekly_cap' });
      // Sunday 23:30 in Vienna (21:30 UTC) is still that week …
      expect(await earnAt('2026-06-07T21:30:00Z', 'sun')).toMatchObject({ awarded: 0, reason: 'weekly_cap' });
      // … and 00:30 on Monday in Vienna (22:30 UTC on Sunday) starts the next one.
      expect(await earnAt('2026-06-07T22:30:00Z', 'mon')).toMatchObject({ awarded: 5 });
    });

    it('pays a lifetime-capped rule once, with reason lifetime_cap afterwards', async () => {
      const { token } = await newMember(app);
      expect(await event(token, 'newsletterSignup')).toEqual([200, { awarded: 100, balance: 100 }]);
      expect(await event(token, 'newsletterSignup')).toEqual([200, { awarded: 0, balance: 100, reason: 'lifetime_cap' }]);
      // also on another day
      const earned = await t.db.transaction(async (tx) =>
        earnTx(tx, config, await lockAddressedCollector(tx, token), { step: 'newsletterSignup', data: {}, now: new Date(Date.now() + 3 * 86_400_000) }),
      );
      expect(earned).toEqual({ awarded: 0, balance: 100, reason: 'lifetime_cap' });
    });

    it.each([
      ['no data', undefined],
      ['no article_id', { other: 'x' }],
      ['an empty article_id', { article_id: '' }],
      ['a blank article_id', { article_id: '   ' }],
      ['an object as article_id', { article_id: { id: 1 } }],
      ['a boolean article_id', { article_id: true }],
    ])('answers missing_item for a deduped rule with %s', async (_label, data) => {
      const { token } = await newMember(app);
      const before = await writeCounts(t.db);
      expect(await event(token, 'articleRead', data)).toEqual([200, { awarded: 0, balance: 0, reason: 'missing_item' }]);
      expect((await writeCounts(t.db)).ledger).toBe(before.ledger);
      expect((await eventsOf(token)).map((e) => e.outcome)).toEqual(['missing_item']);
    });

    it('answers for the identified member the same way', async () => {
      const { token } = await newMember(app, 'events-identified-1');
      expect(await event(token, 'articleShare', { article_id: 'x' })).toEqual([200, { awarded: 10, balance: 10 }]);
    });
  });

  describe('idempotency', () => {
    it('answers the same key again with the identical response and credits once', async () => {
      const { token } = await newMember(app);
      const key = newKey('same');
      const body = { collector_token: token, step: 'articleRead', data: { article_id: 'idem-1' }, idempotency_key: key };
      const first = await sendEvent(app, body);
      expect(first).toEqual([200, { awarded: 5, balance: 5 }]);
      const before = await writeCounts(t.db);
      // Other events in between do not change the stored answer.
      await event(token, 'articleRead', { article_id: 'idem-2' });
      for (let i = 0; i < 3; i++) expect(await sendEvent(app, body)).toEqual(first);
      // The same body with keys in another order and data spelled out is the same request.
      expect(await sendEvent(app, { idempotency_key: key, data: { article_id: 'idem-1' }, step: 'articleRead', collector_token: token })).toEqual(first);
      const after = await writeCounts(t.db);
      expect(after.ledger).toBe(before.ledger + 1); // only idem-2
      const c = await collectorByToken(t.db, token);
      expect((await entriesOf(t.db, c.id)).filter((e) => e.idempotencyKey === `event:${key}`)).toHaveLength(1);
      expect((await eventsOf(token)).filter((e) => e.itemKey === 'idem-1')).toHaveLength(1);
    });

    it('treats an omitted data like the default {} for the same key', async () => {
      const { token } = await newMember(app);
      const key = newKey('default-data');
      const first = await sendEvent(app, { collector_token: token, step: 'commentPosted', idempotency_key: key });
      expect(first).toEqual([200, { awarded: 15, balance: 15 }]);
      expect(await sendEvent(app, { collector_token: token, step: 'commentPosted', data: {}, idempotency_key: key })).toEqual(first);
      expect((await collectorByToken(t.db, token)).pointsAvailable).toBe(15);
    });

    it('replays a zero award with its reason, without a second activity row', async () => {
      const { token } = await newMember(app);
      await event(token, 'newsletterSignup');
      const body = { collector_token: token, step: 'newsletterSignup', idempotency_key: newKey() };
      const first = await sendEvent(app, body);
      expect(first).toEqual([200, { awarded: 0, balance: 100, reason: 'lifetime_cap' }]);
      const before = await writeCounts(t.db);
      expect(await sendEvent(app, body)).toEqual(first);
      expect(await writeCounts(t.db)).toEqual(before);
    });

    it.each([
      ['another step', { step: 'commentPosted' }],
      ['other data', { data: { article_id: 'other' } }],
      ['extra data', { data: { article_id: 'reuse-1', x: 1 } }],
    ])('rejects the same key with %s as 422 IDEMPOTENCY_KEY_REUSED and writes nothing', async (_label, change) => {
      const { token } = await newMember(app);
      const key = newKey('reuse');
      const body = { collector_token: token, step: 'articleRead', data: { article_id: 'reuse-1' }, idempotency_key: key };
      expect((await sendEvent(app, body))[0]).toBe(200);
      const before = await writeCounts(t.db);
      const [status, json] = await sendEvent(app, { ...body, ...change });
      expect(status).toBe(422);
      expect(json).toEqual({ error: { code: 'IDEMPOTENCY_KEY_REUSED', message: hostErrorText('IDEMPOTENCY_KEY_REUSED') } });
      expect(await writeCounts(t.db)).toEqual(before);
    });

    it('rejects the same key for another collector with 422', async () => {
      const a = await newMember(app);
      const b = await newMember(app);
      const key = newKey();
      expect((await sendEvent(app, { collector_token: a.token, step: 'commentPosted', idempotency_key: key }))[0]).toBe(200);
      const before = await writeCounts(t.db);
      expect((await sendEvent(app, { collector_token: b.token, step: 'commentPosted', idempotency_key: key }))[0]).toBe(422);
      expect(await writeCounts(t.db)).toEqual(before);
    });

    it('keeps event keys apart from adjustment keys', async () => {
      const { token } = await newMember(app);
      const key = newKey('scope');
      expect(await sendEvent(app, { collector_token: token, step: 'commentPosted', idempotency_key: key })).toEqual([200, { awarded: 15, balance: 15 }]);
      expect(await sendAdjustment(app, { collector_token: token, amount: 5, reason: 'Bonus', idempotency_key: key })).toEqual([
        200,
        { amount: 5, balance: 20 },
      ]);
    });

    it('frees the key of a rejected request: the retry with a valid body succeeds', async () => {
      const { token } = await newMember(app);
      const key = newKey('retry');
      expect((await sendEvent(app, { collector_token: token, step: 'noSuchStep', idempotency_key: key }))[0]).toBe(400);
      expect((await sendEvent(app, { collector_token: 'unknown-collector-token-xxxxxxxx', step: 'commentPosted', idempotency_key: key }))[0]).toBe(404);
      expect(
        await t.db
          .select()
          .from(idempotentRequests)
          .where(and(eq(idempotentRequests.scope, 'host:events'), eq(idempotentRequests.key, key))),
      ).toHaveLength(0);
      expect(await sendEvent(app, { collector_token: token, step: 'commentPosted', idempotency_key: key })).toEqual([200, { awarded: 15, balance: 15 }]);
    });
  });

  describe('rejections', () => {
    it('answers an unknown step with 400 UNKNOWN_STEP and writes nothing', async () => {
      const { token } = await newMember(app);
      const before = await writeCounts(t.db);
      const [status, json] = await event(token, 'noSuchStep');
      expect(status).toBe(400);
      expect(json).toEqual({ error: { code: 'UNKNOWN_STEP', message: hostErrorText('UNKNOWN_STEP') } });
      expect(await writeCounts(t.db)).toEqual(before);
    });

    it('answers an inactive rule like an unknown step', async () => {
      await t.db.insert(earningRules).values({ step: 'retiredStep', points: 7, reason: 'Alt', active: false });
      clearCatalogCache();
      const { token } = await newMember(app);
      const before = await writeCounts(t.db);
      expect((await event(token, 'retiredStep'))[1].error.code).toBe('UNKNOWN_STEP');
      expect(await writeCounts(t.db)).toEqual(before);
    });

    it('answers an unknown collector with 404 COLLECTOR_NOT_FOUND and writes nothing', async () => {
      const before = await writeCounts(t.db);
      const [status, json] = await event('unknown-collector-token-0000000000', 'commentPosted');
      expect(status).toBe(404);
      expect(json).toEqual({ error: { code: 'COLLECTOR_NOT_FOUND', message: hostErrorText('COLLECTOR_NOT_FOUND') } });
      expect(await writeCounts(t.db)).toEqual(before);
    });

    it('answers an opted-out member with 409 OPTED_OUT and writes nothing', async () => {
      const m = await newMember(app, `opted-out-${process.pid}-${Date.now()}`);
      const { token } = m;
      await event(token, 'commentPosted');
      expect((await optOutAs(app, m, 'Keine Zeit'))[0]).toBe(200);
      const before = await writeCounts(t.db);
      for (const step of ['commentPosted', 'newsletterSignup']) {
        const [status, json] = await event(token, step);
        expect(status).toBe(409);
        expect(json).toEqual({ error: { code: 'OPTED_OUT', message: hostErrorText('OPTED_OUT') } });
      }
      expect(await writeCounts(t.db)).toEqual(before);
      expect((await collectorByToken(t.db, token)).pointsAvailable).toBe(15);
    });

    it.each([
      ['a missing', null],
      ['a wrong', 'wrong-api-key-000000000000'],
    ])('answers %s API key with 401 and writes nothing', async (_label, key) => {
      const { token } = await newMember(app);
      const before = await writeCounts(t.db);
      const [status, json] = await sendEvent(app, { collector_token: token, step: 'commentPosted', idempotency_key: newKey() }, { key });
      expect(status).toBe(401);
      expect(json).toEqual({ error: { code: 'UNAUTHORIZED', message: hostErrorText('UNAUTHORIZED') } });
      expect(await writeCounts(t.db)).toEqual(before);
    });

    const token = 'filled-in-by-the-test';
    const valid = { collector_token: token, step: 'commentPosted', idempotency_key: 'malformed-key' };
    const withoutKey = omit(valid, 'idempotency_key');
    const withoutStep = omit(valid, 'step');
    const withoutToken = omit(valid, 'collector_token');
    it.each<[string, { body?: unknown; raw?: string; contentType?: string }, number, string]>([
      ['an extra field', { body: { ...valid, points: 1000 } }, 400, 'VALIDATION_FAILED'],
      ['a missing idempotency_key (and no Idempotency-Key header)', { body: withoutKey }, 400, 'MISSING_IDEMPOTENCY_KEY'],
      ['an empty idempotency_key', { body: { ...valid, idempotency_key: '  ' } }, 400, 'VALIDATION_FAILED'],
      ['a too long idempotency_key', { body: { ...valid, idempotency_key: 'k'.repeat(201) } }, 400, 'VALIDATION_FAILED'],
      ['a numeric idempotency_key', { body: { ...valid, idempotency_key: 7 } }, 400, 'VALIDATION_FAILED'],
      ['a missing step', { body: withoutStep }, 400, 'VALIDATION_FAILED'],
      ['a missing collector_token', { body: withoutToken }, 400, 'VALIDATION_FAILED'],
      ['an array as data', { body: { ...valid, data: [1] } }, 400, 'VALIDATION_FAILED'],
      ['a string as data', { body: { ...valid, data: 'x' } }, 400, 'VALIDATION_FAILED'],
      ['null as data', { body: { ...valid, data: null } }, 400, 'VALIDATION_FAILED'],
      ['a JSON array', { body: [valid] }, 400, 'VALIDATION_FAILED'],
      ['an empty body', { raw: '' }, 400, 'VALIDATION_FAILED'],
      ['invalid JSON', { raw: '{"step":' }, 400, 'INVALID_JSON'],
      ['text/plain', { raw: JSON.stringify(valid), contentType: 'text/plain' }, 415, 'UNSUPPORTED_MEDIA_TYPE'],
    ])('rejects %s and writes nothing', async (_label, input, status, code) => {
      const member = await newMember(app);
      const fill = (b: unknown) => JSON.parse(JSON.stringify(b).replaceAll(token, member.token));
      const before = await writeCounts(t.db);
      const [got, json] = await sendEvent(app, input.body === undefined ? {} : fill(input.body), {
        raw: input.raw === undefined ? undefined : input.raw.replaceAll(token, member.token),
        contentType: input.contentType,
      });
      expect(got).toBe(status);
      expect(json.error.code).toBe(code);
      expect(json.error.message).toBe(hostErrorText(code));
      expect(await writeCounts(t.db)).toEqual(before);
    });

    it('names the unknown field', async () => {
      const { token: collectorToken } = await newMember(app);
      const [, json] = await sendEvent(app, { collector_token: collectorToken, step: 'commentPosted', idempotency_key: newKey(), points: 5 });
      expect(JSON.stringify(json.error.details)).toMatch(/points/);
    });
  });

  describe('levels, badges and notifications', () => {
    const badgeId = async (slug: string) => (await t.db.select().from(badges).where(eq(badges.slug, slug)))[0]!.id;

    it('records a level-up notification when an identified member crosses a threshold', async () => {
      const { token } = await newMember(app, 'levelup-user-1');
      const c = await collectorByToken(t.db, token);
      // 195 Räppli stay on level 1 (Neuling); the article read reaches 200 (Leseratte).
      expect((await sendAdjustment(app, { collector_token: token, amount: 195, reason: 'Startguthaben', idempotency_key: newKey() }))[0]).toBe(200);
      expect((await notificationsOf(t.db, c.id)).filter((n) => n.type === 'levelup')).toHaveLength(0);
      expect(await event(token, 'articleRead', { article_id: 'lvl-1' })).toEqual([200, { awarded: 5, balance: 200 }]);
      const levelups = (await notificationsOf(t.db, c.id)).filter((n) => n.type === 'levelup');
      expect(levelups).toHaveLength(1);
      expect(levelups[0]!.data).toMatchObject({ position: 2, name: 'Leseratte' });
      expect(levelups[0]!.seenAt).toBeNull();
      // More Räppli on the same level: no new level-up.
      await event(token, 'articleRead', { article_id: 'lvl-2' });
      expect((await notificationsOf(t.db, c.id)).filter((n) => n.type === 'levelup')).toHaveLength(1);
      const [, me] = await memberGet(app, '/api/me', token);
      expect(me.level).toMatchObject({ name: 'Leseratte' });
      expect(me.next_level).toMatchObject({ name: 'Stammgast', missing: 295 });
    });

    it('levels follow lifetime earned, not the balance', async () => {
      const { token } = await newMember(app, 'levelup-user-2');
      const c = await collectorByToken(t.db, token);
      await sendAdjustment(app, { collector_token: token, amount: 195, reason: 'Startguthaben', idempotency_key: newKey() });
      await sendAdjustment(app, { collector_token: token, amount: -100, reason: 'Korrektur', idempotency_key: newKey() });
      expect(await event(token, 'articleRead', { article_id: 'lt-1' })).toEqual([200, { awarded: 5, balance: 100 }]);
      expect((await notificationsOf(t.db, c.id)).filter((n) => n.type === 'levelup')).toHaveLength(1);
      expect((await collectorByToken(t.db, token)).lifetimeEarned).toBe(200);
    });

    it('never records a level-up for an anonymous member', async () => {
      const { token } = await newMember(app);
      const c = await collectorByToken(t.db, token);
      await sendAdjustment(app, { collector_token: token, amount: 195, reason: 'Startguthaben', idempotency_key: newKey() });
      await event(token, 'articleRead', { article_id: 'anon-lvl' });
      await event(token, 'newsletterSignup');
      expect((await collectorByToken(t.db, token)).lifetimeEarned).toBe(300);
      expect((await notificationsOf(t.db, c.id)).filter((n) => n.type === 'levelup')).toHaveLength(0);
      const [, me] = await memberGet(app, '/api/me', token);
      expect(me.level).toMatchObject({ name: 'Neuling' });
      // The next level is what logging in would bring: 300 earned already reach Leseratte (150).
      expect(me.next_level).toMatchObject({ name: 'Leseratte', missing: 0, progress: 100 });
    });

    it('awards a badge with a notification once, also to anonymous members', async () => {
      const { token } = await newMember(app);
      const c = await collectorByToken(t.db, token);
      const first = await badgeId('erster-artikel');
      await event(token, 'articleRead', { article_id: 'b-1' });
      await event(token, 'articleRead', { article_id: 'b-2' });
      await event(token, 'articleRead', { article_id: 'b-1' }); // duplicate
      await event(token, 'commentPosted');
      await event(token, 'commentPosted');
      const owned = await t.db.select().from(collectorBadges).where(eq(collectorBadges.collectorId, c.id));
      expect(owned.map((b) => b.badgeId).sort()).toEqual([first, await badgeId('kommentator')].sort());
      const badgeNotes = (await notificationsOf(t.db, c.id)).filter((n) => n.type === 'badge');
      expect(badgeNotes.map((n) => n.data.slug)).toEqual(['erster-artikel', 'kommentator']);
      expect(badgeNotes[0]!.data).toMatchObject({ badge_id: first, name: 'Erster Artikel' });
      const [, me] = await memberGet(app, '/api/me', token);
      expect(me.badges.map((b: { slug: string }) => b.slug)).toEqual(['erster-artikel', 'kommentator']);
    });

    it('records no badge notification for a rejected (unknown step) event', async () => {
      const { token } = await newMember(app);
      const c = await collectorByToken(t.db, token);
      await event(token, 'noSuchStep');
      expect(await notificationsOf(t.db, c.id)).toEqual([]);
    });
  });

  it('keeps a ledger entry per credit that points back to the event', async () => {
    const { token } = await newMember(app);
    const key = newKey('ref');
    await sendEvent(app, { collector_token: token, step: 'articleShare', data: { article_id: 'ref-1' }, idempotency_key: key });
    const c = await collectorByToken(t.db, token);
    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.collectorId, c.id));
    expect(entry).toMatchObject({
      kind: 'earn',
      amount: 10,
      reference: 'step:articleShare',
      idempotencyKey: `event:${key}`,
      data: { step: 'articleShare', item: 'ref-1' },
    });
  });
});
