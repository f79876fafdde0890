// What PostgreSQL holds after a run, in the shape of report.mjs's expectedOutcome. The member
// invariants are those of the API suites (ledger-invariants.cjs, shared with test/helpers/loyalty.ts).
import { BENCH_RULE } from '../bench/events.mjs';
import ledger from './ledger-invariants.cjs';
import { differences, expectedOutcome } from './report.mjs';
import { CREDIT } from './traffic.mjs';

export async function foundOutcome(pool, { ids, rewardIds, orderIds, answeredOrderIds, points }) {
  const { rows } = await pool.query(
    `select
       (select count(*) from orders where collector_id = any($1)) as orders,
       (select count(*) from orders where id = any($3)) as distinct_orders,
       (select count(*) from ledger_entries where collector_id = any($1) and kind = 'reward') as reward_debits,
       (select coalesce(sum(cost), 0) from orders where collector_id = any($1)) as order_cost,
       (select count(*) from ledger_entries where collector_id = any($1) and kind = 'earn') as earn_entries,
       (select coalesce(sum(amount), 0) from ledger_entries where collector_id = any($1) and kind = 'earn') as earn_sum,
       (select count(*) from ledger_entries where collector_id = any($1) and kind = 'earn' and amount <> $5) as points_per_event_off,
       (select coalesce(sum(points_available), 0) from collectors where id = any($1)) as balance_sum,
       (select count(*) from reservations where collector_id = any($1) and state = 'held') as held,
       (select count(*) from orders o join ledger_entries l on l.id = o.debit_entry_id where o.id = any($4)) as answered_orders_in_ledger,
       (select count(*) from rewards where id = any($2) and (stock_left < 0 or stock_left > stock)) as negative_stock,
       (select count(*) - count(distinct (collector_id, kind, idempotency_key)) from ledger_entries where collector_id = any($1) and idempotency_key is not null) as repeated_keys,
       (select count(*) from (${ledger.BROKEN_COLLECTORS_SQL}) broken) as broken_members`,
    [ids, rewardIds, orderIds, answeredOrderIds, points],
  );
  return rows[0];
}

/** The collector ids of the run's members. */
export async function memberIds(pool, people) {
  const { rows } = await pool.query('select id from collectors where token = any($1)', [people.map((p) => p.token)]);
  return rows.map((r) => Number(r.id));
}

/** Each reward's cost, by id. */
export async function rewardCosts(pool, rewardIds) {
  const { rows } = await pool.query('select id, cost from rewards where id = any($1)', [rewardIds]);
  return new Map(rows.map((r) => [Number(r.id), Number(r.cost)]));
}

/** Checks PostgreSQL against a journal after its retries; the differences, [] when exact. */
export async function verify(cluster, { journal, people, rewardIds }) {
  const ids = await memberIds(cluster.pool, people);
  const costs = await rewardCosts(cluster.pool, rewardIds);
  const expected = expectedOutcome(journal, { members: people.length, credit: CREDIT, costOf: (id) => costs.get(id), points: BENCH_RULE.points });
  const found = await foundOutcome(cluster.pool, {
    ids,
    rewardIds,
    orderIds: journal.spends.filter((s) => s.orderId).map((s) => s.orderId),
    answeredOrderIds: journal.spends.filter((s) => s.answeredOk).map((s) => s.orderId),
    points: BENCH_RULE.points,
  });
  return { found, problems: differences(expected, found) };
}
