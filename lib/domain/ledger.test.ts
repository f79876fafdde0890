import fc from 'fast-check';
import { addMonths, consumeFifo, creditExpiry, type OpenCredit } from './ledger';

// The model's expiry (the service retires due credits in SQL): what remains of a credit whose time has come.
const dueForExpiry = (credits: readonly OpenCredit[], now: Date) =>
  credits.filter((c) => c.remaining > 0 && c.expiresAt !== null && c.expiresAt.getTime() <= now.getTime());

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
  const TZ = 'Europe/Vienna';
  it('is the end of the business day, months later, in the business time zone', () => {
    // Earned 22 Nov 2026 11:00 Vienna → expires when 23 Nov 2027 begins in Vienna (23:00 UTC on 22 Nov).
    expect(creditExpiry(new Date('2026-11-22T10:00:00Z'), 12, TZ)?.toISOString()).toBe('2027-11-22T23:00:00.000Z');
    // Earned 23:30 Vienna on 31 Jan (22:30 UTC) → the business day is 31 Jan → end of 28 Feb.
    expect(creditExpiry(new Date('2026-01-31T22:30:00Z'), 1, TZ)?.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    // Summer time: end of 15 Jul 2027 in Vienna is 22:00 UTC.
    expect(creditExpiry(new Date('2027-01-15T12:00:00Z'), 6, TZ)?.toISOString()).toBe('2027-07-15T22:00:00.000Z');
  });
  it('never expires under a policy of 0 months', () => {
    expect(creditExpiry(new Date('2026-11-22T10:00:00Z'), 0, TZ)).toBeNull();
  });
  it('adds calendar months with clamping', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-22', 12)).toBe('2027-11-22');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });
});
