// The soak's pure parts (no servers, no timing): node --test scripts/soak/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dueBy, judgeSoak, kindOf, latencyFigures, rssFigures, soakSection } from './figures.mjs';

test('kindOf: of every 50 requests 45 reads, 4 host events, 1 spend', () => {
  const kinds = Array.from({ length: 1000 }, (_, n) => kindOf(n));
  assert.equal(kinds.filter((k) => k === 'read').length, 900);
  assert.equal(kinds.filter((k) => k === 'event').length, 80);
  assert.equal(kinds.filter((k) => k === 'spend').length, 20);
});

test('dueBy: an open loop owes rate × seconds requests, whatever came back', () => {
  assert.equal(dueBy(0, 40), 0);
  assert.equal(dueBy(1000, 40), 40);
  assert.equal(dueBy(600_000, 40), 24_000);
  assert.equal(dueBy(1010, 40), 40);
});

const series = (from, to, rssAt) => Array.from({ length: (to - from) / 5000 + 1 }, (_, k) => ({ t: from + k * 5000, rss: rssAt(from + k * 5000) }));

test('rssFigures: flat after a warm-up that grew, is flat', () => {
  const samples = series(0, 600_000, (t) => (t < 120_000 ? 100e6 + t * 1000 : 220e6));
  const r = rssFigures(samples, { warmupMs: 120_000, durationMs: 600_000 });
  assert.equal(r.baseline, 220e6);
  assert.equal(r.end, 220e6);
  assert.equal(r.growth, 0);
  assert.equal(r.flat, true);
});

test('rssFigures: a leak of 20 % after the warm-up is not flat', () => {
  const samples = series(0, 600_000, (t) => 200e6 + Math.max(0, t - 120_000) * (40e6 / 480_000));
  const r = rssFigures(samples, { warmupMs: 120_000, durationMs: 600_000 });
  assert.ok(r.growth > 0.15 && r.growth < 0.21, String(r.growth));
  assert.equal(r.flat, false);
});

test('rssFigures: no samples after the warm-up → not flat', () => {
  assert.equal(rssFigures([{ t: 0, rss: 1 }], { warmupMs: 120_000, durationMs: 600_000 }).flat, false);
});

test('latencyFigures: nearest-rank percentiles and the maximum', () => {
  const ms = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.deepEqual(latencyFigures(ms), { p50: 50, p95: 95, p99: 99, max: 100 });
});

test('judgeSoak names errors, memory that grew, ledger differences and a load that fell behind', () => {
  const flat = { flat: true, growth: 0.01 };
  assert.deepEqual(judgeSoak({ errors: { total: 0, byKind: {} }, rss: [flat, flat], ledger: [], behind: 0 }), []);
  const problems = judgeSoak({
    errors: { total: 2, byKind: { 'read 500': 2 } },
    rss: [flat, { flat: false, growth: 0.14 }],
    ledger: ['orders: expected 1, found 2'],
    behind: 3,
  });
  assert.deepEqual(problems, [
    '2 errors (read 500 × 2)',
    'server B: memory 14.0 % from the warm-up to the end',
    'orders: expected 1, found 2',
    'the load fell 3 requests behind its rate',
  ]);
});

test('soakSection shows the p99 and each server’s memory with its mark', () => {
  const f = { p50: 1, p95: 2, p99: 3, max: 4 };
  const text = soakSection({
    date: 'd',
    machine: 'm',
    minutes: 10,
    rate: 40,
    warmupMs: 120_000,
    counts: { read: 21_600, event: 1920, spend: 480 },
    latency: f,
    byKind: { reads: f },
    rss: [
      { baseline: 200 * 2 ** 20, end: 210 * 2 ** 20, max: 211 * 2 ** 20, growth: 0.05, flat: true },
      { baseline: 200 * 2 ** 20, end: 230 * 2 ** 20, max: 231 * 2 ** 20, growth: 0.15, flat: false },
    ],
    errors: { total: 0, byKind: {} },
    problems: ['server B: memory 15.0 %'],
  });
  assert.match(text, /\*\*3\.0 ms\*\*/);
  assert.match(text, /\| server A \| 200 MB \| 210 MB \| 211 MB \| \+5\.0 % ✓ \|/);
  assert.match(text, /\| server B .* \+15\.0 % ✗ \|/);
  assert.match(text, /✗ server B: memory 15\.0 %/);
});
