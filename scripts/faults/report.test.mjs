// The fault gate's pure parts (no servers, no database, no timing): node --test scripts/faults/
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { differences, expectedOutcome, formatCounts, judgeOutage, outcomeOf, pgCrashLine, statusCounts, writeBetween } from './report.mjs';

test('outcomeOf: 2xx ok, 503 unavailable, other 5xx failed, none lost, 4xx refused', () => {
  assert.deepEqual([200, 201, 503, 500, 502, null, undefined, 409, 400].map(outcomeOf), [
    'ok',
    'ok',
    'unavailable',
    'failed',
    'failed',
    'lost',
    'lost',
    'refused',
    'refused',
  ]);
});

test('statusCounts and formatCounts put "no answer" last', () => {
  const counts = statusCounts([200, 503, null, 200, 201]);
  assert.deepEqual(counts, { 200: 2, 201: 1, 503: 1, none: 1 });
  assert.equal(formatCounts(counts), '200 × 2, 201 × 1, 503 × 1, no answer × 1');
});

const journal = {
  spends: [
    { reward: 1, orderId: 10, answeredOk: true },
    { reward: 2, orderId: 11, answeredOk: false }, // lost in the run, ordered on retry
    { reward: 2, orderId: null, answeredOk: false }, // refused
  ],
  events: [{ awarded: 5 }, { awarded: 5 }, { awarded: null }],
  reads: [],
};
const costs = { 1: 3, 2: 7 };

test('expectedOutcome: one order and debit per spend with an order, one credit per awarded event, the balances that follow', () => {
  const e = expectedOutcome(journal, { members: 2, credit: 100, costOf: (id) => costs[id], points: 5 });
  assert.equal(e.orders, 2);
  assert.equal(e.reward_debits, 2);
  assert.equal(e.order_cost, 10);
  assert.equal(e.earn_entries, 2);
  assert.equal(e.earn_sum, 10);
  assert.equal(e.balance_sum, 200 + 10 - 10);
  assert.equal(e.answered_orders_in_ledger, 1);
  assert.equal(e.points_per_event_off, 0);
});

test('differences names what the database holds beyond the answers (a second effect), and nothing when exact', () => {
  const e = expectedOutcome(journal, { members: 2, credit: 100, costOf: (id) => costs[id], points: 5 });
  assert.deepEqual(differences(e, { ...e }), []);
  const twice = differences(e, { ...e, orders: 3, reward_debits: '3' });
  assert.deepEqual(twice, ['orders: expected 2, found 3', 'reward_debits: expected 2, found 3']);
});

const calm = { statuses: [200, 201, 503, 409], maxMs: 900, probesDuring: [503, 503], recovered: [1200, 800], alive: [true, true] };

test('judgeOutage passes 2xx, 4xx and 503 answered in time with /readyz 503 throughout and a recovery', () => {
  assert.deepEqual(judgeOutage(calm), []);
});

test('judgeOutage fails a 500, a request without an answer, one over 10 s, a ready probe during the cut, no recovery, an exit', () => {
  assert.match(judgeOutage({ ...calm, statuses: [200, 500] }).join(), /1 answers 500/);
  assert.match(judgeOutage({ ...calm, statuses: [200, null] }).join(), /without an answer/);
  assert.match(judgeOutage({ ...calm, maxMs: 10_001 }).join(), /over 10000 ms/);
  assert.match(judgeOutage({ ...calm, probesDuring: [503, 200] }).join(), /readyz answered 200 × 1/);
  assert.match(judgeOutage({ ...calm, probesDuring: [] }).join(), /no \/readyz probe/);
  assert.match(judgeOutage({ ...calm, recovered: [null, 10] }).join(), /server A did not recover/);
  assert.match(judgeOutage({ ...calm, alive: [true, false] }).join(), /server B exited/);
});

test('writeBetween replaces only the block between the markers, or appends it under a heading', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'faults-report-'));
  try {
    const file = path.join(dir, 'r.md');
    writeFileSync(file, '# R\n\n## Faults\n\ntext\n\n<!-- f:start -->\nold\n<!-- f:end -->\n\n## Next\n');
    writeBetween(file, '<!-- f:start -->', '<!-- f:end -->', 'new figure', '## Faults');
    assert.equal(readFileSync(file, 'utf8'), '# R\n\n## Faults\n\ntext\n\n<!-- f:start -->\nnew figure\n<!-- f:end -->\n\n## Next\n');
    writeFileSync(file, '# R\n');
    writeBetween(file, '<!-- f:start -->', '<!-- f:end -->', 'x', '## Faults');
    assert.equal(readFileSync(file, 'utf8'), '# R\n\n## Faults\n\n<!-- f:start -->\nx\n<!-- f:end -->\n');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('pgCrashLine says whether the key answered the same reservation after the crash', () => {
  const mark = (problems) => (problems.length ? `✗ ${problems.join('; ')}` : '✓');
  const timeouts = { body: { status: 408, ms: 1900 }, headers: { status: null, ms: 1800 }, keptAlive: [200, 200] };
  const same = pgCrashLine(
    { crash: { first: 201, firstId: 'a', again: 201, againId: 'a', held: 1, stockTaken: 1 }, timeouts, seconds: 6.3, problems: [] },
    mark,
  );
  assert.match(same, /answered 201 with the same reservation; 1 reservation held/);
  assert.match(same, /a body 408 after 1\.9 s, headers closed after 1\.8 s/);
  assert.match(same, /✓$/);
  const lost = pgCrashLine(
    { crash: { first: 201, firstId: 'a', again: 201, againId: 'b', held: 1, stockTaken: 1 }, timeouts, seconds: 6.3, problems: ['new id'] },
    mark,
  );
  assert.match(lost, /another reservation \(b\)/);
  assert.match(lost, /✗ new id$/);
});
