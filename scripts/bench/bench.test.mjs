// The bench's pure parts (no timing assertions, no database): node --test scripts/bench/
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import {
  BENCH_RULE,
  canonicalJson,
  compareOutcome,
  drive,
  eventBody,
  newTally,
  percentile,
  profileArea,
  requestHash,
  summarizeProfile,
  tallyResponse,
} from './events.mjs';
import { canonical } from './load.mjs';
import { scriptUrls } from './page-weight.mjs';
import { resultsSection, writeResults } from './report.mjs';

test('scriptUrls keeps same-origin module scripts once, in order', () => {
  const html = `
    <script src="/_next/static/chunks/a.js" async=""></script>
    <script src='/_next/static/chunks/b.js?v=1&amp;x=2'></script>
    <script src="/_next/static/chunks/a.js"></script>
    <script src="/_next/static/chunks/polyfills.js" noModule=""></script>
    <script src="https://cdn.example.org/x.js"></script>
    <script>self.__next_f.push([1,""])</script>`;
  assert.deepEqual(scriptUrls(html, 'http://127.0.0.1:4000/me/open?collector_token=t'), [
    'http://127.0.0.1:4000/_next/static/chunks/a.js',
    'http://127.0.0.1:4000/_next/static/chunks/b.js?v=1&x=2',
  ]);
});

test('canonical ignores key order only', () => {
  assert.equal(canonical({ b: [1, { d: 2, c: 3 }], a: null }), canonical({ a: null, b: [1, { c: 3, d: 2 }] }));
  assert.notEqual(canonical({ a: 1 }), canonical({ a: '1' }));
});

