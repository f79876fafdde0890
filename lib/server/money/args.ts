import 'server-only';
import { z } from 'zod';
import { ERROR_CODES } from '@/lib/contracts/errors';
import { LIMIT_PERIODS, type LimitPeriod } from '@/lib/domain/limit-periods';
import type messages from '@/messages/de.json';

// The one jsonb argument of each money function (lib/server/db/functions/), as zod schemas: every
// call is parsed here before it is serialised, so a wrong or missing field fails in TypeScript and
// at the call, not as NULL deep inside SQL. Values the server makes itself (instants from
// Date.toISOString, business days, UUIDs, hex digests) are checked as strings, not by format:
// format checks (regular expressions) on every call cost the spends ~8 % (docs/benchmarks.md).

/** Statement reasons: codes of messages/de.json `statement.reasons`, rendered when read. */
export const REASON_CODES = [
  'earn',
  'dailyReward',
  'prizewheel',
  'quiz',
  'resolution',
  'adjustment',
  'expire',
  'reward',
  'raffle',
  'donation',
  'refund',
  'transferIn',
  'transferOut',
  'voucher',
  'birthday',
] as const satisfies readonly (keyof typeof messages.statement.reasons)[];
export type ReasonCode = (typeof REASON_CODES)[number];

const id = z.number().int().positive();
const count = z.number().int().nonnegative();
const points = z.number().int().positive();
const instant = z.string().min(1);
const day = z.string().min(1);
const hex = z.string().min(1);
const record = z.record(z.string(), z.unknown());

export const idemArg = z.strictObject({ scope: z.string().min(1), key: z.string().min(1), hash: hex });
const optionalIdem = idemArg.nullable().optional();

export const answerArgs = z.strictObject({ idem: optionalIdem, status: z.number().int(), response: z.unknown() });

const entry = {
  collector_id: id,
  amount: points,
  kind: z.string().min(1),
  reason: z.enum(REASON_CODES),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  reference: z.string().nullable().optional(),
  key: z.string().min(1),
  data: record.optional(),
};
export const creditArgs = z.strictObject({
  ...entry,
  expires_at: instant.nullable().optional(),
  earned: z.boolean().optional(),
  refund: z.boolean().optional(),
});
export const debitArgs = z.strictObject({ ...entry, now: instant, spent: z.boolean().optional(), refusal: z.enum(ERROR_CODES).optional() });
export const expireArgs = z.strictObject({ collector_id: id, now: instant });

export const earnArgs = z.strictObject({
  idem: optionalIdem,
  token: z.string().optional(),
  collector_id: id.optional(),
  step: z.string().min(1),
  points,
  daily_cap: count.nullable(),
  weekly_cap: count.nullable(),
  lifetime_cap: count.nullable(),
  item_key: z.string().nullable(),
  missing_item: z.boolean(),
  day,
  week_start: day,
  expires_at: instant.nullable(),
  ledger_key: z.string().min(1),
  data: record,
});

/**
 * Who spends: a member by collector token with the SSO pair's token and whether its hash is right
 * (the API; raeppli_spender checks the pair), or a member by id (the seed and tools).
 */
export const spenderArg = z.union([
  z.strictObject({ token: z.string().min(1).max(128), sso_token: z.string().nullable(), hash_ok: z.boolean() }),
  z.strictObject({ collector_id: id }),
]);

/** The first business day of every limit period (an object of LIMIT_PERIODS' keys; cheaper to parse than a record with enum keys). */
const periodStarts = z.object(Object.fromEntries(LIMIT_PERIODS.map((p) => [p, day])) as Record<LimitPeriod, typeof day>);

export const checkArgs = z.strictObject({
  collector_id: id.nullable(),
  reward_id: id,
  quantity: z.number().int().positive().optional(),
  tickets: z.number().int().positive().optional(),
  amount: z.number().int().positive().optional(),
  /** Absent: a preview (the detail page); present: the details a reserve was sent with. */
  contact: record.optional(),
  /** With contact: the fields an address must have (ADDRESS_FIELDS). */
  address_fields: z.array(z.string()).optional(),
  now: instant,
  period_starts: periodStarts,
  advent_slug: z.string(),
});

export const reserveArgs = checkArgs.omit({ collector_id: true }).extend({
  idem: optionalIdem,
  member: spenderArg,
  contact: record,
  address_fields: z.array(z.string()),
  day,
  reservation_id: z.string().min(1),
  expires_at: instant,
  seed: hex,
  seed_hash: hex,
});

export const confirmArgs = z.strictObject({
  idem: optionalIdem,
  member: spenderArg,
  reservation_id: z.string().min(1),
  now: instant,
  day,
  tz: z.string().min(1),
  coupon_code: z.string().min(1),
  advent_slug: z.string(),
  /** The badges that count spends, by the spend kind they count. */
  spend_badges: z.record(z.string(), z.array(id)),
});

/** Every money function and the schema of its one argument. */
export const moneyFunctions = {
  raeppli_claim: idemArg,
  raeppli_answer: answerArgs,
  raeppli_credit: creditArgs,
  raeppli_debit: debitArgs,
  raeppli_expire: expireArgs,
  raeppli_earn_event: earnArgs,
  raeppli_redeem_check: checkArgs,
  raeppli_reserve: reserveArgs,
  raeppli_confirm: confirmArgs,
} as const;
export type MoneyFunction = keyof typeof moneyFunctions;
export type MoneyArgs<F extends MoneyFunction> = z.input<(typeof moneyFunctions)[F]>;
