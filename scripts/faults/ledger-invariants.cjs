// The money invariants (docs/architecture.md, "Points are money") as one query, shared by the API
// suites (test/helpers/loyalty.ts, assertLedgerConsistent) and the fault and soak checks
// (scripts/faults/check.mjs). CommonJS, so both Jest on Node 20 and 24 and plain Node load it.
//
// One row per collector that breaks one: the cached balance differs from the sum of its ledger
// entries or from what remains of its credits; a balance or lifetime counter is negative; a
// remainder is negative or above its credit; a debit carries a remainder or a credit none.
const BROKEN_COLLECTORS_SQL = `select c.id, c.points_available::bigint as balance, c.lifetime_earned::bigint as lifetime_earned,
    coalesce(sum(e.amount), 0)::bigint as ledger_sum,
    coalesce(sum(e.remaining) filter (where e.amount > 0), 0)::bigint as open_credits,
    count(e.id) filter (where e.remaining < 0 or e.remaining > e.amount)::int as bad_remaining,
    count(e.id) filter (where (e.amount > 0) <> (e.remaining is not null))::int as misplaced_remaining
  from collectors c left join ledger_entries e on e.collector_id = c.id
  group by c.id
  having c.points_available <> coalesce(sum(e.amount), 0)
      or c.points_available <> coalesce(sum(e.remaining) filter (where e.amount > 0), 0)
      or c.points_available < 0 or c.lifetime_earned < 0 or c.lifetime_spent < 0
      or count(e.id) filter (where e.remaining < 0 or e.remaining > e.amount) > 0
      or count(e.id) filter (where (e.amount > 0) <> (e.remaining is not null)) > 0`;

module.exports = { BROKEN_COLLECTORS_SQL };
