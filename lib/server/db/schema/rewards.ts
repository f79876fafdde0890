import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { collectors } from './collectors';

// The catalogue: rewards to buy, raffles, funds (donations) and pickups (docs/product.md §8.4).
export const rewards = pgTable(
  'rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    details: text('details').notNull().default(''),
    // buy | raffle | fund | none (pickup); `exclusive` makes buy and raffle subscriber-only.
    type: text('type').notNull(),
    exclusive: boolean('exclusive').notNull().default(false),
    // digital | delivery | external | coupon | custom | pickup
    delivery: text('delivery').notNull(),
    categoryId: integer('category_id').notNull(),
    // Per unit, per raffle ticket, or per donated Räppli (funds); 0 = free.
    cost: bigint('cost', { mode: 'number' }).notNull(),
    // null = unlimited. stock_left falls when a reservation holds units and rises when it is released.
    stock: integer('stock'),
    stockLeft: integer('stock_left'),
    // Units (or tickets) one member may hold in all; orders one member may place per period.
    participationLimit: integer('participation_limit'),
    redeemLimit: integer('redeem_limit'),
    redeemLimitPeriod: text('redeem_limit_period'),
    sponsor: text('sponsor'),
    imageUrl: text('image_url'),
    externalUrl: text('external_url'),
    // Coupons and passes: days the member has to redeem or activate them.
    validDays: integer('valid_days').notNull().default(30),
    // Funds: the goal shown with the progress bar and the current total.
    fundGoal: bigint('fund_goal', { mode: 'number' }),
    fundTotal: bigint('fund_total', { mode: 'number' }).notNull().default(0),
    // Raffles: how many members win.
    winners: integer('winners').notNull().default(1),
    // The special campaign a raffle belongs to (e.g. the Advent calendar's door raffles).
    specialSlug: text('special_slug'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    suspended: boolean('suspended').notNull().default(false),
    published: boolean('published').notNull().default(true),
    // A published reward's edits wait here until an editor publishes them (docs/console.md, Drafts);
    // null: no pending edits. An unpublished reward is edited in place.
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    // Archived: out of the console's lists and never shown to members; orders keep pointing to it.
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rewards_category_idx').on(t.categoryId),
    check('rewards_cost_nonnegative', sql`${t.cost} >= 0`),
    check('rewards_stock_valid', sql`${t.stockLeft} is null or (${t.stockLeft} >= 0 and ${t.stockLeft} <= ${t.stock})`),
    check('rewards_fund_total_nonnegative', sql`${t.fundTotal} >= 0`),
    check('rewards_winners_positive', sql`${t.winners} >= 1`),
  ],
);

// A reservation holds stock and limits for a few minutes between reserve and confirm.
export const reservations = pgTable(
  'reservations',
  {
    id: text('id').primaryKey(),
    rewardId: bigint('reward_id', { mode: 'number' })
      .notNull()
      .references(() => rewards.id),
    collectorId: bigint('collector_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    // Units held (buy/pickup), tickets (raffle) or 1 (fund); the donated Räppli are in amount.
    units: integer('units').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    contact: jsonb('contact').$type<Record<string, unknown>>().notNull().default({}),
    // held → confirmed | released (DELETE) | expired
    state: text('state').notNull().default('held'),
    businessDay: text('business_day').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reservations_held_idx')
      .on(t.expiresAt)
      .where(sql`${t.state} = 'held'`),
    index('reservations_member_idx')
      .on(t.collectorId, t.rewardId)
      .where(sql`${t.state} = 'held'`),
    check('reservations_units_positive', sql`${t.units} > 0`),
    check('reservations_cost_nonnegative', sql`${t.cost} >= 0 and ${t.amount} >= 0`),
  ],
);

// My rewards: one order per confirmed reservation (docs/product.md §9.4 states per delivery type).
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    collectorId: bigint('collector_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    rewardId: bigint('reward_id', { mode: 'number' })
      .notNull()
      .references(() => rewards.id),
    reservationId: text('reservation_id').notNull().unique(),
    type: text('type').notNull(),
    delivery: text('delivery').notNull(),
    units: integer('units').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    cost: bigint('cost', { mode: 'number' }).notNull(),
    // waiting | active | done | canceled
    state: text('state').notNull().default('waiting'),
    // Raffle tickets only: pending | won | lost | expired | canceled
    raffleState: text('raffle_state'),
    contact: jsonb('contact').$type<Record<string, unknown>>().notNull().default({}),
    businessDay: text('business_day').notNull(),
    couponCode: text('coupon_code'),
    // Coupons and passes: redeem or activate before this; raffle prizes: collect before this.
    validUntil: timestamp('valid_until', { withTimezone: true }),
    // A redeemed coupon is shown until this; an activated pass gives premium reading until this.
    activeUntil: timestamp('active_until', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    // A won raffle prize: when the winner claimed it (gave what it needs); a claimed prize no longer expires.
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    debitEntryId: bigint('debit_entry_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_collector_idx').on(t.collectorId, t.createdAt),
    index('orders_member_reward_idx').on(t.collectorId, t.rewardId),
    index('orders_reward_raffle_idx')
      .on(t.rewardId)
      .where(sql`${t.raffleState} is not null`),
    index('orders_state_idx').on(t.state, t.id),
    check('orders_units_positive', sql`${t.units} > 0`),
  ],
);

// One draw per raffle: the seed's SHA-256 is public from the start, the seed after the draw.
export const raffleDraws = pgTable('raffle_draws', {
  rewardId: bigint('reward_id', { mode: 'number' })
    .primaryKey()
    .references(() => rewards.id),
  seed: text('seed').notNull(),
  seedHash: text('seed_hash').notNull(),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
  entries: jsonb('entries').$type<{ entry: number; member: number; tickets: number }[]>(),
  result: jsonb('result').$type<{ entry: number; member: number; tickets: number; round: number }[]>(),
});
