// Admins manage staff accounts (docs/console.md, "Staff accounts"): PATCH /api/console/staff/{id}
// changes a role, disables or enables an account, or sets a new password; each ends the account's
// sessions, is audited, and never leaves the console without an active admin.
import { and, count, eq } from 'drizzle-orm';
import { staffSchema } from '@/lib/contracts/console';
import messages from '@/messages/de.json';
import { auditLog, staff, staffSessions } from '@/lib/server/db/schema';
import { ApiError } from '@/lib/server/errors';
import { updateStaff } from '@/lib/server/console/staff-update';
import { describeEachDatabase, makeApp } from '../helpers/db';
import type { App } from '../helpers/loyalty';
import { consoleCall, loginAs, PASSWORD, staffMember } from '../helpers/console';

const NEW_PASSWORD = 'Ein-neues-Passwort-2027';

describeEachDatabase('console staff accounts', (t) => {
  let app: App;
  beforeAll(() => {
    // Behind our proxy: each test logs in from its own addresses, out of the login throttle's way.
    app = makeApp(t.database, { TRUST_PROXY: 'true' }).app;
  });

  const accountOf = async (email: string) => (await t.db.select().from(staff).where(eq(staff.email, email)))[0]!;
  const sessionsOf = async (id: number) => Number((await t.db.select({ n: count() }).from(staffSessions).where(eq(staffSessions.staffId, id)))[0]!.n);
  const auditOf = (id: number) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'staff'), eq(auditLog.resourceId, String(id))))
      .orderBy(auditLog.id);
  const patch = (cookie: string | undefined, id: number | string, body?: unknown) => consoleCall(app, 'PATCH', `/api/console/staff/${id}`, { cookie, body });
  const me = async (cookie: string) => (await consoleCall(app, 'GET', '/api/console/me', { cookie })).status;

  /** A signed-in admin and a signed-in account of `role` to change. */
  async function adminAndAccount(role: 'editor' | 'operator' | 'admin', ip: string) {
    const adminWho = await staffMember(t.db, 'admin');
    const who = await staffMember(t.db, role);
    const admin = await loginAs(app, adminWho, ip);
    const cookie = await loginAs(app, who, ip);
    return { admin, adminId: (await accountOf(adminWho.email)).id, who, cookie, id: (await accountOf(who.email)).id };
  }

  /** Leaves `keep` as the only active admins (disabling the others, through the API as the first of them). */
  async function onlyAdmins(keep: string[], ip: string) {
    const cookie = await loginAs(app, { email: keep[0]!, password: PASSWORD }, ip);
    const list = await consoleCall(app, 'GET', '/api/console/staff', { cookie });
    for (const s of list.json.items as { id: number; email: string; role: string; disabled: boolean }[]) {
      if (s.role === 'admin' && !s.disabled && !keep.includes(s.email)) expect((await patch(cookie, s.id, { disabled: true })).status).toBe(200);
    }
    return cookie;
  }

  it('changes a role: it applies at once, the sessions of the account end, and the change is audited', async () => {
    const { admin, adminId, who, cookie, id } = await adminAndAccount('editor', '10.20.0.1');
    const res = await patch(admin, id, { role: 'operator' });
    expect(res.status).toBe(200);
    expect(staffSchema.strict().safeParse(res.json).success).toBe(true);
    expect(res.json).toMatchObject({ id, email: who.email, role: 'operator', disabled: false });

    expect(await me(cookie)).toBe(401);
    expect(await sessionsOf(id)).toBe(0);
    const again = await loginAs(app, who, '10.20.0.1');
    expect((await consoleCall(app, 'GET', '/api/console/me', { cookie: again })).json.staff.role).toBe('operator');
    expect((await consoleCall(app, 'GET', '/api/console/rewards', { cookie: again })).status).toBe(403);
    expect((await consoleCall(app, 'GET', '/api/console/orders', { cookie: again })).status).toBe(200);
    // the admin's own session is untouched
    expect(await me(admin)).toBe(200);

    const [, entry] = await auditOf(id);
    expect(entry).toMatchObject({
      staffId: adminId,
      action: 'staff.update',
      before: { role: 'editor', disabled: false },
      after: { role: 'operator', disabled: false, sessions_ended: 1 },
    });
    // and the admins read it in the audit log
    const log = await consoleCall(app, 'GET', `/api/console/audit?resource=staff&resource_id=${id}`, { cookie: admin });
    expect(log.json.items.map((e: { action: string }) => e.action)).toEqual(['staff.update', 'staff.create']);
  });

  it('disabling ends the sessions and refuses the login as a wrong password; the list shows it; enabling lets it in again', async () => {
    const { admin, who, cookie, id } = await adminAndAccount('editor', '10.20.1.1');
    const res = await patch(admin, id, { disabled: true });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, role: 'editor', disabled: true });
    expect(await me(cookie)).toBe(401);
    expect(await sessionsOf(id)).toBe(0);

    const login = await consoleCall(app, 'POST', '/api/console/session', { body: who, ip: '10.20.1.2' });
    expect(login.status).toBe(401);
    expect(login.json.error).toEqual({ code: 'CONSOLE_LOGIN_FAILED', message: 'E-Mail-Adresse oder Passwort stimmen nicht.' });
    expect(login.headers.get('set-cookie')).toBeNull();
    expect(await sessionsOf(id)).toBe(0);

    const list = await consoleCall(app, 'GET', '/api/console/staff', { cookie: admin });
    expect(list.json.items.find((s: { id: number }) => s.id === id)).toMatchObject({ disabled: true });
    const entry = (await auditOf(id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'staff.update', before: { disabled: false }, after: { disabled: true, sessions_ended: 1 } });

    const enabled = await patch(admin, id, { disabled: false });
    expect(enabled.json).toMatchObject({ id, disabled: false });
    expect(await me(await loginAs(app, who, '10.20.1.3'))).toBe(200);
  });

  it('a new password ends the sessions of the account: the new one logs in, the old one no longer', async () => {
    const { admin, who, cookie, id } = await adminAndAccount('operator', '10.20.2.1');
    const before = await accountOf(who.email);
    const res = await patch(admin, id, { password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id, role: 'operator', disabled: false });
    expect(JSON.stringify(res.json)).not.toContain(NEW_PASSWORD);
    expect(await me(cookie)).toBe(401);
    expect((await accountOf(who.email)).passwordHash).not.toBe(before.passwordHash);

    expect((await consoleCall(app, 'POST', '/api/console/session', { body: who, ip: '10.20.2.2' })).status).toBe(401);
    expect(await me(await loginAs(app, { email: who.email, password: NEW_PASSWORD }, '10.20.2.2'))).toBe(200);

    // audited as changed, never with the password or its hash
    const entry = (await auditOf(id)).at(-1)!;
    expect(entry).toMatchObject({ action: 'staff.update', after: { password_changed: true, sessions_ended: 1 } });
    const written = JSON.stringify(entry);
    expect(written).not.toContain(NEW_PASSWORD);
    expect(written).not.toContain('scrypt$');
  });

  it("an admin's own new password keeps the session that set it and ends the others", async () => {
    const adminWho = await staffMember(t.db, 'admin');
    const here = await loginAs(app, adminWho, '10.20.3.1');
    const elsewhere = await loginAs(app, adminWho, '10.20.3.2');
    const { id } = await accountOf(adminWho.email);
    expect((await patch(here, id, { password: NEW_PASSWORD })).status).toBe(200);
    expect(await me(here)).toBe(200);
    expect(await me(elsewhere)).toBe(401);
    expect(await sessionsOf(id)).toBe(1);
    expect(await me(await loginAs(app, { email: adminWho.email, password: NEW_PASSWORD }, '10.20.3.3'))).toBe(200);
  });

  it('refuses with LAST_ADMIN to demote or disable the only active admin, and changes nothing', async () => {
    const lastWho = await staffMember(t.db, 'admin');
    const last = await onlyAdmins([lastWho.email], '10.20.4.1');
    const { id } = await accountOf(lastWho.email);
    const row = await accountOf(lastWho.email);
    const audited = (await auditOf(id)).length;
    for (const body of [{ role: 'editor' }, { role: 'operator' }, { disabled: true }, { role: 'editor', password: NEW_PASSWORD }]) {
      const res = await patch(last, id, body);
      expect(res.status).toBe(409);
      expect(res.json.error).toEqual({ code: 'LAST_ADMIN', message: messages.errors.LAST_ADMIN });
    }
    expect(await accountOf(lastWho.email)).toEqual(row);
    expect((await auditOf(id)).length).toBe(audited);
    expect(await me(last)).toBe(200);
    // the password alone is no loss of an admin
    expect((await patch(last, id, { password: NEW_PASSWORD })).status).toBe(200);

    // a second active admin, and the first may step down
    const otherWho = await staffMember(t.db, 'admin');
    const other = await accountOf(otherWho.email);
    expect((await patch(last, id, { role: 'editor' })).json).toMatchObject({ role: 'editor' });
    // stepping down keeps the session that asked, now with the new role
    expect((await consoleCall(app, 'GET', '/api/console/me', { cookie: last })).json.staff.role).toBe('editor');
    expect((await consoleCall(app, 'GET', '/api/console/staff', { cookie: last })).status).toBe(403);
    // the second is now the last one, and cannot be disabled either
    const second = await loginAs(app, otherWho, '10.20.4.2');
    expect((await patch(second, other.id, { disabled: true })).json.error.code).toBe('LAST_ADMIN');
  });

  it('of two admins demoting each other at once, one wins and the other gets LAST_ADMIN (the admin rows are locked)', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await staffMember(t.db, 'admin');
      const b = await staffMember(t.db, 'admin');
      await onlyAdmins([a.email, b.email], `10.20.5.${round + 1}`);
      const [idA, idB] = [(await accountOf(a.email)).id, (await accountOf(b.email)).id];
      const results = await Promise.allSettled([
        updateStaff(t.db, { id: idA }, idB, { role: 'editor' }),
        updateStaff(t.db, { id: idB }, idA, { role: 'editor' }),
      ]);
      const refused = results.filter((r) => r.status === 'rejected').map((r) => ((r as PromiseRejectedResult).reason as ApiError).code);
      expect(refused).toEqual(['LAST_ADMIN']);
      const admins = await t.db.select().from(staff).where(eq(staff.role, 'admin'));
      expect(
        admins
          .filter((s) => s.disabledAt === null)
          .map((s) => s.id)
          .filter((s) => s === idA || s === idB),
      ).toHaveLength(1);
      // the winner stays admin for the next round's setup
      const winner = results[0]!.status === 'fulfilled' ? a : b;
      expect((await accountOf(winner.email)).role).toBe('admin');
    }
  });

  it('answers STAFF_NOT_FOUND for an unknown account, and 400 for an id that is none', async () => {
    const admin = await loginAs(app, await staffMember(t.db, 'admin'), '10.20.6.1');
    const res = await patch(admin, 987654321, { disabled: true });
    expect(res.status).toBe(404);
    expect(res.json.error).toEqual({ code: 'STAFF_NOT_FOUND', message: 'Dieses Konto gibt es nicht.' });
    expect((await patch(admin, 'abc', { disabled: true })).status).toBe(400);
  });

  it('is for admins only: editors and operators get 403, no session 401, another origin 403; nothing changes', async () => {
    const { id, who, cookie: target } = await adminAndAccount('editor', '10.20.7.1');
    const row = await accountOf(who.email);
    for (const role of ['editor', 'operator'] as const) {
      const cookie = await loginAs(app, await staffMember(t.db, role), '10.20.7.2');
      const res = await patch(cookie, id, { disabled: true });
      expect(res.status).toBe(403);
      expect(res.json.error).toEqual({ code: 'FORBIDDEN', message: 'Dafür fehlt dir die Berechtigung.' });
    }
    expect((await patch(undefined, id, { disabled: true })).json.error.code).toBe('CONSOLE_SESSION_REQUIRED');
    const admin = await loginAs(app, await staffMember(t.db, 'admin'), '10.20.7.3');
    const forged = await consoleCall(app, 'PATCH', `/api/console/staff/${id}`, { cookie: admin, origin: 'https://evil.example', body: { disabled: true } });
    expect(forged.status).toBe(403);
    expect(forged.json.error.code).toBe('ORIGIN_REFUSED');
    // a caller who is no (active) admin any more when the change is made is refused as well
    const editorId = (await accountOf((await staffMember(t.db, 'editor')).email)).id;
    await expect(updateStaff(t.db, { id: editorId }, id, { disabled: true })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await accountOf(who.email)).toEqual(row);
    expect(await me(target)).toBe(200);
  });

  it('refuses bad bodies with 400 in German and changes nothing', async () => {
    const { admin, who, cookie, id } = await adminAndAccount('editor', '10.20.8.1');
    const row = await accountOf(who.email);
    const audited = (await auditOf(id)).length;
    const bodies: [unknown, string, string][] = [
      [{}, '', messages.console.staff.changeRequired],
      [undefined, '', messages.console.staff.changeRequired],
      [{ role: 'operator', name: 'Neu' }, '', ''],
      [{ password: 'kurz' }, 'password', 'Das Passwort braucht mindestens 12 Zeichen.'],
      [{ password: 'x'.repeat(257) }, 'password', ''],
      [{ role: 'boss' }, 'role', ''],
      [{ disabled: 'ja' }, 'disabled', ''],
      [{ role: null }, 'role', ''],
    ];
    for (const [body, path, message] of bodies) {
      const res = await patch(admin, id, body);
      expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400]);
      expect(res.json.error.code).toBe('VALIDATION_FAILED');
      const issue = (res.json.error.details as { path: string; message: string }[])[0]!;
      expect(issue.path).toBe(path);
      if (message) expect(issue.message).toBe(message);
    }
    expect(await accountOf(who.email)).toEqual(row);
    expect((await auditOf(id)).length).toBe(audited);
    expect(await me(cookie)).toBe(200);
  });
});
