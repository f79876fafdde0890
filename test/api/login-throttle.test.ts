// The client's address behind proxies and the sign-in throttles (docs/reliability.md, "Trust
// boundary"; docs/console.md and docs/sso.md, "Throttle"): a spoofed X-Forwarded-For entry neither
// escapes a limit nor throttles someone else; a stranger's failures slow an account down but never
// lock its owner out; colleagues behind one address never lock each other out.
import { Readable } from 'node:stream';
import { jest } from '@jest/globals';
import { describeEachDatabase, makeApp, TEST_API_KEY } from '../helpers/db';
import { newMember, type App } from '../helpers/loyalty';
import { ORIGIN, staffMember } from '../helpers/console';

const WAIT_MS = 1000;
/** The Node server's bindings for a request over a connection from `remoteAddress` (the body is read from it). */
function connection(remoteAddress: string, body: string) {
  const incoming = Object.assign(Readable.from([Buffer.from(body)]), {
    headers: { 'content-length': String(Buffer.byteLength(body)) },
    socket: { remoteAddress },
  });
  return { incoming };
}
// The waits pass on a controlled clock: only Date is faked (timers and microtasks run as ever),
// so the throttle's stores and the console's failure rows see the time
// advanced instead of slept (docs/conventions.md 18).
const DATE_ONLY: Parameters<typeof jest.useFakeTimers>[0] = {
  doNotFake: [
    'hrtime',
    'nextTick',
    'performance',
    'queueMicrotask',
    'setImmediate',
    'clearImmediate',
    'setInterval',
    'clearInterval',
    'setTimeout',
    'clearTimeout',
  ],
};
beforeEach(() => jest.useFakeTimers(DATE_ONLY));
afterEach(() => jest.useRealTimers());
const sleep = async (ms: number) => jest.setSystemTime(Date.now() + ms);

/** A request as it reaches the app: over a connection from `from`, with X-Forwarded-For `xff`. */
async function post(app: App, path: string, body: unknown, { from, xff }: { from: string; xff?: string }) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Origin: ORIGIN };
  if (xff) headers['X-Forwarded-For'] = xff;
  const text = JSON.stringify(body);
  const res = await app.request(`${ORIGIN}${path}`, { method: 'POST', headers, body: text }, connection(from, text));
  const answer = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), json: answer ? JSON.parse(answer) : null };
}

