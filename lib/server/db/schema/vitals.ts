import 'server-only';
import { bigserial, date, doublePrecision, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Real-user Web Vitals (docs/reliability.md): one row per visit and metric, by business day and
// page pattern. Nothing names a member, a token or an address. Kept 90 days.
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day').notNull(),
    page: text('page').notNull(),
    // A visit's values share it, so the report counts visits, not values.
    visit: text('visit').notNull(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('web_vitals_day_page_idx').on(t.day, t.page)],
);
