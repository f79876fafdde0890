import './zod-setup';
import { z } from 'zod';
import { DELIVERY_TYPES, REWARD_TYPES } from '@/lib/domain/reward-states';
import { LIMIT_PERIODS } from '@/lib/domain/limit-periods';
import { PRIZE_NEEDS, type PrizeNeed } from '@/lib/domain/redeem';
import { ERROR_CODES } from './errors';
import { validationText } from './zod-de';
import { addressId, addressNumber, instant, wholeNumber } from './fields';

// Rewards shop, redeem flow (reserve → confirm), my rewards, raffles and funds (docs/product.md §9, §13.3).

const iso = z.string();

export const rewardAvailabilitySchema = z.enum(['not_started', 'running', 'over', 'sold_out']);
export const orderStateSchema = z.enum(['waiting', 'active', 'done', 'canceled']);
export const raffleStateSchema = z.enum(['pending', 'won', 'lost', 'expired', 'canceled']);

// GET /api/rewards — one catalogue item.
export const rewardSchema = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  image_url: z.string().nullable(),
  type: z.enum(REWARD_TYPES),
  delivery: z.enum(DELIVERY_TYPES),
  category: z.number(),
  /** Per unit, per raffle ticket or per donated Räppli. */
  cost: z.number(),
  /** While a Black Week lowers the price (`cost` is then the lower one): the regular price; else null. */
  regular_cost: z.number().nullable(),
  free: z.boolean(),
  stock: z.number().nullable(),
  /** null = unlimited */
  stock_left: z.number().nullable(),
  state: rewardAvailabilitySchema,
  exclusive: z.boolean(),
  suspended: z.boolean(),
  starts_at: iso.nullable(),
  ends_at: iso.nullable(),
  sponsor: z.string().nullable(),
  /** Orders one member may place per period (null = no limit). */
  limit: z.object({ count: z.number(), period: z.enum(LIMIT_PERIODS) }).nullable(),
  /** Units or tickets one member may hold in all (null = no limit). */
  participation_limit: z.number().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardListSchema = z.object({
  items: z.array(rewardSchema),
  /** Whether the member (collector_token) has an active subscription; null without a token. */
  subscriber: z.boolean().nullable(),
});
export type RewardList = z.infer<typeof rewardListSchema>;

export const rewardListQuerySchema = z.object({
  category: addressNumber(wholeNumber().positive().max(2_147_483_647)).optional(),
  exclusive: z.enum(['true', 'false']).optional(),
  collector_token: z.string().optional(),
});

/** The caps on one reserve request (per request, not per member). */
export const REDEEM_CAPS = { quantity: 10, tickets: 100_000, amount: 1_000_000 } as const;

/** The cap on one reserve of a reward of this type: items, raffle tickets or a donated amount. */
export const redeemCap = (type: (typeof REWARD_TYPES)[number]) => REDEEM_CAPS[type === 'fund' ? 'amount' : type === 'raffle' ? 'tickets' : 'quantity'];

