// GET /api/leaderboard (docs/leaderboard.md): ties, the week's start at Monday 00:00 in Vienna,
// who is ranked (opted out, anonymous, logged in, merged, erased), friends, and the numbers against
// the ledger after random credits, debits, events, expiries and refunds.
import { sql } from 'drizzle-orm';
import { leaderboardSchema } from '@/lib/contracts/leaderboard';
import { applyDefaults } from '@/lib/server/db/defaults';
import { expireDueCredits } from '@/lib/server/money/ledger';
import { foldLeaderboard, leaderboard, weekBoard } from '@/lib/server/services/leaderboard';
import { describeEachDatabase, makeApp } from '../helpers/db';
import { consoleCall, loginAs, staffMember } from '../helpers/console';
import {
  assertLedgerConsistent,
  collectorByToken,
  hostPost,
  memberGet,
  newKey,
  newMember,
  memberSsoPost,
  optOutAs,
  rows,
  sendAdjustment,
  sendEvent,
  type App,
} from '../helpers/loyalty';
import { ADDRESS, buy, makeReward, orderAction, type Member } from '../helpers/rewards';
import {
  assertLeaderboardConsistent,
  boardOf,
  expectedView,
  fold,
  identified,
  standingsFromLedger,
  viewOf,
  weekStartOf,
  type Period,
} from '../helpers/leaderboard';

const credit = async (app: App, token: string, amount: number) => {
  const [status, body] = await sendAdjustment(app, { collector_token: token, amount, reason: 'Test', idempotency_key: newKey('lb') });
  if (status !== 200) throw new Error(`adjustment ${amount} failed: ${status} ${JSON.stringify(body)}`);
};

const ok = async (app: App, token: string, period: Period = 'total', scope: 'all' | 'friends' = 'all') => {
  const [status, body] = await boardOf(app, token, period, scope);
  expect(status).toBe(200);
  expect(leaderboardSchema.strict().safeParse(body).success).toBe(true);
  return body;
};

const ranks = (rows: { rank: number; points: number }[]) => rows.map((r) => [r.rank, r.points]);

describeEachDatabase('GET /api/leaderboard: ranks, ties and neighbours', (t) => {
  let app: App;
  beforeAll(async () => {
    ({ app } = makeApp(t.database));
    await applyDefaults(t.db);
  });

  it('shares a rank among ties (1, 2, 2, 4), lists the ten best, and a member among the two above and below', async () => {
    const points = [300, 120, 120, 80, 50, 50, 50, 20, 10, 10, 5, 5];
    const members = [];
    for (const [i, p] of points.entries()) {
      const m = await identified(app, `leser${i}`);
      await credit(app, m.token, p);
      members.push(m);
    }
    const none = await identified(app, 'ohne');
    const anonymous = await newMember(app);
    await credit(app, anonymous.token, 1000);

    const first = await ok(app, members[0]!.token);
    expect(first.period).toBe('total');
    expect(ranks(first.top)).toEqual([
      [1, 300],
      [2, 120],
      [2, 120],
      [4, 80],
      [5, 50],
      [5, 50],
      [5, 50],
      [8, 20],
      [9, 10],
      [9, 10],
    ]);
    // Ties: the newest member first.
    expect(first.top.map((r: { username: string }) => r.username).slice(1, 3)).toEqual(['leser2', 'leser1']);
    expect(first.me).toEqual({ rank: 1, points: 300 });
    expect(ranks(first.around)).toEqual([
      [2, 120],
      [2, 120],
    ]);
    // The level follows lifetime earned, as /api/me says; no avatar yet.
    const [, me0] = await memberGet(app, '/api/me', members[0]!.token);
    expect(first.top[0]).toEqual({ rank: 1, username: 'leser0', avatar_url: null, level: me0.level.name, points: 300 });
    expect(first.top[0].level).toBe('Leseratte');
    expect(first.top[3].level).toBe('Neuling');

    const fifty = await ok(app, members[5]!.token);
    expect(fifty.me).toEqual({ rank: 5, points: 50 });
    expect(ranks(fifty.around)).toEqual([
      [4, 80],
      [5, 50],
      [5, 50],
      [8, 20],
    ]);
    expect(fifty.around.map((r: { username: string }) => r.username)).toEqual(['leser3', 'leser6', 'leser4', 'leser7']);

    const last = await ok(app, members[11]!.token);
    expect(last.me).toEqual({ rank: 11, points: 5 });
    expect(ranks(last.around)).toEqual([
      [9, 10],
      [9, 10],
      [11, 5],
    ]);

    // No points on the board: after everyone with points, the two lowest above.
    const zero = await ok(app, none.token);
    expect(zero.me).toEqual({ rank: 13, points: 0 });
    expect(ranks(zero.around)).toEqual([
      [11, 5],
      [11, 5],
    ]);
    await assertLeaderboardConsistent(t.db);
  });

  it('a tie across a bucket of 1,024 and a member far below the top rank exactly', async () => {
    const big = [5000, 2048, 2048, 1100, 1024, 1023];
    const made = [];
    for (const p of big) {
      const m = await identified(app);
      await credit(app, m.token, p);
      made.push(m);
    }
    // One credit at a time across a bucket's edge: 1,023 → 1,025.
    await credit(app, made[5]!.token, 2);
    const all = await standingsFromLedger(t.db, null);
    for (const m of made) expect(viewOf(await ok(app, m.token))).toEqual(expectedView(all, m.token));
    await assertLeaderboardConsistent(t.db);
  });

  it('refuses what it does not know: another period or scope → 400, an unknown token → 404, no token → 400', async () => {
    const m = await identified(app);
    let res = await app.request(`/api/leaderboard?period=month&collector_token=${m.token}`);
    expect([res.status, (await res.json()).error.code]).toEqual([400, 'VALIDATION_FAILED']);
    res = await app.request(`/api/leaderboard?scope=world&collector_token=${m.token}`);
    expect([res.status, (await res.json()).error.code]).toEqual([400, 'VALIDATION_FAILED']);
    res = await app.request('/api/leaderboard?collector_token=unknown-token');
    expect([res.status, (await res.json()).error.code]).toEqual([404, 'COLLECTOR_NOT_FOUND']);
    res = await app.request('/api/leaderboard');
    expect([res.status, (await res.json()).error.code]).toEqual([400, 'MISSING_COLLECTOR_TOKEN']);
    // Without a period: the total.
    res = await app.request(`/api/leaderboard?collector_token=${m.token}`);
    expect([res.status, (await res.json()).period]).toEqual([200, 'total']);
  });
});

