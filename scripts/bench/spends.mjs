// npm run bench, PostgreSQL only: successful spends per second under contention — many members,
// few rewards — through the production server (reserve + confirm, each with its Idempotency-Key),
// beside plain transactions with `pg` writing the minimum rows of a spend, in the same run.
//
// 1. The server is started by the caller (it migrates); fresh identified members are created and
//    credited through the host API; the bench inserts its own rewards (coupons, large stock).
// 2. Spends: `connections` concurrent keep-alive clients, a warm-up, then the measured run; spend i
//    is member i mod M buying reward i mod R (so every spend contends for one of R stock rows).
// 3. The outcome is checked exactly in PostgreSQL: orders = successful spends; Σ order cost =
//    −Σ spend debits = Σ credits − Σ balances; stock taken = orders; no reservation left held;
//    every member's cached balance = Σ of its ledger.
// 4. Plain transactions: the same number of spends, per spend one transaction that takes the stock,
//    lowers the balance, writes the debit and the order — no HTTP, no checks, no reservation.
// 5. The writes alone: the same number of spends, per spend the rows a reserve and a confirm write
//    (reservation, answers, stock; credit remainder, debit, balance, order, reservation state) as
//    bare statements in two transactions — the best the server could do beside the plain path.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compareOutcome, drive, inTransaction, summarizeProfile } from './events.mjs';
import { jsonClient } from './json-client.mjs';

export const TARGET_SPENDS_PER_SECOND = 1000;
const CREDIT = 1_000_000;
const STOCK = 10_000_000;

const memberQuery = (m) => `collector_token=${encodeURIComponent(m.token)}&hash=${m.hash}&token=${encodeURIComponent(m.ssoToken)}`;

async function outcome(pool, ids, rewardIds) {
  const { rows } = await pool.query(
    `select
       (select count(*) from orders where collector_id = any($1)) as orders,
       (select coalesce(sum(cost), 0) from orders where collector_id = any($1)) as order_cost,
       (select count(*) from ledger_entries where collector_id = any($1) and kind = 'reward') as debits,
       (select coalesce(-sum(amount), 0) from ledger_entries where collector_id = any($1) and kind = 'reward') as debit_sum,
       (select coalesce(sum(points_available), 0) from collectors where id = any($1)) as balance_sum,
       (select count(*) from collectors c where c.id = any($1)
          and c.points_available <> (select coalesce(sum(amount), 0) from ledger_entries l where l.collector_id = c.id)) as members_off_ledger,
       (select coalesce(sum(stock - stock_left), 0) from rewards where id = any($2)) as stock_taken,
       (select count(*) from reservations where collector_id = any($1) and state = 'held') as held`,
    [ids, rewardIds],
  );
  return rows[0];
}

/**
 * The spends phase. `startServer(extraEnv)` starts the production server like the other phases
 * and resolves with {origin, stop}. Returns {result, notes, stops, failed}.
 */
