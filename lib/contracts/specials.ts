import './zod-setup';
import { z } from 'zod';
import { REWARD_TYPES } from '@/lib/domain/reward-states';
import { specialSchema } from './me';
import { raffleStateSchema, rewardAvailabilitySchema } from './rewards';
import { validationText } from './zod-de';

// The kinds of special campaign and each kind's configuration (docs/specials.md). A special's
// `kind` picks its page, its rules and the shape of its `config`; the days, doors and prizes of
// Halloween and the Advent calendar are raffles and rewards tagged with the special's slug.

export const SPECIAL_KINDS = ['page', 'halloween', 'advent', 'black_week', 'resolutions'] as const;
export const specialKindSchema = z.enum(SPECIAL_KINDS);
export type SpecialKind = z.infer<typeof specialKindSchema>;

const id = z.number().int().positive();

/** Black Week: selected rewards at a lower price while the special runs (the price the server charges). */
export const blackWeekConfigSchema = z.strictObject({
  prices: z
    // No message of the schema's own: it would stand for every check («Bitte ausfüllen.» for -5); zod-de says each.
    .array(z.strictObject({ reward_id: id, cost: z.number().int().min(0).max(10_000_000) }))
    .max(200)
    .default([]),
});

/** New Year resolutions week: a goal per day, built from an earning step and a count, with a bonus. */
export const resolutionsConfigSchema = z.strictObject({
  goals: z
    .array(
      z.strictObject({
        /** The day of the week the goal belongs to, 1 = the special's first day. */
        day: z.number().int(validationText.goalDay).min(1, validationText.goalDay).max(7, validationText.goalDay),
        title: z.string().trim().min(1, validationText.required).max(120, validationText.maxChars(120)),
        step: z
          .string()
          .trim()
          .regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/, validationText.step),
        count: z.number().int().min(1).max(1000),
        bonus: z.number().int().min(1).max(100_000),
      }),
    )
    .max(7)
    .default([]),
});

/** Each kind's config; `page`, `halloween` and `advent` keep none (their days are tagged rewards). */
export const specialConfigSchemas = {
  page: z.strictObject({}),
  halloween: z.strictObject({}),
  advent: z.strictObject({}),
  black_week: blackWeekConfigSchema,
  resolutions: resolutionsConfigSchema,
} as const;
export type SpecialConfig<K extends SpecialKind = SpecialKind> = z.infer<(typeof specialConfigSchemas)[K]>;

// GET /api/specials/{slug} — the special's common part (as GET /api/specials lists it) with its
// kind and `detail`, the kind's own part (a kind without a module answers {}).
export const specialDetailSchema = specialSchema.extend({
  kind: specialKindSchema,
  detail: z.record(z.string(), z.unknown()),
});
export type SpecialDetail = z.infer<typeof specialDetailSchema>;

export const specialSlugParamSchema = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/) });

/**
 * One day of Halloween or one door of the Advent calendar: its business day in TIMEZONE, when it
 * opens and closes, its state at the time of the answer, and its reward or raffle (tagged with the
 * special's slug and starting that day) — hidden while the day is locked, so no door is spoilt.
 */
export const calendarDaySchema = z.object({
  number: z.number().int().positive(),
  day: z.string(),
  opens_at: z.string(),
  closes_at: z.string(),
  state: z.enum(['past', 'today', 'locked']),
  reward: z
    .object({
      id: z.number(),
      title: z.string(),
      description: z.string(),
      image_url: z.string().nullable(),
      type: z.enum(REWARD_TYPES),
      cost: z.number(),
      state: rewardAvailabilitySchema,
      ends_at: z.string().nullable(),
      /** A raffle's figures (null for other rewards): drawn_at is null until the draw. */
      raffle: z.object({ winners: z.number(), tickets_total: z.number(), participants: z.number(), drawn_at: z.string().nullable() }).nullable(),
      /** The member's part (null without a member): units or tickets held, and a drawn raffle's outcome. */
      my: z.object({ units: z.number(), outcome: raffleStateSchema.nullable() }).nullable(),
    })
    .nullable(),
});
export type CalendarDayView = z.infer<typeof calendarDaySchema>;

/** `detail` of a Halloween special: 13 days, one raffle each; `today` is the open day's number. */
export const halloweenDetailSchema = z.object({ days: z.array(calendarDaySchema), today: z.number().nullable() });
export type HalloweenDetail = z.infer<typeof halloweenDetailSchema>;

/** `detail` of an Advent calendar: 24 doors, each a reward or raffle; `today` is today's door. */
export const adventDetailSchema = z.object({ doors: z.array(calendarDaySchema), today: z.number().nullable() });
export type AdventDetail = z.infer<typeof adventDetailSchema>;