/** Details a redeem asks for; telephone is never required, only kept when given. */
export const CONTACT_FIELDS = ['address', 'email', 'telephone', 'accept_terms'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/**
 * The server's own answer to "can this member redeem this now?", computed by the same database
 * function that reserve runs (docs/architecture.md, "Money engine").
 */
export const redeemCheckSchema = z.object({
  /** The error code reserve would answer (ANONYMOUS_NOT_ALLOWED, SOLD_OUT, …), or null: it can. */
  blocker: z.enum(ERROR_CODES).nullable(),
  /** That error's German text, exactly as reserve would answer it; null when nothing blocks. */
  message: z.string().nullable(),
  /** That error's details (ALREADY_ORDERED: the limit reached; RAFFLE_OVER_ADVENT: today's door). */
  details: z.record(z.string(), z.unknown()).nullable(),
  /** What the redeem dialog must ask for before reserve accepts it. */
  required_contact: z.array(z.enum(CONTACT_FIELDS)),
  /** Räppli per unit: per item, per ticket, per donated Räppli-unit. */
  unit_cost: z.number(),
  /** The most units (items, tickets, donated amount) one reserve may ask for now; null = no member. */
  max_units: z.number().nullable(),
});
export type RedeemCheck = z.infer<typeof redeemCheckSchema>;

// GET /api/rewards/{id} — the detail, with the member's own figures when collector_token is given.
export const rewardDetailSchema = rewardSchema.extend({
  details: z.string(),
  valid_days: z.number(),
  special_slug: z.string().nullable(),
  /** For a door of the Advent calendar: today's open door (a reward id; itself while open), else null. */
  today_door: z.number().nullable(),
  raffle: z
    .object({
      winners: z.number(),
      tickets_total: z.number(),
      participants: z.number(),
      seed_hash: z.string(),
      drawn_at: iso.nullable(),
    })
    .nullable(),
  fund: z.object({ goal: z.number().nullable(), total: z.number() }).nullable(),
  /** What a reserve of the least one can ask for (one item, one ticket, one donated unit) would answer now. */
  redeem: redeemCheckSchema,
  my: z
    .object({
      subscriber: z.boolean(),
      /** Units (or tickets) held in active orders and reservations. */
      units: z.number(),
      /** Räppli donated to this fund. */
      donated: z.number(),
      /** Orders still possible in the current limit period (null = no limit). */
      redeemable: z.number().nullable(),
      /** Units or tickets still possible under the participation limit (null = no limit). */
      participation_left: z.number().nullable(),
      /**
       * A drawn raffle: how it went for this member — a won ticket (its order, whether the prize is
       * claimed and until when it can be) before the others; null before the draw or without tickets.
       */
      raffle: z.object({ outcome: raffleStateSchema, order_id: z.number(), claimed: z.boolean(), collect_by: iso.nullable() }).nullable(),
    })
    .nullable(),
});
export type RewardDetail = z.infer<typeof rewardDetailSchema>;

// Contact details given during a redeem; never written to the profile.
const text = (max: number) => z.string().trim().max(max, validationText.maxChars(max));
export const addressSchema = z.strictObject({
  salutation: z.enum(['Herr', 'Frau', '']).optional(),
  firstname: text(80),
  lastname: text(80),
  street: text(120),
  street_nr: text(20),
  postcode: z
    .string()
    .trim()
    .regex(/^$|^[A-Za-z0-9 -]{3,10}$/, validationText.postcode),
  city: text(80),
  country: text(56),
});
export type Address = z.infer<typeof addressSchema>;
export const ADDRESS_FIELDS = ['firstname', 'lastname', 'street', 'street_nr', 'postcode', 'city', 'country'] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];

/** The address fields a prize claim asks for (prizeNeed, lib/domain/redeem.ts); an e-mail claim asks for none. */
export const PRIZE_ADDRESS_FIELDS: Record<PrizeNeed, readonly AddressField[]> = {
  address: ADDRESS_FIELDS,
  name: ['firstname', 'lastname'],
  email: [],
};

/** GET /api/me/contact — the contact details the member gave with their latest orders, to prefill the next (nothing is kept elsewhere). */
export const knownContactSchema = z.object({
  address: addressSchema.nullable(),
  email: z.string().nullable(),
  telephone: z.string().nullable(),
});
export type KnownContact = z.infer<typeof knownContactSchema>;

export const telephoneSchema = z
  .string()
  .trim()
  .regex(/^$|^\+?[0-9][0-9 ()/-]{5,24}$/, validationText.telephone);

// POST /api/rewards/{id}/reserve (header Idempotency-Key).
export const reserveBodySchema = z.strictObject({
  quantity: z.number().int().min(1).max(REDEEM_CAPS.quantity).optional(),
  tickets: z.number().int().min(1).max(REDEEM_CAPS.tickets).optional(),
  amount: z.number().int().min(1).max(REDEEM_CAPS.amount).optional(),
  address: addressSchema.partial().optional(),
  email: z.union([z.literal(''), z.email(validationText.email).max(254)]).optional(),
  telephone: telephoneSchema.optional(),
  /** Raffles: the member accepts the terms of participation. */
  accept_terms: z.boolean().optional(),
});
export type ReserveBody = z.infer<typeof reserveBodySchema>;

