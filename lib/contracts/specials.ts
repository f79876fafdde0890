import { z } from 'zod';

// The kinds of special campaign and each kind's configuration (docs/specials.md). A special's
// `kind` picks its page, its rules and the shape of its `config`; the days, doors and prizes of
// Halloween and the Advent calendar are raffles and rewards tagged with the special's slug.

export const SPECIAL_KINDS = ['page', 'halloween', 'advent', 'black_week', 'resolutions'] as const;
export const specialKindSchema = z.enum(SPECIAL_KINDS);
export type SpecialKind = z.infer<typeof specialKindSchema>;

const id = z.number().int().positive();

/** Black Week: selected rewards at a lower price while the special runs (the price the server charges). */
export const blackWeekConfigSchema = z.strictObject({
  prices: z.array(z.strictObject({ reward_id: id, cost: z.number().int().min(0).max(10_000_000) })).max(200).default([]),
});

/** New Year resolutions week: a goal per day, built from an earning step and a count, with a bonus. */
export const resolutionsConfigSchema = z.strictObject({
  goals: z
    .array(
      z.strictObject({
        /** The day of the week the goal belongs to, 1 = the special's first day. */
        day: z.number().int().min(1).max(7),
        title: z.string().trim().min(1).max(120),
        step: z.string().trim().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/),
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
