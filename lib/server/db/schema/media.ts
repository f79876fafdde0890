import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, check, customType, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { staff } from './console';

// Pictures editors upload (docs/console.md, Pictures). The bytes live in the database, not on disk:
// every instance serves every picture, and a backup of the database holds them too.

/** PostgreSQL's bytea; node-postgres answers a Buffer, PGlite a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const media = pgTable(
  'media',
  {
    // Random, so the pictures of rewards not yet published cannot be found by counting.
    id: uuid('id').primaryKey(),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('media_size_positive', sql`${t.width} > 0 and ${t.height} > 0`)],
);