export const reservationSchema = z.object({
  reservation_id: z.string(),
  expires_at: iso,
  cost: z.number(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** `/api/reservations/{reservation_id}…` */
export const reservationParamSchema = z.object({ reservation_id: z.uuid() });

// DELETE /api/reservations/{reservation_id} — released now (or before), or already freed by the job.
export const releaseResultSchema = z.object({ reservation_id: z.string(), state: z.enum(['released', 'expired']) });

// POST /api/reservations/{id}/confirm
export const confirmResultSchema = z.object({
  order_id: z.number(),
  state: orderStateSchema,
  balance: z.number(),
});
export type ConfirmResult = z.infer<typeof confirmResultSchema>;

// My rewards: GET /api/me/rewards, GET /api/me/orders/{id}, member actions on an order.
export const orderSchema = z.object({
  id: z.number(),
  reward: z.object({
    id: z.number(),
    title: z.string(),
    image_url: z.string().nullable(),
    type: z.enum(REWARD_TYPES),
    delivery: z.enum(DELIVERY_TYPES),
    sponsor: z.string().nullable(),
  }),
  units: z.number(),
  amount: z.number(),
  cost: z.number(),
  state: orderStateSchema,
  raffle_state: raffleStateSchema.nullable(),
  created_at: iso,
  valid_until: iso.nullable(),
  active_until: iso.nullable(),
  used_at: iso.nullable(),
  /** Coupons: the code, once redeemed. */
  coupon_code: z.string().nullable(),
  /** External rewards: where to redeem. */
  external_url: z.string().nullable(),
  can_cancel: z.boolean(),
  /** A won raffle ticket: what claiming the prize needs, and when it was claimed (collect by `valid_until`); else null. */
  prize: z.object({ needs: z.enum(PRIZE_NEEDS), claimed_at: iso.nullable() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const myRewardsQuerySchema = z.object({
  tab: z.enum(['rewards', 'raffles']).default('rewards'),
  limit: addressNumber(wholeNumber().min(1).max(50)).default(10),
  before: addressNumber(wholeNumber().positive()).optional(),
});
export const myRewardsSchema = z.object({ items: z.array(orderSchema), next_before: z.number().nullable() });
export type MyRewards = z.infer<typeof myRewardsSchema>;

export const orderActionResultSchema = z.object({ order: orderSchema, balance: z.number(), premium_until: iso.nullable() });
export type OrderActionResult = z.infer<typeof orderActionResultSchema>;

// POST /api/me/orders/{id}/claim — a winner claims the prize with what it needs (PRIZE_ADDRESS_FIELDS, or the e-mail).
export const claimBodySchema = z.strictObject({
  address: addressSchema.partial().optional(),
  email: z.union([z.literal(''), z.email(validationText.email).max(254)]).optional(),
  telephone: telephoneSchema.optional(),
});
export type ClaimBody = z.infer<typeof claimBodySchema>;

// GET /api/raffles/{id}/audit — anyone can re-derive the winners from the revealed seed.
export const raffleAuditSchema = z.object({
  reward_id: z.number(),
  algorithm: z.string(),
  seed_hash: z.string(),
  winners: z.number(),
  ends_at: iso.nullable(),
  drawn_at: iso.nullable(),
  /** Revealed after the draw; null before. */
  seed: z.string().nullable(),
  entries: z.array(z.object({ entry: z.number(), member: z.number(), tickets: z.number() })).nullable(),
  result: z.array(z.object({ entry: z.number(), member: z.number(), tickets: z.number(), round: z.number() })).nullable(),
});
export type RaffleAudit = z.infer<typeof raffleAuditSchema>;

// Host API: subscription, entitlements, order operations.
export const subscriptionBodySchema = z.strictObject({
  active: z.boolean(),
  until: instant().nullable().optional(),
});
export const subscriptionSchema = z.object({ active: z.boolean(), until: iso.nullable(), subscriber: z.boolean() });
export const entitlementsSchema = z.object({ premium_until: iso.nullable(), subscriber: z.boolean() });

export const hostOrdersQuerySchema = z.object({
  state: orderStateSchema.optional(),
  reward_id: addressNumber(wholeNumber().positive()).optional(),
  limit: addressNumber(wholeNumber().min(1).max(200)).default(50),
  after: addressNumber(wholeNumber().nonnegative()).optional(),
});
export const hostOrderSchema = orderSchema.extend({
  collector_id: z.number(),
  /** The member's SSO user id and username (null for an anonymous member, or a user without a username). */
  user_id: z.string().nullable(),
  username: z.string().nullable(),
  contact: z.record(z.string(), z.unknown()),
});
export const hostOrdersSchema = z.object({ items: z.array(hostOrderSchema), next_after: z.number().nullable() });
/** `/{id}` of a reward, an order or a raffle: a positive safe integer. */
export const idParamSchema = z.object({ id: addressId() });

export const orderStateBodySchema = z.strictObject({ event: z.enum(['activate', 'complete', 'cancel']) });

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,128}$/;
/** The header every spend carries (reserve, confirm); missing or malformed → MISSING_IDEMPOTENCY_KEY. */
export const idempotencyHeaderSchema = z.object({ 'Idempotency-Key': z.string().regex(IDEMPOTENCY_KEY) });
/** The header every other write takes (docs/api.md, "Idempotency"): optional; malformed → MISSING_IDEMPOTENCY_KEY. */
export const optionalIdempotencyHeaderSchema = z.object({ 'Idempotency-Key': z.string().regex(IDEMPOTENCY_KEY).optional() });
