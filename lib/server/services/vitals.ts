import 'server-only';
import { randomUUID } from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Config } from '@/lib/config';
import type { VitalsBody, VitalsReport } from '@/lib/contracts/vitals';
import { addDays, businessDay } from '@/lib/domain/business-time';
import type { Db } from '@/lib/server/db/client';
import { execRows } from '@/lib/server/db/raw';
import { webVitals } from '@/lib/server/db/schema';

// Real-user Web Vitals (docs/reliability.md, "Real-user Web Vitals").

/** How long the values are kept (the console shows up to 90 days). */
export const VITALS_KEEP_DAYS = 90;

/** Stores one visit's values under today's business day; nothing names the visitor. */
export async function recordVitals(db: Db, config: Config, body: VitalsBody, now = new Date()) {
  const day = businessDay(now, config.TIMEZONE);
  const visit = randomUUID();
  await db.insert(webVitals).values(body.metrics.map((m) => ({ day, page: body.page, visit, name: m.name, value: m.value })));
}

/** The 75th percentile per business day and page of the last `days` days, newest day first, then by visits. */
export async function vitalsReport(db: Db, config: Config, days: number, now = new Date()): Promise<VitalsReport> {
  const from = addDays(businessDay(now, config.TIMEZONE), -(days - 1));
  const rows = await execRows<{ day: string; page: string; lcp: number | null; inp: number | null; cls: number | null; visits: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, page,
               percentile_cont(0.75) within group (order by value) filter (where name = 'LCP') as lcp,
               percentile_cont(0.75) within group (order by value) filter (where name = 'INP') as inp,
               percentile_cont(0.75) within group (order by value) filter (where name = 'CLS') as cls,
               count(distinct visit) as visits
          from web_vitals
         where day >= ${from}::date
         group by day, page
         order by day desc, count(distinct visit) desc, page`,
  );
  const round = (v: number | null, digits: number) => (v === null ? null : Number(Number(v).toFixed(digits)));
  return {
    sample_rate: config.VITALS_SAMPLE_RATE,
    rows: rows.map((r) => ({
      day: r.day,
      page: r.page,
      lcp_p75: round(r.lcp, 0),
      inp_p75: round(r.inp, 0),
      cls_p75: round(r.cls, 3),
      visits: Number(r.visits),
    })),
  };
}

/** Drops values older than VITALS_KEEP_DAYS (the daily jobs). */
export async function pruneVitals(db: Db, config: Config, now = new Date()): Promise<{ pruned: number }> {
  const keepFrom = addDays(businessDay(now, config.TIMEZONE), -(VITALS_KEEP_DAYS - 1));
  const gone = await db.delete(webVitals).where(lt(webVitals.day, keepFrom)).returning({ id: webVitals.id });
  return { pruned: gone.length };
}