describeEachDatabase('GET /api/leaderboard: the week starts on Monday 00:00 in Vienna', (t) => {
  let app: App;
  let config: ReturnType<typeof makeApp>['config'];
  // The trigger takes the credit's instant from raeppli_leaderboard_clock(); here it reads this
  // table, so credits land just before and just after a week starts.
  const at = (instant: string) => t.db.execute(sql`update test_clock set at = ${instant}::timestamptz`);
  beforeAll(async () => {
    ({ app, config } = makeApp(t.database));
    await t.db.execute(sql`create table test_clock (at timestamptz not null)`);
    await t.db.execute(sql`insert into test_clock values (now())`);
    await t.db.execute(
      sql.raw(
        `create or replace function raeppli_leaderboard_clock() returns timestamptz as $$ begin return (select at from test_clock); end $$ language plpgsql stable`,
      ),
    );
  });

  it.each([
    // Summer (CEST, UTC+2): Monday 6 July 2026 00:00 is Sunday 22:00 UTC.
    ['summer', '2026-07-05T21:59:59.999Z', '2026-07-05T22:00:00.000Z', 20260629, 20260706],
    // Winter (CET, UTC+1): Monday 5 January 2026 00:00 is Sunday 23:00 UTC.
    ['winter', '2026-01-04T22:59:59.999Z', '2026-01-04T23:00:00.000Z', 20251229, 20260105],
  ])('%s: a credit just before counts for the week before, one at 00:00 for the new week', async (_season, before, after, oldWeek, newWeek) => {
    expect([weekBoard(new Date(before), 'Europe/Vienna'), weekBoard(new Date(after), 'Europe/Vienna')]).toEqual([oldWeek, newWeek]);
    const [db] = await rows<{ before: number; after: number }>(
      t.db,
      sql`select raeppli_leaderboard_week(${before}::timestamptz) as before, raeppli_leaderboard_week(${after}::timestamptz) as after`,
    );
    expect([db!.before, db!.after]).toEqual([oldWeek, newWeek]);

    const early = await identified(app, `frueh-${_season}`);
    const late = await identified(app, `spaet-${_season}`);
    const read = async (token: string, now: string) => (await leaderboard(t.db, config, token, { period: 'week', scope: 'all' }, new Date(now)))!;
    await at(before);
    await credit(app, early.token, 40);
    await credit(app, late.token, 5);
    // Still the old week: 40 and 5.
    const old = await read(early.token, before);
    expect(old.top.map((r) => [r.username, r.points])).toEqual([
      [`frueh-${_season}`, 40],
      [`spaet-${_season}`, 5],
    ]);

    await at(after);
    await credit(app, late.token, 30);
    // The new week: only the 30 after midnight; the early member has nothing this week yet.
    const fresh = await read(early.token, after);
    expect(fresh.top.map((r) => [r.username, r.points])).toEqual([[`spaet-${_season}`, 30]]);
    expect(fresh.me).toEqual({ rank: 2, points: 0 });
    expect((await read(late.token, after)).me).toEqual({ rank: 1, points: 30 });
    await fold(t.db);
    expect((await read(late.token, after)).me).toEqual({ rank: 1, points: 30 });
    // The total counts all of it.
    expect((await leaderboard(t.db, config, late.token, { period: 'total', scope: 'all' }))!.me!.points).toBe(35);
    await assertLeaderboardConsistent(t.db);
  });
});

