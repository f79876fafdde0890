// The staff console's API (docs/console.md): sessions in an httpOnly cookie, the CSRF
// origin check, the login throttle, roles, rewards with drafts and explicit publishing, the
// append-only audit log.
import { and, eq, sql } from 'drizzle-orm';
import {
  auditListSchema,
  consoleMeSchema,
  consoleMemberDetailSchema,
  consoleOrdersPageSchema,
  consoleRewardSchema,
  consoleStatementPageSchema,
  liabilitySchema,
  type RewardInput,
} from '@/lib/contracts/console';
import { auditLog, rewards, staffLoginFailures } from '@/lib/server/db/schema';
import { ensureAdmin } from '@/lib/server/console/staff';
import { credit } from '@/lib/server/money/ledger';
import { liability } from '@/lib/server/console/liability';
import { creditExpiry } from '@/lib/domain/ledger';
import { describeEachDatabase, makeApp, TEST_API_KEY } from '../helpers/db';
import { collectorByToken, memberGet, rows, type App } from '../helpers/loyalty';
import { consoleCall, loginAs, PASSWORD, staffMember, TEST_REWARD as REWARD } from '../helpers/console';
import { ADDRESS, buy, makeReward, memberCall, reserve, richMember, RAFFLE_CONTACT } from '../helpers/rewards';
import messages from '@/messages/de.json';

