// Our SSO service at /sso/ and the member's personal data (docs/sso.md):
// the pair names the user and a wrong one changes nothing; the password rules and throttle; the
// avatar re-encoded without metadata; personal data in the server's names, "nothing changed".
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { ssoUserResultSchema } from '@/lib/contracts/sso';
import { ssoUsers } from '@/lib/server/db/schema';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { collectorByToken, hostPost, newKey, newMember, sendAdjustment, type App } from '../helpers/loyalty';
import { TEST_API_KEY } from '../helpers/db';

type Pair = { token: string; hash?: string; ssoToken?: string };

describeEachDatabase('SSO service', (t) => {
  let app: App;
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'raeppli-sso-'));
    app = makeApp(t.database, { DATA_DIR: dataDir }).app;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  let users = 0;
  const member = async () => (await newMember(app, `sso-${process.pid}-${++users}-${Date.now()}`)) as Required<Pair>;
  const userOf = async (m: Required<Pair>) => (await t.db.select().from(ssoUsers).where(eq(ssoUsers.token, m.ssoToken)))[0]!;
  const json = (body: unknown) => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const call = async (url: string, init: RequestInit) => {
    const res = await app.request(url, init);
    const text = await res.text();
    return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
  };
  const setPassword = (userId: string, password: string) =>
    app.request(`/api/host/users/${userId}/password`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password }),
    });

  describe('update/user', () => {
    it('takes form data or JSON in the web view’s names and answers the user', async () => {
      const m = await member();
      const form = new URLSearchParams({
        h: m.hash,
        t: m.ssoToken,
        login: `lea${users}`,
        firstname: 'Lea',
        lastname: 'Muster',
        phone: '+43 5574 12345',
        street: 'Kirchstrasse',
        street_no: '12a',
        zip_code: '6900',
        city: 'Bregenz',
        country: 'AT',
        birthday: '1990-04-01',
      });
      const res = await call('/sso/update/user', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: form.toString() });
      expect(res.status).toBe(200);
      expect(ssoUserResultSchema.strict().safeParse(res.body).success).toBe(true);
      expect(res.body.user).toMatchObject({
        login: `lea${users}`,
        phone: '+43 5574 12345',
        street_no: '12a',
        zip_code: '6900',
        birthday: '1990-04-01',
        has_password: false,
        avatar_url: null,
      });
      const stored = await userOf(m);
      expect(stored).toMatchObject({ telephone: '+43 5574 12345', streetNr: '12a', postcode: '6900' });

      const again = await call('/sso/update/user', json({ h: m.hash, t: m.ssoToken, city: 'Dornbirn', street: '' }));
      expect(again.body.user).toMatchObject({ city: 'Dornbirn', street: null, firstname: 'Lea' });
    });

    it('refuses a wrong or missing pair (401) and bad fields (400 naming them), changing nothing', async () => {
      const m = await member();
      const before = await userOf(m);
      const wrong = await call('/sso/update/user', json({ h: '0'.repeat(64), t: m.ssoToken, firstname: 'Mallory' }));
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.code).toBe('INVALID_HASH_TOKEN');
      expect((await call('/sso/update/user', json({ firstname: 'Mallory' }))).body.error.code).toBe('MISSING_HASH_TOKEN');
      const bad = await call(
        '/sso/update/user',
        json({ h: m.hash, t: m.ssoToken, zip_code: '!', email: 'keine-adresse', birthday: '2999-01-01', firstname: 'Eve' }),
      );
      expect(bad.status).toBe(400);
      expect((bad.body.error.details as { path: string }[]).map((d) => d.path).sort()).toEqual(['birthday', 'email', 'zip_code']);
      expect(await userOf(m)).toEqual(before);
    });

    it('keeps usernames unique: 409 USERNAME_TAKEN', async () => {
      const a = await member();
      const b = await member();
      expect((await call('/sso/update/user', json({ h: a.hash, t: a.ssoToken, login: `anna${users}` }))).status).toBe(200);
      const taken = await call('/sso/update/user', json({ h: b.hash, t: b.ssoToken, login: `anna${users}` }));
      expect(taken.status).toBe(409);
      expect(taken.body.error.code).toBe('USERNAME_TAKEN');
    });
  });

  describe('personal data', () => {
    const q = (m: Required<Pair>) => `collector_token=${encodeURIComponent(m.token)}&hash=${m.hash}&token=${encodeURIComponent(m.ssoToken)}`;

    it('reads and saves in the server’s names; "nothing changed" writes nothing', async () => {
      const m = await member();
      const saved = await call(
        `/api/me/personalData?${q(m)}`,
        json({ data: { firstname: 'Max', telephone: '0664 1234567', street_nr: '3', postcode: '6850', gender: 'm' } }),
      );
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ changed: true, data: { firstname: 'Max', telephone: '0664 1234567', street_nr: '3', postcode: '6850', gender: 'm' } });
      const stamp = (await userOf(m)).updatedAt;
      const same = await call(`/api/me/personalData?${q(m)}`, json({ data: { firstname: 'Max', gender: 'm' } }));
      expect(same.body).toMatchObject({ changed: false });
      expect((await userOf(m)).updatedAt).toEqual(stamp);
      const read = await call(`/api/me/personalData?${q(m)}`, { method: 'GET' });
      expect(read.body.data).toEqual(saved.body.data);
    });

    it('is for identified members with the pair only', async () => {
      const anonymous = await newMember(app);
      const res = await call(`/api/me/personalData?collector_token=${anonymous.token}`, { method: 'GET' });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('ANONYMOUS_NOT_ALLOWED');
      const m = await member();
      expect((await call(`/api/me/personalData?collector_token=${m.token}`, { method: 'GET' })).status).toBe(401);
    });
  });

  describe('password', () => {
    const change = (m: Required<Pair>, body: Record<string, string>) => call('/sso/password', json({ h: m.hash, t: m.ssoToken, ...body }));

    it('applies each rule in order, and changes it when all hold', async () => {
      const m = await member();
      const user = await userOf(m);
      expect((await change(m, { current_password: 'x', new_password: 'neues-passwort', new_password_confirmation: 'neues-passwort' })).body.error.code).toBe(
        'PASSWORD_NOT_SET',
      );
      expect((await setPassword(user.id, 'start-passwort')).status).toBe(204);
      expect((await setPassword('niemand', 'start-passwort')).status).toBe(404);
      const cases: [Record<string, string>, number, string, string][] = [
        [{ current_password: 'start-passwort', new_password: '' }, 400, 'PASSWORD_FIELDS_REQUIRED', 'Alle Felder müssen ausgefüllt werden.'],
        [
          { current_password: 'start-passwort', new_password: 'kurz', new_password_confirmation: 'kurz' },
          400,
          'PASSWORD_TOO_SHORT',
          'Das neue Passwort braucht mindestens 6 Zeichen.',
        ],
        [
          { current_password: 'start-passwort', new_password: 'neues-passwort', new_password_confirmation: 'anderes-passwort' },
          400,
          'PASSWORD_MISMATCH',
          'Das neue Passwort und seine Wiederholung stimmen nicht überein.',
        ],
        [
          { current_password: 'start-passwort', new_password: 'start-passwort', new_password_confirmation: 'start-passwort' },
          400,
          'PASSWORD_UNCHANGED',
          'Das neue Passwort muss sich vom bisherigen unterscheiden.',
        ],
        [
          { current_password: 'falsch-falsch', new_password: 'neues-passwort', new_password_confirmation: 'neues-passwort' },
          401,
          'PASSWORD_WRONG',
          'Das aktuelle Passwort stimmt nicht.',
        ],
      ];
      for (const [body, status, code, message] of cases) {
        const res = await change(m, body);
        expect([code, res.status, res.body.error]).toEqual([code, status, expect.objectContaining({ code, message })]);
      }
      const ok = await app.request(
        '/sso/password',
        json({ h: m.hash, t: m.ssoToken, current_password: 'start-passwort', new_password: 'neues-passwort', new_password_confirmation: 'neues-passwort' }),
      );
      expect(ok.status).toBe(204);
      expect(await ok.text()).toBe('');
      expect(
        (await change(m, { current_password: 'neues-passwort', new_password: 'drittes-passwort', new_password_confirmation: 'drittes-passwort' })).status,
      ).toBe(204);
      // a wrong pair changes nothing
      expect(
        (
          await call(
            '/sso/password',
            json({
              h: '0'.repeat(64),
              t: m.ssoToken,
              current_password: 'drittes-passwort',
              new_password: 'x'.repeat(8),
              new_password_confirmation: 'x'.repeat(8),
            }),
          )
        ).status,
      ).toBe(401);
      expect(
        (await change(m, { current_password: 'drittes-passwort', new_password: 'viertes-passwort', new_password_confirmation: 'viertes-passwort' })).status,
      ).toBe(204);
    });

    it('says a body too large is too large (not that a picture is), takes no lone UTF-16 surrogate, names broken JSON', async () => {
      const m = await member();
      const big = await change(m, { current_password: 'p'.repeat(17 * 1024), new_password: 'neues-passwort', new_password_confirmation: 'neues-passwort' });
      expect([big.status, big.body.error]).toEqual([413, { code: 'PAYLOAD_TOO_LARGE', message: 'Die Anfrage ist zu groß.' }]);
      const lone = await call('/sso/update/user', { ...json({}), body: `{"h":"${m.hash}","t":"${m.ssoToken}","firstname":"Anna\\ud800"}` });
      expect([lone.status, lone.body.error.code, lone.body.error.details]).toEqual([
        400,
        'VALIDATION_FAILED',
        [expect.objectContaining({ path: 'firstname' })],
      ]);
      expect((await userOf(m)).firstname).toBeNull();
      // Unparseable JSON is said as the API says it (one reader of JSON bodies, lib/server/http/body.ts).
      const broken = await call('/sso/update/user', { ...json({}), body: `{"h":"${m.hash}",` });
      expect([broken.status, broken.body.error.code]).toEqual([400, 'INVALID_JSON']);
    });

    it('throttles 5 wrong current passwords within 15 minutes: 429 with Retry-After, even for the right one', async () => {
      const m = await member();
      await setPassword((await userOf(m)).id, 'richtiges-passwort');
      for (let i = 0; i < 5; i++)
        expect((await change(m, { current_password: `falsch-${i}`, new_password: 'neues-passwort', new_password_confirmation: 'neues-passwort' })).status).toBe(
          401,
        );
      const blocked = await change(m, { current_password: 'richtiges-passwort', new_password: 'neues-passwort', new_password_confirmation: 'neues-passwort' });
      expect(blocked.status).toBe(429);
      expect(blocked.body.error.code).toBe('RATE_LIMITED');
      const retry = Number(blocked.headers.get('retry-after'));
      expect(retry).toBeGreaterThan(14 * 60);
      expect(retry).toBeLessThanOrEqual(15 * 60);
      // the profile's password form says the wait in minutes from the details (components/profile/profile-messages.test.tsx)
      expect(blocked.body.error.details).toEqual({ retry_after: retry });
      // the host's reset clears it
      await setPassword((await userOf(m)).id, 'zurueckgesetzt');
      expect(
        (await change(m, { current_password: 'zurueckgesetzt', new_password: 'neues-passwort', new_password_confirmation: 'neues-passwort' })).status,
      ).toBe(204);
    });
  });

  describe('avatar', () => {
    const upload = (m: Required<Pair>, bytes: Buffer, name = 'bild.jpg', type = 'image/jpeg') => {
      const form = new FormData();
      form.set('file', new File([new Uint8Array(bytes)], name, { type }));
      form.set('hash', m.hash);
      form.set('token', m.ssoToken);
      return call('/sso/avatar', { method: 'POST', body: form });
    };

    it('re-encodes a JPEG with GPS data to a 256 × 256 WebP without metadata, served for a year; delete removes it', async () => {
      const m = await member();
      const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 16, b: 46 } } })
        .jpeg()
        .withExif({
          IFD0: { Make: 'Testkamera' },
          IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '47/1 30/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '9/1 44/1 0/1' },
        })
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const res = await upload(m, photo);
      expect(res.status).toBe(200);
      expect(res.body.avatar_url).toMatch(/^\/sso\/avatars\/[0-9a-f]{64}\.webp$/);
      const served = await app.request(res.body.avatar_url);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height, exif: meta.exif, icc: meta.icc }).toEqual({
        format: 'webp',
        width: 256,
        height: 256,
        exif: undefined,
        icc: undefined,
      });
      expect(bytes.toString('latin1')).not.toContain('Testkamera');

      const del = await app.request(`/sso/avatar?hash=${m.hash}&token=${encodeURIComponent(m.ssoToken)}`, { method: 'DELETE' });
      expect(del.status).toBe(204);
      expect((await userOf(m)).avatarKey).toBeNull();
      expect((await app.request(res.body.avatar_url)).status).toBe(404);
    });

    it('takes 50 parallel uploads of one picture by ten members: each answers 200, one file serves them all', async () => {
      // The temporary file was named by the picture and the process: parallel writes renamed each
      // other's away and answered 500.
      const members = await Promise.all(Array.from({ length: 10 }, () => member()));
      const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#c8102e' } })
        .png()
        .toBuffer();
      const answers = await Promise.all(members.flatMap((m) => Array.from({ length: 5 }, () => upload(m, picture, 'bild.png', 'image/png'))));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      const urls = new Set(answers.map((a) => a.body.avatar_url));
      expect(urls.size).toBe(1);
      expect((await app.request([...urls][0])).status).toBe(200);
      for (const m of members) expect((await userOf(m)).avatarKey).toBe([...urls][0].split('/').pop());
    });

    it('refuses what is no picture (400), more than 5 MB (413) and a wrong pair (401)', async () => {
      const m = await member();
      const fake = await upload(m, Buffer.from('\xff\xd8\xff kein JPEG, nur Text', 'latin1'));
      expect(fake.status).toBe(400);
      expect(fake.body.error).toMatchObject({ code: 'UNSUPPORTED_IMAGE', message: 'Bitte lade ein Bild im Format JPEG, PNG, WebP oder GIF hoch.' });
      const big = await upload(m, Buffer.alloc(6 * 1024 * 1024, 1), 'gross.png', 'image/png');
      expect(big.status).toBe(413);
      const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#00f' } })
        .png()
        .toBuffer();
      const form = new FormData();
      form.set('file', new File([new Uint8Array(png)], 'a.png', { type: 'image/png' }));
      form.set('hash', '0'.repeat(64));
      form.set('token', m.ssoToken);
      expect((await call('/sso/avatar', { method: 'POST', body: form })).status).toBe(401);
      expect((await userOf(m)).avatarKey).toBeNull();
      // a GIF is taken too
      const gif = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#0a0' } })
        .gif()
        .toBuffer();
      expect((await upload(m, gif, 'a.gif', 'image/gif')).status).toBe(200);
    });
  });

  describe('sign-in page (POST /sso/login)', () => {
    const login = (body: Record<string, unknown>, origin = 'https://raeppli.test') =>
      call('/sso/login', { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin }, body: JSON.stringify(body) });
    const withPassword = async (password: string) => {
      const m = await member();
      const user = await userOf(m);
      const username = `leser${users}x${Date.now() % 100000}`;
      expect((await call('/sso/update/user', json({ h: m.hash, t: m.ssoToken, login: username, email: `${username}@example.org` }))).status).toBe(200);
      expect((await setPassword(user.id, password)).status).toBe(204);
      return { m, user, username };
    };

    it('refuses a sign-in from another site, and says so without naming the console', async () => {
      const res = await login({ login: 'anna', password: 'egal-egal' }, 'https://evil.example');
      expect([res.status, res.body.error]).toEqual([
        403,
        { code: 'ORIGIN_REFUSED', message: 'Diese Anfrage kommt nicht von einer Seite von Räppli und wurde abgelehnt.' },
      ]);
    });

    it('sends the member back to the page they came from, signed in; by username or e-mail address', async () => {
      const { m, username } = await withPassword('mein-passwort');
      const res = await login({
        login: username,
        password: 'mein-passwort',
        return: 'https://raeppli.test/me/rewards/detail/4?platform=web&collector_token=alt',
      });
      expect(res.status).toBe(200);
      const back = new URL(res.body.redirect);
      expect(`${back.origin}${back.pathname}`).toBe('https://raeppli.test/me/rewards/detail/4');
      expect(Object.fromEntries(back.searchParams)).toEqual({ platform: 'web', collector_token: m.token, hash: m.hash, token: m.ssoToken });
      // The session works: /api/me knows the member as signed in (the page sends the session, not its own `platform`).
      back.searchParams.delete('platform');
      const me = await app.request(`/api/me?${back.searchParams.toString()}`);
      expect(me.status).toBe(200);
      const byMail = await login({ login: `${username.toUpperCase()}@EXAMPLE.ORG`, password: 'mein-passwort' });
      expect(new URL(byMail.body.redirect).pathname).toBe('/me/overview');
      expect(new URL(byMail.body.redirect).searchParams.get('collector_token')).toBe(m.token);
    });

    it('brings the Räppli collected before signing in: the anonymous collector merges into the account; a wrong password moves nothing; another user’s token is ignored', async () => {
      const { m, username } = await withPassword('mein-passwort');
      const before = await collectorByToken(t.db, m.token);
      const anon = await newMember(app);
      const [credited] = await sendAdjustment(app, { collector_token: anon.token, amount: 12, reason: 'Vor der Anmeldung', idempotency_key: newKey() });
      expect(credited).toBeLessThan(300);
      const anonBefore = await collectorByToken(t.db, anon.token);
      expect(anonBefore.pointsAvailable).toBe(12);

      // A wrong password: nothing moves.
      expect((await login({ login: username, password: 'falsch-falsch', collector_token: anon.token })).status).toBe(401);
      expect((await collectorByToken(t.db, anon.token)).pointsAvailable).toBe(anonBefore.pointsAvailable);

      const res = await login({ login: username, password: 'mein-passwort', collector_token: anon.token, return: 'https://raeppli.test/me/overview' });
      expect(res.status).toBe(200);
      expect(new URL(res.body.redirect).searchParams.get('collector_token')).toBe(m.token);
      expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(before.pointsAvailable + anonBefore.pointsAvailable);
      expect(await collectorByToken(t.db, anon.token)).toMatchObject({ pointsAvailable: 0, mergedIntoId: before.id });
      // Signing in again with it moves nothing twice.
      expect((await login({ login: username, password: 'mein-passwort', collector_token: anon.token })).status).toBe(200);
      expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(before.pointsAvailable + anonBefore.pointsAvailable);

      // Another user's collector, or a token nobody has: the sign-in goes on with the user's own account.
      const other = await withPassword('anderes-passwort');
      for (const token of [m.token, 'gibt-es-nicht']) {
        const elsewhere = await login({ login: other.username, password: 'anderes-passwort', collector_token: token });
        expect(elsewhere.status).toBe(200);
        expect(new URL(elsewhere.body.redirect).searchParams.get('collector_token')).toBe(other.m.token);
      }
      expect((await collectorByToken(t.db, m.token)).pointsAvailable).toBe(before.pointsAvailable + anonBefore.pointsAvailable);
    });

    it('never sends a session elsewhere: another origin, // and javascript: go to the overview', async () => {
      const { username } = await withPassword('mein-passwort');
      for (const wanted of ['https://evil.example/me/overview', '//evil.example/x', 'javascript:alert(1)', 'http://raeppli.test/me/rewards']) {
        const res = await login({ login: username, password: 'mein-passwort', return: wanted });
        expect(res.status).toBe(200);
        expect(new URL(res.body.redirect).origin).toBe('https://raeppli.test');
        expect(new URL(res.body.redirect).pathname).toBe('/me/overview');
      }
    });

    it('answers unknown users, users without a password and wrong passwords alike (401)', async () => {
      const { username } = await withPassword('richtiges-passwort');
      const noPassword = await member();
      expect((await call('/sso/update/user', json({ h: noPassword.hash, t: noPassword.ssoToken, login: `${username}-ohne` }))).status).toBe(200);
      expect((await userOf(noPassword)).passwordHash).toBeNull();
      for (const [who, password] of [
        ['niemand-da', 'egal-egal'],
        [username, 'falsch-falsch'],
        [`${username}-ohne`, 'irgendwas'],
      ]) {
        const res = await login({ login: who, password });
        expect(res.status).toBe(401);
        expect(res.body.error).toMatchObject({ code: 'SSO_LOGIN_FAILED', message: 'Benutzername oder E-Mail-Adresse und Passwort passen nicht zusammen.' });
      }
    });

    it('takes the username in any case, and an e-mail address only when one user alone has it', async () => {
      const { m, username } = await withPassword('mein-passwort');
      const upper = await login({ login: ` ${username.toUpperCase()} `, password: 'mein-passwort' });
      expect(new URL(upper.body.redirect).searchParams.get('collector_token')).toBe(m.token);
      // Another member gives the same address (nothing is verified): the address names nobody now.
      const other = await member();
      expect((await call('/sso/update/user', json({ h: other.hash, t: other.ssoToken, email: `${username}@example.org` }))).status).toBe(200);
      expect((await login({ login: `${username}@example.org`, password: 'mein-passwort' })).body.error.code).toBe('SSO_LOGIN_FAILED');
      expect((await login({ login: username, password: 'mein-passwort' })).status).toBe(200);
    });

    it('slows down the name signed in with, known or not, from any address: past 5 failures a 429 with a Retry-After of at most 30 s for both; a sign-in clears the count', async () => {
      // At the production limits, each request from another address (the per-address limit is not what is tested here).
      const strict = makeApp(t.database, { DATA_DIR: dataDir, RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' }).app;
      let address = 0;
      const attempt = async (loginName: string, password: string) => {
        const res = await strict.request('/sso/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: 'https://raeppli.test', 'X-Forwarded-For': `198.51.100.${++address}` },
          body: JSON.stringify({ login: loginName, password }),
        });
        return { status: res.status, retryAfter: res.headers.get('retry-after') };
      };
      const { username } = await withPassword('richtiges-passwort');
      // A success clears what came before it.
      for (let i = 0; i < 4; i++) expect((await attempt(username, `falsch-${i}`)).status).toBe(401);
      expect((await attempt(username, 'richtiges-passwort')).status).toBe(200);
      // Five failures are free; then each waits 1 s, 2 s, 4 s … after the last: the wait soon outlasts
      // a request, however slow the machine, and is never more than 30 s (a wait, not a lock-out).
      const untilWaiting = async (loginName: string) => {
        const seen = [];
        for (let i = 0; i < 5; i++) seen.push((await attempt(loginName, `falsch-${i}`)).status);
        for (let i = 0; i < 10; i++) {
          const next = await attempt(i % 2 ? loginName : loginName.toUpperCase(), `falsch-x${i}`);
          if (next.status === 429) return { seen, next };
          seen.push(next.status);
        }
        return { seen, next: null };
      };
      const { seen, next: blocked } = await untilWaiting(username);
      expect(seen.every((s) => s === 401)).toBe(true);
      expect(Number(blocked?.retryAfter)).toBeGreaterThan(0);
      expect(Number(blocked?.retryAfter)).toBeLessThanOrEqual(30);
      // A name nobody has is answered the same way: the answer tells nobody whether an account exists.
      const nobody = await untilWaiting(`niemand-${Date.now()}`);
      expect(nobody.seen.every((s) => s === 401)).toBe(true);
      expect(nobody.next?.status).toBe(429);
    }, 120_000);

    it('refuses other origins (403) and bad bodies (400) without signing anyone in', async () => {
      const { username } = await withPassword('mein-passwort');
      const foreign = await login({ login: username, password: 'mein-passwort' }, 'https://evil.example');
      expect(foreign.status).toBe(403);
      expect(foreign.body.redirect).toBeUndefined();
      const empty = await login({ login: '', password: '' });
      expect(empty.status).toBe(400);
      expect((await login({ login: username, password: 'mein-passwort', extra: 1 })).status).toBe(400);
    });
  });

  it('creates a user through the host API as before (no password yet)', async () => {
    const res = await hostPost(app, '/api/host/collectors', { user: { id: `host-${Date.now()}`, username: `host${Date.now()}` } });
    expect(res.status).toBe(201);
  });
});
