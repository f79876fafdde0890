import './zod-setup';
import { z } from 'zod';
import { DELIVERY_TYPES, REWARD_TYPES } from '@/lib/domain/reward-states';
import { rewardAvailabilitySchema } from './rewards';

// The Black Week part of GET /api/specials/{slug} (docs/specials-black-week-resolutions.md).

/** Whether the special's prices apply now: before its start, while it runs, after its end. */
export const specialPhaseSchema = z.enum(['upcoming', 'running', 'over']);
export type SpecialPhase = z.infer<typeof specialPhaseSchema>;

export const blackWeekOfferSchema = z.object({
  reward_id: z.number(),
  title: z.string(),
  image_url: z.string().nullable(),
  type: z.enum(REWARD_TYPES),
  delivery: z.enum(DELIVERY_TYPES),
  /** The Black Week price (per item or raffle ticket): while it runs, exactly what reserve charges. */
  cost: z.number(),
  /** The reward's regular price. */
  regular_cost: z.number(),
  /** The reward's own availability (sold out, over, …). */
  state: rewardAvailabilitySchema,
  exclusive: z.boolean(),
});
export type BlackWeekOffer = z.infer<typeof blackWeekOfferSchema>;

export const blackWeekDetailSchema = z.object({
  phase: specialPhaseSchema,
  starts_at: z.string().nullable(),
  /** The end the countdown counts to (null: no end). */
  ends_at: z.string().nullable(),
  /** The lowered rewards, in the config's order; rewards that are not published or not lowered are left out. */
  offers: z.array(blackWeekOfferSchema),
});
export type BlackWeekDetail = z.infer<typeof blackWeekDetailSchema>;
