// Rate limits on writes (docs/reliability.md, "Rate limits"): every member write, and the console
// login, counts per subject in a fixed window; over it → 429 RATE_LIMITED with Retry-After, and the
// refused request does nothing. In memory by default; shared by every process through the database
// (DATABASE_URL) or Redis (REDIS_URL).
import { Redis } from 'ioredis';
import { openPostgres, type Database } from '@/lib/server/db/client';
import { seedDemo } from '@/lib/server/db/seed';
import { rateLimits } from '@/lib/server/db/schema';
import { closeRateLimitStores, pruneRateLimits, RATE_POLICIES } from '@/lib/server/http/rate-limit';
import { consoleCall, staffMember } from '../helpers/console';
import { describeEachDatabase, makeApp, openFreshPostgres } from '../helpers/db';
import { newKey, type App } from '../helpers/loyalty';
import { makeReward, memberCall, richMember, type Member } from '../helpers/rewards';

const saveProfile = (app: App, m: Member, firstname: string) => memberCall(app, 'POST', '/api/me/personalData', m, { data: { firstname } }, null);

/** Sends `n` profile saves; the statuses. */
async function saves(app: App, m: Member, n: number, from = 0) {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push((await saveProfile(app, m, `Name${from + i}`))[0]);
  return statuses;
}

