import 'server-only';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { collectors } from './collectors';
import { ledgerEntries } from './ledger';
import { orders, rewards } from './rewards';

// Games (docs/games.md): the daily prize wheel and quizzes. Segments and quizzes are editors'
// content with `published`, `draft` and `archived_at` like the other content tables.

// A wheel segment: what it gives (points | pass | reward | nothing | retry), its weight in the
// draw, and an optional budget per business day (Räppli handed out, or units of its reward).
export const prizewheelSegments = pgTable(
  'prizewheel_segments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    label: text('label').notNull(),
    kind: text('kind').notNull(),
    // points: the Räppli; others: null.
    amount: integer('amount'),
    // pass and reward: the reward (a custom pass, a prize to ship).
    rewardId: bigint('reward_id', { mode: 'number' }).references(() => rewards.id),
    weight: integer('weight').notNull(),
    dailyBudget: integer('daily_budget'),
    imageUrl: text('image_url'),
    position: integer('position').notNull().default(0),
    published: boolean('published').notNull().default(true),
    draft: jsonb('draft').$type<Record<string, unknown>>(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [check('prizewheel_segments_weight_positive', sql`${t.weight} > 0`)],
);

// What a segment has given on a business day, against its budget.
export const prizewheelBudgets = pgTable(
  'prizewheel_budgets',
  {
    segmentId: bigint('segment_id', { mode: 'number' })
      .notNull()
      .references(() => prizewheelSegments.id),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.segmentId, t.businessDay] })],
);

// One spin: the segment the server drew and what it gave. A reward prize is held as a reservation
// until the member claims it (then it is an order) or its month runs out (the stock returns).
export const prizewheelSpins = pgTable(
  'prizewheel_spins',
  {
    id: text('id').primaryKey(),
    collectorId: bigint('collector_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    businessDay: date('business_day', { mode: 'string' }).notNull(),
    // The n-th spin of the member's business day (1, then 2 after a retry, …).
    number: integer('number').notNull(),
    segmentId: bigint('segment_id', { mode: 'number' })
      .notNull()
      .references(() => prizewheelSegments.id),
    kind: text('kind').notNull(),
    amount: integer('amount'),
    rewardId: bigint('reward_id', { mode: 'number' }).references(() => rewards.id),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    reservationId: text('reservation_id'),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('prizewheel_spins_member_day_uq').on(t.collectorId, t.businessDay, t.number), index('prizewheel_spins_day_idx').on(t.businessDay)],
);

export type QuizQuestion = {
  id: number;
  position: number;
  text: string;
  multiple: boolean;
  image_url: string | null;
  answers: { id: number; text: string; correct: boolean }[];
};

// A quiz is edited and published as a whole: its questions and answers live in `questions`.
export const quizzes = pgTable('quizzes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  teaser: text('teaser').notNull(),
  imageUrl: text('image_url'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  questions: jsonb('questions').$type<QuizQuestion[]>().notNull().default([]),
  // Correct answers needed to pass, and the Räppli a pass earns.
  passMark: integer('pass_mark').notNull(),
  rewardPoints: integer('reward_points').notNull().default(0),
  // The result screen offers the four-week premium trial.
  trial: boolean('trial').notNull().default(false),
  position: integer('position').notNull().default(0),
  published: boolean('published').notNull().default(true),
  draft: jsonb('draft').$type<Record<string, unknown>>(),
  archivedAt: timestamp('archived_at', { withTimezone: true }),
});

// One play of a quiz per member.
export const quizSubmissions = pgTable(
  'quiz_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quizId: bigint('quiz_id', { mode: 'number' })
      .notNull()
      .references(() => quizzes.id),
    collectorId: bigint('collector_id', { mode: 'number' })
      .notNull()
      .references(() => collectors.id),
    answers: jsonb('answers').$type<{ question_id: number; answer_ids: number[] }[]>().notNull(),
    correctCount: integer('correct_count').notNull(),
    passed: boolean('passed').notNull(),
    pointsAwarded: integer('points_awarded').notNull().default(0),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('quiz_submissions_quiz_member_uq').on(t.quizId, t.collectorId)],
);

// The premium trial a quiz's result screen offers: once per member, whichever quiz.
export const quizTrials = pgTable('quiz_trials', {
  collectorId: bigint('collector_id', { mode: 'number' })
    .primaryKey()
    .references(() => collectors.id),
  quizId: bigint('quiz_id', { mode: 'number' })
    .notNull()
    .references(() => quizzes.id),
  premiumUntil: timestamp('premium_until', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
