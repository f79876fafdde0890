// npm run bench, PostgreSQL only: host events ingested per second through the production server
// (POST /api/host/events) beside plain INSERTs of the same rows with `pg`, in the same run.
//
// 1. The database gets the server's migrations and one bench earning rule without caps (so every
//    event writes a credit), before the server starts (the server caches earning rules).
// 2. The server is started by the caller; fresh members are created through POST /api/host/collectors.
// 3. Events: `connections` concurrent keep-alive clients, a warm-up, then the measured run; each
//    event has its own idempotency key and article_id, members round-robin. A client stops starting
//    requests at the deadline and every request it started is answered, so the counts are exact.
// 4. The outcome is checked in the database (rows, Σ awarded = Σ credits = Σ balances, keys once).
// 5. Plain INSERTs: the same number of events, the same rows the server writes per event (ledger
//    credit, balance, activity event, idempotency record) in one transaction each, through a pool
//    of the server's size at the same concurrency — no HTTP, no validation, no reads.
import { createHash, randomBytes } from 'node:crypto';
import { jsonClient } from './json-client.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export const TARGET_EVENTS_PER_SECOND = 2000;
/** The bench's own earning rule: like articleRead (dedupe by article_id) but without caps. */
export const BENCH_RULE = { step: 'benchEvent', points: 5, reason: 'Bench-Ereignis', dedupeField: 'article_id' };
const SCOPE = 'host:events';
const CAPS = new Set(['daily_cap', 'weekly_cap', 'lifetime_cap']);
// drizzle's migrator under the advisory lock the server takes for it (lib/server/db/client.ts).
const MIGRATION_LOCK = 725_501_337;

// ---------------------------------------------------------------------------------------------
// Pure parts (tested in bench.test.mjs)