describeEachDatabase('GET /api/leaderboard: who is ranked', (t) => {
  let app: App;
  beforeAll(() => {
    ({ app } = makeApp(t.database));
  });

  it('an opted-out member leaves both boards and comes back with the same Räppli when the opt-out is undone', async () => {
    const a = await identified(app, 'anna');
    const b = await identified(app, 'ben');
    const c = await identified(app, 'clara');
    await credit(app, a.token, 90);
    await credit(app, b.token, 60);
    await credit(app, c.token, 30);
    expect(ranks((await ok(app, c.token, 'week')).top)).toEqual([
      [1, 90],
      [2, 60],
      [3, 30],
    ]);

    expect((await optOutAs(app, b, 'Keine Zeit'))[0]).toBe(200);
    for (const period of ['total', 'week'] as const) {
      const seen = await ok(app, c.token, period);
      expect(seen.top.map((r: { username: string; rank: number }) => [r.username, r.rank])).toEqual([
        ['anna', 1],
        ['clara', 2],
      ]);
      expect(seen.me).toEqual({ rank: 2, points: 30 });
      const own = await ok(app, b.token, period);
      expect([own.me, own.around]).toEqual([null, []]);
    }
    await assertLeaderboardConsistent(t.db);

    // The member comes back (POST /api/me/optIn): ranked again with the Räppli of before.
    expect((await memberSsoPost(app, '/api/me/optIn', b))[0]).toBe(200);
    for (const period of ['total', 'week'] as const) {
      const seen = await ok(app, b.token, period);
      expect(seen.me).toEqual({ rank: 2, points: 60 });
      expect(ranks(seen.around)).toEqual([
        [1, 90],
        [3, 30],
      ]);
    }
    await assertLeaderboardConsistent(t.db);
  });

  it('an anonymous member is not ranked and gets no personal part; logging in ranks what was earned before', async () => {
    const anonymous = await newMember(app);
    await credit(app, anonymous.token, 500);
    const seen = await ok(app, anonymous.token);
    expect([seen.me, seen.around]).toEqual([null, []]);
    expect(seen.top.every((r: { points: number }) => r.points !== 500)).toBe(true);
    expect(await ok(app, anonymous.token, 'week', 'friends')).toEqual({ period: 'week', top: [], me: null, around: [] });

    const res = await hostPost(app, `/api/host/collectors/${encodeURIComponent(anonymous.token)}/identify`, {
      user: { id: `login-${Date.now()}`, username: 'neu' },
    });
    expect(res.status).toBe(200);
    for (const period of ['total', 'week'] as const) expect((await ok(app, anonymous.token, period)).me).toEqual({ rank: 1, points: 500 });
    await assertLeaderboardConsistent(t.db);
  });

  it('a merge adds what moved to the account it went to; the old collector is not ranked', async () => {
    const owner = await identified(app, 'besitzer');
    await credit(app, owner.token, 20);
    const anonymous = await newMember(app);
    await credit(app, anonymous.token, 15);
    const userId = (await collectorByToken(t.db, owner.token)).ssoUserId!;
    expect((await hostPost(app, `/api/host/collectors/${encodeURIComponent(anonymous.token)}/identify`, { user: { id: userId } })).status).toBe(200);
    // The moved Räppli count as earned (as for levels) in the week of the login.
    for (const period of ['total', 'week'] as const) expect((await ok(app, owner.token, period)).me!.points).toBe(35);
    // The old token is retired (docs/sso.md, "A merged token is retired"): no board at all.
    const [status, body] = await boardOf(app, anonymous.token, 'total', 'all');
    expect([status, (body as { error?: { code: string } }).error?.code]).toEqual([409, 'COLLECTOR_MERGED']);
    await assertLeaderboardConsistent(t.db);
  });

  it('an erased member leaves the boards', async () => {
    const m = await identified(app, 'geloescht');
    await credit(app, m.token, 10_000);
    expect((await ok(app, m.token)).me).toEqual({ rank: 1, points: 10_000 });
    const admin = await loginAs(app, await staffMember(t.db, 'admin'));
    expect((await consoleCall(app, 'POST', `/api/console/members/${encodeURIComponent(m.token)}/erase`, { cookie: admin })).status).toBe(200);
    const other = await identified(app);
    for (const period of ['total', 'week'] as const) {
      expect((await ok(app, m.token, period)).me).toBeNull();
      expect((await ok(app, other.token, period)).top.some((r: { points: number }) => r.points === 10_000)).toBe(false);
    }
    await assertLeaderboardConsistent(t.db);
  });
});

