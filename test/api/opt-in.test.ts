// Opt-out is the member's own act, and it can be undone (docs/api.md, "POST /api/me/optOut" and
// "Opting in again"): an opt-out with the collector token alone is refused and changes nothing;
// the member, staff in the console and the host each end an opt-out, idempotently, and the member
// earns and spends again with the balance of before; member.opted_in is sent.
import { and, eq, sql } from 'drizzle-orm';
import { auditLog, webhookEvents } from '@/lib/server/db/schema';
import { seedDemo } from '@/lib/server/db/seed';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { consoleCall, loginAs, staffMember } from '../helpers/console';
import {
  assertLedgerConsistent,
  collectorByToken,
  memberGet,
  memberPost,
  memberSsoPost,
  newKey,
  newMember,
  optOutAs,
  sendEvent,
  type App,
} from '../helpers/loyalty';
import { buy, expectError, expectHostError, hostCall, makeReward, rawCall, reserve, richMember, type Member } from '../helpers/rewards';

describeEachDatabase('opting out and in again', (t) => {
  let app: App;
  let reward: { id: number };

  beforeAll(async () => {
    const made = makeApp(t.database);
    app = made.app;
    await seedDemo(t.db, made.config);
    reward = await makeReward(t.db, { cost: 10, stock: null });
    // An endpoint that wants both opt-out events, so they are written to the outbox.
    const [status] = await hostCall(app, 'POST', '/api/host/webhooks', { url: 'https://93.184.215.14/hooks', events: ['member.opted_out', 'member.opted_in'] });
    expect(status).toBe(201);
  });

  afterEach(async () => {
    await assertLedgerConsistent(t.db);
  });

  const earn = (m: Member) => sendEvent(app, { collector_token: m.token, step: 'commentPosted', idempotency_key: newKey('ev') });
  const eventsOf = async (type: string, m: Member) =>
    (
      await t.db
        .select()
        .from(webhookEvents)
        .where(and(eq(webhookEvents.type, type), sql`${webhookEvents.payload} -> 'data' ->> 'collector_token' = ${m.token}`))
    ).map((e) => (e.payload as { data: Record<string, unknown> }).data);
  const metaKeys = async (m: Member) => ((await memberGet(app, '/api/me', m.token))[1].meta as { key: string }[]).map((x) => x.key);

  /** Opted out with the pair: earning and spending refused, the balance kept. */
  async function optedOut(points = 100) {
    const m = await richMember(app, points);
    expect((await optOutAs(app, m, 'Pause'))[0]).toBe(200);
    expect((await earn(m))[0]).toBe(409);
    expectError(await reserve(app, m, reward.id), 409, 'OPTED_OUT');
    return m;
  }

  /** Back in: earns and spends again; the balance is the one of before (plus what it earns now). */
  async function expectBackIn(m: Member, balanceBefore: number) {
    expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(balanceBefore);
    expect(await metaKeys(m)).not.toContain('opted_out');
    expect((await earn(m))[0]).toBe(200);
    const order = await buy(app, m, reward.id);
    expect(order.balance).toBe(balanceBefore + 15 - 10);
  }

  describe('the opt-out needs the SSO pair', () => {
    it('refuses a forged opt-out with the collector token alone: 401, nothing changes, the member still spends', async () => {
      const m = await richMember(app, 100);
      expectError(await memberPost(app, '/api/me/optOut', m.token, { reason: 'Gefälscht' }), 401, 'MISSING_HASH_TOKEN');
      const wrongHash = `collector_token=${encodeURIComponent(m.token)}&hash=${'0'.repeat(64)}&token=${encodeURIComponent(m.ssoToken)}`;
      expectError(await rawCall(app, 'POST', '/api/me/optOut', wrongHash, { reason: 'Gefälscht' }, null), 401, 'INVALID_HASH_TOKEN');
      const c = await collectorByToken(t.db, m.token);
      expect([c.optedOutAt, c.optOutReason]).toEqual([null, null]);
      expect(await metaKeys(m)).not.toContain('opted_out');
      expect(await eventsOf('member.opted_out', m)).toEqual([]);
      expect((await buy(app, m, reward.id)).balance).toBe(90);
      expect((await earn(m))[0]).toBe(200);
    });

    it('refuses an anonymous collector: it has nothing to leave (403 ANONYMOUS_NOT_ALLOWED)', async () => {
      const anon = await newMember(app);
      expectError(await memberPost(app, '/api/me/optOut', anon.token, { reason: 'Test' }), 403, 'ANONYMOUS_NOT_ALLOWED');
      expect((await collectorByToken(t.db, anon.token)).optedOutAt).toBeNull();
    });
  });

  describe('POST /api/me/optIn', () => {
    it('ends the opt-out: the member earns and spends again, once; a repeat changes nothing', async () => {
      const m = await optedOut();
      const was = (await collectorByToken(t.db, m.token)).optedOutAt!.toISOString();
      expect(await memberSsoPost(app, '/api/me/optIn', m)).toEqual([200, { opted_out_at: null, was_opted_out_at: was }]);
      expect(await memberSsoPost(app, '/api/me/optIn', m, {})).toEqual([200, { opted_out_at: null, was_opted_out_at: null }]);
      expect(await eventsOf('member.opted_in', m)).toEqual([
        { collector_token: m.token, user_id: expect.any(String), username: null, opted_out_at: was, opted_in_at: expect.any(String), by: 'member' },
      ]);
      await expectBackIn(m, 100);
      // Out and in again: a new opt-out of its own.
      expect((await optOutAs(app, m, 'Noch einmal'))[0]).toBe(200);
      expect((await memberSsoPost(app, '/api/me/optIn', m))[1].was_opted_out_at).not.toBe(was);
    });

    it('answers a member who never opted out with was_opted_out_at null and sends nothing', async () => {
      const m = await richMember(app, 0);
      expect(await memberSsoPost(app, '/api/me/optIn', m)).toEqual([200, { opted_out_at: null, was_opted_out_at: null }]);
      expect(await eventsOf('member.opted_in', m)).toEqual([]);
    });

    it('needs the pair too, takes no fields, and refuses an anonymous collector', async () => {
      const m = await optedOut();
      expectError(await memberPost(app, '/api/me/optIn', m.token, {}), 401, 'MISSING_HASH_TOKEN');
      expectError(await memberSsoPost(app, '/api/me/optIn', m, { reason: 'x' }), 400, 'VALIDATION_FAILED');
      expect((await collectorByToken(t.db, m.token)).optedOutAt).not.toBeNull();
      expectError(await memberPost(app, '/api/me/optIn', (await newMember(app)).token, {}), 403, 'ANONYMOUS_NOT_ALLOWED');
    });
  });

  describe('POST /api/console/members/{collector_token}/opt-in', () => {
    const path = (m: Member) => `/api/console/members/${encodeURIComponent(m.token)}/opt-in`;

    it('lets operators and admins take a member back, with an audit row; editors and strangers are refused', async () => {
      const m = await optedOut();
      expect((await consoleCall(app, 'POST', path(m))).status).toBe(401);
      const editor = await loginAs(app, await staffMember(t.db, 'editor'));
      const refused = await consoleCall(app, 'POST', path(m), { cookie: editor });
      expect([refused.status, refused.json.error.code]).toEqual([403, 'FORBIDDEN']);
      expect((await collectorByToken(t.db, m.token)).optedOutAt).not.toBeNull();

      const operator = await loginAs(app, await staffMember(t.db, 'operator'));
      const was = (await collectorByToken(t.db, m.token)).optedOutAt!.toISOString();
      const done = await consoleCall(app, 'POST', path(m), { cookie: operator });
      expect([done.status, done.json]).toEqual([200, { opted_out_at: null, was_opted_out_at: was }]);
      const again = await consoleCall(app, 'POST', path(m), { cookie: operator, body: {} });
      expect([again.status, again.json]).toEqual([200, { opted_out_at: null, was_opted_out_at: null }]);
      const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.opt_in'));
      expect(audits.filter((a) => (a.before as { opted_out_at?: string } | null)?.opted_out_at === was)).toHaveLength(1);
      expect((await eventsOf('member.opted_in', m)).map((d) => d.by)).toEqual(['console']);
      await expectBackIn(m, 100);

      const admin = await loginAs(app, await staffMember(t.db, 'admin'));
      const other = await optedOut(20);
      expect((await consoleCall(app, 'POST', path(other), { cookie: admin })).status).toBe(200);
      await expectBackIn(other, 20);
    });

    it('keeps an erased account out (409 MEMBER_ERASED) and answers an unknown token with 404', async () => {
      const admin = await loginAs(app, await staffMember(t.db, 'admin'));
      const m = await richMember(app, 30);
      expect((await consoleCall(app, 'POST', `/api/console/members/${encodeURIComponent(m.token)}/erase`, { cookie: admin })).status).toBe(200);
      const erased = await consoleCall(app, 'POST', path(m), { cookie: admin });
      expect([erased.status, erased.json.error.code]).toEqual([409, 'MEMBER_ERASED']);
      expectHostError(await hostCall(app, 'POST', `/api/host/collectors/${encodeURIComponent(m.token)}/opt-in`), 409, 'MEMBER_ERASED');
      expect((await collectorByToken(t.db, m.token)).optedOutAt).not.toBeNull();
      const unknown = await consoleCall(app, 'POST', '/api/console/members/unknown-collector-token-000000/opt-in', { cookie: admin });
      expect([unknown.status, unknown.json.error.code]).toEqual([404, 'COLLECTOR_NOT_FOUND']);
    });
  });

  describe('POST /api/host/collectors/{collector_token}/opt-in', () => {
    const path = (m: Member) => `/api/host/collectors/${encodeURIComponent(m.token)}/opt-in`;

    it('ends the opt-out for the host, idempotently; without the API key nothing changes', async () => {
      const m = await optedOut(50);
      expectHostError(await hostCall(app, 'POST', path(m), undefined, null), 401, 'UNAUTHORIZED');
      expect((await collectorByToken(t.db, m.token)).optedOutAt).not.toBeNull();
      const was = (await collectorByToken(t.db, m.token)).optedOutAt!.toISOString();
      expect(await hostCall(app, 'POST', path(m))).toEqual([200, { opted_out_at: null, was_opted_out_at: was }]);
      expect(await hostCall(app, 'POST', path(m), {})).toEqual([200, { opted_out_at: null, was_opted_out_at: null }]);
      expect((await eventsOf('member.opted_in', m)).map((d) => d.by)).toEqual(['host']);
      expect((await hostCall(app, 'GET', `/api/host/collectors/${encodeURIComponent(m.token)}`))[1]).toMatchObject({ opted_out: false, balance: 50 });
      await expectBackIn(m, 50);
    });

    it('answers an unknown token with 404 and refuses fields', async () => {
      expectHostError(await hostCall(app, 'POST', '/api/host/collectors/unknown-collector-token-000000/opt-in'), 404, 'COLLECTOR_NOT_FOUND');
      const m = await optedOut(0);
      expectHostError(await hostCall(app, 'POST', path(m), { now: true }), 400, 'VALIDATION_FAILED');
      expect((await collectorByToken(t.db, m.token)).optedOutAt).not.toBeNull();
    });
  });
});