/** JSON with sorted keys, as lib/server/services/idempotency.ts hashes request bodies. */
export function canonicalJson(value) {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export const requestHash = (body) => createHash('sha256').update(canonicalJson(body)).digest('hex');

/** Event i of a run: its own key and article, members round-robin. `kind` keeps server and plain rows apart. */
export function eventBody(tag, kind, i, tokens) {
  return {
    collector_token: tokens[i % tokens.length],
    step: BENCH_RULE.step,
    data: { article_id: `${tag}-${kind}${i}` },
    idempotency_key: `${tag}:${kind}${i}`,
  };
}

/** The q-quantile (0…1) of a list of numbers, nearest rank; null when empty. */
export function percentile(values, q) {
  if (!values.length) return null;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/** Counts of what the server answered: 200s, Σ awarded, awarded vs capped vs other zero awards. */
export function newTally() {
  return { ok: 0, awardedSum: 0, awarded: 0, capped: 0, otherZero: 0, reasons: {}, statuses: {}, errors: 0, errorSamples: [] };
}

export function tallyResponse(tally, status, json) {
  tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
  if (status !== 200) return;
  tally.ok++;
  const awarded = Number(json?.awarded ?? 0);
  tally.awardedSum += awarded;
  if (awarded > 0) tally.awarded++;
  else {
    const reason = json?.reason ?? 'none';
    tally.reasons[reason] = (tally.reasons[reason] ?? 0) + 1;
    if (CAPS.has(reason)) tally.capped++;
    else tally.otherZero++;
  }
}

/** Names the differences between what must be in the database and what is: [] when exact. */
export function compareOutcome(expected, found) {
  return Object.entries(expected)
    .filter(([key, value]) => Number(found[key]) !== Number(value))
    .map(([key, value]) => `${key}: expected ${value}, found ${found[key]}`);
}

/**
 * Runs `send(i)` from `connections` concurrent loops until `count` sends were started or the
 * deadline (`seconds`) passed, and waits for every started send. A send that throws counts as an
 * error. Rate = sends ÷ time from the start to the last answer.
 */
export async function drive({ connections, seconds, count, send }) {
  const start = performance.now();
  const deadline = seconds === undefined ? Infinity : start + seconds * 1000;
  const latencies = [];
  const errors = [];
  let next = 0;
  async function loop() {
    while (performance.now() < deadline && (count === undefined || next < count)) {
      const i = next++;
      const t0 = performance.now();
      try {
        await send(i);
        latencies.push(performance.now() - t0);
      } catch (err) {
        errors.push(err);
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (performance.now() - start) / 1000;
  return { sent: next, elapsed, rate: next / elapsed, p99: percentile(latencies, 0.99), errors };
}

/** Runs `work(client)` in one transaction on a client of `pool` (rolled back if it throws). */
export async function inTransaction(pool, work) {
  const c = await pool.connect();
  try {
    await c.query('begin');
    const result = await work(c);
    await c.query('commit');
    return result;
  } catch (err) {
    await c.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    c.release();
  }
}

/** Self time of a V8 .cpuprofile, in % of the busy (not idle) time: by area (driver, ORM, framework, GC, …) and by function. */
export function summarizeProfile(profile, top = 15) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  const deltas = profile.timeDeltas ?? [];
  profile.samples.forEach((id, k) => self.set(id, (self.get(id) ?? 0) + (deltas[k + 1] ?? deltas[k] ?? 0)));
  let idle = 0;
  let busy = 0;
  const areas = new Map();
  const functions = new Map();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const area = profileArea(functionName, url);
    if (area === 'idle') {
      idle += us;
      continue;
    }
    busy += us;
    areas.set(area, (areas.get(area) ?? 0) + us);
    const where = url ? `${shortUrl(url)}:${lineNumber + 1}` : '';
    const key = `${functionName || '(anonymous)'} ${where}`.trim();
    const f = functions.get(key) ?? { name: key, area, us: 0 };
    f.us += us;
    functions.set(key, f);
  }
  const pct = (us) => Math.round((us / (busy || 1)) * 1000) / 10;
  return {
    busyMs: Math.round(busy / 1000),
    idleMs: Math.round(idle / 1000),
    areas: [...areas].map(([area, us]) => ({ area, pct: pct(us) })).sort((a, b) => b.pct - a.pct),
    functions: [...functions.values()]
      .sort((a, b) => b.us - a.us)
      .slice(0, top)
      .map((f) => ({ name: f.name, area: f.area, pct: pct(f.us) })),
  };
}

const shortUrl = (url) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*?node_modules\//, '')
    .replace(/^.*\/(dist|\.next)\//, '$1/');

export function profileArea(functionName, url) {
  if (functionName === '(idle)') return 'idle';
  if (functionName === '(garbage collector)') return 'garbage collector';
  if (functionName === '(program)' || functionName === '(root)') return 'V8/native (program)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url ?? '')?.[1];
  if (pkg) {
    if (pkg === 'pg' || pkg.startsWith('pg-')) return 'pg driver';
    if (pkg === 'drizzle-orm') return 'drizzle-orm';
    if (pkg === 'hono' || pkg === '@hono/node-server') return 'hono';
    if (pkg === 'zod') return 'zod';
    if (pkg === 'next' || pkg.startsWith('@next/')) return 'next';
    return `other packages (${pkg})`;
  }
  if ((url ?? '').includes('/dist/')) return 'app (dist/server.js)';
  if ((url ?? '').startsWith('node:') || !url) return 'node core';
  return 'other';
}

// ---------------------------------------------------------------------------------------------
// The run

/** A keep-alive JSON POST client of the host API with at most `connections` sockets. */
function hostClient(origin, apiKey, connections) {
  const client = jsonClient(origin, connections);
  return { post: (pathname, body) => client.send('POST', pathname, { authorization: `Bearer ${apiKey}` }, body), close: client.close };
}

/** Schema (the server's migrations) and the bench rule, before the server starts and caches rules. */
export async function prepareDatabase(pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(drizzle(client), { migrationsFolder: path.resolve('drizzle') });
    await client.query(
      `insert into earning_rules (step, points, reason, dedupe_field, position)
       values ($1, $2, $3, $4, 1000)
       on conflict (step) do update set points = excluded.points, reason = excluded.reason, dedupe_field = excluded.dedupe_field,
         daily_cap = null, weekly_cap = null, lifetime_cap = null, active = true`,
      [BENCH_RULE.step, BENCH_RULE.points, BENCH_RULE.reason, BENCH_RULE.dedupeField],
    );
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}

/** What the database holds for the members of this run (ids) and the keys starting with `keyPrefix`. */
async function outcome(pool, ids, keyPrefix) {
  const { rows } = await pool.query(
    `select
       (select count(*) from activity_events where collector_id = any($1)) as events,
       (select count(*) from activity_events where collector_id = any($1) and awarded > 0) as awarded_events,
       (select coalesce(sum(awarded), 0) from activity_events where collector_id = any($1)) as events_awarded_sum,
       (select count(*) from ledger_entries where collector_id = any($1) and kind = 'earn') as earn_entries,
       (select coalesce(sum(amount), 0) from ledger_entries where collector_id = any($1) and kind = 'earn') as earn_sum,
       (select coalesce(sum(amount), 0) from ledger_entries where collector_id = any($1)) as ledger_sum,
       (select count(*) - count(distinct idempotency_key) from ledger_entries where collector_id = any($1)) as repeated_ledger_keys,
       (select coalesce(sum(points_available), 0) from collectors where id = any($1)) as balance_sum,
       (select coalesce(sum(lifetime_earned), 0) from collectors where id = any($1)) as lifetime_earned_sum,
       (select count(*) from collectors c where c.id = any($1)
          and c.points_available <> (select coalesce(sum(amount), 0) from ledger_entries l where l.collector_id = c.id)) as members_off_ledger,
       (select count(*) from idempotent_requests where scope = $2 and starts_with(key, $3)) as keys,
       (select count(*) from idempotent_requests where scope = $2 and starts_with(key, $3) and status = 200) as keys_answered`,
    [ids, SCOPE, keyPrefix],
  );
  return rows[0];
}

/**
 * The events phase. `startServer(extraEnv, nodeArgs)` starts the production server like the other
 * phases do and resolves with {origin, stop}. Returns {result, notes, stops, profile, failed}.
 */
export async function benchEvents({ databaseUrl, startServer, settings, members = 200, poolSize = 10, profileDir = null }) {
  const tag = `b${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const apiKey = `bench-${randomBytes(18).toString('hex')}`;
  const out = { result: null, notes: [], stops: [], profile: null, failed: false };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => undefined);
  try {
    await prepareDatabase(pool);
    console.log(`\n[events] starting the production server${profileDir ? ' under --cpu-prof' : ''} …`);
    const server = await startServer({ API_KEY: apiKey }, profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []);
    const client = hostClient(server.origin, apiKey, settings.connections);
    const tokens = [];
    const answers = { warmup: newTally(), measured: newTally() };
    let warm, run;
    try {
      // Members, fresh for this run (their balances start at 0).
      const created = await drive({
        connections: 10,
        count: members,
        send: async (i) => {
          const res = await client.post('/api/host/collectors', { user: { id: `bench-${tag}-${i}` } });
          if (res.status !== 201 || !res.json?.collector_token) throw new Error(`POST /api/host/collectors → ${res.status} ${res.text.slice(0, 200)}`);
          tokens[i] = res.json.collector_token;
        },
      });
      if (created.errors.length) throw created.errors[0];

      const fire = (tally) => async (i) => {
        const res = await client.post('/api/host/events', eventBody(tag, 's', i, tokens));
        tallyResponse(tally, res.status, res.json);
        if (res.status !== 200 && tally.errorSamples.length < 3) tally.errorSamples.push(`${res.status} ${res.text.slice(0, 200)}`);
      };
      let offset = 0;
      const shifted = (send) => (i) => send(offset + i);
      console.log(`[events] ${members} members; warm-up ${settings.warmup} s, then ${settings.duration} s at ${settings.connections} connections …`);
      warm = await drive({ connections: settings.connections, seconds: settings.warmup, send: shifted(fire(answers.warmup)) });
      offset = warm.sent;
      run = await drive({ connections: settings.connections, seconds: settings.duration, send: shifted(fire(answers.measured)) });
    } finally {
      client.close();
      const stop = await server.stop();
      const line = `events: server stopped with SIGTERM: ${stop.forced ? 'did not exit in time, killed ✗' : `exit code ${stop.code}${stop.code === 0 ? ' ✓' : ' ✗'}`}`;
      out.stops.push(line);
      if (stop.code !== 0 || stop.forced) out.failed = true;
    }

    // The outcome, exactly.
    const sent = warm.sent + run.sent;
    const all = [answers.warmup, answers.measured];
    const ok = all.reduce((n, t) => n + t.ok, 0);
    const awardedSum = all.reduce((n, t) => n + t.awardedSum, 0);
    const awardedEvents = all.reduce((n, t) => n + t.awarded, 0);
    const requestErrors = warm.errors.length + run.errors.length;
    const non200 = sent - requestErrors - ok;
    if (requestErrors) out.notes.push(`events: ${requestErrors} requests failed (${warm.errors.concat(run.errors)[0].message}) ✗`);
    if (non200) out.notes.push(`events: ${non200} answers were not 200 (${all.flatMap((t) => t.errorSamples).join(' | ')}) ✗`);
    const { rows: idRows } = await pool.query('select id, token from collectors where token = any($1)', [tokens]);
    const ids = idRows.map((r) => r.id);
    const idOf = new Map(idRows.map((r) => [r.token, r.id]));
    const expected = {
      events: ok,
      awarded_events: awardedEvents,
      events_awarded_sum: awardedSum,
      earn_entries: awardedEvents,
      earn_sum: awardedSum,
      ledger_sum: awardedSum,
      repeated_ledger_keys: 0,
      balance_sum: awardedSum,
      lifetime_earned_sum: awardedSum,
      members_off_ledger: 0,
      keys: sent,
      keys_answered: sent,
    };
    const serverProblems = [
      ...(ids.length === members ? [] : [`members: expected ${members}, found ${ids.length}`]),
      ...compareOutcome(expected, await outcome(pool, ids, `${tag}:s`)),
    ];
    out.notes.push(
      serverProblems.length
        ? `events: the database does not match the answers: ${serverProblems.join('; ')} ✗`
        : `events: checked in PostgreSQL: ${ok} answers 200 = ${ok} activity events; Σ awarded ${awardedSum} = Σ earn credits = Σ balances of the ${members} members; ${sent} idempotency keys, each stored once with its answer ✓`,
    );

    // Plain INSERTs: the same rows, the same number of events, the same concurrency and pool size.
    const [template] = (
      await pool.query(
        `select a.business_day::text as business_day, l.expires_at from activity_events a join ledger_entries l on l.id = a.ledger_entry_id
         where a.collector_id = any($1) limit 1`,
        [ids],
      )
    ).rows;
    if (!template) throw new Error('events: no credited server event to take the business day and expiry from');
    const plainSend = (offsetBase) => async (i) => {
      const body = eventBody(tag, 'p', offsetBase + i, tokens);
      const collectorId = idOf.get(body.collector_token);
      const item = body.data.article_id;
      await inTransaction(pool, async (c) => {
        const entry = await c.query(
          `insert into ledger_entries (collector_id, amount, kind, reason, reference, idempotency_key, data, expires_at, remaining)
           values ($1, $2, 'earn', $3, $4, $5, $6, $7, $2) returning id`,
          [
            collectorId,
            BENCH_RULE.points,
            BENCH_RULE.reason,
            `step:${BENCH_RULE.step}`,
            `event:${body.idempotency_key}`,
            JSON.stringify({ step: BENCH_RULE.step, item }),
            template.expires_at,
          ],
        );
        const balance = await c.query(
          'update collectors set points_available = points_available + $2, lifetime_earned = lifetime_earned + $2 where id = $1 returning points_available',
          [collectorId, BENCH_RULE.points],
        );
        await c.query(
          `insert into activity_events (collector_id, step, item_key, business_day, awarded, outcome, ledger_entry_id, data)
           values ($1, $2, $3, $4, $5, 'awarded', $6, $7)`,
          [collectorId, BENCH_RULE.step, item, template.business_day, BENCH_RULE.points, entry.rows[0].id, JSON.stringify(body.data)],
        );
        await c.query('insert into idempotent_requests (scope, key, request_hash, status, response) values ($1, $2, $3, 200, $4)', [
          SCOPE,
          body.idempotency_key,
          requestHash(body),
          JSON.stringify({ awarded: BENCH_RULE.points, balance: Number(balance.rows[0].points_available) }),
        ]);
      });
    };
    console.log(`[events] plain INSERTs: ${warm.sent} warm-up, then ${run.sent} measured events …`);
    const plainWarm = await drive({ connections: settings.connections, count: warm.sent, send: plainSend(0) });
    const plain = await drive({ connections: settings.connections, count: run.sent, send: plainSend(warm.sent) });
    const plainErrors = plainWarm.errors.length + plain.errors.length;
    if (plainErrors) out.notes.push(`events: ${plainErrors} plain INSERT transactions failed (${plainWarm.errors.concat(plain.errors)[0].message}) ✗`);
    const plainCount = plainWarm.sent + plain.sent - plainErrors;
    const after = await outcome(pool, ids, `${tag}:p`);
    const plainProblems = compareOutcome(
      {
        events: ok + plainCount,
        earn_sum: awardedSum + BENCH_RULE.points * plainCount,
        balance_sum: awardedSum + BENCH_RULE.points * plainCount,
        members_off_ledger: 0,
        keys: plainCount,
      },
      after,
    );
    if (plainProblems.length) out.notes.push(`events: plain INSERT rows do not add up: ${plainProblems.join('; ')} ✗`);

    const measured = answers.measured;
    out.result = {
      members,
      connections: settings.connections,
      poolSize,
      rule: BENCH_RULE,
      server: {
        events: run.sent,
        ok: measured.ok,
        rate: measured.ok / run.elapsed,
        p99: run.p99,
        awarded: measured.awarded,
        capped: measured.capped,
        otherZero: measured.otherZero,
        reasons: measured.reasons,
      },
      warmup: { events: warm.sent },
      plain: { events: plain.sent, rate: plain.rate, p99: plain.p99 },
    };
    out.result.ratio = out.result.server.rate / out.result.plain.rate;
    if (profileDir) {
      const file = readdirSync(profileDir)
        .filter((f) => f.endsWith('.cpuprofile'))
        .sort()
        .pop();
      if (file) out.profile = { file: path.join(profileDir, file), ...summarizeProfile(JSON.parse(readFileSync(path.join(profileDir, file), 'utf8'))) };
    }
    if (out.notes.some((n) => n.endsWith('✗'))) out.failed = true;
    return out;
  } finally {
    await pool.end();
  }
}