describeEachDatabase('sign-in throttles behind proxies', (t) => {
  // At the production limits; the progressive wait capped at 1 s, which the tests let pass on the clock.
  const strict = (trust: string) => makeApp(t.database, { RATE_LIMIT_SCALE: '1', TRUST_PROXY: trust, LOGIN_DELAY_MAX_MS: String(WAIT_MS) }).app;
  const consoleLogin = (app: App, body: unknown, via: { from: string; xff?: string }) => post(app, '/api/console/session', body, via);

  let seq = 0;
  async function ssoUser(app: App, password: string) {
    const m = (await newMember(app, `throttle-${process.pid}-${++seq}-${Date.now()}`)) as { hash: string; ssoToken: string };
    const username = `anna${seq}x${Date.now() % 100000}`;
    const saved = await app.request('/sso/update/user', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ h: m.hash, t: m.ssoToken, login: username }),
    });
    const user = (await saved.json()) as { user: { id: string } };
    const set = await app.request(`/api/host/users/${user.user.id}/password`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${TEST_API_KEY}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ password }),
    });
    expect(set.status).toBe(204);
    return username;
  }

  describe('the client address', () => {
    it('with TRUST_PROXY=true throttles 30 wrong staff logins whose left-most X-Forwarded-For changes each time, and the address they name stays free', async () => {
      const app = strict('true');
      const who = await staffMember(t.db, 'editor');
      const statuses = [];
      for (let i = 0; i < 30; i++)
        statuses.push((await consoleLogin(app, { ...who, password: 'daneben-daneben' }, { from: '10.0.0.2', xff: `198.18.${i}.1, 203.0.113.66` })).status);
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(10)).toEqual(Array(20).fill(429));
      // the real client (right-most entry) stays refused, even with the right password
      expect((await consoleLogin(app, who, { from: '10.0.0.2', xff: '198.18.99.1, 203.0.113.66' })).status).toBe(429);
      // the address the attacker named is somebody else's: its owner signs in
      await sleep(WAIT_MS + 100);
      expect((await consoleLogin(app, who, { from: '10.0.0.2', xff: '198.18.0.1' })).status).toBe(200);
    });

    it('with two trusted hops takes the address the second proxy saw', async () => {
      const app = strict('2');
      const who = await staffMember(t.db, 'editor');
      for (let i = 0; i < 5; i++)
        expect(
          (await consoleLogin(app, { ...who, password: 'daneben-daneben' }, { from: '10.0.0.2', xff: `198.18.${i}.2, 203.0.113.70, 10.0.0.3` })).status,
        ).toBe(401);
      await sleep(WAIT_MS + 100);
      // 203.0.113.70 has used up this account's 5 tries; another client behind the same proxies has not
      expect((await consoleLogin(app, who, { from: '10.0.0.2', xff: '203.0.113.70, 10.0.0.3' })).status).toBe(429);
      expect((await consoleLogin(app, who, { from: '10.0.0.2', xff: '203.0.113.71, 10.0.0.3' })).status).toBe(200);
    });

    it('with a CIDR list walks past the listed proxies only', async () => {
      const app = strict('10.0.0.0/8, 192.168.1.7');
      const who = await staffMember(t.db, 'editor');
      for (let i = 0; i < 5; i++)
        expect(
          (await consoleLogin(app, { ...who, password: 'daneben-daneben' }, { from: '10.1.2.3', xff: `198.18.${i}.3, 203.0.113.80, 192.168.1.7` })).status,
        ).toBe(401);
      await sleep(WAIT_MS + 100);
      expect((await consoleLogin(app, who, { from: '10.1.2.3', xff: '203.0.113.80, 192.168.1.7' })).status).toBe(429);
      expect((await consoleLogin(app, who, { from: '10.1.2.3', xff: '203.0.113.81, 192.168.1.7' })).status).toBe(200);
      // a connection from outside the list is its own client, whatever its header says
      expect((await consoleLogin(app, who, { from: '198.51.100.9', xff: '203.0.113.80' })).status).toBe(200);
    });
  });

  describe('no lock-out', () => {
    it('lets Anna sign in at our SSO from another address after 20 wrong attempts on her name, within the Retry-After; the attacker stays refused', async () => {
      const app = strict('true');
      const anna = await ssoUser(app, 'annas-passwort');
      const login = (password: string, from: string) => post(app, '/sso/login', { login: anna, password }, { from: '10.0.0.2', xff: from });
      const tries = [];
      for (let i = 0; i < 20; i++) tries.push(await login(`falsch-${i}`, '203.0.113.5'));
      expect(tries.slice(0, 5).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
      // the attacker's address is past the hard limit for this name (up to 15 minutes)
      expect(tries.slice(5).every((r) => r.status === 429 && Number(r.retryAfter) >= 1)).toBe(true);
      let owner = await login('annas-passwort', '198.51.100.20');
      if (owner.status === 429) {
        expect(owner.json.error.code).toBe('RATE_LIMITED');
        expect(Number(owner.retryAfter)).toBeLessThanOrEqual(30);
        await sleep(Number(owner.retryAfter) * 1000 + 100);
        owner = await login('annas-passwort', '198.51.100.20');
      }
      expect(owner.status).toBe(200);
      expect(owner.json.redirect).toContain('collector_token=');
      // the attacker's address has used up its 5 tries on this name
      await sleep(WAIT_MS + 100);
      expect((await login('annas-passwort', '203.0.113.5')).status).toBe(429);
    });

    it('lets a staff member log in from another address after 20 wrong attempts on the account, within the Retry-After; the attacker stays refused', async () => {
      const app = strict('true');
      const who = await staffMember(t.db, 'editor');
      const tries = [];
      for (let i = 0; i < 20; i++) tries.push(await consoleLogin(app, { ...who, password: `falsch-${i}-falsch` }, { from: '10.0.0.2', xff: '203.0.113.6' }));
      expect(tries.slice(0, 5).map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
      expect(tries.slice(5).every((r) => r.status === 429 && Number(r.retryAfter) >= 1)).toBe(true);
      let owner = await consoleLogin(app, who, { from: '10.0.0.2', xff: '198.51.100.21' });
      if (owner.status === 429) {
        expect(owner.json.error.code).toBe('RATE_LIMITED');
        expect(Number(owner.retryAfter)).toBeLessThanOrEqual(30);
        await sleep(Number(owner.retryAfter) * 1000 + 100);
        owner = await consoleLogin(app, who, { from: '10.0.0.2', xff: '198.51.100.21' });
      }
      expect(owner.status).toBe(200);
      expect((await consoleLogin(app, who, { from: '10.0.0.2', xff: '203.0.113.6' })).status).toBe(429);
    });

    it('never refuses 30 colleagues signing in from one office address, at the console or our SSO', async () => {
      const app = strict('false');
      for (let i = 0; i < 30; i++) {
        const who = await staffMember(t.db, 'operator');
        expect((await consoleLogin(app, who, { from: '198.51.100.50' })).status).toBe(200);
      }
      const names = [];
      // past the 10 sign-ins a minute that one address may fail
      for (let i = 0; i < 12; i++) names.push(await ssoUser(app, `kollegin-${i}-passwort`));
      for (const [i, name] of names.entries())
        expect((await post(app, '/sso/login', { login: name, password: `kollegin-${i}-passwort` }, { from: '198.51.100.50' })).status).toBe(200);
    }, 180_000);
  });
});
