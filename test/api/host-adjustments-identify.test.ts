// POST /api/host/adjustments (staff credits and debits) and
// POST /api/host/collectors/{token}/identify (anonymous → identified, merging into an existing account).
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { seedDemo } from '@/lib/server/db/seed';
import { badges, collectorBadges, collectors, ssoUsers } from '@/lib/server/db/schema';
import { credit } from '@/lib/server/money/ledger';
import { describeEachDatabase, makeApp, TEST_SSO_SECRET } from '../helpers/db';
import {
  assertLedgerConsistent,
  collectorByToken,
  entriesOf,
  hostPost,
  memberGet,
  newKey,
  newMember,
  notificationsOf,
  optOutAs,
  sendAdjustment,
  sendEvent,
  writeCounts,
  type App,
} from '../helpers/loyalty';
import { hostErrorText } from '../helpers/rewards';

const DAY = 86_400_000;

describeEachDatabase('POST /api/host/adjustments', (t) => {
  let app: App;
  const adjust = (token: string, amount: unknown, key = newKey('adj'), reason: unknown = 'Korrektur durch den Kundendienst') =>
    sendAdjustment(app, { collector_token: token, amount, reason, idempotency_key: key });

  beforeAll(async () => {
    const made = makeApp(t.database);
    app = made.app;
    await seedDemo(t.db, made.config);
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
  });

  it('credits and debits through ledger entries', async () => {
    const { token } = await newMember(app);
    expect(await adjust(token, 50, newKey(), 'Gewinnspiel-Bonus')).toEqual([200, { amount: 50, balance: 50 }]);
    expect(await adjust(token, -20, newKey(), 'Irrtümlich gutgeschrieben')).toEqual([200, { amount: -20, balance: 30 }]);
    const c = await collectorByToken(t.db, token);
    expect(c).toMatchObject({ pointsAvailable: 30, lifetimeEarned: 50, lifetimeSpent: 0 });
    const [creditEntry, debitEntry] = await entriesOf(t.db, c.id);
    expect(creditEntry).toMatchObject({ kind: 'adjustment', amount: 50, remaining: 30, reason: 'Gewinnspiel-Bonus', reference: 'staff' });
    expect(creditEntry!.expiresAt).toBeInstanceOf(Date);
    expect(creditEntry!.expiresAt!.getTime()).toBeGreaterThan(Date.now() + 360 * DAY);
    expect(debitEntry).toMatchObject({ kind: 'adjustment', amount: -20, remaining: null, expiresAt: null, reason: 'Irrtümlich gutgeschrieben' });
    expect(debitEntry!.data).toEqual({ consumed: [{ id: creditEntry!.id, amount: 20 }] });
    const [, me] = await memberGet(app, '/api/me', token);
    expect(me.points_available).toBe(30);
  });

  it('debits the whole balance down to exactly zero', async () => {
    const { token } = await newMember(app);
    await adjust(token, 40);
    expect(await adjust(token, -40)).toEqual([200, { amount: -40, balance: 0 }]);
  });

  it.each([
    ['an empty account', 0, -1],
    ['one Räppli too many', 30, -31],
    ['a large debit', 30, -1_000_000],
  ])('answers a debit past zero on %s with 409 INSUFFICIENT_FUNDS and writes nothing', async (_label, start, amount) => {
    const { token } = await newMember(app);
    if (start) await adjust(token, start);
    const c = await collectorByToken(t.db, token);
    const entriesBefore = await entriesOf(t.db, c.id);
    const before = await writeCounts(t.db);
    const key = newKey('short');
    const [status, json] = await adjust(token, amount, key);
    expect(status).toBe(409);
    expect(json).toEqual({ error: { code: 'INSUFFICIENT_FUNDS', message: hostErrorText('INSUFFICIENT_FUNDS') } });
    expect(await writeCounts(t.db)).toEqual(before);
    expect(await entriesOf(t.db, c.id)).toEqual(entriesBefore); // remainders untouched too
    expect((await collectorByToken(t.db, token)).pointsAvailable).toBe(start);
    // Nothing was stored for the key: the same key works once the balance covers it.
    if (start) {
      await adjust(token, -amount - start);
      expect(await adjust(token, amount, key)).toEqual([200, { amount, balance: 0 }]);
    }
  });

  it('answers the same key again with the same response and one entry; another body → 422', async () => {
    const { token } = await newMember(app);
    const key = newKey('idem');
    const first = await adjust(token, 25, key);
    expect(first).toEqual([200, { amount: 25, balance: 25 }]);
    await adjust(token, 5);
    const before = await writeCounts(t.db);
    expect(await adjust(token, 25, key)).toEqual(first);
    expect(await adjust(token, 25, key)).toEqual(first);
    expect(await writeCounts(t.db)).toEqual(before);
    const [status, json] = await adjust(token, 26, key);
    expect(status).toBe(422);
    expect(json.error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await adjust(token, 25, key, 'Anderer Grund'))[0]).toBe(422);
    expect(await writeCounts(t.db)).toEqual(before);
    const c = await collectorByToken(t.db, token);
    expect((await entriesOf(t.db, c.id)).filter((e) => e.idempotencyKey === `adjust:${key}`)).toHaveLength(1);
  });

  it('replays a debit without debiting again', async () => {
    const { token } = await newMember(app);
    await adjust(token, 10);
    const key = newKey();
    expect(await adjust(token, -10, key)).toEqual([200, { amount: -10, balance: 0 }]);
    expect(await adjust(token, -10, key)).toEqual([200, { amount: -10, balance: 0 }]);
    expect((await collectorByToken(t.db, token)).pointsAvailable).toBe(0);
  });

  it('lets staff adjust an opted-out member', async () => {
    const m = await newMember(app, `adjust-opted-out-${process.pid}-${Date.now()}`);
    const { token } = m;
    await adjust(token, 10);
    expect((await optOutAs(app, m, 'Tschüss'))[0]).toBe(200);
    expect(await adjust(token, -10)).toEqual([200, { amount: -10, balance: 0 }]);
  });

  it('answers an unknown collector with 404 and no key with 401, writing nothing', async () => {
    const before = await writeCounts(t.db);
    expect((await adjust('unknown-collector-token-0000000000', 5))[0]).toBe(404);
    const { token } = await newMember(app);
    const mid = await writeCounts(t.db);
    expect(await sendAdjustment(app, { collector_token: token, amount: 5, reason: 'x', idempotency_key: newKey() }, { key: null })).toEqual([
      401,
      { error: { code: 'UNAUTHORIZED', message: hostErrorText('UNAUTHORIZED') } },
    ]);
    expect(await writeCounts(t.db)).toEqual(mid);
    expect(before.ledger).toBe(mid.ledger);
  });

  it.each<[string, Record<string, unknown>]>([
    ['amount 0', { amount: 0 }],
    ['a fractional amount', { amount: 1.5 }],
    ['a string amount', { amount: '5' }],
    ['an amount over a million', { amount: 1_000_001 }],
    ['a missing amount', { amount: undefined }],
    ['a missing reason', { reason: undefined }],
    ['a blank reason', { reason: '   ' }],
    ['a too long reason', { reason: 'x'.repeat(201) }],
    ['an extra field', { kind: 'earn' }],
  ])('rejects %s with 400 VALIDATION_FAILED and writes nothing', async (_label, change) => {
    const { token } = await newMember(app);
    await adjust(token, 10);
    const before = await writeCounts(t.db);
    const [status, json] = await sendAdjustment(app, { collector_token: token, amount: 5, reason: 'Bonus', idempotency_key: newKey(), ...change });
    expect(status).toBe(400);
    expect(json.error.code).toBe('VALIDATION_FAILED');
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('rejects a missing key (neither idempotency_key nor the header) with 400 MISSING_IDEMPOTENCY_KEY and writes nothing', async () => {
    const { token } = await newMember(app);
    const before = await writeCounts(t.db);
    const [status, json] = await sendAdjustment(app, { collector_token: token, amount: 5, reason: 'Bonus' });
    expect([status, json.error.code]).toEqual([400, 'MISSING_IDEMPOTENCY_KEY']);
    expect(await writeCounts(t.db)).toEqual(before);
  });
});

describeEachDatabase('POST /api/host/collectors/{token}/identify', (t) => {
  let app: App;
  const identify = async (token: string, body: unknown, opts: { key?: string | null } = {}) => {
    const res = await hostPost(app, `/api/host/collectors/${encodeURIComponent(token)}/identify`, body, opts);
    return [res.status, await res.json()] as const;
  };
  const hmac = (token: string) => createHmac('sha256', TEST_SSO_SECRET).update(token).digest('hex');
  const badgeId = async (slug: string) => (await t.db.select().from(badges).where(eq(badges.slug, slug)))[0]!.id;

  beforeAll(async () => {
    const made = makeApp(t.database);
    app = made.app;
    await seedDemo(t.db, made.config);
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
  });

  it('turns an anonymous collector into an identified one with the same token', async () => {
    const { token } = await newMember(app);
    await sendEvent(app, { collector_token: token, step: 'commentPosted', idempotency_key: newKey() });
    const before = await writeCounts(t.db);
    const user = { id: 'ident-user-1', username: 'mara', email: 'mara@example.org', firstname: 'Mara', lastname: 'Huber' };
    const [status, body] = await identify(token, { user });
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(['collector_token', 'hash', 'token']);
    expect(body.collector_token).toBe(token);
    expect(body.hash).toBe(hmac(body.token));
    const c = await collectorByToken(t.db, token);
    expect(c).toMatchObject({ ssoUserId: 'ident-user-1', pointsAvailable: 15, mergedIntoId: null });
    const [sso] = await t.db.select().from(ssoUsers).where(eq(ssoUsers.id, user.id));
    expect(sso).toMatchObject({ ...user, token: body.token });
    const after = await writeCounts(t.db);
    expect(after).toEqual({ ...before, sso_users: before.sso_users + 1, identified: before.identified + 1 });
    const [, me] = await memberGet(app, '/api/me', token);
    expect(me).toMatchObject({ anonymous: false, username: 'mara', points_available: 15 });
  });

  // An anonymous member does not level up; logging in without a merge records the level its
  // lifetime earned already reaches (identify(), the no-owner branch).
  it('records a level-up when an anonymous member with enough Räppli logs in', async () => {
    const { token } = await newMember(app);
    await sendAdjustment(app, { collector_token: token, amount: 250, reason: 'Start', idempotency_key: newKey() });
    const [, before] = await memberGet(app, '/api/me', token);
    expect(before.level.name).toBe('Neuling');
    await identify(token, { user: { id: 'levelup-on-login' } });
    const [, after] = await memberGet(app, '/api/me', token);
    expect(after.level.name).toBe('Leseratte');
    const c = await collectorByToken(t.db, token);
    expect((await notificationsOf(t.db, c.id)).filter((n) => n.type === 'levelup').map((n) => n.data.name)).toEqual(['Leseratte']);
  });

  it('answers again for the same user with the same credentials and changes nothing', async () => {
    const { token } = await newMember(app);
    const [, first] = await identify(token, { user: { id: 'ident-user-2' } });
    const before = await writeCounts(t.db);
    expect(await identify(token, { user: { id: 'ident-user-2' } })).toEqual([200, first]);
    expect(await identify(token, { user: { id: 'ident-user-2', username: 'anders' } })).toEqual([200, first]);
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('answers an identified collector of the same user (created identified) with its credentials', async () => {
    const member = await newMember(app, 'ident-user-3');
    expect(await identify(member.token, { user: { id: 'ident-user-3' } })).toEqual([
      200,
      { collector_token: member.token, hash: member.hash, token: member.ssoToken },
    ]);
  });

  it('refuses a collector identified by another user with 409 ALREADY_IDENTIFIED and writes nothing', async () => {
    const { token } = await newMember(app);
    await identify(token, { user: { id: 'ident-owner-4' } });
    const before = await writeCounts(t.db);
    const [status, json] = await identify(token, { user: { id: 'ident-intruder-4', username: 'intruder' } });
    expect(status).toBe(409);
    expect(json).toEqual({ error: { code: 'ALREADY_IDENTIFIED', message: hostErrorText('ALREADY_IDENTIFIED') } });
    expect(await writeCounts(t.db)).toEqual(before);
    expect(await t.db.select().from(ssoUsers).where(eq(ssoUsers.id, 'ident-intruder-4'))).toHaveLength(0);
    expect((await collectorByToken(t.db, token)).ssoUserId).toBe('ident-owner-4');
  });

  it('answers a username of another user with 409 USERNAME_TAKEN and writes nothing', async () => {
    await newMember(app, 'ident-username-owner');
    await t.db.update(ssoUsers).set({ username: 'besetzt' }).where(eq(ssoUsers.id, 'ident-username-owner'));
    const { token } = await newMember(app);
    const before = await writeCounts(t.db);
    const [status, json] = await identify(token, { user: { id: 'ident-username-new', username: 'besetzt' } });
    expect([status, json.error.code]).toEqual([409, 'USERNAME_TAKEN']);
    expect(await writeCounts(t.db)).toEqual(before);
    expect((await collectorByToken(t.db, token)).ssoUserId).toBeNull();
  });

  it.each<[string, unknown, number, string]>([
    ['no user', {}, 400, 'VALIDATION_FAILED'],
    ['a user without id', { user: { username: 'x' } }, 400, 'VALIDATION_FAILED'],
    ['an extra field', { user: { id: 'u-x' }, merge: false }, 400, 'VALIDATION_FAILED'],
    ['an extra user field', { user: { id: 'u-x', admin: true } }, 400, 'VALIDATION_FAILED'],
  ])('rejects %s and writes nothing', async (_label, body, status, code) => {
    const { token } = await newMember(app);
    const before = await writeCounts(t.db);
    const [got, json] = await identify(token, body);
    expect([got, json.error.code]).toEqual([status, code]);
    expect(await writeCounts(t.db)).toEqual(before);
  });

  it('answers 404 for an unknown collector and 401 without the API key', async () => {
    const before = await writeCounts(t.db);
    expect((await identify('unknown-collector-token-0000000000', { user: { id: 'ident-404' } }))[0]).toBe(404);
    const { token } = await newMember(app);
    const mid = await writeCounts(t.db);
    expect((await identify(token, { user: { id: 'ident-401' } }, { key: null }))[0]).toBe(401);
    expect(await writeCounts(t.db)).toEqual(mid);
    expect(before.sso_users).toBe(mid.sso_users);
  });

  describe('when the user already has a collector', () => {
    it('moves the Räppli through ledger entries that keep their expiries, and keeps badges', async () => {
      const owner = await newMember(app, 'merge-owner-1');
      const ownerRow = await collectorByToken(t.db, owner.token);
      await sendEvent(app, { collector_token: owner.token, step: 'newsletterSignup', idempotency_key: newKey() });

      const anon = await newMember(app);
      const anonRow = await collectorByToken(t.db, anon.token);
      // Credits with different expiries, one partly spent, one fully spent, one that never expires.
      const soon = new Date(Date.now() + 10 * DAY);
      const later = new Date(Date.now() + 40 * DAY);
      await credit(t.db, anonRow.id, { amount: 30, kind: 'earn', reason: 'adjustment', params: { text: 'Test' }, idempotencyKey: 'm1', expiresAt: later });
      await credit(t.db, anonRow.id, { amount: 20, kind: 'earn', reason: 'adjustment', params: { text: 'Test' }, idempotencyKey: 'm2', expiresAt: soon });
      await credit(t.db, anonRow.id, { amount: 7, kind: 'earn', reason: 'adjustment', params: { text: 'Test' }, idempotencyKey: 'm3', expiresAt: null });
      await sendEvent(app, { collector_token: anon.token, step: 'articleRead', data: { article_id: 'merge-a' }, idempotency_key: newKey() });
      // −25 (FIFO): the soonest credit (20) is used up, then 5 of the next soonest (30 → 25)
      await sendAdjustment(app, { collector_token: anon.token, amount: -25, reason: 'Test-Abzug', idempotency_key: newKey() });
      const anonBefore = await collectorByToken(t.db, anon.token);
      expect(anonBefore.pointsAvailable).toBe(37);
      const anonOpen = (await entriesOf(t.db, anonRow.id)).filter((e) => (e.remaining ?? 0) > 0);
      expect(anonOpen.reduce((sum, e) => sum + (e.remaining ?? 0), 0)).toBe(37);
      const anonBadges = await t.db.select().from(collectorBadges).where(eq(collectorBadges.collectorId, anonRow.id));
      expect(anonBadges.map((b) => b.badgeId)).toEqual([await badgeId('erster-artikel')]);
      const ownerBefore = await collectorByToken(t.db, owner.token);

      const [status, body] = await identify(anon.token, { user: { id: 'merge-owner-1' } });
      expect(status).toBe(200);
      expect(body).toEqual({ collector_token: owner.token, hash: owner.hash, token: owner.ssoToken });

      const anonAfter = await collectorByToken(t.db, anon.token);
      expect(anonAfter).toMatchObject({ pointsAvailable: 0, mergedIntoId: ownerRow.id, ssoUserId: null });
      const outs = (await entriesOf(t.db, anonRow.id)).filter((e) => e.kind === 'transfer_out');
      expect(outs).toHaveLength(1);
      expect(outs[0]).toMatchObject({ amount: -37, reference: `collector:${ownerRow.id}`, reason: 'Übertrag auf dein angemeldetes Konto' });

      const ownerAfter = await collectorByToken(t.db, owner.token);
      expect(ownerAfter.pointsAvailable).toBe(ownerBefore.pointsAvailable + 37);
      const ins = (await entriesOf(t.db, ownerRow.id)).filter((e) => e.kind === 'transfer_in');
      // One credit per open anonymous credit, same amount remaining and same expiry.
      const shape = (e: { remaining: number | null; expiresAt: Date | null }) => `${e.remaining}@${e.expiresAt?.toISOString() ?? 'never'}`;
      expect(ins.map(shape).sort()).toEqual(anonOpen.map(shape).sort());
      for (const e of ins) {
        expect(e.amount).toBe(e.remaining);
        expect(e).toMatchObject({ reference: `collector:${anonRow.id}`, reason: 'Übertrag aus deinem Konto vor der Anmeldung' });
      }
      // The owner's next expiry is now the anonymous credits' soonest one that still had Räppli.
      const [, me] = await memberGet(app, '/api/me', owner.token);
      expect(me.points_available).toBe(ownerAfter.pointsAvailable);
      const soonestOpen = anonOpen.filter((e) => e.expiresAt).sort((a, b) => a.expiresAt!.getTime() - b.expiresAt!.getTime())[0]!;
      expect(me.points_retirement).toEqual({
        points: ins.filter((e) => e.expiresAt?.getTime() === soonestOpen.expiresAt!.getTime()).reduce((s, e) => s + e.amount, 0),
        date: soonestOpen.expiresAt!.toISOString(),
      });
      // Badges earned before logging in are kept, with their time.
      const ownerBadges = await t.db.select().from(collectorBadges).where(eq(collectorBadges.collectorId, ownerRow.id));
      expect(ownerBadges.map((b) => [b.badgeId, b.earnedAt.toISOString()])).toEqual(anonBadges.map((b) => [b.badgeId, b.earnedAt.toISOString()]));
      expect(me.badges.map((b: { slug: string }) => b.slug)).toEqual(['erster-artikel']);
      // The old token opens nothing any more (docs/sso.md, "A merged token is retired").
      const [oldStatus, oldMe] = await memberGet(app, '/api/me', anon.token);
      expect([oldStatus, oldMe.error?.code]).toEqual([409, 'COLLECTOR_MERGED']);
    });

    it('sends later events and adjustments with the old token to the identified account', async () => {
      const owner = await newMember(app, 'merge-owner-2');
      const anon = await newMember(app);
      await sendEvent(app, { collector_token: anon.token, step: 'commentPosted', idempotency_key: newKey() });
      await identify(anon.token, { user: { id: 'merge-owner-2' } });
      const ownerRow = await collectorByToken(t.db, owner.token);
      expect(ownerRow.pointsAvailable).toBe(15);
      expect(await sendEvent(app, { collector_token: anon.token, step: 'newsletterSignup', idempotency_key: newKey() })).toEqual([
        200,
        { awarded: 100, balance: 115 },
      ]);
      expect(await sendAdjustment(app, { collector_token: anon.token, amount: -15, reason: 'Korrektur', idempotency_key: newKey() })).toEqual([
        200,
        { amount: -15, balance: 100 },
      ]);
      expect((await collectorByToken(t.db, owner.token)).pointsAvailable).toBe(100);
      expect((await collectorByToken(t.db, anon.token)).pointsAvailable).toBe(0);
      // identify with the old token again: the same credentials, nothing moves twice
      const before = await writeCounts(t.db);
      expect(await identify(anon.token, { user: { id: 'merge-owner-2' } })).toEqual([
        200,
        { collector_token: owner.token, hash: owner.hash, token: owner.ssoToken },
      ]);
      expect(await writeCounts(t.db)).toEqual(before);
      // … and another user is refused
      expect((await identify(anon.token, { user: { id: 'merge-intruder-2' } }))[0]).toBe(409);
    });

    it('keeps a badge the identified account already had once', async () => {
      const owner = await newMember(app, 'merge-owner-3');
      await sendEvent(app, { collector_token: owner.token, step: 'articleRead', data: { article_id: 'o-1' }, idempotency_key: newKey() });
      const anon = await newMember(app);
      await sendEvent(app, { collector_token: anon.token, step: 'articleRead', data: { article_id: 'a-1' }, idempotency_key: newKey() });
      await sendEvent(app, { collector_token: anon.token, step: 'commentPosted', idempotency_key: newKey() });
      await identify(anon.token, { user: { id: 'merge-owner-3' } });
      const ownerRow = await collectorByToken(t.db, owner.token);
      const owned = await t.db.select().from(collectorBadges).where(eq(collectorBadges.collectorId, ownerRow.id));
      expect(owned.map((b) => b.badgeId).sort()).toEqual([await badgeId('erster-artikel'), await badgeId('kommentator')].sort());
    });

    it('merges an empty anonymous collector without ledger entries', async () => {
      const owner = await newMember(app, 'merge-owner-4');
      const anon = await newMember(app);
      const before = await writeCounts(t.db);
      expect((await identify(anon.token, { user: { id: 'merge-owner-4' } }))[1].collector_token).toBe(owner.token);
      expect((await writeCounts(t.db)).ledger).toBe(before.ledger);
      expect((await collectorByToken(t.db, anon.token)).mergedIntoId).toBe((await collectorByToken(t.db, owner.token)).id);
    });

    // A merge moves the activity history too, so caps and dedupe see what was done before login.
    it('does not pay an article read before login again after the merge', async () => {
      const owner = await newMember(app, 'merge-owner-dedupe');
      const anon = await newMember(app);
      await sendEvent(app, { collector_token: anon.token, step: 'articleRead', data: { article_id: 'read-before-login' }, idempotency_key: newKey() });
      await identify(anon.token, { user: { id: 'merge-owner-dedupe' } });
      expect(
        await sendEvent(app, { collector_token: owner.token, step: 'articleRead', data: { article_id: 'read-before-login' }, idempotency_key: newKey() }),
      ).toEqual([200, { awarded: 0, balance: 5, reason: 'duplicate' }]);
    });

    it('records a level-up for the identified account when the moved Räppli cross a threshold', async () => {
      const owner = await newMember(app, 'merge-owner-5');
      const ownerRow = await collectorByToken(t.db, owner.token);
      await sendAdjustment(app, { collector_token: owner.token, amount: 150, reason: 'Start', idempotency_key: newKey() });
      const anon = await newMember(app);
      await sendAdjustment(app, { collector_token: anon.token, amount: 60, reason: 'Start', idempotency_key: newKey() });
      await identify(anon.token, { user: { id: 'merge-owner-5' } });
      const levelups = (await notificationsOf(t.db, ownerRow.id)).filter((n) => n.type === 'levelup');
      expect(levelups.map((n) => n.data.name)).toEqual(['Leseratte']);
      expect((await t.db.select().from(collectors).where(eq(collectors.id, ownerRow.id)))[0]!.pointsAvailable).toBe(210);
    });
  });
});
