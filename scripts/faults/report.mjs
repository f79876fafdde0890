// Pure parts of npm run faults (tested in report.test.mjs): how an answer counts, what the database
// must hold after a run, the pass rules, and the section written into docs/reliability.md.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** The requirement (docs/reliability.md, "Faults"): an answer within 10 s, also while the database is away. */
export const ANSWER_WITHIN_MS = 10_000;

/** How an answer counts: 'ok' (2xx), 'unavailable' (503), 'failed' (other 5xx), 'lost' (none), 'refused' (4xx). */
export function outcomeOf(status) {
  if (status === null || status === undefined) return 'lost';
  if (status >= 200 && status < 300) return 'ok';
  if (status === 503) return 'unavailable';
  if (status >= 500) return 'failed';
  return 'refused';
}

/** Answers by status, "none" for no answer: {"200": 12, "503": 3, "none": 1}. */
export function statusCounts(statuses) {
  const counts = {};
  for (const s of statuses) {
    const k = s === null || s === undefined ? 'none' : String(s);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}

export const formatCounts = (counts) =>
  Object.entries(counts)
    .sort(([a], [b]) => (a === 'none' ? 1 : b === 'none' ? -1 : Number(a) - Number(b)))
    .map(([k, v]) => `${k === 'none' ? 'no answer' : k} × ${v.toLocaleString('en-US')}`)
    .join(', ');

/**
 * What the database must hold for a run's journal (after the retries): one order and one debit per
 * spend that got its order, one credit per event that was awarded, the balances that follow, and
 * nothing else. `costOf(rewardId)` is a reward's cost; `points` what one event awards.
 */
export function expectedOutcome(journal, { members, credit, costOf, points }) {
  const spent = journal.spends.filter((s) => s.orderId);
  const awarded = journal.events.filter((e) => e.awarded !== null);
  const orderCost = spent.reduce((sum, s) => sum + costOf(s.reward), 0);
  const earnSum = awarded.reduce((sum, e) => sum + e.awarded, 0);
  return {
    orders: spent.length,
    distinct_orders: new Set(spent.map((s) => s.orderId)).size,
    reward_debits: spent.length,
    order_cost: orderCost,
    earn_entries: awarded.filter((e) => e.awarded > 0).length,
    earn_sum: earnSum,
    balance_sum: members * credit + earnSum - orderCost,
    held: 0,
    answered_orders_in_ledger: journal.spends.filter((s) => s.answeredOk).length,
    broken_members: 0,
    negative_stock: 0,
    repeated_keys: 0,
    points_per_event_off: awarded.filter((e) => e.awarded !== points).length,
  };
}

/** The differences between what must be and what is: [] when exact. */
export function differences(expected, found) {
  return Object.entries(expected)
    .filter(([key, value]) => Number(found[key]) !== Number(value))
    .map(([key, value]) => `${key}: expected ${value}, found ${found[key]}`);
}

/** Keyed operations (spends, events) of a journal by how they were answered in the run. */
export function outcomes(journal) {
  const of = (list) => statusCounts(list.map((x) => x.outcome));
  return {
    spends: of(journal.spends),
    events: of(journal.events),
    retried: journal.spends.filter((s) => s.retried).length + journal.events.filter((e) => e.retried).length,
  };
}

/**
 * Run 2's pass rules: no 5xx but 503, every request answered within the bound, /readyz 503 on
 * every probe while the database was away, and each server ready again and answering after.
 */
export function judgeOutage({ statuses, maxMs, probesDuring, recovered, alive }) {
  const problems = [];
  const counts = statusCounts(statuses);
  for (const [k, v] of Object.entries(counts)) {
    if (k === 'none') problems.push(`${v} requests without an answer`);
    else if (Number(k) >= 500 && Number(k) !== 503) problems.push(`${v} answers ${k}`);
  }
  if (maxMs > ANSWER_WITHIN_MS) problems.push(`slowest answer ${Math.round(maxMs)} ms, over ${ANSWER_WITHIN_MS} ms`);
  if (!probesDuring.length) problems.push('no /readyz probe while the database was away');
  const ready = probesDuring.filter((s) => s !== 503);
  if (ready.length) problems.push(`/readyz answered ${formatCounts(statusCounts(ready))} while the database was away`);
  recovered.forEach((r, i) => {
    if (r === null) problems.push(`server ${'AB'[i]} did not recover`);
  });
  alive.forEach((a, i) => {
    if (!a) problems.push(`server ${'AB'[i]} exited`);
  });
  return problems;
}

/** Replaces what stands between `start` and `end` in `file` (or appends the block under `heading`). */
export function writeBetween(file, start, end, block, heading) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const framed = `${start}\n${block.trim()}\n${end}`;
  const a = text.indexOf(start);
  const b = text.indexOf(end);
  const next = a >= 0 && b > a ? text.slice(0, a) + framed + text.slice(b + end.length) : `${text.trimEnd()}\n\n${heading}\n\n${framed}\n`;
  writeFileSync(file, next);
}

