import 'server-only';

import type { Db } from '@/lib/server/db/client';
import { rawRows } from '@/lib/server/db/raw';
import type { Liability } from '@/lib/contracts/console';

// What the publisher owes in Räppli (docs/console.md, Liability), from the ledger alone: the
// balances now, what of them expires month by month, and the flow of the last 12 months. Months are
// calendar months in the business time zone.

const n = (v: unknown) => Number(v ?? 0);

/** The 12 months from `from` (YYYY-MM), forwards or backwards. */
function months(from: string, count: number, step: 1 | -1): string[] {
  const [y, m] = from.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 + step * i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  }).sort();
}

/** Where issued Räppli come from, by ledger kind (a resolutions bonus is an `earn` credit). */
const ISSUE_SOURCE: Record<string, keyof Liability['by_month'][number]['issued_by_source']> = {
  earn: 'earn',
  daily_reward: 'daily_reward',
  prizewheel: 'game',
  quiz: 'game',
  adjustment: 'adjustment',
  voucher: 'voucher',
  birthday: 'gift',
};

export async function liability(db: Db, timezone: string, now = new Date()): Promise<Liability> {
  const month = (col: string) => `to_char(${col} at time zone $1, 'YYYY-MM')`;
  const [[total], [current], expiringRows, flowRows] = await Promise.all([
    rawRows<{ outstanding: string }>(db, 'select coalesce(sum(points_available), 0) as outstanding from collectors', []),
    rawRows<{ month: string }>(db, `select ${month('$2::timestamptz')} as month`, [timezone, now.toISOString()]),
    rawRows<{ month: string; amount: string }>(
      db,
      // A credit expires at the start of the day after its last day (lib/domain/ledger.ts, creditExpiry):
      // it counts in the month of that last day, so what is issued on a month's last day shows in the
      // last bar too, not in a 14th month past the window.
      `select ${month("(expires_at - interval '1 millisecond')")} as month, sum(remaining) as amount from ledger_entries
        where remaining > 0 and expires_at > $2::timestamptz and expires_at < $2::timestamptz + interval '14 months'
        group by 1`,
      [timezone, now.toISOString()],
    ),
    rawRows<{ month: string; kind: string; credit: string; debit: string }>(
      db,
      `select ${month('created_at')} as month, kind,
              coalesce(sum(amount) filter (where amount > 0), 0) as credit,
              coalesce(-sum(amount) filter (where amount < 0), 0) as debit
         from ledger_entries
        where created_at > $2::timestamptz - interval '13 months'
        group by 1, 2`,
      [timezone, now.toISOString()],
    ),
  ]);
  const thisMonth = current!.month;
  // The rest of this month and the next 12: what is issued today (expiring after POINTS_EXPIRY_MONTHS,
  // 12 by default) shows in the last of them.
  const ahead = months(thisMonth, 13, 1);
  const expiring = ahead.map((m) => ({ month: m, amount: n(expiringRows.find((r) => r.month === m)?.amount) }));
  const by_month = months(thisMonth, 12, -1).map((m) => {
    const inMonth = flowRows.filter((r) => r.month === m);
    const of = (kind: string, side: 'credit' | 'debit') => n(inMonth.find((r) => r.kind === kind)?.[side]);
    // Every credit is issued Räppli except a refund (it gives back a spend) and a transfer (a merge
    // moves Räppli between two accounts); a credit kind without a source of its own counts as "other",
    // so the issued total never misses a booking.
    const issued_by_source = { earn: 0, daily_reward: 0, game: 0, adjustment: 0, voucher: 0, gift: 0, other: 0 };
    for (const row of inMonth) {
      if (row.kind === 'refund' || row.kind === 'transfer_in') continue;
      issued_by_source[ISSUE_SOURCE[row.kind] ?? 'other'] += n(row.credit);
    }
    // Spends net of their refunds (a refund credits back what a cancelled order took).
    const spent = of('reward', 'debit') + of('raffle', 'debit') + of('donation', 'debit') - of('refund', 'credit');
    return {
      month: m,
      issued: Object.values(issued_by_source).reduce((a, b) => a + b, 0),
      issued_by_source,
      spent,
      expired: of('expire', 'debit'),
      corrected: of('adjustment', 'debit'),
    };
  });
  return { outstanding: n(total!.outstanding), expiring, by_month };
}