test('writeResults replaces the previous results section and keeps the rest', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-test-'));
  try {
    const file = path.join(dir, 'docs', 'benchmarks.md');
    writeResults(file, '## first');
    writeResults(file, '## second');
    const text = readFileSync(file, 'utf8');
    assert.match(text, /^# Benchmarks/);
    assert.match(text, /## second/);
    assert.doesNotMatch(text, /## first/);
    assert.equal(text.match(/bench:results:start/g).length, 1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('eventBody gives every event its own key and article, members round-robin', () => {
  const tokens = ['t0', 't1', 't2'];
  const bodies = Array.from({ length: 7 }, (_, i) => eventBody('run1', 's', i, tokens));
  assert.deepEqual(bodies[4], { collector_token: 't1', step: BENCH_RULE.step, data: { article_id: 'run1-s4' }, idempotency_key: 'run1:s4' });
  assert.equal(new Set(bodies.map((b) => b.idempotency_key)).size, 7);
  assert.equal(new Set(bodies.map((b) => b.data.article_id)).size, 7);
  assert.deepEqual(
    bodies.map((b) => b.collector_token),
    ['t0', 't1', 't2', 't0', 't1', 't2', 't0'],
  );
  assert.notEqual(eventBody('run1', 'p', 4, tokens).idempotency_key, bodies[4].idempotency_key);
});

test('requestHash hashes JSON with sorted keys and without undefined, like the server', () => {
  const expected = createHash('sha256').update('{"b":1,"c":[{"x":2,"y":1}]}').digest('hex');
  assert.equal(requestHash({ c: [{ y: 1, x: 2 }], b: 1, a: undefined }), expected);
  assert.equal(canonicalJson({ z: null, a: 'ä' }), '{"a":"ä","z":null}');
});

test('percentile is the nearest rank', () => {
  const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1
  assert.equal(percentile(values, 0.99), 99);
  assert.equal(percentile(values, 0.5), 50);
  assert.equal(percentile([7], 0.99), 7);
  assert.equal(percentile([], 0.99), null);
});

test('tallyResponse counts awarded, capped and other zero awards separately', () => {
  const t = newTally();
  tallyResponse(t, 200, { awarded: 5, balance: 5 });
  tallyResponse(t, 200, { awarded: 5, balance: 10 });
  tallyResponse(t, 200, { awarded: 0, balance: 10, reason: 'daily_cap' });
  tallyResponse(t, 200, { awarded: 0, balance: 10, reason: 'duplicate' });
  tallyResponse(t, 500, null);
  assert.equal(t.ok, 4);
  assert.equal(t.awardedSum, 10);
  assert.equal(t.awarded, 2);
  assert.equal(t.capped, 1);
  assert.equal(t.otherZero, 1);
  assert.deepEqual(t.statuses, { 200: 4, 500: 1 });
  assert.deepEqual(t.reasons, { daily_cap: 1, duplicate: 1 });
});

test('compareOutcome names every difference and accepts numeric strings from pg', () => {
  assert.deepEqual(compareOutcome({ events: 10, balance_sum: 50 }, { events: '10', balance_sum: '50' }), []);
  assert.deepEqual(compareOutcome({ events: 10, keys: 3 }, { events: '9', keys: '3' }), ['events: expected 10, found 9']);
});

test('drive waits for every started send and stops at the count or the deadline', async () => {
  const seen = [];
  const byCount = await drive({ connections: 4, count: 10, send: async (i) => void seen.push(await new Promise((r) => setTimeout(r, 2, i))) });
  assert.equal(byCount.sent, 10);
  assert.deepEqual(
    seen.sort((a, b) => a - b),
    [...Array(10).keys()],
  );
  let done = 0;
  const byTime = await drive({ connections: 3, seconds: 0.05, send: async () => void (await new Promise((r) => setTimeout(r, 5)), done++) });
  assert.ok(byTime.sent > 0);
  assert.equal(done, byTime.sent);
  const failing = await drive({
    connections: 2,
    count: 4,
    send: async (i) => {
      if (i % 2) throw new Error('no');
    },
  });
  assert.equal(failing.sent, 4);
  assert.equal(failing.errors.length, 2);
});

test('summarizeProfile reports self time of busy samples by area and function', () => {
  const frame = (id, functionName, url, children = []) => ({ id, callFrame: { functionName, url, lineNumber: 0 }, children });
  const profile = {
    nodes: [
      frame(1, '(root)', '', [2, 3, 4, 5]),
      frame(2, '(idle)', ''),
      frame(3, 'query', 'file:///w/node_modules/pg/lib/client.js'),
      frame(4, 'businessDay', 'file:///w/dist/server.js'),
      frame(5, 'writev', ''),
    ],
    samples: [2, 3, 3, 4, 5, 2],
    timeDeltas: [0, 100, 100, 100, 100, 100],
  };
  const s = summarizeProfile(profile);
  assert.equal(s.idleMs, 0);
  assert.deepEqual(
    s.areas.map((a) => [a.area, a.pct]),
    [
      ['pg driver', 50],
      ['app (dist/server.js)', 25],
      ['node core', 25],
    ],
  );
  assert.equal(s.functions[0].name, 'query pg/lib/client.js:1');
  assert.equal(profileArea('(garbage collector)', ''), 'garbage collector');
  assert.equal(profileArea('x', 'file:///w/node_modules/drizzle-orm/sql/sql.js'), 'drizzle-orm');
});

test('resultsSection has the host events table, or says why it is missing', () => {
  const base = {
    date: 'd',
    settings: { connections: 50, duration: 10, warmup: 2 },
    machine: { cpus: '2', model: 'm', memory: 'x', node: 'v', os: 'o', load: '0.1' },
    api: [],
    apiNotes: [],
    stops: [],
    pages: [],
  };
  assert.match(resultsSection({ ...base, events: null }), /### Host events on PostgreSQL\n\nNot measured/);
  const result = {
    members: 200,
    connections: 50,
    poolSize: 10,
    rule: BENCH_RULE,
    warmup: { events: 100 },
    server: { ok: 1000, rate: 2500, p99: 40, awarded: 1000, capped: 0 },
    plain: { events: 1000, rate: 5000, p99: 20 },
    ratio: 0.5,
  };
  const text = resultsSection({ ...base, events: { result, notes: ['checked ✓'], stops: [] } });
  assert.match(text, /\| Server: POST \/api\/host\/events \| 1000 \| 2500 \| 40\.0 \| 1000 \| 0 \| 0\.50 \| ✓ \|/);
  assert.match(text, /\| Plain INSERTs \(pg\) \| 1000 \| 5000 \| 20\.0 \|/);
  assert.match(text, /- checked ✓/);
  assert.ok(text.indexOf('Host events') < text.indexOf('Page JavaScript'));
});

test('resultsSection has the leaderboard tables (reads against 10 ms, writes on ÷ off), or says why they are missing', () => {
  const base = {
    date: 'd',
    settings: { connections: 50, duration: 10, warmup: 2 },
    machine: { cpus: '2', model: 'm', memory: 'x', node: 'v', os: 'o', load: '0.1' },
    api: [],
    apiNotes: [],
    stops: [],
    pages: [],
    events: null,
    spends: null,
  };
  assert.match(resultsSection({ ...base, board: null }), /### Leaderboard on PostgreSQL\n\nNot measured/);
  const read = (p50, p95) => ({ n: 1000, p50, p95, p99: p95 + 1 });
  const result = {
    made: {
      ranked: 1_000_000,
      anonymous: 50_000,
      optedOut: 20_000,
      loaded: 40,
      rebuilt: 10,
      total_median: 34,
      total_max: 900_000,
      total_scores: 30_000,
      week_entries: 300_000,
      counts: 5000,
    },
    samples: 1000,
    connections: 50,
    poolSize: 10,
    reads: {
      'http-total': read(2, 6),
      'http-week': read(2, 12),
      'sql-total': read(1, 4),
      'sql-week': read(1, 3),
      'count-total': { n: 100, p50: 90, p95: 120, p99: 130 },
    },
    writes: {
      random: { on: { events: 900, rate: 90, p99: 100 }, off: { events: 1000, rate: 100, p99: 90 } },
      lockstep: { on: { events: 500, rate: 50, p99: 1 }, off: { events: 500, rate: 50, p99: 1 } },
    },
  };
  const text = resultsSection({ ...base, board: { result, notes: ['recounted ✓'], stops: [] } });
  assert.match(text, /1,000,000 ranked members/);
  assert.match(text, /\| `total`, server: GET \/api\/leaderboard \| 1000 \| 2\.00 \| 6\.00 \| 7\.00 \| ✓ \|/);
  assert.match(text, /\| `week`, server: GET \/api\/leaderboard \| 1000 \| 2\.00 \| 12\.00 \| 13\.00 \| ✗ \|/);
  assert.match(text, /\| random members of the million \| 900 \| 90 \| 100\.0 \| 1000 \| 100 \| 90\.0 \| 0\.90 \|/);
  assert.match(text, /- recounted ✓/);
  assert.ok(text.indexOf('Leaderboard') < text.indexOf('Page JavaScript'));
});

test('resultsSection has the host loader against 4 KiB gzip, or says why it is missing', () => {
  const base = {
    date: 'd',
    settings: { connections: 50, duration: 10, warmup: 2 },
    machine: { cpus: '2', model: 'm', memory: 'x', node: 'v', os: 'o', load: '0.1' },
    api: [],
    apiNotes: [],
    stops: [],
    pages: [],
  };
  assert.match(resultsSection({ ...base, loader: null }), /### Host loader \(gzip level 9\)\n\nNot measured\./);
  assert.match(resultsSection({ ...base, loader: { path: '/embed.js', status: 404, bytes: null, gzip: null } }), /answered 404: not measured/);
  const text = resultsSection({ ...base, loader: { path: '/embed.js', status: 200, bytes: 3333, gzip: 1615 } });
  assert.match(text, /\| `\/embed\.js` \| 200 \| 3333 \| 1615 \| ✓/);
});