describeEachDatabase('rate limits (in memory)', (t) => {
  let app: App;
  beforeAll(async () => {
    const made = makeApp(t.database, { RATE_LIMIT_SCALE: '1' });
    app = made.app;
    await seedDemo(t.db, made.config);
  });

  it('refuses the profile save over its limit with 429 and Retry-After, and saves nothing', async () => {
    const m = await richMember(app, 0);
    const limit = RATE_POLICIES.profile.points;
    expect(await saves(app, m, limit)).toEqual(Array(limit).fill(200));
    const res = await app.request(
      `/api/me/personalData?collector_token=${encodeURIComponent(m.token)}&hash=${m.hash}&token=${encodeURIComponent(m.ssoToken)}`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { firstname: 'Zuviel' } }),
      },
    );
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(RATE_POLICIES.profile.seconds);
    expect((await res.json()).error.code).toBe('RATE_LIMITED');
    const [, data] = await memberCall(app, 'GET', '/api/me/personalData', m, undefined, null);
    expect(data.data.firstname).toBe(`Name${limit - 1}`);
    // Another member has a limit of their own.
    expect(await saves(app, await richMember(app, 0), 1)).toEqual([200]);
  });

  it('counts every other member write under one policy, and spends under theirs', async () => {
    const m = await richMember(app, 1000);
    const seen = [];
    for (let i = 0; i <= RATE_POLICIES.memberWrite.points; i++)
      seen.push((await memberCall(app, 'POST', '/api/notifications/987654/seen', m, undefined, null))[0]);
    expect(seen.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(seen.at(-1)).toBe(429);

    const reward = await makeReward(t.db, { cost: 1 });
    const statuses = [];
    for (let i = 0; i <= RATE_POLICIES.spend.points; i++)
      statuses.push((await memberCall(app, 'POST', `/api/rewards/${reward.id}/reserve`, m, {}, newKey('rl')))[0]);
    expect(statuses.slice(0, -1).filter((s) => s === 429)).toEqual([]);
    expect(statuses.at(-1)).toBe(429);
  });

  it('limits console login failures per client address; successful logins are given back', async () => {
    const staff = await staffMember(t.db, 'editor');
    const statuses = [];
    for (let i = 0; i <= RATE_POLICIES.consoleLogin.points; i++) {
      statuses.push((await consoleCall(app, 'POST', '/api/console/session', { body: staff, ip: '203.0.113.7' })).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const failures = [];
    for (let i = 0; i <= RATE_POLICIES.consoleLogin.points; i++) {
      failures.push(
        (
          await consoleCall(app, 'POST', '/api/console/session', {
            body: { email: `niemand-${i}@raeppli.example`, password: 'daneben-daneben' },
            ip: '203.0.113.7',
          })
        ).status,
      );
    }
    expect(failures.slice(0, -1).every((s) => s === 401)).toBe(true);
    expect(failures.at(-1)).toBe(429);
  });

  it('keeps counting in memory when Redis cannot be reached: writes go on, never a 500', async () => {
    const down = makeApp(t.database, { RATE_LIMIT_SCALE: '1', REDIS_URL: 'redis://127.0.0.1:1' }).app;
    const m = await richMember(down, 0);
    const limit = RATE_POLICIES.profile.points;
    try {
      expect(await saves(down, m, limit)).toEqual(Array(limit).fill(200));
      expect((await saveProfile(down, m, 'Zuviel'))[0]).toBe(429);
    } finally {
      await closeRateLimitStores();
    }
  });

  it('limits the SSO service’s password changes per user', async () => {
    const m = await richMember(app, 0);
    const statuses = [];
    for (let i = 0; i <= RATE_POLICIES.password.points; i++) {
      const res = await app.request('/sso/password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ h: m.hash, t: m.ssoToken, current_password: 'x', new_password: 'y', new_password_confirmation: 'z' }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

/** Two apps on two connection pools of one PostgreSQL database, as two server processes are. */
async function twoApps(url: string, first: Database, env: Record<string, string>) {
  const second = await openPostgres(url, 2);
  const a = makeApp(first, { RATE_LIMIT_SCALE: '1', DATABASE_URL: url, ...env }).app;
  const b = makeApp(second, { RATE_LIMIT_SCALE: '1', DATABASE_URL: url, ...env }).app;
  return { a, b, close: () => second.close() };
}

/** One member's profile saves sent in turn through a and b up to the limit; the next is refused by both. */
async function alternateToLimit(a: App, b: App): Promise<Member> {
  const m = await richMember(a, 0);
  const limit = RATE_POLICIES.profile.points;
  const statuses = [];
  for (let i = 0; i < limit; i++) statuses.push((await saveProfile(i % 2 ? b : a, m, `Geteilt${i}`))[0]);
  expect(statuses).toEqual(Array(limit).fill(200));
  expect((await saveProfile(b, m, 'Zuviel'))[0]).toBe(429);
  expect((await saveProfile(a, m, 'Zuviel'))[0]).toBe(429);
  return m;
}

const pgUrl = process.env.TEST_DATABASE_URL;
(pgUrl ? describe : describe.skip)('rate limits shared by processes', () => {
  let opened: Awaited<ReturnType<typeof openFreshPostgres>>;
  beforeAll(async () => {
    opened = await openFreshPostgres(pgUrl!, 4);
    await seedDemo(opened.database.db, makeApp(opened.database).config);
  });
  afterAll(async () => {
    await closeRateLimitStores();
    await opened.dispose();
  });

  it('counts in the database with DATABASE_URL: two processes share one limit', async () => {
    const { a, b, close } = await twoApps(opened.url!, opened.database, {});
    try {
      const m = await alternateToLimit(a, b);
      expect((await opened.database.db.select().from(rateLimits)).length).toBeGreaterThan(0);
      // No collector token is kept in the table: subjects are ids or hashes.
      const keys = (await opened.database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key).join(' ');
      expect(keys).not.toContain(m.token);
      // The expiry job drops counts an hour past their window, and only those.
      const rows = keys.split(' ').length;
      expect(await pruneRateLimits(opened.database.db)).toEqual({ pruned: 0 });
      expect(await pruneRateLimits(opened.database.db, new Date(Date.now() + 2 * 3_600_000))).toEqual({ pruned: rows });
    } finally {
      await close();
    }
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  (redisUrl ? it : it.skip)('counts in Redis with REDIS_URL: two processes share one limit', async () => {
    // A database of its own on the test Redis, emptied first: counts of earlier runs do not carry over.
    const url = `${redisUrl!.replace(/\/\d*$/, '')}/15`;
    const admin = new Redis(url);
    await admin.flushdb();
    const { a, b, close } = await twoApps(opened.url!, opened.database, { REDIS_URL: url });
    try {
      // The first writes open the connection (counted in memory meanwhile); then Redis counts.
      const warm = await richMember(a, 0);
      await saveProfile(a, warm, 'Warm');
      await saveProfile(b, warm, 'Warm');
      await new Promise((r) => setTimeout(r, 300));
      await alternateToLimit(a, b);
      expect((await admin.keys('rl:profile*')).length).toBeGreaterThanOrEqual(1);
    } finally {
      await close();
      await admin.quit();
    }
  });
});
