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

export async function liability(db: Db, timezone: string, now = new Date()): Promise<Liability> {
  const month = (col: string) => `to_char(${col} at time zone $1, 'YYYY-MM')`;
  const [[total], [current], expiringRows, flowRows] = await Promise.all([
    rawRows<{ outstanding: string }>(db, 'select coalesce(sum(points_available), 0) as outstanding from collectors', []),
    rawRows<{ month: string }>(db, `select ${month('$2::timestamptz')} as month`, [timezone, now.toISOString()]),
    rawRows<{ month: string; amount: string }>(
      db,
      `select ${month('expires_at')} as month, sum(remaining) as amount from ledger_entries
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
    const of = (kind: string, side: 'credit' | 'debit') => n(flowRows.find((r) => r.month === m && r.kind === kind)?.[side]);
    const issued_by_source = {
      earn: of('earn', 'credit'),
      daily_reward: of('daily_reward', 'credit'),
      game: of('prizewheel', 'credit') + of('quiz', 'credit'),
      adjustment: of('adjustment', 'credit'),
    };
    // Spends net of their refunds (a refund credits back what a cancelled order took).
    const spent = of('reward', 'debit') + of('raffle', 'debit') + of('donation', 'debit') - of('refund', 'credit');
    return {
      month: m,
      issued: issued_by_source.earn + issued_by_source.daily_reward + issued_by_source.game + issued_by_source.adjustment,
      issued_by_source,
      spent,
      expired: of('expire', 'debit'),
      corrected: of('adjustment', 'debit'),
    };
  });
  return { outstanding: n(total!.outstanding), expiring, by_month };
}

