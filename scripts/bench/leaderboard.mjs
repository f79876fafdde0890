// npm run bench, PostgreSQL only: the leaderboard with 1,000,000 ranked members (docs/leaderboard.md).
//
// 1. A database of its own beside BENCH_DATABASE_URL (created, dropped at the end): the server's
//    migrations and the bench's earning rule, then the members straight in SQL (generate_series)
//    with the boards' triggers off — skewed lifetime scores (Pareto), for 30 % of them a credit this
//    week in the ledger, anonymous and opted-out members beside them — and the boards filled from
//    that by raeppli_leaderboard_rebuild() (the migration's backfill), then ANALYZE.
// 2. Reads for `samples` random ranked members, one after the other, `total` and `week`: the bare
//    SQL call (the one statement the API sends) and GET /api/leaderboard through the production
//    server; p50/p95/p99. Beside them, a count(*) rank over the same entries (the design this
//    replaces), and a check that the rank the board answers is 1 + count(*) of those above.
// 3. The write path: POST /api/host/events (a credit of 5 each) with the ranking kept and with its
//    trigger off, in the same run — for random members of the million, and for 200 members in
//    lockstep (all at one score, round-robin: every event meets the others on the same count rows).
//    After each phase with the ranking on, the boards are checked against a recount; after each
//    phase with it off, they are rebuilt.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { drive, percentile, prepareDatabase } from './events.mjs';
import { jsonClient } from './json-client.mjs';

export const TARGET_READ_P95_MS = 10;
const RANKED = 'c.sso_user_id is not null and c.opted_out_at is null and c.merged_into_id is null';