describeEachDatabase('GET /api/leaderboard?scope=friends', (t) => {
  let app: App;
  beforeAll(() => {
    ({ app } = makeApp(t.database));
  });

  it('ranks a member among friends (accepted requests, either way), not pending, declined or others', async () => {
    const names = ['ich', 'freundin', 'freund', 'offen', 'abgelehnt', 'fremd', 'ausgetreten'];
    const points = [50, 80, 50, 1000, 900, 800, 700];
    const m: Record<string, { token: string; id: number; hash: string; ssoToken: string }> = {};
    for (const [i, name] of names.entries()) {
      const made = await identified(app, name);
      await credit(app, made.token, points[i]!);
      m[name] = { ...made, id: (await collectorByToken(t.db, made.token)).id };
    }
    const request = (from: string, to: string, state: string) =>
      t.db.execute(sql`insert into friend_requests (from_id, to_id, state) values (${m[from]!.id}, ${m[to]!.id}, ${state})`);
    await request('ich', 'freundin', 'accepted');
    await request('freund', 'ich', 'accepted');
    await request('offen', 'ich', 'pending');
    await request('ich', 'abgelehnt', 'declined');
    await request('ausgetreten', 'ich', 'accepted');
    expect((await optOutAs(app, m.ausgetreten!, 'Tschüss'))[0]).toBe(200);

    const mine = await ok(app, m.ich!.token, 'total', 'friends');
    expect(mine.top.map((r: { username: string; rank: number; points: number }) => [r.rank, r.username, r.points])).toEqual([
      [1, 'freundin', 80],
      [2, 'freund', 50],
      [2, 'ich', 50],
    ]);
    expect(mine.me).toEqual({ rank: 2, points: 50 });
    expect(mine.around.map((r: { username: string }) => r.username)).toEqual(['freundin', 'freund']);
    // Friendship goes both ways: the friend sees me; among everyone the strangers lead.
    const theirs = await ok(app, m.freund!.token, 'total', 'friends');
    expect(theirs.top.map((r: { username: string }) => r.username)).toEqual(['freund', 'ich']);
    expect((await ok(app, m.ich!.token, 'total', 'all')).me).toEqual({ rank: 5, points: 50 });
    // Nothing this week among friends yet for a new friend without Räppli: ranked after them.
    const lonely = await identified(app, 'neu');
    const lonelyId = (await collectorByToken(t.db, lonely.token)).id;
    await t.db.execute(sql`insert into friend_requests (from_id, to_id, state) values (${lonelyId}, ${m.ich!.id}, 'accepted')`);
    const fresh = await ok(app, lonely.token, 'week', 'friends');
    expect(fresh.me).toEqual({ rank: 2, points: 0 });
    expect(fresh.around.map((r: { username: string }) => r.username)).toEqual(['ich']);
  });
});

