import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collectors } from './collectors';

// Append-only: every movement of Räppli is one row. Corrections are new rows, never edits.
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectorId: bigint('collector_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    // The statement's reason as a code of messages/de.json `statement.reasons` plus its parameters,
    // rendered when read (lib/server/services/statement.ts). Rows written before the code existed
    // carry German text and no parameters (null).
    reason: text('reason').notNull(),
    reasonParams: jsonb('reason_params').$type<Record<string, string | number>>(),
    reference: text('reference'),
    idempotencyKey: text('idempotency_key').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    // Credits only: when they expire and how much of them is still unspent.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    remaining: bigint('remaining', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_collector_idempotency_uq').on(t.collectorId, t.idempotencyKey),
    index('ledger_collector_created_idx').on(t.collectorId, t.createdAt),
    // Open credits by expiry: FIFO spends, what expires next, the expiry job.
    index('ledger_open_credits_idx')
      .on(t.collectorId, t.expiresAt)
      .where(sql`${t.remaining} > 0`),
    index('ledger_due_credits_idx')
      .on(t.expiresAt)
      .where(sql`${t.remaining} > 0 and ${t.expiresAt} is not null`),
    check('ledger_amount_nonzero', sql`${t.amount} <> 0`),
    check('ledger_remaining_valid', sql`${t.remaining} is null or (${t.remaining} >= 0 and ${t.remaining} <= ${t.amount})`),
  ],
);