/** The figures of both runs, as written into docs/reliability.md. */
export function faultsSection({ date, machine, crash, outage, pgCrash = null }) {
  const mark = (problems) => (problems.length ? `✗ ${problems.join('; ')}` : '✓');
  return [
    `Last run: ${date} — ${machine}.`,
    '',
    `**Run 1, a server killed:** ${crash.spends.toLocaleString('en-US')} spends and ${crash.events.toLocaleString('en-US')} host events over both servers at ${crash.connections} connections each; server A got SIGKILL after ${crash.killedAfter.toLocaleString('en-US')} operations had started and was up again after ${(crash.restartMs / 1000).toFixed(1)} s. Answers in the run: spends ${formatCounts(crash.outcomes.spends)}; events ${formatCounts(crash.outcomes.events)}. ${crash.outcomes.retried.toLocaleString('en-US')} spends and events without a success were sent again with their keys. In PostgreSQL: ${crash.found.orders} orders = ${crash.found.reward_debits} debits for ${crash.answered} spends answered 2xx in the run plus the retried ones, ${crash.found.earn_entries} credits for the events, every member's balance = Σ ledger = Σ open credits, stock never below zero, no key twice. ${mark(crash.problems)}`,
    '',
    `**Run 2, the database away for ${outage.cutSeconds} s under load:** ${outage.requests.toLocaleString('en-US')} requests (member reads, host events, spends) at ${outage.connections} connections per server; answers ${formatCounts(outage.counts)}; slowest ${Math.round(outage.maxMs).toLocaleString('en-US')} ms (bound ${ANSWER_WITHIN_MS / 1000} s). \`/readyz\` during the cut: ${formatCounts(statusCounts(outage.probesDuring))}; ready again ${outage.recovered.map((ms, i) => `${'AB'[i]} ${ms === null ? 'never' : `${(ms / 1000).toFixed(1)} s`}`).join(', ')} after the database came back, without a restart. The ${outage.retried.toLocaleString('en-US')} spends and events without a success (503) were sent again with their keys: one effect each, ledger checked as in run 1. ${mark(outage.problems)}`,
    ...(pgCrash ? ['', pgCrashLine(pgCrash, mark)] : []),
  ].join('\n');
}

/** Run 3's sentence (scripts/faults/pg-crash.mjs). */
export function pgCrashLine(r, mark) {
  const c = r.crash;
  const t = r.timeouts;
  const cut = (x) => `${x.status ?? 'closed'} after ${(x.ms / 1000).toFixed(1)} s`;
  return `**Run 3, PostgreSQL killed after an answered reservation:** on a private PostgreSQL (\`wal_writer_delay=10s\`), a reserve answered ${c.first}, then SIGKILL to the postmaster and every child, restart; the same Idempotency-Key answered ${c.again} with ${c.againId && c.againId === c.firstId ? 'the same reservation' : `another reservation (${c.againId ?? 'none'})`}; ${c.held} reservation held, ${c.stockTaken} unit of stock taken. Slow clients (\`REQUEST_TIMEOUT_MS=1500\`, a byte every 0.3 s): a body ${cut(t.body)}, headers ${cut(t.headers)}; a kept-alive socket idle for 2.5 s answered ${t.keptAlive.join(', ')}. ${r.seconds.toFixed(1)} s in all. ${mark(r.problems)}`;
}
