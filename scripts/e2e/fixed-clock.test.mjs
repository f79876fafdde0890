// The e2e run's fixed business time (docs/conventions.md 17): node --test scripts/e2e/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { businessInstant, faketimeOffset } from './fixed-clock.mjs';

const at = (now) => businessInstant(new Date(now), 'Europe/Vienna').toISOString();

test("before 10:00 the run starts at today's 10:00, after it at tomorrow's", () => {
  assert.equal(at('2026-12-02T04:00:00Z'), '2026-12-02T09:00:00.000Z');
  assert.equal(at('2026-12-02T09:00:00Z'), '2026-12-02T09:00:00.000Z');
  assert.equal(at('2026-12-02T09:00:01Z'), '2026-12-03T09:00:00.000Z');
  // Summer time: 10:00 is 08:00 UTC.
  assert.equal(at('2026-07-01T21:50:00Z'), '2026-07-02T08:00:00.000Z');
});

test('the business day, not the UTC day: 23:30 UTC on 1 December is already 2 December in Vienna', () => {
  assert.equal(at('2026-12-01T23:30:00Z'), '2026-12-02T09:00:00.000Z');
});

test('across the clock changes, 10:00 is taken in the time of its own day', () => {
  // Saturday 28 March 2026 (winter time) → Sunday 29 March, summer time from 02:00.
  assert.equal(at('2026-03-28T12:00:00Z'), '2026-03-29T08:00:00.000Z');
  // Saturday 24 October 2026 (summer time) → Sunday 25 October, winter time from 03:00.
  assert.equal(at('2026-10-24T12:00:00Z'), '2026-10-25T09:00:00.000Z');
});

test('the offset is whole seconds forward, as faketime takes it', () => {
  assert.equal(faketimeOffset(new Date('2026-12-02T04:00:00.400Z'), new Date('2026-12-02T09:00:00Z')), '+18000');
  assert.equal(faketimeOffset(new Date('2026-12-02T09:00:00Z'), new Date('2026-12-02T09:00:00Z')), '+0');
  assert.throws(() => faketimeOffset(new Date('2026-12-02T10:00:00Z'), new Date('2026-12-02T09:00:00Z')), /forward only/);
});
