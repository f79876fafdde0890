// The bench's pure parts (no timing assertions): node --test scripts/bench/
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { canonical } from './load.mjs';
import { scriptUrls } from './page-weight.mjs';
import { writeResults } from './report.mjs';

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
