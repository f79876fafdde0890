import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collectors } from './collectors';
import { ledgerEntries } from './ledger';
import { orders, rewards } from './rewards';

// Vouchers (docs/vouchers.md): a campaign gives Räppli or a reward within a window, through
// single-use codes made in batches or one shared code. Campaigns are editors' content with
// `published`, `draft` and `archived_at` like the other content tables.

export const voucherCampaigns = pgTable(
  'voucher_campaigns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    // single: codes made in batches, each redeemed once; shared: one code for many members, once each.
    kind: text('kind').notNull(),
    // What a redemption gives: Räppli (points) or one unit of a reward as an order.
    points: integer('points'),
    rewardId: bigint('reward_id', { mode: 'number' }).references(() => rewards.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // Redemptions of the whole campaign; null: no maximum (a single code still goes once).
    maxRedemptions: integer('max_redemptions'),
    // Codes of this campaign one member may redeem (single); null: only the day's limit.
    perMemberLimit: integer('per_member_limit'),
    // How many times the campaign was redeemed: kept with each redemption under the code's lock.
    redemptions: integer('redemptions').notNull().default(0),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(false),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('voucher_campaigns_gives_one', sql`(${t.points} is null) <> (${t.rewardId} is null)`),
    check('voucher_campaigns_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

// A code: only the SHA-256 of its 16 symbols is kept for single-use codes (shown once, when the
// batch is made); a shared code is printed for everyone and kept in clear too, for the console.
export const voucherCodes = pgTable(
  'voucher_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => voucherCampaigns.id),
    codeHash: text('code_hash').notNull(),
    // Shared codes only; null for single-use codes.
    code: text('code'),
    // The last four symbols, to tell codes apart in the console without the code itself.
    hint: text('hint').notNull(),
    batch: integer('batch').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('voucher_codes_hash_uq').on(t.codeHash), index('voucher_codes_campaign_idx').on(t.campaignId, t.batch)],
);

// A redemption: one member, one code, once (the unique index is the last word).
export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => voucherCodes.id),
    campaignId: bigint('campaign_id', { mode: 'number' })
      .notNull()
      .references(() => voucherCampaigns.id),
    collectorId: bigint('collector_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    points: integer('points').notNull().default(0),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_redemptions_code_member_uq').on(t.codeId, t.collectorId),
    index('voucher_redemptions_member_day_idx').on(t.collectorId, t.businessDay),
    index('voucher_redemptions_campaign_member_idx').on(t.campaignId, t.collectorId),
  ],
);

// Failed codes (unknown, malformed, outside their window), for the guess limit across processes:
// per member and per client address within 10 minutes (docs/vouchers.md, Guessing).
export const voucherGuessFailures = pgTable(
  'voucher_guess_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectorId: bigint('collector_id', { mode: 'number' }).notNull(),
    address: text('address').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voucher_guess_failures_member_idx').on(t.collectorId, t.at), index('voucher_guess_failures_address_idx').on(t.address, t.at)],
);