describeEachDatabase("GET /api/leaderboard: the numbers are the ledger's", (t) => {
  let app: App;
  let config: ReturnType<typeof makeApp>['config'];
  beforeAll(async () => {
    ({ app, config } = makeApp(t.database));
    await applyDefaults(t.db);
  });

  it('after random credits, debits, events, expiries and refunds every member sees exactly the board counted from the ledger', async () => {
    let seed = 20260706;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    const pick = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)]!;
    const people: { token: string; member?: Member; out?: boolean }[] = [];
    for (let i = 0; i < 14; i++) {
      if (i % 5 === 4) {
        people.push({ token: (await newMember(app)).token });
      } else {
        const m = await newMember(app, `ledger-${process.pid}-${i}-${Date.now()}`);
        people.push({ token: m.token, member: { token: m.token, hash: m.hash!, ssoToken: m.ssoToken! } });
      }
    }
    const reward = await makeReward(t.db, { title: 'Kochbuch', delivery: 'delivery', cost: 7, stock: 1000 });
    const orders: { member: Member; id: number }[] = [];
    const since = weekStartOf(new Date());
    const week = weekBoard(new Date(), config.TIMEZONE);
    const check = async () => {
      await assertLedgerConsistent(t.db);
      await assertLeaderboardConsistent(t.db, { board: week, since });
      for (const [period, from] of [
        ['total', null],
        ['week', since],
      ] as const) {
        const all = await standingsFromLedger(t.db, from);
        for (const p of people) expect([p.token, period, viewOf(await ok(app, p.token, period))]).toEqual([p.token, period, expectedView(all, p.token)]);
      }
    };

    for (let round = 0; round < 4; round++) {
      for (let step = 0; step < 25; step++) {
        const p = pick(people);
        const what = random();
        if (what < 0.35) await credit(app, p.token, 1 + Math.floor(random() * 60));
        else if (what < 0.55 && !p.out) {
          const [status] = await sendEvent(app, {
            collector_token: p.token,
            step: 'articleRead',
            data: { article_id: `a-${round}-${step}` },
            idempotency_key: newKey('ev'),
          });
          expect(status).toBe(200);
        } else if (what < 0.7) {
          const balance = (await collectorByToken(t.db, p.token)).pointsAvailable;
          if (balance > 0) await credit(app, p.token, -(1 + Math.floor(random() * balance)));
        } else if (what < 0.85 && p.member && !p.out) {
          if ((await collectorByToken(t.db, p.token)).pointsAvailable >= reward.cost) {
            orders.push({ member: p.member, id: (await buy(app, p.member, reward.id, { address: ADDRESS })).order_id });
          }
        } else if (orders.length) {
          const o = orders.splice(Math.floor(random() * orders.length), 1)[0]!;
          expect((await orderAction(app, o.member, o.id, 'cancel'))[0]).toBe(200);
        }
      }
      if (round === 1) {
        // Expiry: a year on, every credit of that time is retired; lifetime earned keeps them.
        expect((await expireDueCredits(t.db, new Date(Date.now() + 400 * 86_400_000))).credits).toBeGreaterThan(0);
      }
      if (round === 2) {
        expect((await optOutAs(app, people[1]!.member!, 'Pause'))[0]).toBe(200);
        people[1]!.out = true;
      }
      // Half the rounds are read with the moves folded into the counts, half with them pending.
      if (round % 2 === 1) expect(await fold(t.db)).toBeGreaterThan(0);
      await check();
    }
    // A fold changes no answer.
    await credit(app, people[0]!.token, 3);
    const views = () => Promise.all(people.map(async (p) => [await ok(app, p.token, 'total'), await ok(app, p.token, 'week')]));
    const pending = await views();
    // The server's fold job: the fold, then a vacuum of what it moved.
    expect(await foldLeaderboard(t.db)).toBeGreaterThan(0);
    expect(await rows(t.db, sql`select * from leaderboard_moves`)).toEqual([]);
    expect(await views()).toEqual(pending);
    // Every kind of movement happened.
    const kinds = await rows<{ kind: string }>(t.db, sql`select distinct kind from ledger_entries`);
    expect(kinds.map((k) => k.kind).sort()).toEqual(expect.arrayContaining(['adjustment', 'earn', 'expire', 'refund', 'reward']));
    expect(
      (await rows<{ n: number }>(t.db, sql`select count(*)::int as n from ledger_entries where kind = 'adjustment' and amount < 0`))[0]!.n,
    ).toBeGreaterThan(0);
  });
});
