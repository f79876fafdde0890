import fc from 'fast-check';
import { consumeFifo, creditExpiry, dueForExpiry, type OpenCredit } from './ledger';

type Entry = { amount: number };
type Model = { credits: OpenCredit[]; entries: Entry[]; balance: number; lifetimeEarned: number; now: number };

type Op =
  | { t: 'credit'; amount: number; ttl: number | null }
  | { t: 'spend'; amount: number }
  | { t: 'adjust'; amount: number }
  | { t: 'tick'; ms: number }
  | { t: 'expire' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ t: fc.constant('credit' as const), amount: fc.integer({ min: 1, max: 500 }), ttl: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }) }),
  fc.record({ t: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 700 }) }),
  fc.record({ t: fc.constant('adjust' as const), amount: fc.integer({ min: -300, max: 300 }).filter((n) => n !== 0) }),
  fc.record({ t: fc.constant('tick' as const), ms: fc.integer({ min: 1, max: 60 }) }),
  fc.constant({ t: 'expire' as const }),
);

/** Applies one operation the way the ledger service does; a debit that is not covered changes nothing. */
function apply(m: Model, o: Op, nextId: () => number) {
  const debit = (amount: number) => {
    const takes = consumeFifo(m.credits, amount);
    if (!takes) return false;
    for (const take of takes) m.credits.find((c) => c.id === take.id)!.remaining -= take.amount;
    m.entries.push({ amount: -amount });
    m.balance -= amount;
    return true;
  };
  switch (o.t) {
    case 'credit':
    case 'adjust':
      if (o.t === 'adjust' && o.amount < 0) return void debit(-o.amount);
      m.credits.push({ id: nextId(), remaining: o.amount, expiresAt: o.t === 'credit' && o.ttl !== null ? new Date(m.now + o.ttl) : null });
      m.entries.push({ amount: o.amount });
      m.balance += o.amount;
      m.lifetimeEarned += o.amount;
      return;
    case 'spend':
      return void debit(o.amount);
    case 'tick':
      m.now += o.ms;
      return;
    case 'expire':
      for (const c of dueForExpiry(m.credits, new Date(m.now))) {
        m.entries.push({ amount: -c.remaining });
        m.balance -= c.remaining;
        c.remaining = 0;
      }
  }
}

describe('ledger rules (property)', () => {
  it('keep balance = Σ entries = Σ open remainders, never negative, lifetime earned monotone', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        let id = 0;
        const m: Model = { credits: [], entries: [], balance: 0, lifetimeEarned: 0, now: 0 };
        for (const o of ops) {
          const before = m.lifetimeEarned;
          apply(m, o, () => ++id);
          expect(m.balance).toBe(m.entries.reduce((s, e) => s + e.amount, 0));
          expect(m.balance).toBe(m.credits.reduce((s, c) => s + c.remaining, 0));
          expect(m.balance).toBeGreaterThanOrEqual(0);
          for (const c of m.credits) expect(c.remaining).toBeGreaterThanOrEqual(0);
          expect(m.lifetimeEarned).toBeGreaterThanOrEqual(before);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('spends consume the soonest-expiring credits first', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ remaining: fc.integer({ min: 0, max: 50 }), ttl: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }) }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 1, max: 200 }),
        (raw, amount) => {
          const credits = raw.map((r, i) => ({ id: i + 1, remaining: r.remaining, expiresAt: r.ttl === null ? null : new Date(r.ttl) }));
          const takes = consumeFifo(credits, amount);
          const total = credits.reduce((s, c) => s + c.remaining, 0);
          if (total < amount) return expect(takes).toBeNull();
          expect(takes!.reduce((s, t) => s + t.amount, 0)).toBe(amount);
          // Every credit that expires strictly before a partly or wholly taken one is used up.
          const taken = new Set(takes!.map((t) => t.id));
          for (const t of takes!) {
            const c = credits.find((x) => x.id === t.id)!;
            for (const other of credits) {
              if (other.remaining === 0 || taken.has(other.id)) continue;
              const earlier = other.expiresAt && (!c.expiresAt || other.expiresAt < c.expiresAt);
              expect(earlier).toBeFalsy();
            }
          }
        },
      ),
    );
  });
});

describe('creditExpiry', () => {
  it('adds calendar months, clamping to the month end', () => {
    expect(creditExpiry(new Date('2026-01-31T10:00:00Z'), 1)?.toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(creditExpiry(new Date('2026-11-22T10:00:00Z'), 12)?.toISOString()).toBe('2027-11-22T10:00:00.000Z');
    expect(creditExpiry(new Date('2026-11-22T10:00:00Z'), 0)).toBeNull();
  });
});