describeEachDatabase('console API', (t) => {
  let app: App;
  beforeAll(() => {
    // Behind our proxy: the login throttle counts by X-Forwarded-For.
    app = makeApp(t.database, { TRUST_PROXY: 'true' }).app;
  });
  const publicTitles = async () => ((await (await app.request('/api/rewards')).json()) as { items: { title: string }[] }).items.map((r) => r.title);

  describe('sessions', () => {
    it('logs in with e-mail and password: an httpOnly, SameSite=Strict cookie for the console API only', async () => {
      const who = await staffMember(t.db, 'editor');
      const res = await consoleCall(app, 'POST', '/api/console/session', { body: { email: who.email.toUpperCase(), password: PASSWORD }, ip: '10.0.0.1' });
      expect(res.status).toBe(200);
      expect(consoleMeSchema.strict().safeParse(res.json).success).toBe(true);
      expect(res.json.staff).toMatchObject({ email: who.email, role: 'editor', disabled: false });
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^raeppli_console=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Strict/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/Path=\/api\/console/);
      const session = cookie.split(';')[0]!;
      const me = await consoleCall(app, 'GET', '/api/console/me', { cookie: session });
      expect(me.status).toBe(200);
      expect(me.json.staff.email).toBe(who.email);
      // the database keeps only the token's hash
      const [stored] = await rows<{ token_hash: string }>(t.db, sql`select token_hash from staff_sessions order by created_at desc limit 1`);
      expect(stored!.token_hash).not.toContain(session.split('=')[1]!);

      // logging out ends the session
      expect((await consoleCall(app, 'DELETE', '/api/console/session', { cookie: session })).status).toBe(200);
      const after = await consoleCall(app, 'GET', '/api/console/me', { cookie: session });
      expect(after.status).toBe(401);
      expect(after.json.error).toMatchObject({ code: 'CONSOLE_SESSION_REQUIRED', message: 'Bitte melde dich in der Konsole an.' });
    });

    it('refuses a wrong password and an unknown address alike, and a missing or malformed body', async () => {
      const who = await staffMember(t.db, 'operator');
      for (const body of [
        { email: who.email, password: 'falsch-falsch-falsch' },
        { email: 'niemand@raeppli.example', password: PASSWORD },
      ]) {
        const res = await consoleCall(app, 'POST', '/api/console/session', { body, ip: '10.0.0.2' });
        expect(res.status).toBe(401);
        expect(res.json.error).toMatchObject({ code: 'CONSOLE_LOGIN_FAILED', message: 'E-Mail-Adresse oder Passwort stimmen nicht.' });
        expect(res.headers.get('set-cookie')).toBeNull();
      }
      expect((await consoleCall(app, 'POST', '/api/console/session', { body: { email: 'kein-mail', password: 'x' }, ip: '10.0.0.2' })).status).toBe(400);
      expect((await consoleCall(app, 'POST', '/api/console/session', { body: { email: who.email }, ip: '10.0.0.2' })).status).toBe(400);
      // a garbled cookie is no session
      expect((await consoleCall(app, 'GET', '/api/console/me', { cookie: 'raeppli_console=abc' })).status).toBe(401);
    });

    it('refuses a state change from another origin or without one (CSRF), reads need none', async () => {
      const who = await staffMember(t.db, 'editor');
      for (const origin of ['https://evil.example', null]) {
        const login = await consoleCall(app, 'POST', '/api/console/session', { body: who, origin, ip: '10.0.0.3' });
        expect(login.status).toBe(403);
        expect(login.json.error.code).toBe('ORIGIN_REFUSED');
      }
      const cookie = await loginAs(app, who, '10.0.0.3');
      const forged = await consoleCall(app, 'POST', '/api/console/rewards', { cookie, origin: 'https://evil.example', body: REWARD });
      expect(forged.status).toBe(403);
      expect(forged.json.error).toMatchObject({ code: 'ORIGIN_REFUSED' });
      expect(await publicTitles()).not.toContain(REWARD.title);
      expect((await consoleCall(app, 'GET', '/api/console/rewards', { cookie, origin: null })).status).toBe(200);
    });

    it('throttles 5 failures for one account from one address for 15 minutes, the account from elsewhere for seconds, and 100 from one address a day', async () => {
      const who = await staffMember(t.db, 'editor');
      for (let i = 0; i < 5; i++)
        expect((await consoleCall(app, 'POST', '/api/console/session', { body: { ...who, password: 'daneben-daneben' }, ip: '10.1.1.1' })).status).toBe(401);
      // now even the right password waits
      const blocked = await consoleCall(app, 'POST', '/api/console/session', { body: who, ip: '10.1.1.1' });
      expect(blocked.status).toBe(429);
      expect(blocked.json.error.code).toBe('RATE_LIMITED');
      const retry = Number(blocked.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(14 * 60);
      expect(retry).toBeLessThanOrEqual(15 * 60);
      // from elsewhere the account is slowed down, not locked: a wait of seconds after its last
      // failure (five more, from other addresses, make it 30 s — longer than any slow request)
      await t.db.insert(staffLoginFailures).values(Array.from({ length: 5 }, (_, i) => ({ email: who.email, ip: `10.1.9.${i}`, at: new Date() })));
      const slowed = await consoleCall(app, 'POST', '/api/console/session', { body: who, ip: '10.1.1.2' });
      expect(slowed.status).toBe(429);
      expect(Number(slowed.headers.get('retry-after'))).toBeGreaterThan(20);
      expect(Number(slowed.headers.get('retry-after'))).toBeLessThanOrEqual(30);
      // …which passes (the failures moved back by the wait, rather than sleeping)
      await t.db
        .update(staffLoginFailures)
        .set({ at: sql`${staffLoginFailures.at} - interval '30 seconds'` })
        .where(eq(staffLoginFailures.email, who.email));
      expect((await consoleCall(app, 'POST', '/api/console/session', { body: who, ip: '10.1.1.2' })).status).toBe(200);

      // 100 failures from one address in a day (any accounts): that address waits
      const other = await staffMember(t.db, 'operator');
      await t.db
        .insert(staffLoginFailures)
        .values(Array.from({ length: 100 }, (_, i) => ({ email: `jemand-${i}@raeppli.example`, ip: '10.2.2.2', at: new Date(Date.now() - 3_600_000) })));
      const office = await consoleCall(app, 'POST', '/api/console/session', { body: other, ip: '10.2.2.2' });
      expect(office.status).toBe(429);
      expect(Number(office.headers.get('retry-after'))).toBeGreaterThan(22 * 3600);
      expect((await consoleCall(app, 'POST', '/api/console/session', { body: other, ip: '10.2.2.3' })).status).toBe(200);

      // failures older than a day are dropped when the address fails again
      await t.db.insert(staffLoginFailures).values({ email: 'alt@raeppli.example', ip: '10.2.2.4', at: new Date(Date.now() - 25 * 3_600_000) });
      expect((await consoleCall(app, 'POST', '/api/console/session', { body: { ...other, password: 'daneben-daneben' }, ip: '10.2.2.4' })).status).toBe(401);
      const kept = await t.db.select().from(staffLoginFailures).where(eq(staffLoginFailures.ip, '10.2.2.4'));
      expect(kept.map((f) => f.email)).toEqual([other.email]);
    });

    it('creates the first admin from the settings once and never overwrites it', async () => {
      const email = `admin-${Date.now()}@raeppli.example`;
      expect(await ensureAdmin(t.db, email, 'Erstes-Passwort-2026')).toBe('created');
      expect(await ensureAdmin(t.db, email.toUpperCase(), 'Anderes-Passwort-2026')).toBe('exists');
      expect((await consoleCall(app, 'POST', '/api/console/session', { body: { email, password: 'Erstes-Passwort-2026' }, ip: '10.0.0.9' })).status).toBe(200);
      expect((await consoleCall(app, 'POST', '/api/console/session', { body: { email, password: 'Anderes-Passwort-2026' }, ip: '10.0.0.9' })).status).toBe(401);
    });
  });

  describe('roles', () => {
    it('editors edit content, operators do not; only admins manage staff and read the audit log; no session → 401', async () => {
      const editor = await loginAs(app, await staffMember(t.db, 'editor'), '10.3.0.1');
      const operator = await loginAs(app, await staffMember(t.db, 'operator'), '10.3.0.2');
      const admin = await loginAs(app, await staffMember(t.db, 'admin'), '10.3.0.3');
      const newStaff = { email: `neu-${Date.now()}@raeppli.example`, name: 'Neu', password: 'Ein-gutes-Passwort', role: 'editor' };

      expect((await consoleCall(app, 'GET', '/api/console/rewards', {})).status).toBe(401);
      expect((await consoleCall(app, 'GET', '/api/console/rewards', { cookie: editor })).status).toBe(200);
      expect((await consoleCall(app, 'GET', '/api/console/rewards', { cookie: admin })).status).toBe(200);
      const refused = await consoleCall(app, 'GET', '/api/console/rewards', { cookie: operator });
      expect(refused.status).toBe(403);
      expect(refused.json.error).toMatchObject({ code: 'FORBIDDEN', message: 'Dafür fehlt dir die Berechtigung.' });
      expect((await consoleCall(app, 'POST', '/api/console/rewards', { cookie: operator, body: REWARD })).status).toBe(403);

      for (const cookie of [editor, operator]) {
        expect((await consoleCall(app, 'GET', '/api/console/staff', { cookie })).status).toBe(403);
        expect((await consoleCall(app, 'POST', '/api/console/staff', { cookie, body: newStaff })).status).toBe(403);
        expect((await consoleCall(app, 'GET', '/api/console/audit', { cookie })).status).toBe(403);
      }
      const created = await consoleCall(app, 'POST', '/api/console/staff', { cookie: admin, body: newStaff });
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ email: newStaff.email, role: 'editor' });
      expect(JSON.stringify(created.json)).not.toContain('Passwort');
      expect((await consoleCall(app, 'POST', '/api/console/staff', { cookie: admin, body: newStaff })).json.error.code).toBe('STAFF_EXISTS');
      expect(
        (await consoleCall(app, 'POST', '/api/console/staff', { cookie: admin, body: { ...newStaff, email: 'x@raeppli.example', password: 'kurz' } })).status,
      ).toBe(400);
      const list = await consoleCall(app, 'GET', '/api/console/staff', { cookie: admin });
      expect(list.json.items.map((s: { email: string }) => s.email)).toContain(newStaff.email);
      // the new account can log in
      await loginAs(app, { email: newStaff.email, password: newStaff.password }, '10.3.0.4');
    });
  });

  describe('rewards, drafts and publishing', () => {
    it('a new reward is unpublished; publishing shows it; edits of a published one wait as a draft; pause and archive act at once', async () => {
      const cookie = await loginAs(app, await staffMember(t.db, 'editor'), '10.4.0.1');
      const title = `Stadtführung ${Date.now()}`;
      const created = await consoleCall(app, 'POST', '/api/console/rewards', { cookie, body: { ...REWARD, title } });
      expect(created.status).toBe(201);
      expect(consoleRewardSchema.strict().safeParse(created.json).success).toBe(true);
      expect(created.json).toMatchObject({ status: 'draft', published: false, stock_left: 10, draft: null, orders: 0 });
      const id = created.json.id as number;
      expect(await publicTitles()).not.toContain(title);
      expect((await app.request(`/api/rewards/${id}`)).status).toBe(404);

      // unpublished: edited in place
      const edited = await consoleCall(app, 'PUT', `/api/console/rewards/${id}`, { cookie, body: { ...REWARD, title, cost: 150 } });
      expect(edited.json).toMatchObject({ live: { cost: 150 }, draft: null });

      const published = await consoleCall(app, 'POST', `/api/console/rewards/${id}/publish`, { cookie });
      expect(published.json).toMatchObject({ status: 'published', published: true });
      expect(await publicTitles()).toContain(title);

      // published: the edit waits, members still see the old one
      const drafted = await consoleCall(app, 'PUT', `/api/console/rewards/${id}`, {
        cookie,
        body: { ...REWARD, title: `${title} (neu)`, cost: 90, stock: 20 },
      });
      expect(drafted.json).toMatchObject({ live: { title, cost: 150 }, draft: { title: `${title} (neu)`, cost: 90 } });
      expect(await publicTitles()).toContain(title);
      expect((await (await app.request(`/api/rewards/${id}`)).json()).cost).toBe(150);
      const republished = await consoleCall(app, 'POST', `/api/console/rewards/${id}/publish`, { cookie });
      expect(republished.json).toMatchObject({ live: { title: `${title} (neu)`, cost: 90, stock: 20 }, draft: null, stock_left: 20 });
      expect(await publicTitles()).toContain(`${title} (neu)`);

      // paused: members are told, at once
      await consoleCall(app, 'POST', `/api/console/rewards/${id}/pause`, { cookie, body: { paused: true } });
      const m = await richMember(app, 500);
      const [status, refusal] = await reserve(app, m, id, { email: RAFFLE_CONTACT.email });
      expect(status).toBe(409);
      expect(refusal.error.code).toBe('REWARD_SUSPENDED');
      await consoleCall(app, 'POST', `/api/console/rewards/${id}/pause`, { cookie, body: { paused: false } });
      expect((await reserve(app, m, id, { email: RAFFLE_CONTACT.email }))[0]).toBe(201);

      // archived: gone for members, out of the list, no more edits
      const archived = await consoleCall(app, 'POST', `/api/console/rewards/${id}/archive`, { cookie });
      expect(archived.json).toMatchObject({ status: 'archived', published: false });
      expect(await publicTitles()).not.toContain(`${title} (neu)`);
      const list = await consoleCall(app, 'GET', `/api/console/rewards?q=${encodeURIComponent(title)}`, { cookie });
      expect(list.json.total).toBe(0);
      expect((await consoleCall(app, 'GET', `/api/console/rewards?archived=true&q=${encodeURIComponent(title)}`, { cookie })).json.total).toBe(1);
      expect((await consoleCall(app, 'PUT', `/api/console/rewards/${id}`, { cookie, body: REWARD })).json.error.code).toBe('REWARD_ARCHIVED');
    });

    it('checks what belongs together, in German, and keeps type and delivery once ordered', async () => {
      const cookie = await loginAs(app, await staffMember(t.db, 'editor'), '10.4.0.2');
      const bad = async (body: Partial<RewardInput>) =>
        (await consoleCall(app, 'POST', '/api/console/rewards', { cookie, body: { ...REWARD, ...body } })).json.error;
      expect((await bad({ title: '' })).code).toBe('VALIDATION_FAILED');
      expect(JSON.stringify(await bad({ starts_at: '2026-12-24T10:00:00+01:00', ends_at: '2026-12-01T10:00:00+01:00' }))).toContain(
        'Das Ende muss nach dem Beginn liegen.',
      );
      expect(JSON.stringify(await bad({ redeem_limit: 1 }))).toContain('Ein Limit pro Zeitraum braucht beides');
      expect(JSON.stringify(await bad({ delivery: 'external' }))).toContain('Ein externer Link braucht eine Adresse');
      expect((await bad({ cost: -1 })).code).toBe('VALIDATION_FAILED');
      expect((await bad({ unknown_field: 1 } as Partial<RewardInput>)).code).toBe('VALIDATION_FAILED');

      const { json: r } = await consoleCall(app, 'POST', '/api/console/rewards', { cookie, body: REWARD });
      await consoleCall(app, 'POST', `/api/console/rewards/${r.id}/publish`, { cookie });
      const m = await richMember(app, 500);
      const [, held] = await reserve(app, m, r.id, { email: RAFFLE_CONTACT.email });
      expect(held.reservation_id).toBeTruthy();
      await consoleCall(app, 'PUT', `/api/console/rewards/${r.id}`, { cookie, body: { ...REWARD, delivery: 'delivery' } });
      // the reservation is no order: the change goes through on publish; an order would keep it
      expect((await consoleCall(app, 'POST', `/api/console/rewards/${r.id}/publish`, { cookie })).status).toBe(200);

      // With an order, a changed type or delivery is refused when the draft is saved, not first at publish
      // (a draft nobody could publish would hold up every later change); other edits still save.
      await buy(app, await richMember(app, 500), r.id, { quantity: 1, address: ADDRESS });
      const refused = await consoleCall(app, 'PUT', `/api/console/rewards/${r.id}`, { cookie, body: { ...REWARD, delivery: 'digital' } });
      expect([refused.status, refused.json.error.code]).toEqual([409, 'REWARD_HAS_ORDERS']);
      const [row] = await t.db.select().from(rewards).where(eq(rewards.id, r.id));
      expect([row!.draft, row!.delivery]).toEqual([null, 'delivery']);
      const retitled = await consoleCall(app, 'PUT', `/api/console/rewards/${r.id}`, {
        cookie,
        body: { ...REWARD, delivery: 'delivery', title: 'Neuer Titel' },
      });
      expect(retitled.status).toBe(200);
      expect((await consoleCall(app, 'POST', `/api/console/rewards/${r.id}/publish`, { cookie })).status).toBe(200);
    });
  });

  describe('operators', () => {
    it('work through the order queue: addresses and members shown, the shipping list as CSV, sent and cancelled with the audit', async () => {
      const operator = await loginAs(app, await staffMember(t.db, 'operator'), '10.6.0.1');
      const book = await makeReward(t.db, { delivery: 'delivery', cost: 40, stock: 5, title: 'Versandbuch' });
      const m = await richMember(app, 500);
      const first = await buy(app, m, book.id, { address: { ...ADDRESS, street: '=HYPERLINK("x")' } });
      const second = await buy(app, m, book.id, { address: ADDRESS });

      const queue = await consoleCall(app, 'GET', `/api/console/orders?state=waiting&delivery=delivery&reward_id=${book.id}`, { cookie: operator });
      expect(queue.status).toBe(200);
      expect(queue.json.total).toBe(2);
      expect(queue.json.items[0]).toMatchObject({
        id: first.order_id,
        state: 'waiting',
        member: { collector_token: m.token, support_token: `c${m.token.slice(-8)}` },
        contact: { address: { city: 'Bregenz' } },
      });

      const csv = await app.request(`https://raeppli.test/api/console/orders.csv?reward_id=${book.id}`, { headers: { Cookie: operator } });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      const bytes = new Uint8Array(await csv.arrayBuffer());
      // a byte order mark: spreadsheets then read the umlauts as UTF-8
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder().decode(bytes);
      const lines = text.trim().split('\r\n');
      expect(lines[0]).toContain('"Vorname";"Nachname";"Straße"');
      expect(lines).toHaveLength(3);
      // a cell that would be a formula in a spreadsheet is made harmless
      expect(lines[1]).toContain('"\'=HYPERLINK(""x"")"');
      expect(lines[2]).toContain('"Bregenz"');
      // the state in the console's words, not the API's code
      expect(lines[2]!.endsWith('"offen"')).toBe(true);

      const sent = await consoleCall(app, 'POST', `/api/console/orders/${first.order_id}/state`, { cookie: operator, body: { event: 'complete' } });
      expect(sent.status).toBe(200);
      expect(sent.json.order.state).toBe('done');
      const [, mine] = await memberCall(app, 'GET', `/api/me/orders/${first.order_id}`, m, undefined, null);
      expect(mine.state).toBe('done');
      const before = (await collectorByToken(t.db, m.token)).pointsAvailable;
      const cancelled = await consoleCall(app, 'POST', `/api/console/orders/${second.order_id}/state`, { cookie: operator, body: { event: 'cancel' } });
      expect(cancelled.json).toMatchObject({ order: { state: 'canceled' }, balance: before + 40 });
      expect(
        (await consoleCall(app, 'POST', `/api/console/orders/${second.order_id}/state`, { cookie: operator, body: { event: 'cancel' } })).json.error.code,
      ).toBe('INVALID_TRANSITION');
      // An unknown order, in the team's words; members keep theirs (docs/api.md, "Whose words").
      const unknown = await consoleCall(app, 'POST', '/api/console/orders/987654321/state', { cookie: operator, body: { event: 'complete' } });
      expect([unknown.status, unknown.json.error.code, unknown.json.error.message]).toEqual([
        404,
        'ORDER_NOT_FOUND',
        'Eine Bestellung mit dieser Nummer gibt es nicht.',
      ]);
      const [, members] = await memberCall(app, 'GET', '/api/me/orders/987654321', m, undefined, null);
      expect(members.error.message).toBe(messages.errors.ORDER_NOT_FOUND);
      for (const text of Object.values(messages.consoleErrors)) expect(text).not.toMatch(/\b(deine[mnrs]?|dein)\b/i);
      const audited = await t.db.select().from(auditLog).where(eq(auditLog.resource, 'order'));
      expect(audited.filter((e) => e.resourceId === String(first.order_id)).map((e) => [e.action, e.before, e.after])).toEqual([
        ['order.complete', { state: 'waiting', raffle_state: null }, { state: 'done', raffle_state: null }],
      ]);
      // editors do not handle orders
      const editor = await loginAs(app, await staffMember(t.db, 'editor'), '10.6.0.2');
      expect((await consoleCall(app, 'GET', '/api/console/orders', { cookie: editor })).status).toBe(403);
    });

    it('find a member by support token, e-mail or username, see the statement, and credit or debit with a reason', async () => {
      const operator = await loginAs(app, await staffMember(t.db, 'operator'), '10.7.0.1');
      const userId = `hilfe-${Date.now()}`;
      const res = await app.request('/api/host/collectors', {
        method: 'POST',
        headers: { Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ user: { id: userId, username: `leserin${Date.now()}`, email: `Leserin.${Date.now()}@Example.org` } }),
      });
      const created = await res.json();
      const token = created.collector_token as string;
      const [sso] = await rows<{ username: string; email: string }>(t.db, sql`select username, email from sso_users where id = ${userId}`);

      for (const q of [`c${token.slice(-8)}`, token, sso!.email.toUpperCase(), sso!.username]) {
        const found = await consoleCall(app, 'GET', `/api/console/members?q=${encodeURIComponent(q)}`, { cookie: operator });
        expect({ q, tokens: found.json.items.map((i: { collector_token: string }) => i.collector_token) }).toEqual({ q, tokens: [token] });
      }
      expect((await consoleCall(app, 'GET', '/api/console/members?q=c00000000', { cookie: operator })).json.items).toEqual([]);
      expect((await consoleCall(app, 'GET', '/api/console/members?q=', { cookie: operator })).status).toBe(400);

      const adjust = (body: unknown, key: string | null = `adj-${Math.random().toString(36).slice(2, 12)}`) =>
        app.request(`https://raeppli.test/api/console/members/${encodeURIComponent(token)}/adjustments`, {
          method: 'POST',
          headers: { Cookie: operator, Origin: 'https://raeppli.test', 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
          body: JSON.stringify(body),
        });
      const key = 'kulanz-2026-11-25-001';
      const credit = await adjust({ amount: 150, reason: 'Kulanz: Gutschein kam nicht an' }, key);
      expect(credit.status).toBe(200);
      expect(await credit.json()).toEqual({ amount: 150, balance: 150 });
      // the same request again (a lost answer): no second credit
      expect(await (await adjust({ amount: 150, reason: 'Kulanz: Gutschein kam nicht an' }, key)).json()).toEqual({ amount: 150, balance: 150 });
      expect((await adjust({ amount: 999, reason: 'anders' }, key)).status).toBe(422);
      expect((await adjust({ amount: 10, reason: 'ohne Schlüssel' }, null)).status).toBe(400);
      expect((await adjust({ amount: 0, reason: 'nichts' })).status).toBe(400);
      expect((await adjust({ amount: 10, reason: '' })).status).toBe(400);
      const tooMuch = await adjust({ amount: -1000, reason: 'zu viel' });
      expect(tooMuch.status).toBe(409);
      expect((await tooMuch.json()).error.code).toBe('INSUFFICIENT_FUNDS');
      expect((await (await adjust({ amount: -50, reason: 'Doppelte Gutschrift zurück' })).json()).balance).toBe(100);

      const detail = await consoleCall(app, 'GET', `/api/console/members/${encodeURIComponent(token)}`, { cookie: operator });
      expect(detail.status).toBe(200);
      expect(detail.json.member).toMatchObject({ points_available: 100, anonymous: false, support_token: `c${token.slice(-8)}` });
      const reasons = detail.json.statement.last.map((e: { reason: string; amount: number }) => [e.reason, e.amount]);
      expect(reasons).toEqual(
        expect.arrayContaining([
          ['Kulanz: Gutschein kam nicht an', 150],
          ['Doppelte Gutschrift zurück', -50],
        ]),
      );
      // the member reads the same in their own statement
      const [, own] = await memberGet(app, '/api/me/activities', token);
      expect(own.last.map((e: { reason: string }) => e.reason)).toEqual(expect.arrayContaining(['Kulanz: Gutschein kam nicht an']));
      const audited = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'member'), eq(auditLog.action, 'member.adjust')));
      expect(audited.filter((e) => e.resourceId === `c${token.slice(-8)}`).map((e) => e.after)).toEqual([
        { amount: 150, reason: 'Kulanz: Gutschein kam nicht an' },
        { amount: -50, reason: 'Doppelte Gutschrift zurück' },
      ]);
      expect((await consoleCall(app, 'GET', '/api/console/members/gibt-es-nicht', { cookie: operator })).status).toBe(404);
    });

    it("pages a member's statement past its first 50 lines by the cursor, each line once, in order", async () => {
      const operator = await loginAs(app, await staffMember(t.db, 'operator'), '10.7.0.9');
      const m = await richMember(app, 0);
      const holder = await collectorByToken(t.db, m.token);
      for (let i = 1; i <= 53; i++)
        await credit(t.db, holder!.id, {
          amount: i,
          kind: 'adjustment',
          reason: 'adjustment',
          params: { reason: `Zeile ${i}` },
          reference: `paging:${i}`,
          idempotencyKey: `statement-paging:${m.token}:${i}`,
        });
      const detail = (await consoleCall(app, 'GET', `/api/console/members/${m.token}`, { cookie: operator })).json;
      expect(detail.statement.last).toHaveLength(50);
      expect(detail.statement.next_before).toEqual(expect.any(Number));
      const page = await consoleCall(app, 'GET', `/api/console/members/${m.token}/statement?before=${detail.statement.next_before}&limit=50`, {
        cookie: operator,
      });
      expect(page.status).toBe(200);
      expect(consoleStatementPageSchema.strict().safeParse(page.json).success).toBe(true);
      expect(page.json.next_before).toBeNull();
      const all = [...detail.statement.last, ...page.json.items];
      // every booking once (the rich member's own start line too), newest first
      const [lines] = await rows<{ n: number }>(t.db, sql`select count(*)::int as n from ledger_entries where collector_id = ${holder!.id}`);
      expect(all).toHaveLength(lines!.n);
      expect(new Set(all.map((e: { id: number }) => e.id)).size).toBe(all.length);
      expect(all.map((e: { id: number }) => e.id)).toEqual([...all.map((e: { id: number }) => e.id)].sort((a, b) => b - a));
      expect(all.map((e: { amount: number }) => e.amount).slice(0, 3)).toEqual([53, 52, 51]);
      // a smaller page goes on by its own cursor
      const small = (
        await consoleCall(app, 'GET', `/api/console/members/${m.token}/statement?before=${detail.statement.next_before}&limit=2`, { cookie: operator })
      ).json;
      expect(small.items.map((e: { id: number }) => e.id)).toEqual(page.json.items.slice(0, 2).map((e: { id: number }) => e.id));
      expect(small.next_before).toBe(small.items[1].id);
      // refusals: a bad cursor, an unknown member, an editor
      for (const q of ['before=0', 'before=abc', 'limit=51'])
        expect((await consoleCall(app, 'GET', `/api/console/members/${m.token}/statement?${q}`, { cookie: operator })).status).toBe(400);
      expect((await consoleCall(app, 'GET', '/api/console/members/gibt-es-nicht/statement?before=5', { cookie: operator })).json.error.code).toBe(
        'COLLECTOR_NOT_FOUND',
      );
      const editor = await loginAs(app, await staffMember(t.db, 'editor'), '10.7.0.10');
      expect((await consoleCall(app, 'GET', `/api/console/members/${m.token}/statement?before=5`, { cookie: editor })).status).toBe(403);
    });

    it("pages a member's orders by the cursor, newest first, each once; the member's page says whether older ones exist", async () => {
      const operator = await loginAs(app, await staffMember(t.db, 'operator'), '10.7.0.11');
      const m = await richMember(app, 300);
      const r = await makeReward(t.db, { cost: 10, delivery: 'digital', stock: 10 });
      for (let i = 0; i < 3; i++) await buy(app, m, r.id, { email: 'x@example.org' });
      const detail = (await consoleCall(app, 'GET', `/api/console/members/${m.token}`, { cookie: operator })).json;
      expect(consoleMemberDetailSchema.strict().safeParse(detail).success).toBe(true);
      expect(detail.orders).toHaveLength(3);
      expect(detail.orders_next_before).toBeNull();
      const ids = detail.orders.map((o: { id: number }) => o.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      // two at a time: the cursor goes on to the last one, then there is none older
      const first = await consoleCall(app, 'GET', `/api/console/members/${m.token}/orders?limit=2`, { cookie: operator });
      expect(first.status).toBe(200);
      expect(consoleOrdersPageSchema.strict().safeParse(first.json).success).toBe(true);
      expect(first.json.items.map((o: { id: number }) => o.id)).toEqual(ids.slice(0, 2));
      expect(first.json.next_before).toBe(ids[1]);
      const second = (await consoleCall(app, 'GET', `/api/console/members/${m.token}/orders?limit=2&before=${first.json.next_before}`, { cookie: operator }))
        .json;
      expect(second).toMatchObject({ items: [{ id: ids[2], reward: { title: r.title } }], next_before: null });
      for (const q of ['before=0', 'limit=0', 'limit=51'])
        expect((await consoleCall(app, 'GET', `/api/console/members/${m.token}/orders?${q}`, { cookie: operator })).status).toBe(400);
      expect((await consoleCall(app, 'GET', '/api/console/members/gibt-es-nicht/orders', { cookie: operator })).json.error.code).toBe('COLLECTOR_NOT_FOUND');
    });
  });

  describe('liability', () => {
    it("owes what members hold, shows what expires when, and the month's flow by source; it follows every booking", async () => {
      const operator = await loginAs(app, await staffMember(t.db, 'operator'), '10.8.0.1');
      const read = async () => (await consoleCall(app, 'GET', '/api/console/liability', { cookie: operator })).json;
      const before = await read();
      expect(liabilitySchema.strict().safeParse(before).success).toBe(true);
      expect(before.expiring).toHaveLength(13);
      expect(before.by_month).toHaveLength(12);
      const [sum] = await rows<{ s: string }>(t.db, sql`select coalesce(sum(amount), 0) as s from ledger_entries`);
      expect(before.outstanding).toBe(Number(sum!.s));

      // a member gets 300 by a staff booking and spends 120 of it
      const m = await richMember(app, 300);
      const r = await makeReward(t.db, { cost: 120, delivery: 'digital', stock: 5 });
      await buy(app, m, r.id, { email: 'x@example.org' });
      const after = await read();
      expect(after.outstanding - before.outstanding).toBe(180);
      const month = (l: typeof after) => l.by_month[l.by_month.length - 1];
      expect(month(after).issued_by_source.adjustment - month(before).issued_by_source.adjustment).toBe(300);
      expect(month(after).issued - month(before).issued).toBe(300);
      expect(month(after).spent - month(before).spent).toBe(120);
      // a voucher's and a birthday gift's Räppli are issued too, each under its own source
      const holder = await collectorByToken(t.db, m.token);
      await credit(t.db, holder!.id, {
        amount: 25,
        kind: 'voucher',
        reason: 'voucher',
        params: { title: 'Herbst-Code' },
        reference: 'voucher:test',
        idempotencyKey: 'liability:voucher',
      });
      await credit(t.db, holder!.id, {
        amount: 50,
        kind: 'birthday',
        reason: 'birthday',
        params: {},
        reference: 'birthday:test',
        idempotencyKey: 'liability:birthday',
      });
      const gifts = await read();
      expect(month(gifts).issued_by_source.voucher - month(after).issued_by_source.voucher).toBe(25);
      expect(month(gifts).issued_by_source.gift - month(after).issued_by_source.gift).toBe(50);
      expect(month(gifts).issued - month(after).issued).toBe(75);
      // issued is every credit of the month but refunds and transfers: nothing is left out
      const [credits] = await rows<{ s: string }>(
        t.db,
        sql`select coalesce(sum(amount), 0) as s from ledger_entries where amount > 0 and kind not in ('refund', 'transfer_in')
              and to_char(created_at at time zone 'Europe/Vienna', 'YYYY-MM') = ${month(after).month}`,
      );
      expect(month(gifts).issued).toBe(Number(credits!.s));
      const sources = month(gifts).issued_by_source as Record<string, number>;
      expect(Object.values(sources).reduce((a, b) => a + b, 0)).toBe(month(gifts).issued);
      // the booking's Räppli expire after the configured 12 months: in the last month shown
      expect(
        after.expiring.reduce((s: number, e: { amount: number }) => s + e.amount, 0) -
          before.expiring.reduce((s: number, e: { amount: number }) => s + e.amount, 0),
      ).toBe(180);
      // editors do not read it
      expect(
        (await consoleCall(app, 'GET', '/api/console/liability', { cookie: await loginAs(app, await staffMember(t.db, 'editor'), '10.8.0.2') })).status,
      ).toBe(403);
    });

    it("shows what is issued on any day, a month's last day too, in the last month of the window", async () => {
      const holder = await collectorByToken(t.db, (await richMember(app, 1)).token);
      const zone = 'Europe/Vienna';
      // a mid-month day, a month's last day in the evening (the next day in UTC is still this one here),
      // and a leap day (twelve months on is 28 February)
      for (const [i, at] of ['2026-11-12T10:00:00Z', '2026-11-30T22:30:00Z', '2027-01-31T22:59:00Z', '2028-02-29T12:00:00Z'].entries()) {
        const now = new Date(at);
        const before = await liability(t.db, zone, now);
        await credit(t.db, holder!.id, {
          amount: 7,
          kind: 'earn',
          reason: 'earn',
          params: {},
          reference: `edge:${i}`,
          idempotencyKey: `liability:edge:${i}`,
          expiresAt: creditExpiry(now, 12, zone),
        });
        const after = await liability(t.db, zone, now);
        expect(after.expiring.map((e, m) => e.amount - before.expiring[m]!.amount)).toEqual([...Array(12).fill(0), 7]);
      }
    });
  });

  describe('data protection', () => {
    it('exports everything about a member, and erasure removes every personal field while Σ ledger stays', async () => {
      const operator = await loginAs(app, await staffMember(t.db, 'operator'), '10.9.0.1');
      const admin = await loginAs(app, await staffMember(t.db, 'admin'), '10.9.0.2');
      const m = await richMember(app, 400);
      const book = await makeReward(t.db, { delivery: 'delivery', cost: 40, stock: 5 });
      await buy(app, m, book.id, { address: ADDRESS, telephone: '+43 660 7654321' });
      const id = (await collectorByToken(t.db, m.token)).id;
      const [ssoId] = await rows<{ id: string }>(t.db, sql`select sso_user_id as id from collectors where id = ${id}`);
      await t.db.execute(sql`update sso_users set email = 'privat@example.org', firstname = 'Lea', lastname = 'Muster' where id = ${ssoId!.id}`);

      const exported = await consoleCall(app, 'GET', `/api/console/members/${encodeURIComponent(m.token)}/export`, { cookie: operator });
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-disposition')).toMatch(/attachment; filename="raeppli-c.{8}\.json"/);
      expect(exported.json.profile).toMatchObject({ email: 'privat@example.org', firstname: 'Lea' });
      expect(exported.json.profile.passwordHash).toBeUndefined();
      expect(exported.json.orders[0].contact.address.city).toBe('Bregenz');
      expect(exported.json.ledger.length).toBeGreaterThan(1);

      const ledgerSum = async () =>
        Number((await rows<{ s: string }>(t.db, sql`select coalesce(sum(amount), 0) as s from ledger_entries where collector_id = ${id}`))[0]!.s);
      const before = await ledgerSum();
      expect((await consoleCall(app, 'POST', `/api/console/members/${encodeURIComponent(m.token)}/erase`, { cookie: operator })).status).toBe(403);
      const erased = await consoleCall(app, 'POST', `/api/console/members/${encodeURIComponent(m.token)}/erase`, { cookie: admin });
      expect(erased.status).toBe(200);
      expect(erased.json).toEqual({ erased: true, balance: before });
      expect(await ledgerSum()).toBe(before);
      expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(before);
      // no personal field is left anywhere
      const after = await consoleCall(app, 'GET', `/api/console/members/${encodeURIComponent(m.token)}/export`, { cookie: operator });
      expect(after.json.profile).toBeNull();
      const text = JSON.stringify(after.json);
      for (const personal of ['privat@example.org', 'Lea', 'Muster', 'Kirchstrasse', '7654321', ssoId!.id])
        expect({ personal, found: text.includes(personal) }).toEqual({ personal, found: false });
      expect(await rows(t.db, sql`select id from sso_users where id = ${ssoId!.id}`)).toEqual([]);
      const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.erase'));
      expect(JSON.stringify(audited)).not.toContain('privat@example.org');
      // the member no longer collects
      expect((await collectorByToken(t.db, m.token)).optedOutAt).not.toBeNull();
    });
  });

  describe('audit log', () => {
    it('records every staff write with before and after, and the database refuses to change or delete it', async () => {
      const editor = await staffMember(t.db, 'editor');
      const cookie = await loginAs(app, editor, '10.5.0.1');
      const { json: r } = await consoleCall(app, 'POST', '/api/console/rewards', { cookie, body: REWARD });
      await consoleCall(app, 'PUT', `/api/console/rewards/${r.id}`, { cookie, body: { ...REWARD, cost: 99 } });
      await consoleCall(app, 'POST', `/api/console/rewards/${r.id}/publish`, { cookie });
      await consoleCall(app, 'POST', `/api/console/rewards/${r.id}/pause`, { cookie, body: { paused: true } });

      const admin = await loginAs(app, await staffMember(t.db, 'admin'), '10.5.0.2');
      const log = await consoleCall(app, 'GET', `/api/console/audit?resource=reward&resource_id=${r.id}`, { cookie: admin });
      expect(log.status).toBe(200);
      expect(log.json.items.map((e: { action: string }) => e.action)).toEqual(['reward.pause', 'reward.publish', 'reward.update', 'reward.create']);
      const update = log.json.items[2];
      expect(update.staff.email).toBe(editor.email);
      expect(update.before.cost).toBe(120);
      expect(update.after.cost).toBe(99);
      expect(log.json.items[0]).toMatchObject({ before: { suspended: false }, after: { suspended: true } });
      // logins are in it too; passwords never
      const logins = await consoleCall(app, 'GET', '/api/console/audit?resource=session', { cookie: admin });
      expect(logins.json.items.length).toBeGreaterThan(0);
      const all = await t.db.select().from(auditLog);
      expect(JSON.stringify(all)).not.toContain(PASSWORD);

      const [row] = await t.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.resourceId, String(r.id)));
      // (drizzle wraps the database's refusal: its own words are the cause)
      const refusal = async (write: Promise<unknown>) => {
        try {
          await write;
          return 'written';
        } catch (err) {
          return String((err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message);
        }
      };
      expect(await refusal(t.db.update(auditLog).set({ action: 'reward.nothing' }).where(eq(auditLog.id, row!.id)))).toMatch(/append-only/);
      expect(await refusal(t.db.delete(auditLog).where(eq(auditLog.id, row!.id)))).toMatch(/append-only/);
      expect(await refusal(t.db.execute(sql`truncate audit_log`))).toMatch(/append-only/);
      expect((await t.db.select().from(auditLog).where(eq(auditLog.id, row!.id)))[0]!.action).toBe(row!.action);
      // a reward with a draft changes only on publish: the row itself shows what members see
      const [live] = await t.db.select().from(rewards).where(eq(rewards.id, r.id));
      expect(live!.cost).toBe(99);
    });

    it('pages older entries by the cursor with the same filter: no entry twice, none lost', async () => {
      const cookie = await loginAs(app, await staffMember(t.db, 'editor'), '10.5.0.3');
      const { json: r } = await consoleCall(app, 'POST', '/api/console/rewards', { cookie, body: REWARD });
      // another reward's entries in between: the cursor keeps the filter
      const { json: other } = await consoleCall(app, 'POST', '/api/console/rewards', { cookie, body: REWARD });
      for (const cost of [101, 102]) {
        await consoleCall(app, 'PUT', `/api/console/rewards/${r.id}`, { cookie, body: { ...REWARD, cost } });
        await consoleCall(app, 'PUT', `/api/console/rewards/${other.id}`, { cookie, body: { ...REWARD, cost } });
      }
      await consoleCall(app, 'POST', `/api/console/rewards/${r.id}/publish`, { cookie });

      const admin = await loginAs(app, await staffMember(t.db, 'admin'), '10.5.0.4');
      const filter = `resource=reward&resource_id=${r.id}`;
      const ids = (page: { items: { id: number }[] }) => page.items.map((e) => e.id);
      const all = await consoleCall(app, 'GET', `/api/console/audit?${filter}`, { cookie: admin });
      expect(all.json.items.map((e: { action: string }) => e.action)).toEqual(['reward.publish', 'reward.update', 'reward.update', 'reward.create']);
      expect(all.json.next_before).toBeNull();

      const first = await consoleCall(app, 'GET', `/api/console/audit?${filter}&limit=2`, { cookie: admin });
      expect(first.status).toBe(200);
      expect(auditListSchema.strict().safeParse(first.json).success).toBe(true);
      expect(ids(first.json)).toEqual(ids(all.json).slice(0, 2));
      expect(first.json.next_before).toBe(first.json.items[1].id);
      const second = await consoleCall(app, 'GET', `/api/console/audit?${filter}&limit=2&before=${first.json.next_before}`, { cookie: admin });
      expect(second.status).toBe(200);
      expect(second.json.next_before).toBeNull();
      const paged = [...ids(first.json), ...ids(second.json)];
      expect(new Set(paged).size).toBe(paged.length);
      expect(paged).toEqual(ids(all.json));
      expect(second.json.items.every((e: { resource: string; resource_id: string }) => e.resource === 'reward' && e.resource_id === String(r.id))).toBe(true);

      // a cursor that is no record number
      expect((await consoleCall(app, 'GET', '/api/console/audit?before=0', { cookie: admin })).json.error.code).toBe('VALIDATION_FAILED');
    });
  });
});