export async function benchSpends({ databaseUrl, startServer, settings, members = 1000, rewardCount = 5, poolSize = 10, profileDir = null }) {
  const tag = `s${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const apiKey = `bench-${randomBytes(18).toString('hex')}`;
  const out = { result: null, notes: [], stops: [], profile: null, failed: false };
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', () => undefined);
  try {
    console.log(`\n[spends] starting the production server${profileDir ? ' under --cpu-prof' : ''} …`);
    const server = await startServer({ API_KEY: apiKey }, profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []);
    const http = jsonClient(server.origin, settings.connections);
    const host = (path, body) => http.send('POST', path, { authorization: `Bearer ${apiKey}` }, body);
    const people = [];
    const tally = { warmup: { ok: 0, codes: {} }, measured: { ok: 0, codes: {} } };
    let warm, run, rewardIds;
    try {
      const made = await drive({
        connections: 10,
        count: members,
        send: async (i) => {
          const res = await host('/api/host/collectors', { user: { id: `bench-${tag}-${i}` } });
          if (res.status !== 201) throw new Error(`POST /api/host/collectors → ${res.status} ${res.text.slice(0, 200)}`);
          people[i] = { token: res.json.collector_token, hash: res.json.hash, ssoToken: res.json.token };
          const credit = await host('/api/host/adjustments', {
            collector_token: people[i].token,
            amount: CREDIT,
            reason: 'Bench-Guthaben',
            idempotency_key: `${tag}-credit-${i}`,
          });
          if (credit.status !== 200) throw new Error(`POST /api/host/adjustments → ${credit.status} ${credit.text.slice(0, 200)}`);
        },
      });
      if (made.errors.length) throw made.errors[0];
      const inserted = await pool.query(
        `insert into rewards (title, description, type, delivery, category_id, cost, stock, stock_left, position)
         select 'Bench-Prämie ' || n, 'Für den Bench.', 'buy', 'coupon', 1, n, $1, $1, 1000 + n from generate_series(1, $2::int) n returning id`,
        [STOCK, rewardCount],
      );
      rewardIds = inserted.rows.map((r) => Number(r.id));

      const spend = (t) => async (i) => {
        const m = people[i % members];
        const reward = rewardIds[i % rewardIds.length];
        const r = await http.send('POST', `/api/rewards/${reward}/reserve?${memberQuery(m)}`, { 'idempotency-key': `${tag}:r${i}` }, {});
        if (r.status !== 201) {
          const code = r.json?.error?.code ?? `HTTP ${r.status}`;
          t.codes[code] = (t.codes[code] ?? 0) + 1;
          return;
        }
        const c = await http.send('POST', `/api/reservations/${r.json.reservation_id}/confirm?${memberQuery(m)}`, { 'idempotency-key': `${tag}:c${i}` });
        if (c.status !== 200) {
          const code = c.json?.error?.code ?? `HTTP ${c.status}`;
          t.codes[code] = (t.codes[code] ?? 0) + 1;
          return;
        }
        t.ok++;
      };
      let offset = 0;
      const shifted = (send) => (i) => send(offset + i);
      console.log(
        `[spends] ${members} members, ${rewardCount} rewards; warm-up ${settings.warmup} s, then ${settings.duration} s at ${settings.connections} connections …`,
      );
      warm = await drive({ connections: settings.connections, seconds: settings.warmup, send: shifted(spend(tally.warmup)) });
      offset = warm.sent;
      run = await drive({ connections: settings.connections, seconds: settings.duration, send: shifted(spend(tally.measured)) });
    } finally {
      http.close();
      const stop = await server.stop();
      out.stops.push(
        `spends: server stopped with SIGTERM: ${stop.forced ? 'did not exit in time, killed ✗' : `exit code ${stop.code}${stop.code === 0 ? ' ✓' : ' ✗'}`}`,
      );
      if (stop.code !== 0 || stop.forced) out.failed = true;
    }

    const ok = tally.warmup.ok + tally.measured.ok;
    const refused = { ...tally.warmup.codes };
    for (const [k, v] of Object.entries(tally.measured.codes)) refused[k] = (refused[k] ?? 0) + v;
    const errors = warm.errors.length + run.errors.length;
    if (errors) out.notes.push(`spends: ${errors} requests failed (${warm.errors.concat(run.errors)[0].message}) ✗`);
    const { rows: idRows } = await pool.query('select id, token from collectors where token = any($1)', [people.map((p) => p.token)]);
    const ids = idRows.map((r) => Number(r.id));
    const found = await outcome(pool, ids, rewardIds);
    const costSum = Number(found.order_cost);
    const problems = compareOutcome(
      { orders: ok, debits: ok, debit_sum: costSum, balance_sum: members * CREDIT - costSum, members_off_ledger: 0, stock_taken: ok, held: 0 },
      found,
    );
    out.notes.push(
      problems.length
        ? `spends: the database does not match the answers: ${problems.join('; ')} ✗`
        : `spends: checked in PostgreSQL: ${ok} successful spends = ${ok} orders = ${ok} debits = stock taken; Σ order cost ${costSum} = −Σ debits = Σ credits − Σ balances of the ${members} members; no reservation left held ✓`,
    );
    if (Object.keys(refused).length)
      out.notes.push(
        `spends: refused (not counted): ${Object.entries(refused)
          .map(([k, v]) => `${k} × ${v}`)
          .join(', ')}`,
      );

    // Plain transactions: the same number of spends, the same concurrency and pool size.
    const plainSend = (base) => async (i) => {
      const k = base + i;
      const collectorId = ids[k % ids.length];
      const reward = rewardIds[k % rewardIds.length];
      await inTransaction(pool, async (c) => {
        const cost = (await c.query('select cost from rewards where id = $1', [reward])).rows[0].cost;
        await c.query(
          'update collectors set points_available = points_available - $2, lifetime_spent = lifetime_spent + $2 where id = $1 and points_available >= $2',
          [collectorId, cost],
        );
        const entry = await c.query(
          `insert into ledger_entries (collector_id, amount, kind, reason, reference, idempotency_key, data) values ($1, $2, 'bench-plain', 'Bench', $3, $3, '{}') returning id`,
          [collectorId, -cost, `${tag}:p${k}`],
        );
        await c.query(
          `insert into orders (collector_id, reward_id, reservation_id, type, delivery, units, cost, state, business_day, debit_entry_id)
           values ($1, $2, $3, 'buy', 'coupon', 1, $4, 'waiting', to_char(now(), 'YYYY-MM-DD'), $5)`,
          [collectorId, reward, `${tag}:p${k}`, cost, entry.rows[0].id],
        );
        const taken = await c.query('update rewards set stock_left = stock_left - 1 where id = $1 and stock_left >= 1', [reward]);
        if (taken.rowCount !== 1) throw new Error('plain: no stock');
      });
    };
    // A path beside the server: as many spends as the server's warm-up, then as many as it measured.
    const beside = async (what, send) => {
      console.log(`[spends] ${what}: ${ok - tally.measured.ok} warm-up, then ${tally.measured.ok} measured spends …`);
      const warm = await drive({ connections: settings.connections, count: ok - tally.measured.ok, send: send(0) });
      const run = await drive({ connections: settings.connections, count: tally.measured.ok, send: send(warm.sent) });
      const errors = warm.errors.concat(run.errors);
      if (errors.length) out.notes.push(`spends: ${errors.length} of the ${what} failed (${errors[0].message}) ✗`);
      return run;
    };
    const plain = await beside('plain transactions', plainSend);

    // The writes alone: the rows a reserve and a confirm must write, as bare statements in two
    // transactions (both committed synchronously, as the server does) — no HTTP, no
    // checks, no reads, no Node server. What the server could reach at best beside the plain path.
    const { rows: creditRows } = await pool.query(
      'select distinct on (collector_id) collector_id, id from ledger_entries where collector_id = any($1) and remaining > 0 order by collector_id, expires_at nulls last, id',
      [ids],
    );
    const creditOf = new Map(creditRows.map((r) => [Number(r.collector_id), Number(r.id)]));
    const writesSend = (base) => async (i) => {
      const k = base + i;
      const collectorId = ids[k % ids.length];
      const reward = rewardIds[k % rewardIds.length];
      const reservation = `${tag}:w${k}`;
      await inTransaction(pool, async (c) => {
        await c.query(
          `insert into reservations (id, reward_id, collector_id, units, amount, cost, contact, business_day, expires_at, created_at)
           values ($1, $2, $3, 1, 0, 1, '{}', to_char(now(), 'YYYY-MM-DD'), now() + interval '15 minutes', now())`,
          [reservation, reward, collectorId],
        );
        await c.query(`insert into idempotent_requests (scope, key, request_hash, status, response) values ($1, $2, 'bench', 201, '{}')`, [
          `bench-reserve:${collectorId}`,
          reservation,
        ]);
        const taken = await c.query('update rewards set stock_left = stock_left - 1 where id = $1 and stock_left >= 1', [reward]);
        if (taken.rowCount !== 1) throw new Error('writes: no stock');
      });
      await inTransaction(pool, async (c) => {
        await c.query('update ledger_entries set remaining = remaining - 1 where id = $1', [creditOf.get(collectorId)]);
        const entry = await c.query(
          `insert into ledger_entries (collector_id, amount, kind, reason, reference, idempotency_key, data) values ($1, -1, 'bench-writes', 'Bench', $2, $2, '{}') returning id`,
          [collectorId, reservation],
        );
        await c.query('update collectors set points_available = points_available - 1, lifetime_spent = lifetime_spent + 1 where id = $1', [collectorId]);
        const order = await c.query(
          `insert into orders (collector_id, reward_id, reservation_id, type, delivery, units, cost, state, business_day, debit_entry_id)
           values ($1, $2, $3, 'buy', 'coupon', 1, 1, 'waiting', to_char(now(), 'YYYY-MM-DD'), $4) returning id`,
          [collectorId, reward, reservation, entry.rows[0].id],
        );
        await c.query(`update reservations set state = 'confirmed', order_id = $2 where id = $1`, [reservation, order.rows[0].id]);
        await c.query(`insert into idempotent_requests (scope, key, request_hash, status, response) values ($1, $2, 'bench', 200, '{}')`, [
          `bench-confirm:${collectorId}`,
          reservation,
        ]);
      });
    };
    const writes = await beside('writes alone', writesSend);

    out.result = {
      members,
      rewards: rewardCount,
      connections: settings.connections,
      poolSize,
      server: { spends: tally.measured.ok, rate: tally.measured.ok / run.elapsed, p99: run.p99, attempts: run.sent },
      warmup: { spends: tally.warmup.ok },
      plain: { spends: plain.sent, rate: plain.rate, p99: plain.p99 },
      writes: { spends: writes.sent, rate: writes.rate, p99: writes.p99 },
    };
    out.result.ratio = out.result.server.rate / out.result.plain.rate;
    out.result.writesRatio = out.result.writes.rate / out.result.plain.rate;
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