/** A fresh database on the server of `adminUrl`; `drop()` removes it. */
async function freshDatabase(adminUrl) {
  const name = `raeppli_bench_board_${randomBytes(4).toString('hex')}`;
  const run = async (statement) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

const seconds = (t0) => (performance.now() - t0) / 1000;

/** Writes the dirty pages out now, so that the checkpoint after a bulk load does not land in a measurement. */
const checkpoint = (client) => client.query('checkpoint').catch(() => undefined);

/** The members and their boards, straight in SQL. Returns what was made. */
async function generate(client, ranked) {
  const anonymous = Math.round(ranked * 0.05);
  const optedOut = Math.round(ranked * 0.02);
  const total = ranked + anonymous + optedOut;
  const t0 = performance.now();
  await client.query('select setseed(0.2026)');
  await client.query('alter table collectors disable trigger collectors_leaderboard');
  await client.query('alter table collectors disable trigger collectors_leaderboard_insert');
  // Lifetime earned: Pareto (α 1.3, from 20): median ~34, 1 % above ~700, the best near a million.
  // This week: 30 % of members earned, median ~12, at most 5,000.
  await client.query(
    `create temp table lb_gen as
       select n,
              floor(20 * power(1 - random(), -0.77))::bigint as base,
              case when random() < 0.3 then least(floor(5 * power(1 - random(), -0.8)), 5000)::bigint else 0 end as week
         from generate_series(1, $1::int) n`,
    [total],
  );
  // 1 … ranked: identified; then anonymous ones; then identified ones who opted out.
  await client.query(
    `insert into sso_users (id, token, username)
     select 'lb-' || n, 'lb-t-' || n, 'leser_' || n from lb_gen where n <= $1 or n > $2`,
    [ranked, ranked + anonymous],
  );
  await client.query(
    `insert into collectors (token, sso_user_id, lifetime_earned, points_available, opted_out_at, opt_out_reason)
     select 'lb-c-' || n, case when n <= $1 or n > $2 then 'lb-' || n end, base + week, week,
            case when n > $2 then now() - interval '30 days' end, case when n > $2 then 'Bench' end
       from lb_gen order by n`,
    [ranked, ranked + anonymous],
  );
  // This week's credits: one per member who earned, so that balance = Σ ledger holds.
  await client.query(
    `insert into ledger_entries (collector_id, amount, kind, reason, reason_params, reference, idempotency_key, data, expires_at, remaining)
     select c.id, g.week, 'earn', 'earn', '{"step":"benchEvent"}', 'step:benchEvent', 'lb-week-' || g.n, '{"step":"benchEvent"}', now() + interval '1 year', g.week
       from lb_gen g join collectors c on c.token = 'lb-c-' || g.n where g.week > 0`,
  );
  const loaded = seconds(t0);
  await client.query('alter table collectors enable trigger collectors_leaderboard');
  await client.query('alter table collectors enable trigger collectors_leaderboard_insert');
  const t1 = performance.now();
  await client.query('select raeppli_leaderboard_rebuild()');
  const rebuilt = seconds(t1);
  await client.query('analyze');
  const { rows } = await client.query(
    `select (select count(*) from leaderboard_members where ranked and week_points > 0) as week_entries,
            (select count(distinct total) from leaderboard_members where ranked) as total_scores,
            (select max(total) from leaderboard_members where ranked) as total_max,
            (select percentile_disc(0.5) within group (order by total) from leaderboard_members where ranked) as total_median,
            (select count(*) from leaderboard_counts) as counts`,
  );
  return { ranked, anonymous, optedOut, loaded, rebuilt, ...Object.fromEntries(Object.entries(rows[0]).map(([k, v]) => [k, Number(v)])) };
}

/**
 * Mismatches between the kept boards and a recount (none: exact): the members' rows against the
 * collectors, the counts plus the moves not folded yet against the ranked rows (total and this
 * week), and this week's Räppli against the ledger (for the bench's own members: the demo seed
 * books one credit as not earned, which the ledger cannot tell).
 */
async function recountProblems(client, week) {
  const { rows } = await client.query(
    `select
      (select count(*) from collectors c full join leaderboard_members m on m.collector_id = c.id
        where m.collector_id is null and c.lifetime_earned > 0 or m.total <> c.lifetime_earned or m.ranked <> (${RANKED})) as members,
      (select count(*) from (
        with steps as (
               select board, from_points as points, -1 as members from leaderboard_moves where from_points > 0
               union all select board, to_points, 1 from leaderboard_moves where to_points > 0),
             kept as (
               select board, level, key, sum(members)::int as members from (
                 select board, level, key, members from leaderboard_counts
                 union all select board, 0::smallint, points, members from steps
                 union all select board, 1::smallint, points >> 10, members from steps where points >= 1024) k
                where board in (0, $1::int) group by board, level, key having sum(members) <> 0),
             ranked as (
               select 0 as board, total as points from leaderboard_members where ranked and total > 0
               union all select week, week_points from leaderboard_members where ranked and week_points > 0 and week = $1::int),
             recount as (
               select board, 0::smallint as level, points as key, count(*)::int as members from ranked group by board, points
               union all select board, 1::smallint, points >> 10, count(*)::int from ranked where points >= 1024 group by board, points >> 10)
        (select * from kept except select * from recount) union all (select * from recount except select * from kept)) x) as counts,
      (select count(*) from (
        with ledger as (select l.collector_id, sum(l.amount) as points from ledger_entries l join collectors c on c.id = l.collector_id
                         where l.amount > 0 and l.kind <> 'refund' and c.token like 'lb-%'
                           and l.created_at >= (to_date($1::int::text, 'YYYYMMDD')::timestamp at time zone (select time_zone from leaderboard_settings))
                         group by l.collector_id),
             kept as (select m.collector_id, m.week_points as points from leaderboard_members m join collectors c on c.id = m.collector_id
                       where m.week = $1::int and m.week_points > 0 and c.token like 'lb-%')
        (select * from ledger except select * from kept) union all (select * from kept except select * from ledger)) x) as week`,
    [week],
  );
  return Object.entries(rows[0])
    .filter(([, n]) => Number(n) > 0)
    .map(([what, n]) => `${what}: ${n} rows differ`);
}

const stats = (ms) => ({ n: ms.length, p50: percentile(ms, 0.5), p95: percentile(ms, 0.95), p99: percentile(ms, 0.99) });

async function timed(list, fn) {
  const ms = [];
  for (const item of list) {
    const t0 = performance.now();
    await fn(item);
    ms.push(performance.now() - t0);
  }
  return stats(ms);
}

/**
 * The leaderboard phase. `startServer(databaseUrl, extraEnv)` starts the production server on a
 * database and resolves with {origin, stop}. Returns {result, notes, stops, failed}.
 */
export async function benchLeaderboard({ adminUrl, startServer, settings, ranked = 1_000_000, samples = 1000, poolSize = 10 }) {
  const out = { result: null, notes: [], stops: [], failed: false };
  const apiKey = `bench-${randomBytes(18).toString('hex')}`;
  const database = await freshDatabase(adminUrl);
  const pool = new pg.Pool({ connectionString: database.url, max: poolSize });
  pool.on('error', () => undefined);
  const client = new pg.Client({ connectionString: database.url });
  try {
    console.log(`\n[leaderboard] database ${database.name}: migrations, then ${ranked.toLocaleString('en-US')} ranked members in SQL …`);
    await prepareDatabase(pool);
    await client.connect();
    const made = await generate(client, ranked);
    await checkpoint(client);
    console.log(`[leaderboard] loaded in ${made.loaded.toFixed(1)} s, boards rebuilt in ${made.rebuilt.toFixed(1)} s (${made.counts} count rows) …`);
    const week = Number((await client.query('select raeppli_leaderboard_week(now()) as week')).rows[0].week);
    await client.query('select setseed(0.7)');
    const tokens = (
      await client.query(`select c.token from collectors c where ${RANKED} and c.token like 'lb-c-%' order by random() limit $1`, [samples])
    ).rows.map((r) => r.token);

    console.log('[leaderboard] starting the production server …');
    const server = await startServer(database.url, { API_KEY: apiKey });
    const reads = {};
    const writes = {};
    try {
      // Reads: the bare statement the API sends, then the API; a warm-up of each first.
      const sql = { name: 'raeppli_leaderboard_bench', text: 'select raeppli_leaderboard($1, $2, $3) as out' };
      const http = jsonClient(server.origin, 1);
      const api = (token, period) => http.send('GET', `/api/leaderboard?period=${period}&collector_token=${encodeURIComponent(token)}`, {});
      try {
        for (const token of tokens.slice(0, 100)) {
          await client.query({ ...sql, values: [token, 0, false] });
          await client.query({ ...sql, values: [token, week, false] });
          await api(token, 'total');
          await api(token, 'week');
        }
        console.log(`[leaderboard] reads: ${samples} random members × total, week — SQL, then HTTP …`);
        for (const [period, board] of [
          ['total', 0],
          ['week', week],
        ]) {
          reads[`sql-${period}`] = await timed(tokens, (token) => client.query({ ...sql, values: [token, board, false] }));
          let bad = 0;
          reads[`http-${period}`] = await timed(tokens, async (token) => {
            const res = await api(token, period);
            if (res.status !== 200 || !res.json?.me) bad++;
          });
          if (bad) out.notes.push(`leaderboard: ${bad} of the ${period} API reads did not answer 200 with a rank ✗`);
        }
      } finally {
        http.close();
      }
      // The design this replaces: 1 + count(*) of the members above, over the same entries' index.
      const some = tokens.slice(0, 100);
      const pointsOf = new Map(
        (await client.query('select token, lifetime_earned from collectors where token = any($1)', [some])).rows.map((r) => [
          r.token,
          Number(r.lifetime_earned),
        ]),
      );
      const countSql = { name: 'lb_count_rank', text: 'select 1 + count(*) as rank from leaderboard_members where ranked and total > $1' };
      let wrong = 0;
      for (const token of some) {
        const counted = Number((await client.query({ ...countSql, values: [pointsOf.get(token)] })).rows[0].rank);
        const board = (await client.query({ ...sql, values: [token, 0, false] })).rows[0].out;
        if (Number(board.me.rank) !== counted) wrong++;
      }
      reads['count-total'] = await timed(some, (token) => client.query({ ...countSql, values: [pointsOf.get(token)] }));
      out.notes.push(
        wrong
          ? `leaderboard: for ${wrong} of ${some.length} members the board's rank differs from 1 + count(*) of the members above ✗`
          : `leaderboard: checked: for ${some.length} random members the board's rank = 1 + count(*) of the ranked members with more lifetime Räppli ✓`,
      );

      // The write path: events with the ranking kept, and with its trigger off.
      const events = jsonClient(server.origin, settings.connections);
      try {
        const randomTokens = (
          await client.query(`select c.token from collectors c where ${RANKED} and c.token like 'lb-c-%' order by random() limit 20000`)
        ).rows.map((r) => r.token);
        await client.query(
          `insert into sso_users (id, token, username) select 'lb-lock-' || n, 'lb-lock-t-' || n, 'gleichauf_' || n from generate_series(1, 200) n;
           insert into collectors (token, sso_user_id, lifetime_earned, points_available) select 'lb-lock-c-' || n, 'lb-lock-' || n, 500, 0 from generate_series(1, 200) n;`,
        );
        const lockstepTokens = Array.from({ length: 200 }, (_, i) => `lb-lock-c-${i + 1}`);
        let article = 0;
        // Reads beside the events of one phase (the bare SQL, total and week in turn, one after the
        // other): what a reader waits while credits flow and moves are pending between folds.
        const readAlong = () => {
          const ms = { total: [], week: [] };
          let stop = false;
          const loop = (async () => {
            for (let i = 0; !stop; i++) {
              const period = i % 2 ? 'week' : 'total';
              const t0 = performance.now();
              await client.query({ ...sql, values: [tokens[i % tokens.length], period === 'total' ? 0 : week, false] });
              ms[period].push(performance.now() - t0);
            }
          })();
          return async () => {
            stop = true;
            await loop;
            return { total: stats(ms.total), week: stats(ms.week) };
          };
        };
        const phase = async (name, list, on, alongside = false) => {
          const tally = { ok: 0, other: {} };
          const fire = (count) => async (i) => {
            const res = await events.send(
              'POST',
              '/api/host/events',
              { authorization: `Bearer ${apiKey}` },
              {
                collector_token: list[i % list.length],
                step: 'benchEvent',
                data: { article_id: `lb-${++article}` },
                idempotency_key: `lb-${article}`,
              },
            );
            if (!count) return;
            if (res.status === 200 && res.json?.awarded > 0) tally.ok++;
            else tally.other[res.status] = (tally.other[res.status] ?? 0) + 1;
          };
          console.log(`[leaderboard] events, ${name}, ranking ${on ? 'on' : 'off'}: warm-up ${settings.warmup} s, then ${settings.duration} s …`);
          await drive({ connections: settings.connections, seconds: settings.warmup, send: fire(false) });
          const reading = alongside ? readAlong() : null;
          const run = await drive({ connections: settings.connections, seconds: settings.duration, send: fire(true) });
          if (reading) {
            const along = await reading();
            reads['sql-total-under-load'] = along.total;
            reads['sql-week-under-load'] = along.week;
          }
          const failed = run.errors.length + Object.values(tally.other).reduce((a, b) => a + b, 0);
          if (failed)
            out.notes.push(
              `leaderboard: ${failed} events of "${name}, ranking ${on ? 'on' : 'off'}" failed (${run.errors[0]?.message ?? JSON.stringify(tally.other)}) ✗`,
            );
          if (on) {
            const problems = await recountProblems(client, week);
            out.notes.push(
              problems.length
                ? `leaderboard: after "${name}, ranking on" the boards differ from a recount: ${problems.join('; ')} ✗`
                : `leaderboard: after "${name}, ranking on" (${tally.ok} events) the boards equal a recount of the members, the collectors and this week's ledger ✓`,
            );
          }
          return { events: tally.ok, elapsed: run.elapsed, p99: run.p99 };
        };
        const rankingOff = () => client.query('alter table collectors disable trigger collectors_leaderboard');
        const rankingOn = async () => {
          await client.query('alter table collectors enable trigger collectors_leaderboard');
          const t0 = performance.now();
          await client.query('select raeppli_leaderboard_rebuild()');
          rebuilds.push(seconds(t0));
          await checkpoint(client);
        };
        const rebuilds = [];
        const sum = (runs) => ({
          events: runs.reduce((n, r) => n + r.events, 0),
          rate: runs.reduce((n, r) => n + r.events, 0) / runs.reduce((n, r) => n + r.elapsed, 0),
          p99: Math.max(...runs.map((r) => r.p99 ?? 0)),
        });
        // On and off in turn (random members twice each), each "on" from boards just rebuilt or kept.
        await checkpoint(client);
        const random = { on: [await phase('random members', randomTokens, true, true)], off: [] };
        const lockstepOn = await phase('200 in lockstep', lockstepTokens, true);
        await rankingOff();
        random.off.push(await phase('random members', randomTokens, false));
        const lockstepOff = await phase('200 in lockstep', lockstepTokens, false);
        await rankingOn();
        random.on.push(await phase('random members', randomTokens, true));
        await rankingOff();
        random.off.push(await phase('random members', randomTokens, false));
        await rankingOn();
        out.notes.push(`leaderboard: after each phase with the ranking off the boards were rebuilt (${rebuilds.map((x) => `${x.toFixed(0)} s`).join(', ')})`);
        writes.random = { on: sum(random.on), off: sum(random.off) };
        writes.lockstep = { on: sum([lockstepOn]), off: sum([lockstepOff]) };
      } finally {
        events.close();
      }
    } finally {
      const stop = await server.stop();
      out.stops.push(
        `leaderboard: server stopped with SIGTERM: ${stop.forced ? 'did not exit in time, killed ✗' : `exit code ${stop.code}${stop.code === 0 ? ' ✓' : ' ✗'}`}`,
      );
      if (stop.code !== 0 || stop.forced) out.failed = true;
    }
    out.result = { made, samples, connections: settings.connections, poolSize, reads, writes };
    for (const period of ['total', 'week']) {
      for (const path of ['sql', 'http']) {
        const r = reads[`${path}-${period}`];
        if (r && r.p95 > TARGET_READ_P95_MS) out.notes.push(`leaderboard: ${path} ${period} p95 ${r.p95.toFixed(1)} ms is above ${TARGET_READ_P95_MS} ms ✗`);
      }
    }
    if (out.notes.some((n) => n.endsWith('✗'))) out.failed = true;
    return out;
  } finally {
    await client.end().catch(() => undefined);
    await pool.end();
    // BENCH_BOARD_KEEP=1 keeps the database for a look afterwards (while tuning); drop it by hand.
    if (process.env.BENCH_BOARD_KEEP) console.log(`[leaderboard] kept the database ${database.name}`);
    else await database.drop().catch((err) => console.error(`[leaderboard] could not drop ${database.name}: ${err.message}`));
  }
}
