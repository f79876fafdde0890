// The e2e run's midnight guard (docs/conventions.md, item 17): node --test scripts/e2e/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { msToMidnight, waitBeforeRun } from './clear-of-midnight.mjs';

const MIN = 60_000;

test('msToMidnight counts to midnight in the zone, not in UTC', () => {
  // 22:40 UTC in November is 23:40 in Vienna (UTC+1): 20 minutes to go there, 80 in UTC.
  assert.equal(msToMidnight(new Date('2026-11-28T22:40:00Z'), 'Europe/Vienna'), 20 * MIN);
  assert.equal(msToMidnight(new Date('2026-11-28T22:40:00Z'), 'UTC'), 80 * MIN);
  // Summer time: 21:50 UTC is 23:50 in Vienna.
  assert.equal(msToMidnight(new Date('2026-07-01T21:50:00.500Z'), 'Europe/Vienna'), 10 * MIN - 500);
});

test('a run far from midnight starts at once, one within the margin waits until just after it', () => {
  assert.equal(waitBeforeRun(new Date('2026-11-28T10:00:00Z'), 'Europe/Vienna', 25), 0);
  // 26 minutes before midnight: outside a 25-minute margin.
  assert.equal(waitBeforeRun(new Date('2026-11-28T22:34:00Z'), 'Europe/Vienna', 25), 0);
  // 20 minutes before: waits 20 minutes and 30 seconds.
  assert.equal(waitBeforeRun(new Date('2026-11-28T22:40:00Z'), 'Europe/Vienna', 25), 20 * MIN + 30_000);
  // Just after midnight: a whole day to go, no wait.
  assert.equal(waitBeforeRun(new Date('2026-11-28T23:00:05Z'), 'Europe/Vienna', 25), 0);
  // A margin of 0 never waits.
  assert.equal(waitBeforeRun(new Date('2026-11-28T22:59:59Z'), 'Europe/Vienna', 0), 0);
});
